# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Issue 32: SoftBank's private-use emoji (text from old iPhones) coming into the text field show and are sent as their
# Unicode emoji, as `convert --legacy` maps them: pasted from CLIPBOARD (Ctrl+V), from PRIMARY (the middle button)
# and typed. E211 and E50A, which have no Unicode emoji, are kept as they came.
start
focus
printf 'a\xee\x81\x96b' | xclip -i -selection clipboard >/dev/null 2>&1   # a U+E056 b
key ctrl+v
shot "$SHOTS/softbank-pasted.png"
send
check "Ctrl+V of U+E056 inserts and sends 😊" equals "$(printed | tail -1)" "a😊b"
: > "$WORK/out"
printf '\xee\x90\x95' | xclip -i -selection primary >/dev/null 2>&1   # U+E415
focus; xdotool mousemove --window "$WIN" $(at field) click 2; sleep 0.3
send
check "the middle button pastes PRIMARY's U+E415 as 😄" equals "$(printed | tail -1)" "😄"
: > "$WORK/out"
focus; xdotool type --delay 50 $'\uE022'; sleep 0.3
send
check "a typed U+E022 is ❤" equals "$(printed | tail -1)" "❤"
: > "$WORK/out"
printf '\xee\x88\x91\xee\x94\x8a' | xclip -i -selection clipboard >/dev/null 2>&1   # U+E211 U+E50A
focus; key ctrl+v; send
check "E211 and E50A, without a Unicode emoji, are sent as they came" equals "$(printed | tail -1)" $'\uE211\uE50A'
stop
