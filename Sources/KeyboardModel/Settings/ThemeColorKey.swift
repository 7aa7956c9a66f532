/// The colours of a theme, each of which the settings file can replace (`colors.light.KEY`, `colors.dark.KEY`); a
/// `Palette` holds one colour per case, and the raw value is the key in the file.
public enum ThemeColorKey: String, CaseIterable, Hashable, Sendable {
    case background
    case gridBackground = "grid-background"
    case pressedCell = "pressed-cell"
    case hoveredCell = "hovered-cell"
    case focusRing = "focus-ring"
    case text
    case secondaryText = "secondary-text"
    case fieldBackground = "field-background"
    case fieldBorder = "field-border"
    case selection
    case caret
    case send
    case sendPressed = "send-pressed"
    case sendDisabled = "send-disabled"
    case sendText = "send-text"
    case sendDisabledText = "send-disabled-text"
    case tabBar = "tab-bar"
    case selectedTab = "selected-tab"
    case separator
    case dot
    case currentDot = "current-dot"
    case bubble
    case bubbleShadow = "bubble-shadow"
    case notice
    case noticeText = "notice-text"

    /// What the colour paints, for the settings file's comments and the README.
    public var summary: String {
        switch self {
        case .background: "the window background"
        case .gridBackground: "the emotion grid's background"
        case .pressedCell: "a pressed cell"
        case .hoveredCell: "the cell or tab under the pointer"
        case .focusRing: "the keyboard focus ring and the current tab's underline"
        case .text: "text"
        case .secondaryText: "names and hints, and the underline of the tab under the pointer"
        case .fieldBackground: "the composer's field"
        case .fieldBorder: "the composer's border"
        case .selection: "the selection behind selected text"
        case .caret: "the text caret"
        case .send: "the Send button"
        case .sendPressed: "the Send button while pressed"
        case .sendDisabled: "the Send button with nothing to send"
        case .sendText: "the Send button's label"
        case .sendDisabledText: "the Send button's label with nothing to send"
        case .tabBar: "the tab bar"
        case .selectedTab: "the current tab"
        case .separator: "the lines between parts"
        case .dot: "the page dots"
        case .currentDot: "the current page's dot"
        case .bubble: "the magnifier"
        case .bubbleShadow: "the magnifier's shadow"
        case .notice: "a notice over the page indicator"
        case .noticeText: "a notice's text"
        }
    }
}
