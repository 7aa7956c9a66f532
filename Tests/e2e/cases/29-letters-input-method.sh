# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# A person with a pointer and no keyboard writes "Grüße aus 北京 😂👍🏽" into a GTK3 text view under fcitx5: the
# letters from our letters layer on a German layout (ü on its own key, ß by a long press on s, typed through its key),
# fcitx5 switched to pinyin with our sticky Ctrl and space, "beijing" and space from our letters becoming 北京, then
# the emoji from the grid (the default skin tone medium makes 👍 👍🏽), which under the input method are pasted.
# Pinyin stays on for them: switched off again (Ctrl+space), the second of two pastes in a row was never asked for by
# the text view (fcitx5 asked for the clipboard, GTK did not), which is left for the paste path to look into.
ACCEPT_TEXT="Grüße aus 北京 😂👍🏽"
setxkbmap de; sleep 0.3
eval "$(dbus-launch --sh-syntax)"
export GTK_IM_MODULE=fcitx QT_IM_MODULE=fcitx XMODIFIERS=@im=fcitx
start_fcitx5
# Not active by default: new contexts start on the German keyboard; Ctrl+space switches to pinyin.
printf '[Behavior]\nActiveByDefault=False\nShareInputState=No\n' > "$XDG_CONFIG_HOME/fcitx5/config"
sed -i 's/keyboard-us/keyboard-de/; s/Default Layout=us/Default Layout=de/' "$XDG_CONFIG_HOME/fcitx5/profile"
kill "$IM_PID"; wait "$IM_PID" 2>/dev/null
fcitx5 > "$WORK/im.log" 2>&1 & IM_PID=$!
for _ in $(seq 100); do xprop -root XIM_SERVERS 2>/dev/null | grep -q "@server=fcitx" && break; sleep 0.1; done
sleep 1
mkdir -p "$XDG_CONFIG_HOME/emotion-keyboard"
printf 'skin-tone = "medium"\n' > "$XDG_CONFIG_HOME/emotion-keyboard/config.toml"
start_gtk_text_view "$WORK/accept" "emotion-letters-accept"
start_plain --mode direct --layer letters
letters_type "Grüße aus "
letters_click $(layout named control)
letters_click $(layout named space); sleep 0.3
letters_type "beijing "; sleep 0.3
check "acceptance: the letters and pinyin wrote Grüße aus 北京 (fcitx5 on de)" equals "$(cat "$WORK/accept")" "Grüße aus 北京"
# With nothing to convert, pinyin lets the space through.
letters_type " "
shot "$SHOTS/letters-accept-letters.png"
letters_click $(layout named emotions); sleep 0.3
# 😂 is the 8th base emoji of Smileys & Emotion (row 1, column 0); 👍 the 28th of People & Body (page 2, row 1, column 0).
click $(cell 1 0); sleep 1
click $(tab 3)
xdotool mousemove --window "$WIN" $(cell 1 3) click 5; sleep 0.3
shot "$SHOTS/letters-accept-grid.png"
click $(cell 1 0)
wait_size "$WORK/accept" "$(printf '%s' "$ACCEPT_TEXT" | wc -c)"; sleep 0.5
check "acceptance: Grüße aus 北京 😂👍🏽 arrived in the GTK text view" equals "$(cat "$WORK/accept")" "$ACCEPT_TEXT"
check "acceptance: the focus stayed in the text view" equals "$(xdotool getwindowfocus)" "$GVW"
stop
rm "$XDG_CONFIG_HOME/emotion-keyboard/config.toml"
kill "$GV" "$IM_PID" "$DBUS_SESSION_BUS_PID" 2>/dev/null; wait "$GV" "$IM_PID" 2>/dev/null
unset GTK_IM_MODULE QT_IM_MODULE XMODIFIERS DBUS_SESSION_BUS_ADDRESS DBUS_SESSION_BUS_PID
for _ in $(seq 50); do xprop -root XIM_SERVERS 2>/dev/null | grep -q "@server=fcitx" || break; sleep 0.1; done
setxkbmap us
