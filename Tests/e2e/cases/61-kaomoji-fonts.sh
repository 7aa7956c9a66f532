# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Kaomoji are text: each must have all its characters in the fonts the keyboard draws with, or it shows boxes.
# doctor checks them; the shipped catalog passes with the packages of scripts/debian-packages.txt.
"$BIN" doctor > "$WORK/doctor" 2>&1; status=$?
check "doctor: every shipped kaomoji's characters are in the installed fonts" grep -q "kaomoji whose characters the fonts have: 70 of 70" "$WORK/doctor"
check "doctor exits 0 on this machine" equals "$status" "0"

# Without the CJK fonts most kaomoji would draw boxes: doctor names them and fails.
mkdir -p "$WORK/fewfonts"
cat > "$WORK/fewfonts/fonts.conf" <<CONF
<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><dir>/usr/share/fonts/truetype/dejavu</dir><dir>/usr/share/fonts/truetype/noto</dir><cachedir>$WORK/fewfonts/cache</cachedir></fontconfig>
CONF
FONTCONFIG_FILE=$WORK/fewfonts/fonts.conf "$BIN" doctor > "$WORK/doctor-few" 2>&1; status=$?
check "without CJK fonts doctor exits 1" equals "$status" "1"
check "and names a kaomoji that would show boxes, with the missing character" grep -q "boxes: ¯\\\\_(ツ)_/¯ shrug lacks U+30C4" "$WORK/doctor-few"
