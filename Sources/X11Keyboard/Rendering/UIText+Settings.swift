import KeyboardModel

/// The settings view's words.
extension UIText {
    static func settingsTitle(chinese: Bool) -> String { chinese ? "设置" : "Settings" }

    static func settingsHelp(chinese: Bool) -> String { chinese ? "↑↓ 选择  ←→ 更改  Esc 关闭" : "↑↓ choose  ←→ change  Esc closes" }

    static func settingsName(_ row: SettingsRow, chinese: Bool) -> String {
        switch row {
        case .theme: chinese ? "主题" : "Theme"
        case .language: chinese ? "语言" : "Language"
        case .skinTone: chinese ? "默认肤色" : "Skin tone"
        case .mode: chinese ? "模式" : "Mode"
        case .delivery: chinese ? "发送方式" : "Delivery"
        case .rows: chinese ? "行数" : "Rows"
        case .columns: chinese ? "列数" : "Columns"
        case .cellSize: chinese ? "格子大小" : "Cell size"
        case .motion: chinese ? "动图" : "Animations"
        case .dock: chinese ? "停靠" : "Dock"
        case .layer: chinese ? "键盘" : "Keyboard"
        case .packsFolder: chinese ? "表情包文件夹" : "Packs folder"
        }
    }

    /// What the packs folder's row offers: Enter or a click opens it.
    static func openPacksFolder(_ path: String, chinese: Bool) -> String {
        chinese ? "回车打开 \(path)" : "Enter opens \(path)"
    }

    static func accepts(_ accepted: String, chinese: Bool) -> String {
        chinese ? "可选：\(accepted)" : "Accepts \(accepted)"
    }

    static func atNextStart(_ text: String, chinese: Bool) -> String {
        chinese ? "\(text)；下次启动时生效" : "\(text); applies at the next start"
    }

    static func noPacksFolder(chinese: Bool) -> String { chinese ? "没有主目录，无法找到文件夹" : "No home folder: no packs folder" }
}
