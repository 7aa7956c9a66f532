# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# `make test` on a fresh machine installs the system packages first; on a machine that has them it costs nothing.
check "make test installs the system packages before it builds" equals "$(make -n -C "$REPO" test 2>/dev/null | grep -v '^make' | head -1)" "./scripts/install-deps.sh"
mkdir -p "$WORK/fresh/bin" "$WORK/fresh/scripts"
for tool in apt-get sudo; do printf '#!/bin/sh\necho "%s $*" >> "%s"\n' "$tool" "$WORK/fresh/calls" > "$WORK/fresh/bin/$tool"; chmod +x "$WORK/fresh/bin/$tool"; done
cp "$REPO/scripts/install-deps.sh" "$REPO/scripts/debian-packages.txt" "$WORK/fresh/scripts/"
start_ns=$(date +%s%N)
PATH="$WORK/fresh/bin:$PATH" "$WORK/fresh/scripts/install-deps.sh" > /dev/null
took=$(( ($(date +%s%N) - start_ns) / 1000000 ))
check "with every package installed it asks apt nothing (took $took ms)" test ! -e "$WORK/fresh/calls"
echo "emotion-keyboard-test-missing-package" >> "$WORK/fresh/scripts/debian-packages.txt"
PATH="$WORK/fresh/bin:$PATH" "$WORK/fresh/scripts/install-deps.sh" > /dev/null
check "a missing package is installed, and only it" equals "$(grep -c 'install' "$WORK/fresh/calls") $(grep 'install -y' "$WORK/fresh/calls" | awk '{print $NF}')" "1 emotion-keyboard-test-missing-package"
