import KeyboardModel

/// The colours of the model's `Palette` as the renderer draws them; built again only when the palette changes.
struct Theme {
    let background: RenderColor
    let gridBackground: RenderColor
    let pressedCell: RenderColor
    let hoveredCell: RenderColor
    /// The keyboard focus ring and the selected tab's underline.
    let focusRing: RenderColor
    let text: RenderColor
    let secondaryText: RenderColor
    let fieldBackground: RenderColor
    let fieldBorder: RenderColor
    let selection: RenderColor
    let caret: RenderColor
    let send: RenderColor
    let sendPressed: RenderColor
    let sendDisabled: RenderColor
    let sendText: RenderColor
    let sendDisabledText: RenderColor
    let tabBar: RenderColor
    let selectedTab: RenderColor
    let separator: RenderColor
    let dot: RenderColor
    let currentDot: RenderColor
    let bubble: RenderColor
    let bubbleShadow: RenderColor
    let noticeBackground: RenderColor
    let noticeText: RenderColor

    init(_ palette: Palette) {
        func color(_ key: ThemeColorKey) -> RenderColor {
            let value = palette[key]
            return RenderColor(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha)
        }
        background = color(.background)
        gridBackground = color(.gridBackground)
        pressedCell = color(.pressedCell)
        hoveredCell = color(.hoveredCell)
        focusRing = color(.focusRing)
        text = color(.text)
        secondaryText = color(.secondaryText)
        fieldBackground = color(.fieldBackground)
        fieldBorder = color(.fieldBorder)
        selection = color(.selection)
        caret = color(.caret)
        send = color(.send)
        sendPressed = color(.sendPressed)
        sendDisabled = color(.sendDisabled)
        sendText = color(.sendText)
        sendDisabledText = color(.sendDisabledText)
        tabBar = color(.tabBar)
        selectedTab = color(.selectedTab)
        separator = color(.separator)
        dot = color(.dot)
        currentDot = color(.currentDot)
        bubble = color(.bubble)
        bubbleShadow = color(.bubbleShadow)
        noticeBackground = color(.notice)
        noticeText = color(.noticeText)
    }

    /// A colour of the model as the renderer draws it.
    static func render(_ value: RGBAColor) -> RenderColor {
        RenderColor(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha)
    }
}
