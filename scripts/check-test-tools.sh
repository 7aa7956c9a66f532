#!/bin/sh
# Issue 39: a test tool missing from scripts/debian-packages.txt goes unseen on a machine that has it anyway, and fails
# `make test` on a fresh Debian 12. Without running the tests, this finds every program `make test` calls by absolute
# path and every command word of its shell code (the e2e cases, lib.sh and run.sh, the scripts and fuzz scripts they
# run, the Makefile's recipes), and the Python modules the e2e helpers import; looks up the package owning each on this
# machine (dpkg -S), and fails unless that package is brought by the list (it or a dependency of it), by Debian's
# required base (what debootstrap --variant=minbase installs: priority required, and apt) or by the toolchain's
# precondition (scripts/toolchain-packages.txt), or the program is the Swift toolchain's own. A word this machine has
# no program for is taken for prose (a test that runs a program nobody installed fails on its own).
# Prints one line per offending program, naming it, where it is called and its package; one summary line otherwise.
set -u
cd "$(dirname "$0")/.."
shell_files="Tests/e2e/*.sh Tests/e2e/cases/*.sh scripts/start-x.sh scripts/install-deps.sh scripts/install.sh
scripts/check-*.sh scripts/run-tests.sh Fuzz/*.sh .ci/run Makefile"
python_files="Tests/e2e/*.py"
toolchain=$(dirname "$(command -v "${SWIFT:-swift}")")
system_path=/usr/sbin:/usr/bin:/sbin:/bin
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The packages a fresh machine has once the list is installed: their Depends and Pre-Depends, recursively.
closure() {
    apt-cache depends --recurse --installed --no-recommends --no-suggests --no-conflicts --no-breaks --no-replaces \
        --no-enhances "$@" 2>/dev/null | grep -v '^ ' | tr -d '<>'
}
# shellcheck disable=SC2046
closure $(cat scripts/debian-packages.txt scripts/toolchain-packages.txt) apt >"$work/allowed"
dpkg-query -W -f '${Package} ${Priority}\n' | awk '$2 == "required" {print $1}' >>"$work/allowed"

# "FILE WORD" for each command word: the first word of each simple command (after a newline, ; | & ( ) { } ! $( or `,
# past assignments, keywords and the description `check` takes), and the command of env, timeout, xargs and the like.
# shellcheck disable=SC2086
for file in $shell_files; do
    awk -v file="$file" -v q="'" '
        BEGIN { split("if then else elif fi do done while until for case esac in function return local export time", k)
                for (i in k) keyword[k[i]] = 1
                split("env timeout xargs nohup setsid exec command nice stdbuf sudo", w)
                for (i in w) wrapper[w[i]] = 1 }
        # Here-documents and the Python code given to python3 -c are no shell: skipped, up to their end.
        heredoc != "" { if ($0 ~ "^[ \t]*" heredoc "$") heredoc = ""; next }
        quote != "" { at = index($0, quote); if (!at) next; $0 = substr($0, at + 1); quote = "" }
        match($0, "(^|[^<])<<-?[\"" q "]?[A-Za-z_]+") {
            heredoc = substr($0, RSTART, RLENGTH); sub(/.*<-?/, "", heredoc); gsub("[\"" q "]", "", heredoc) }
        { line = $0
          gsub("python3 -c " q "[^" q "]*" q, "python3", line)
          gsub(/python3 -c "([^"\\]|\\.)*"/, "python3", line)
          if (match(line, "python3 -c [\"" q "]")) {
              quote = substr(line, RSTART + RLENGTH - 1, 1); line = substr(line, 1, RSTART + 6) }
          sub(/(^|[ \t])#.*/, "", line)
          gsub(/check "([^"\\]|\\.)*"/, "check", line)
          gsub(/\$\(|`|&&|\|\||[;|&(){}!]/, "\n", line)
          n = split(line, segments, "\n")
          for (s = 1; s <= n; s++) {
              m = split(segments[s], words, /[ \t]+/)
              for (i = 1; i <= m; i++) {
                  word = words[i]
                  if (word == "for" || word == "case") break   # a loop variable or a case word follows
                  if (word == "" || word ~ /^[A-Za-z_][A-Za-z0-9_]*=/ || keyword[word] || word == "check") continue
                  if (word ~ /^-/ || word ~ /^[0-9.]+[smh]?$/) continue   # options and durations of a wrapper
                  if (word ~ /^[A-Za-z][A-Za-z0-9_.+-]*$/) print file, word
                  if (!wrapper[word]) break
              }
          } }' "$file"
done >"$work/words"
# Functions the shell files define are not programs.
# shellcheck disable=SC2086
sed -n 's/^[[:space:]]*\([A-Za-z_][A-Za-z0-9_]*\)[[:space:]]*()[[:space:]]*{.*/\1/p' $shell_files | sort -u >"$work/functions"

# "FILE PATH" for each program called by absolute path, in the shell files, the Python helpers and the Swift tests.
# shellcheck disable=SC2086
grep -oE '(^|[^A-Za-z0-9_./$-])/(usr/)?s?bin/[A-Za-z0-9_.+-]+' $shell_files $python_files \
    $(find Tests -name '*.swift') | sed -E 's|^([^:]*):[^/]*|\1 |' | grep -v ' /usr/bin/emotion-keyboard$' >"$work/paths"

status=0
report() { echo "check-test-tools: $*"; status=1; }
# "FILE PROGRAM PATH" for each program once, with one file that calls it; builtins, functions and the toolchain's
# own programs left out.
sort -u -k2,2 "$work/words" "$work/paths" | sort -k1,1 -k2,2 | while read -r file program; do
    case $program in
        /*) [ -x "$program" ] || { echo "$file $program missing"; continue; }
            echo "$file $program $program" ;;
        *)  grep -qx "$program" "$work/functions" && continue
            [ "$(sh -c "command -v $program" 2>/dev/null)" = "$program" ] && continue   # a builtin
            [ -x "$toolchain/$program" ] && continue
            path=$(PATH=$system_path command -v "$program") && echo "$file $program $path" ;;
    esac
done >"$work/programs"
# The modules the Python helpers import, outside the helpers themselves and built into the interpreter.
# shellcheck disable=SC2086
grep -HE '^(import|from) [A-Za-z_]' $python_files | sed -E 's/^([^:]*):[a-z]+ ([A-Za-z0-9_]*).*/\1 \2/' | sort -u -k2,2 |
while read -r file module; do
    [ -e "Tests/e2e/$module.py" ] && continue
    origin=$(/usr/bin/python3 -c 'import importlib.util, sys; print(importlib.util.find_spec(sys.argv[1]).origin)' "$module" 2>/dev/null)
    case $origin in /*) echo "$file python-module:$module $origin" ;; esac
done >>"$work/programs"

# "PATH PACKAGE" from one dpkg -S of every path, as it is and resolved: dpkg records a file under /bin or /usr/bin as
# shipped, and alternatives are symlinks.
awk '$3 != "missing" {print $3}' "$work/programs" | while read -r path; do
    for p in "$path" "$(readlink -f "$path")"; do printf '%s\n' "$p" "/usr${p#/usr}" "${p#/usr}"; done
done | sort -u | xargs dpkg -S 2>/dev/null | grep -v '^diversion' | sed -E 's/^([^:,]*)[^ ]* (.*)/\2 \1/' >"$work/owners"
owner() {
    for p in "$1" "$(readlink -f "$1")"; do
        for variant in "$p" "/usr${p#/usr}" "${p#/usr}"; do
            awk -v path="$variant" '$1 == path {print $2; found = 1; exit} END {exit !found}' "$work/owners" && return
        done
    done
}

while read -r file program path; do
    if [ "$path" = missing ]; then
        report "$program ($file) is not on this machine: add its package to scripts/debian-packages.txt"
        continue
    fi
    package=$(owner "$path")
    if [ -z "$package" ]; then
        report "$program ($file, $path) belongs to no Debian package"
    elif ! grep -qx "$package" "$work/allowed"; then
        report "$program ($file) is in package $package, which scripts/debian-packages.txt does not bring: add it"
    fi
done <"$work/programs"
checked=$(wc -l <"$work/programs")
[ "$status" -eq 0 ] && echo "check-test-tools: $checked programs and modules the tests call come from the listed packages, the base or the toolchain"
exit $status
