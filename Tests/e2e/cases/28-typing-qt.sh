# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# A Qt5 QTextEdit (PyQt5, Tests/e2e/qt_text_view.py) as the target: a mixed text of every kind arrives byte for byte
# with `type` and `paste`, first with no input method, then under fcitx5 and IBus with pinyin active through Qt's
# im-modules (QT_IM_MODULE=fcitx with fcitx5-frontend-qt5, QT_IM_MODULE=ibus), where the keyboard finds the input
# method and pastes.
QT_TEXT=$(printf '👨‍👩‍👧‍👦👋🏽🏴󠁧󠁢󠁥󠁮󠁧󠁿#️⃣☺️ 中文 한국어 عربي café (╯°□°）╯︵ ┻━┻ e $HOME ¯\\_(ツ)_/¯\nline 2 ok')
printf '%s' "$QT_TEXT" > "$WORK/qt-expected"

# send_qt DELIVERY: the keyboard in compose mode with DELIVERY, the text pasted into its field, sent with Enter.
send_qt() {
    EMOTION_KEYBOARD_TRACE=1 start_plain --deliver "$1"
    printf '%s' "$QT_TEXT" | xclip -i -selection clipboard
    focus; key ctrl+v
    xdotool keydown Return; sleep 0.1; xdotool keyup Return
}

# qt_round LABEL DELIVERY: one Send into a fresh Qt text edit, compared byte for byte.
qt_round() {
    local out="$WORK/qt-$1-$2"
    start_qt_text_view "$out" "emotion-qt-$1-$2"
    send_qt "$2"
    wait_size "$out" "$(stat -c %s "$WORK/qt-expected")"; sleep 0.5
    check "Qt5 text edit, $1, $2: the mixed text arrived byte for byte" cmp "$out" "$WORK/qt-expected"
    check "Qt5 text edit, $1, $2: the focus came back to it" equals "$(xdotool getwindowfocus)" "$QVW"
    stop
    kill "$QV" 2>/dev/null; wait "$QV" 2>/dev/null
}

check "PyQt5 is installed (scripts/debian-packages.txt)" /usr/bin/python3 -c 'import PyQt5.QtWidgets'
unset GTK_IM_MODULE QT_IM_MODULE XMODIFIERS
qt_round "no input method" type
# Without an input method the emoji go through spare keycodes: the trace the checks below read does report a binding.
check "Qt5 text edit, no input method, type: spare keycodes were bound" grep -q 'keymapChanged: true' "$WORK/err"
qt_round "no input method" paste

# IM PLUGIN CONVERTED-E: fcitx5's Qt5 im-module (fcitx5-frontend-qt5) and the IBus one Qt5 ships (libqt5gui5).
for im in "fcitx5 fcitx5 而" "ibus ibus 俄"; do
    set -- $im
    check "$1's Qt5 im-module is installed (scripts/debian-packages.txt)" \
        test -e "/usr/lib/x86_64-linux-gnu/qt5/plugins/platforminputcontexts/lib${2}platforminputcontextplugin.so"
    name=${1%5}
    eval "$(dbus-launch --sh-syntax)"
    export GTK_IM_MODULE=$name QT_IM_MODULE=$name XMODIFIERS=@im=$name
    start_$1
    for _ in $(seq 100); do xprop -root XIM_SERVERS 2>/dev/null | grep -q "@server=$name" && break; sleep 0.1; done
    # The input method really converts in Qt: `e` and a space typed on the keyboard become a character. XIM_SERVERS
    # is announced before the pinyin engine is ready (under load, seconds before): typed again until it answers.
    for _ in $(seq 10); do
        start_qt_text_view "$WORK/qt-probe-$1" "emotion-qt-probe-$1"
        xdotool type --delay 80 e; sleep 0.3; xdotool key space; sleep 0.5
        kill "$QV" 2>/dev/null; wait "$QV" 2>/dev/null
        [ "$(cat "$WORK/qt-probe-$1")" = "$3" ] && break
        sleep 1
    done
    check "$1 runs with pinyin active in Qt5: a typed e becomes $3" equals "$(cat "$WORK/qt-probe-$1")" "$3"
    for delivery in type paste; do
        qt_round "$1 pinyin" $delivery
        check "Qt5 text edit, $1 pinyin, $delivery: no keycode was bound" bash -c "! grep -q 'keymapChanged: true' '$WORK/err'"
    done
    kill "$IM_PID" "$DBUS_SESSION_BUS_PID" 2>/dev/null; wait "$IM_PID" 2>/dev/null
    unset GTK_IM_MODULE QT_IM_MODULE XMODIFIERS DBUS_SESSION_BUS_ADDRESS DBUS_SESSION_BUS_PID
    for _ in $(seq 50); do xprop -root XIM_SERVERS 2>/dev/null | grep -q "@server=$name" || break; sleep 0.1; done
done
