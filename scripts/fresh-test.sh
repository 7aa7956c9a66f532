#!/usr/bin/env bash
# make fresh-test: the README's two commands as a new user meets them, on a really fresh Debian 12 (issue 39). CI runs
# on machines used before, where a package missing from scripts/debian-packages.txt goes unseen; this cannot hide one.
#
# Builds a minimal bookworm with debootstrap (--variant=minbase) plus only the Swift toolchain's precondition
# (scripts/toolchain-packages.txt: the Debian 12 packages swift.org lists for it, and make), kept in .build-fresh/base
# between runs (--rebuild makes it again). Each run starts from a copy of that base, bind-mounts the toolchain (SWIFT_DIR,
# default /opt/swift) read-only and puts it on PATH, clones this repository at HEAD into it (uncommitted work is not
# tested: commit first), and runs there, as root: `make test` to the end, then `make run` under a private Xvfb until the
# keyboard's window maps, then closes it. Prints how long each step took and the first failure. Run as root
# (debootstrap, chroot, mounts). Usage: scripts/fresh-test.sh [--rebuild]; logs in .build-fresh/*.log.
set -u
# One compound command: bash reads it whole before running it, so editing this file during a run cannot derail the run.
{
repo=$(cd "$(dirname "$0")/.." && pwd)
top=$repo/.build-fresh
base=$top/base
root=$top/root
swift_dir=${SWIFT_DIR:-/opt/swift}
mirror=http://deb.debian.org/debian
security=http://deb.debian.org/debian-security
precondition=$(tr '\n' ' ' <"$repo/scripts/toolchain-packages.txt")

[ "$(id -u)" -eq 0 ] || { echo "fresh-test: run as root (debootstrap, chroot and mounts)" >&2; exit 2; }
[ -x "$swift_dir/usr/bin/swift" ] || { echo "fresh-test: no Swift toolchain at $swift_dir (set SWIFT_DIR)" >&2; exit 2; }
mkdir -p "$top/apt-archives"

mounts=()
unmount_all() {
    for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do umount -l "${mounts[i]}" 2>/dev/null; done
    mounts=()
}
trap unmount_all EXIT
trap 'exit 130' INT TERM
bind() { # bind SOURCE TARGET [ro]
    mkdir -p "$2" && mount --bind "$1" "$2" && mounts+=("$2") || exit 2
    [ "${3:-}" != ro ] || mount -o remount,bind,ro "$2" || exit 2
}
# The host's devices; the downloaded .deb files are shared between runs (installing them is what is tested).
mount_system() {
    bind /dev "$1/dev"
    bind /dev/pts "$1/dev/pts"
    bind /dev/shm "$1/dev/shm"
    bind /sys "$1/sys" ro
    bind "$top/apt-archives" "$1/var/cache/apt/archives"
}
# in_root DIR COMMAND: runs COMMAND with sh in DIR's chroot, in pid and mount namespaces of its own (its own /proc: a
# test's kill cannot reach the host's processes; every process ends with the shell) and a new user's environment.
in_root() {
    unshare --pid --fork --mount-proc="$1/proc" chroot "$1" /usr/bin/env -i HOME=/root TERM=dumb \
        PATH=/opt/swift/usr/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin /bin/sh -c "$2"
}
took() { printf '%dm%02ds' $(($1 / 60)) $(($1 % 60)); }
# The first line of log $1 that names a failure.
first_failure() {
    grep -m1 -E '^not ok|error:|Error [0-9]+|\*\*\*|No such file|not found|FAILED|✘|[1-9][0-9]* failed' "$1" ||
        tail -n 1 "$1"
}
# Removes folder $1, never through a mount left by a killed run (it would reach the host's /dev).
remove() {
    grep -F " $1/" /proc/self/mounts | cut -d' ' -f2 | sort -r | xargs -r -n1 umount -l
    if grep -qF " $1/" /proc/self/mounts; then echo "fresh-test: mounts left under $1, not removing it" >&2; exit 2; fi
    rm -rf "$1"
}

# The base is made again when asked, or when the precondition it was made with changed.
if [ "${1:-}" = --rebuild ] || [ "$(cat "$base/.complete" 2>/dev/null)" != "$precondition" ]; then
    remove "$base"
    started=$SECONDS
    echo "fresh-test: debootstrap bookworm (minbase) into $base, log $top/debootstrap.log"
    if ! debootstrap --variant=minbase bookworm "$base" "$mirror" >"$top/debootstrap.log" 2>&1; then
        echo "fresh-test: debootstrap failed: $(first_failure "$top/debootstrap.log")"; exit 1
    fi
    cat >"$base/etc/apt/sources.list" <<EOF
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb $security bookworm-security main
EOF
    mount_system "$base"
    if ! in_root "$base" "export DEBIAN_FRONTEND=noninteractive; apt-get update -q && apt-get install -y -q \
            --no-install-recommends $precondition" >>"$top/debootstrap.log" 2>&1; then
        echo "fresh-test: installing the toolchain's precondition failed: $(first_failure "$top/debootstrap.log")"; exit 1
    fi
    unmount_all
    echo "$precondition" >"$base/.complete"
    echo "fresh-test: debootstrap and precondition took $(took $((SECONDS - started)))"
fi

echo "fresh-test: a fresh copy of the base in $root, $(git -C "$repo" log -1 --format='%h %s') cloned into /root"
remove "$root"
cp -a "$base" "$root" || exit 2
git clone -q "$repo" "$root/root/emotion-keyboard" || exit 2
git -C "$root/root/emotion-keyboard" checkout -q --detach "$(git -C "$repo" rev-parse HEAD)" || exit 2
mount_system "$root"
bind "$swift_dir" "$root/opt/swift" ro
# A host that reaches GitHub through a local mirror (git's url.DIR.insteadOf) lends it, read-only, to SwiftPM's clones.
while read -r key url; do
    mirror_dir=${key#url.}; mirror_dir=${mirror_dir%.insteadof}
    [ -d "$mirror_dir" ] || continue
    mountpoint -q "$root$mirror_dir" || bind "$mirror_dir" "$root$mirror_dir" ro
    git config --file "$root/etc/gitconfig" --add "url.$mirror_dir.insteadOf" "$url"
done < <(git config --system --get-regexp '^url\..*\.insteadof$')

status=0
started=$SECONDS
echo "fresh-test: make test, log $top/test.log"
in_root "$root" 'cd /root/emotion-keyboard && make test' >"$top/test.log" 2>&1
test_status=$?
if [ "$test_status" -eq 0 ]; then
    echo "fresh-test: make test passed in $(took $((SECONDS - started)))"
else
    echo "fresh-test: make test FAILED after $(took $((SECONDS - started))): $(first_failure "$top/test.log")"
    status=1
fi

# make run launches the keyboard: it passes once the window is viewable on a private Xvfb (xvfb and xdotool come with
# make test), within 30 min (after a failed make test the release build may still be to do); ending the shell closes it.
started=$SECONDS
echo "fresh-test: make run, log $top/run.log"
in_root "$root" 'command -v Xvfb >/dev/null || { echo "Xvfb: not found (make test installs xvfb)"; exit 1; }
    Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>/tmp/display 2>/dev/null &
    for _ in $(seq 100); do [ -s /tmp/display ] && break; sleep 0.1; done
    export DISPLAY=:$(cat /tmp/display)
    cd /root/emotion-keyboard && make run &
    for _ in $(seq 18000); do
        window=$(xdotool search --onlyvisible --class EmotionKeyboard 2>/dev/null | head -1)
        [ -n "$window" ] && { echo "window $window mapped"; exit 0; }
        kill -0 $! 2>/dev/null || { echo "make run ended before its window mapped"; exit 1; }
        sleep 0.1
    done
    echo "no window mapped in 30 min"; exit 1' >"$top/run.log" 2>&1
if [ $? -eq 0 ]; then
    echo "fresh-test: make run mapped its window in $(took $((SECONDS - started)))"
else
    echo "fresh-test: make run FAILED after $(took $((SECONDS - started))): $(first_failure "$top/run.log")"
    status=1
fi
exit $status
}
