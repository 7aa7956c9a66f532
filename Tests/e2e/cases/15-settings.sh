# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# The settings file: defaults printed and read back, bad keys reported one line each while the window still opens,
# flags over the file, and usage errors that are one line and exit 64.
check "config --default parses back with no problem" bash -c "
    mkdir -p '$XDG_CONFIG_HOME/emotion-keyboard' && '$BIN' config --default > '$XDG_CONFIG_HOME/emotion-keyboard/config.toml' &&
    '$BIN' config > '$WORK/effective.toml' 2> '$WORK/config.err' && ! [ -s '$WORK/config.err' ]"
check "the settings in effect are the defaults, every key" equals \
    "$(grep -c ' = ' "$WORK/effective.toml")" "$(grep -v '^#' "$XDG_CONFIG_HOME/emotion-keyboard/config.toml" | grep -c ' = ')"
rm "$XDG_CONFIG_HOME/emotion-keyboard/config.toml"
for args in "--rows 9223372036854775807" "--columns -1" "--scale nan" "--scale inf" "--margin 99999999999999999999" "--theme sepia" "--rows 1 --columns 1"; do
    msg=$("$BIN" $args 2>&1); status=$?
    check "window $args: one line and exit 64" bash -c "[ $status -eq 64 ] && [ \$(printf '%s\n' \"$msg\" | wc -l) -eq 1 ]"
done

printf 'rows = 4\ncolums = 8\ntheme = "sepia"\n' > "$WORK/bad.toml"
mkdir -p "$XDG_CONFIG_HOME/emotion-keyboard" && cp "$WORK/bad.toml" "$XDG_CONFIG_HOME/emotion-keyboard/config.toml"
start
height=$(xwininfo -id "$WIN" | awk '/Height:/ {print $2}')
check "rows = 4 from the file makes the window a row taller (294 -> $height)" equals "$height" "350"
check "each bad key is one warning line naming the file and the key" equals \
    "$(grep -c "warning: $XDG_CONFIG_HOME/emotion-keyboard/config.toml: \(colums: unknown key\|theme: \"sepia\" is not\)" "$WORK/err")" "2"
stop
start --rows 3
height=$(xwininfo -id "$WIN" | awk '/Height:/ {print $2}')
check "--rows 3 overrides the file's rows = 4 ($height)" equals "$height" "294"
stop
printf '[[[\n' > "$XDG_CONFIG_HOME/emotion-keyboard/config.toml"
start
check "a file that is not TOML: the window opens with one warning line" bash -c "[ -n '$WIN' ] && [ \$(grep -c 'is not a TOML file' '$WORK/err') -eq 1 ]"
stop
rm "$XDG_CONFIG_HOME/emotion-keyboard/config.toml"

# A plain launch skips the argument parser and still reads the settings file.
printf 'rows = 4\n' > "$XDG_CONFIG_HOME/emotion-keyboard/config.toml"
XDG_STATE_HOME=$WORK/state-plain "$BIN" > /dev/null 2> "$WORK/plain.err" &
KB=$!
wait_window "$KB"
check "a plain launch opens the window with the file's rows" equals "$(xwininfo -id "$WIN" | awk '/Height:/ {print $2}')" "350"
stop
rm "$XDG_CONFIG_HOME/emotion-keyboard/config.toml"

# Xft.dpi that is not a usable scale: scale 1 and one warning.
for dpi in 1e9 inf nan -96; do
    echo "Xft.dpi: $dpi" | xrdb -merge
    start
    width=$(xwininfo -id "$WIN" | awk '/Width:/ {print $2}')
    check "Xft.dpi $dpi: scale 1 ($width) and one warning" bash -c "[ '$width' = 416 ] && [ \$(grep -c 'X resource Xft.dpi is' '$WORK/err') -eq 1 ]"
    stop
    xrdb -remove
done
