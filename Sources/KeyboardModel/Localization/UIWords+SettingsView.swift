/// The settings view's words.
extension UIWords {
    public func settingsTitle() -> String { chinese ? "设置" : "Settings" }

    public func settingsHelp() -> String { chinese ? "↑↓ 选择  ←→ 更改  Esc 关闭" : "↑↓ choose  ←→ change  Esc closes" }

    public func settingsName(_ row: SettingsRow) -> String {
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
    public func openPacksFolder(_ path: String) -> String {
        chinese ? "回车打开 \(path)" : "Enter opens \(path)"
    }

    public func accepts(_ accepted: String) -> String {
        chinese ? "可选：\(accepted)" : "Accepts \(accepted)"
    }

    public func atNextStart(_ text: String) -> String {
        chinese ? "\(text)；下次启动时生效" : "\(text); applies at the next start"
    }

    public func noPacksFolder() -> String { chinese ? "没有主目录，无法找到文件夹" : "No home folder: no packs folder" }
}
