/// The settings view's values in the window's language. English shows them as the settings file spells them (what
/// `config` prints and the README's table names); Chinese shows words, and the file keeps its tokens either way.
/// Languages are shown by their own names in both, as a language menu does: a reader of 日本語 finds it whatever the
/// window's language is.
extension UIWords {
    /// `value` of `row` as the view shows it: numbers and digits being typed as they are.
    public func settingsValue(_ row: SettingsRow, _ value: String) -> String {
        if row == .language { return Self.languageNames[value].map { value == "auto" && chinese ? "自动" : $0 } ?? value }
        guard chinese else { return value }
        return Self.chineseValues[row]?[value] ?? value
    }

    /// What the focused row accepts: its choices as the view shows them, or the settings table's words (`1 to 20`,
    /// as `1 到 20` in Chinese).
    func settingsAccepted(_ row: SettingsRow, choices: [String], accepted: String?) -> String? {
        // The language row's Left and Right go through a few languages; the file takes any locale.
        if row == .language, chinese { return accepts("自动，或 de、pt_BR、zh_Hant 这样的语言代码") }
        if !choices.isEmpty, row != .language {
            let shown = choices.map { settingsValue(row, $0) }
            guard shown.count > 1 else { return accepts(shown.joined()) }
            let list =
                chinese
                ? shown.dropLast().joined(separator: "、") + "或" + shown[shown.count - 1]
                : shown.dropLast().joined(separator: ", ") + " or " + shown[shown.count - 1]
            return accepts(list)
        }
        guard let accepted else { return nil }
        return accepts(chinese ? accepted.replacing(" to ", with: " 到 ") : accepted)
    }

    static let languageNames = [
        "auto": "auto", "en": "English", "zh": "简体中文", "zh_Hant": "繁體中文", "de": "Deutsch", "es": "Español",
        "fr": "Français", "it": "Italiano", "ja": "日本語", "ko": "한국어", "pt": "Português", "ru": "Русский"
    ]

    static let chineseValues: [SettingsRow: [String: String]] = [
        .theme: ["light": "浅色", "dark": "深色", "system": "跟随系统"],
        .skinTone: [
            "none": "无", "light": "浅肤色", "medium-light": "中浅肤色", "medium": "中等肤色", "medium-dark": "中深肤色",
            "dark": "深肤色"
        ],
        .mode: ["compose": "编辑", "direct": "直接输入"],
        .delivery: ["type": "模拟按键", "paste": "粘贴", "clipboard": "只复制到剪贴板", "print": "输出到终端"],
        .motion: ["play": "播放", "reduce": "只显示第一帧"],
        .dock: ["none": "不停靠", "top": "停靠顶部", "bottom": "停靠底部"],
        .layer: ["emotions": "表情", "letters": "字母"]
    ]
}
