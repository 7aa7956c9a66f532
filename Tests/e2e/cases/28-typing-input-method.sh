# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Under an input method with pinyin active, as people typing Chinese have it (fcitx5 with fcitx5-chinese-addons, and
# ibus-daemon with ibus-libpinyin, each on its own D-Bus session): a mixed text of every kind arrives byte for byte
# in a GTK3 text view (the im-module over D-Bus) and in xterm (XIM), with `type` and `paste`. Pinyin converts what
# goes through the layout's own keys (`e` became 而, `$HOME` 海鸥么), so the keyboard finds the input method and pastes.
IM_TEXT=$(printf '👨‍👩‍👧‍👦👋🏽🏴󠁧󠁢󠁥󠁮󠁧󠁿#️⃣☺️ 中文 (╯°□°）╯︵ ┻━┻ e $HOME ¯\\_(ツ)_/¯\nline 2 ok')
printf '%s' "$IM_TEXT" > "$WORK/im-expected"

# send_im DELIVERY: the keyboard in compose mode with DELIVERY, the text pasted into its field, sent with Enter.
send_im() {
    EMOTION_KEYBOARD_TRACE=1 start_plain --deliver "$1"
    printf '%s' "$IM_TEXT" | xclip -i -selection clipboard
    focus; key ctrl+v
    xdotool keydown Return; sleep 0.1; xdotool keyup Return
}

# IM NAME PACKAGE-FILE CONVERTED-E
for im in "fcitx5 fcitx /usr/share/fcitx5/inputmethod/pinyin.conf 而" "ibus ibus /usr/share/ibus/component/libpinyin.xml 俄"; do
    set -- $im
    check "$1 and its pinyin engine are installed (scripts/debian-packages.txt)" test -e "$3"
    eval "$(dbus-launch --sh-syntax)"
    export GTK_IM_MODULE=$2 QT_IM_MODULE=$2 XMODIFIERS=@im=$2
    start_$1
    for _ in $(seq 100); do xprop -root XIM_SERVERS 2>/dev/null | grep -q "@server=$2" && break; sleep 0.1; done
    # The input method really converts: `e` and a space typed on the keyboard become a character. XIM_SERVERS is
    # announced before the pinyin engine has loaded its dictionary (under load, seconds before), so the probe is
    # typed again into a fresh view until pinyin answers, for up to 20 s.
    for _ in $(seq 10); do
        start_gtk_text_view "$WORK/im-probe" "emotion-$1-probe"
        xdotool type --delay 80 e; sleep 0.3; xdotool key space; sleep 0.5
        kill "$GV" 2>/dev/null; wait "$GV" 2>/dev/null
        [ "$(cat "$WORK/im-probe")" = "$4" ] && break
        sleep 1
    done
    check "$1 runs with pinyin active: a typed e becomes $4" equals "$(cat "$WORK/im-probe")" "$4"

    for delivery in type paste; do
        start_gtk_text_view "$WORK/im-gtk-$1-$delivery" "emotion-$1-$delivery"
        send_im $delivery
        wait_size "$WORK/im-gtk-$1-$delivery" "$(stat -c %s "$WORK/im-expected")"; sleep 0.5
        check "$1 pinyin, GTK3 text view, $delivery: the mixed text arrived byte for byte" cmp "$WORK/im-gtk-$1-$delivery" "$WORK/im-expected"
        stop
        check "$1 pinyin, GTK3, $delivery: no keycode was bound" bash -c "! grep -q 'keymapChanged: true' '$WORK/err'"
        kill "$GV" 2>/dev/null; wait "$GV" 2>/dev/null

        # xterm turns the pasted line break into a carriage return, which the terminal's icrnl makes a newline again.
        start_xterm_cat "$WORK/im-xterm-$1-$delivery"
        send_im $delivery
        wait_size "$WORK/im-xterm-$1-$delivery" "$(stat -c %s "$WORK/im-expected")"; sleep 0.5
        check "$1 pinyin, xterm over XIM, $delivery: the mixed text arrived byte for byte" cmp "$WORK/im-xterm-$1-$delivery" "$WORK/im-expected"
        stop
        check "$1 pinyin, xterm, $delivery: no keycode was bound" bash -c "! grep -q 'keymapChanged: true' '$WORK/err'"
        kill "$XT" 2>/dev/null; wait "$XT" 2>/dev/null
    done
    kill "$IM_PID" "$DBUS_SESSION_BUS_PID" 2>/dev/null; wait "$IM_PID" 2>/dev/null
    unset GTK_IM_MODULE QT_IM_MODULE XMODIFIERS DBUS_SESSION_BUS_ADDRESS DBUS_SESSION_BUS_PID
    for _ in $(seq 50); do xprop -root XIM_SERVERS 2>/dev/null | grep -q "@server=$2" || break; sleep 0.1; done
done
