import KeyboardModel

/// Colours of the window, in one place.
struct Theme {
    var background = RenderColor(hex: 0xF2F2F5)
    var gridBackground = RenderColor(hex: 0xF7F7F9)
    var pressedCell = RenderColor(hex: 0xD9DEE6)
    var hoveredCell = RenderColor(hex: 0xE8EBF0)
    /// The keyboard focus ring and the selected tab's underline.
    var focusRing = RenderColor(hex: 0x1A73E8)
    var text = RenderColor(hex: 0x222222)
    var secondaryText = RenderColor(hex: 0x6B6B73)
    var fieldBackground = RenderColor(hex: 0xFFFFFF)
    var fieldBorder = RenderColor(hex: 0xC8C8D0)
    var selection = RenderColor(hex: 0xB4D5FE)
    var caret = RenderColor(hex: 0x1A73E8)
    var send = RenderColor(hex: 0x07C160)
    var sendPressed = RenderColor(hex: 0x06994D)
    var sendDisabled = RenderColor(hex: 0xB9E5CB)
    var sendText = RenderColor(hex: 0xFFFFFF)
    var tabBar = RenderColor(hex: 0xFBFBFC)
    var selectedTab = RenderColor(hex: 0xE1E1E7)
    var separator = RenderColor(hex: 0xDADAE0)
    var dot = RenderColor(hex: 0xBDBDC4)
    var currentDot = RenderColor(hex: 0x55555C)
    var bubble = RenderColor(hex: 0xFFFFFF)
    var bubbleShadow = RenderColor(hex: 0x000000, alpha: 40)
    var noticeBackground = RenderColor(hex: 0x3C3C43)
    var noticeText = RenderColor(hex: 0xFFFFFF)

    /// The colour of a skin tone's swatch in the two-person picker (the Fitzpatrick tones as emoji fonts draw them).
    func swatch(_ tone: SkinTone) -> RenderColor {
        switch tone {
        case .none: RenderColor(hex: 0xFFCC22)
        case .light: RenderColor(hex: 0xF7DECE)
        case .mediumLight: RenderColor(hex: 0xF3D2A2)
        case .medium: RenderColor(hex: 0xD5AB88)
        case .mediumDark: RenderColor(hex: 0xAF7E57)
        case .dark: RenderColor(hex: 0x7C533E)
        }
    }
}
