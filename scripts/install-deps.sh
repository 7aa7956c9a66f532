#!/bin/sh
# Installs the Debian 12 packages emotion-keyboard needs to build, run and test (listed in debian-packages.txt);
# the Swift toolchain is expected on PATH. Returns at once when every package is already installed (one dpkg query).
set -eu
packages=$(cat "$(dirname "$0")/debian-packages.txt")
# shellcheck disable=SC2086
installed=$(dpkg-query -W -f='${Package} ${Status}\n' $packages 2>/dev/null | awk '$NF == "installed" && $(NF-1) == "ok" {print $1}' || true)
missing=""
for package in $packages; do
    printf '%s\n' "$installed" | grep -qx "$package" || missing="$missing $package"
done
[ -n "$missing" ] || exit 0
echo "installing:$missing"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends $missing
