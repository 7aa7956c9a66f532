# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Issue 22: pack problems were on standard error only. A PPStickerKeyboard folder "pp" with two unnamed packs, one
# sticker of which has no image: its tabs are titled by folder and first sticker, the window opens with a notice
# that a sticker was not loaded, and the pack's tab names the problem in the status line.
mkdir -p "$WORK/pp"
cp "$REPO/assets/packs/doudou/kaixin.png" "$WORK/pp/pp_0@2x.png"
cat > "$WORK/pp/EmojiPackageList.plist" <<'PLIST'
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><array>
<dict><key>cover_pic</key><string>pp_0</string><key>emoticons</key><array>
  <dict><key>image</key><string>pp_0</string><key>desc</key><string>吃瓜</string></dict>
  <dict><key>image</key><string>pp_gone</string><key>desc</key><string>撇嘴</string></dict>
</array></dict>
<dict><key>cover_pic</key><string>pp_0</string><key>emoticons</key><array>
  <dict><key>image</key><string>pp_0</string><key>desc</key><string>发呆</string></dict>
</array></dict>
</array></plist>
PLIST
check "unnamed PPStickerKeyboard packs are titled by folder and first sticker" equals \
    "$("$BIN" list --pack "$WORK/pp" 2>/dev/null | cut -f1 | grep '^pp' | sort -u | tr '\n' '/')" "pp · 发呆/pp · 吃瓜/"

start --pack "$WORK/pp"
shot "$SHOTS/pack-problems-notice-after.png"
check "the window opens with a notice over the status line" bash -c \
    "convert '$SHOTS/pack-problems-notice-after.png' -crop 200x14+108+238 +repage -format '%[fx:mean.intensity<0.6]' info: | grep -q 1"
check "the problem is on standard error too" grep -q "pp_gone" "$WORK/err"
# 15 tabs: recent, favourites, 9 groups, doudou, the two pp packs, kaomoji; the notice lasts 8 s.
sleep 8
pp=$(tab 12)
move 200 20; xwd -silent -id "$WIN" | convert xwd:- -crop 300x18+12+236 +repage "$WORK/pp-idle.png"
move $pp; shot "$SHOTS/pack-problems-tab-after.png"
xwd -silent -id "$WIN" | convert xwd:- -crop 300x18+12+236 +repage "$WORK/pp-hover.png"
check "its tab names the problem in the status line" \
    test "$(compare -metric AE "$WORK/pp-idle.png" "$WORK/pp-hover.png" null: 2>&1 | cut -d' ' -f1)" -gt 100
stop
