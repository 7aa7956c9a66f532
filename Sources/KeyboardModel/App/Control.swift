/// A control of the window, which the status line names while the pointer is on it or the keys just used it.
public enum Control: Hashable, Sendable {
    /// The button that switches between compose and direct mode.
    case mode
    case send
    /// The button that opens search.
    case search
    /// The tone button's place while search is open: it closes search.
    case closeSearch
    /// The button that opens the settings view.
    case settings
    /// The button of the default skin tone.
    case tone
    /// A tone of the open tone menu.
    case toneOption(SkinTone)
    /// The tab strip's arrows, while the tabs do not fit.
    case backArrow
    case forwardArrow
    /// The tab at this index of the catalog.
    case tab(Int)
    /// The switch between the emotion grid and the letters.
    case layerSwitch
    /// A key of the letters layer, with what it shows.
    case letterKey(LetterKey, label: String)
    /// A page of the page indicator (from 0): its dot, or its place on the scrubber.
    case page(Int)
}
