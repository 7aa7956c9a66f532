#!/bin/sh
# Brings the sources of `make catalog` into DIR (default .build/unicode-sources), none of them installed system-wide:
# - Debian unstable's unicode-data (emoji-test.txt of Emoji 17.0, EmojiSources.txt, Unihan) and unicode-cldr-core
#   (CLDR 48 annotations), downloaded with apt-get from the archive this machine's apt already uses, unpacked in DIR;
# - the PyPI packages emoji 2.16.0 (Emoji 18.0) and unicodedata2 18.0.0 (character names), in a virtual environment.
# The versions are pinned so the catalog is the same on every machine; a newer one is taken by editing them here.
set -eu
DIR=${1:-.build/unicode-sources}
SUITE=sid
DEBIAN_PACKAGES="unicode-data=17.0.0-2 unicode-cldr-core=48.2-2"
PYTHON_PACKAGES="emoji==2.16.0 unicodedata2==18.0.0"

mkdir -p "$DIR/apt/lists/partial" "$DIR/apt/cache/archives/partial" "$DIR/debs"
DIR=$(cd "$DIR" && pwd)
# The Debian archive of the system's own sources, in its unstable suite.
uri=$(sed -n 's/^URIs: *//p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | grep -v security | head -n 1)
[ -n "$uri" ] || uri=$(sed -n 's/^deb \(\[[^]]*\] \)\{0,1\}\([^ ]*\) .*/\2/p' /etc/apt/sources.list 2>/dev/null | grep -v security | head -n 1)
[ -n "$uri" ] || { echo "fetch-sources.sh: no Debian archive in the apt sources" >&2; exit 1; }
echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $uri $SUITE main" > "$DIR/apt/sources.list"
apt_options="-o Dir::Etc::sourcelist=$DIR/apt/sources.list -o Dir::Etc::sourceparts=/dev/null \
 -o Dir::State::Lists=$DIR/apt/lists -o Dir::Cache=$DIR/apt/cache -o APT::Sandbox::User=root"
if ! ls "$DIR"/debs/unicode-data_*.deb "$DIR"/debs/unicode-cldr-core_*.deb >/dev/null 2>&1; then
    # shellcheck disable=SC2086
    apt-get -q $apt_options update >/dev/null
    # shellcheck disable=SC2086
    (cd "$DIR/debs" && apt-get -q $apt_options download $DEBIAN_PACKAGES) >&2
fi
rm -rf "$DIR/root"
for deb in "$DIR"/debs/*.deb; do dpkg-deb -x "$deb" "$DIR/root"; done

[ -x "$DIR/venv/bin/python" ] || python3 -m venv "$DIR/venv"
# shellcheck disable=SC2086
"$DIR/venv/bin/pip" install -q $PYTHON_PACKAGES >&2
echo "$DIR/root/usr/share/unicode"
