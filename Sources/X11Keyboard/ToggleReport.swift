/// The one line a launch prints when a keyboard already runs on the display and this launch only showed or hid it:
/// without it the user sees their keyboard vanish, or nothing happen to the options they gave.
enum ToggleReport {
    /// `shown` is what the running keyboard did; `options` are the window options this launch was given, which the
    /// running keyboard does not take (it keeps its own settings).
    static func line(shown: Bool, options: [String]) -> String {
        var line = "emotion-keyboard: " + (shown ? "showed" : "hid") + " the keyboard already running on this display"
        line += shown ? " (launch again to hide it)" : " (launch again to show it)"
        if !options.isEmpty {
            line +=
                "; it keeps its own settings, so " + options.joined(separator: " ")
                + (options.count == 1 ? " was" : " were") + " ignored"
        }
        return line + "; --new-instance opens another window"
    }
}
