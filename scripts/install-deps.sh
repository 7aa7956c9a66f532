#!/bin/sh
# Installs the Debian 12 packages emotion-keyboard needs to build, run and test (listed in debian-packages.txt);
# the Swift toolchain is expected on PATH. Returns at once when every package is already installed.
set -eu
packages=$(cat "$(dirname "$0")/debian-packages.txt")
missing=""
for package in $packages; do
    dpkg-query -W -f='${Status}\n' "$package" 2>/dev/null | grep -q "install ok installed" || missing="$missing $package"
done
[ -n "$missing" ] || exit 0
echo "installing:$missing"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends $missing
