#!/bin/sh
# Installs the Debian 12 packages emotion-keyboard needs to build, run and test (the Swift toolchain is expected on PATH).
set -eu
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends \
    pkg-config libx11-dev libxft-dev libxrender-dev libxtst-dev libfontconfig-dev libfreetype-dev libharfbuzz-dev libpng-dev \
    fonts-noto-color-emoji fonts-noto-cjk fonts-dejavu-core \
    xvfb xauth openbox xdotool xclip x11-utils x11-apps x11-xserver-utils xterm imagemagick bc \
    unicode-data unicode-cldr-core python3
