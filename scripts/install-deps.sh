#!/bin/sh
# Installs the Debian 12 packages emotion-keyboard needs to build, run and test (listed in debian-packages.txt);
# the Swift toolchain is expected on PATH.
set -eu
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends $(cat "$(dirname "$0")/debian-packages.txt")
