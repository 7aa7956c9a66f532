# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Under an input method (fcitx5 with pinyin active, as people typing Chinese have it): a mixed text of every kind
# arrives byte for byte in a GTK3 text view (the fcitx im-module over D-Bus) and in xterm (XIM), with `type` and
# `paste`. Pinyin converts what goes through the layout's own keys (`e` became 而, `$HOME` 海鸥么), so the keyboard
# finds the input method and pastes there. fcitx5 reads its profile from a private XDG_CONFIG_HOME.
IM_TEXT=$(printf '👨‍👩‍👧‍👦👋🏽🏴󠁧󠁢󠁥󠁮󠁧󠁿#️⃣☺️ 中文 (╯°□°）╯︵ ┻━┻ e $HOME ¯\\_(ツ)_/¯\nline 2 ok')
printf '%s' "$IM_TEXT" > "$WORK/im-expected"
check "fcitx5 and its pinyin engine are installed (scripts/debian-packages.txt)" test -x /usr/bin/fcitx5 -a -e /usr/share/fcitx5/inputmethod/pinyin.conf
mkdir -p "$XDG_CONFIG_HOME/fcitx5"
cat > "$XDG_CONFIG_HOME/fcitx5/profile" <<'PROFILE'
[Groups/0]
Name=Default
Default Layout=us
DefaultIM=pinyin

[Groups/0/Items/0]
Name=keyboard-us
Layout=

[Groups/0/Items/1]
Name=pinyin
Layout=

[GroupOrder]
0=Default
PROFILE
printf '[Behavior]\nActiveByDefault=True\nShareInputState=No\n' > "$XDG_CONFIG_HOME/fcitx5/config"
eval "$(dbus-launch --sh-syntax)"
export GTK_IM_MODULE=fcitx QT_IM_MODULE=fcitx XMODIFIERS=@im=fcitx
fcitx5 > "$WORK/fcitx5.log" 2>&1 & FCITX=$!
for _ in $(seq 100); do xprop -root XIM_SERVERS 2>/dev/null | grep -q '@server=fcitx' && break; sleep 0.1; done
sleep 1

# The input method really converts: `e` and a space typed on the keyboard become 而.
start_gtk_text_view "$WORK/im-probe" emotion-im-probe
xdotool type --delay 80 e; sleep 0.3; xdotool key space; sleep 0.5
check "fcitx5 runs with pinyin active: a typed e is converted to 而" equals "$(cat "$WORK/im-probe")" "而"
kill "$GV" 2>/dev/null; wait "$GV" 2>/dev/null

# send_im DELIVERY: the keyboard in compose mode with DELIVERY, the text pasted into its field, sent with Enter.
send_im() {
    EMOTION_KEYBOARD_TRACE=1 start_plain --deliver "$1"
    printf '%s' "$IM_TEXT" | xclip -i -selection clipboard
    focus; key ctrl+v
    xdotool keydown Return; sleep 0.1; xdotool keyup Return
}
for delivery in type paste; do
    start_gtk_text_view "$WORK/im-gtk-$delivery" "emotion-im-$delivery"
    send_im $delivery
    wait_size "$WORK/im-gtk-$delivery" "$(stat -c %s "$WORK/im-expected")"; sleep 0.5
    check "fcitx5 pinyin, GTK3 text view, $delivery: the mixed text arrived byte for byte" cmp "$WORK/im-gtk-$delivery" "$WORK/im-expected"
    stop
    check "fcitx5 pinyin, GTK3, $delivery: no keycode was bound" bash -c "! grep -q 'keymapChanged: true' '$WORK/err'"
    kill "$GV" 2>/dev/null; wait "$GV" 2>/dev/null

    # xterm turns the pasted line break into a carriage return, which the terminal's icrnl makes a newline again.
    start_xterm_cat "$WORK/im-xterm-$delivery"
    send_im $delivery
    wait_size "$WORK/im-xterm-$delivery" "$(stat -c %s "$WORK/im-expected")"; sleep 0.5
    check "fcitx5 pinyin, xterm over XIM, $delivery: the mixed text arrived byte for byte" cmp "$WORK/im-xterm-$delivery" "$WORK/im-expected"
    stop
    check "fcitx5 pinyin, xterm, $delivery: no keycode was bound" bash -c "! grep -q 'keymapChanged: true' '$WORK/err'"
    kill "$XT" 2>/dev/null; wait "$XT" 2>/dev/null
done

kill "$FCITX" "$DBUS_SESSION_BUS_PID" 2>/dev/null; wait "$FCITX" 2>/dev/null
unset GTK_IM_MODULE QT_IM_MODULE XMODIFIERS DBUS_SESSION_BUS_ADDRESS DBUS_SESSION_BUS_PID
