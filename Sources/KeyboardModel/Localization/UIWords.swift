/// The window's own words for the status line, in English or Chinese: the names of its controls and tabs, and the hints
/// about what a press does.
public struct UIWords: Hashable, Sendable {
    public let language: LocalizedNames.BuiltIn

    public init(_ language: LocalizedNames.BuiltIn) {
        self.language = language
    }

    var chinese: Bool { language == .chinese }

    /// The Chinese names of the Unicode emoji groups, CLDR's `characterLabel` (the first name of each in
    /// assets/groups.tsv, which a test compares them with).
    static let chineseGroupNames = [
        "Smileys & Emotion": "笑脸", "People & Body": "人物", "Animals & Nature": "动物与自然", "Food & Drink": "饮食",
        "Travel & Places": "出行与地点", "Activities": "行为", "Objects": "物体", "Symbols": "符号", "Flags": "旗帜"
    ]

    /// What a person calls `tab`: its group's name in the UI language, a pack's own name.
    public func title(of tab: Tab) -> String {
        switch tab.kind {
        case .recent: chinese ? "最近使用" : "Recent"
        case .favourites: chinese ? "收藏" : "Favourites"
        case .kaomoji: chinese ? "颜文字" : "Kaomoji"
        case .emoji: chinese ? Self.chineseGroupNames[tab.title] ?? tab.title : tab.title
        case .pack: tab.isOwnStickers ? ownStickersTitle : tab.title
        }
    }

    /// The title of the user's own pack.
    public var ownStickersTitle: String { chinese ? "我的表情" : "My stickers" }

    /// The name of `control` and a short hint of its keys, for the status line; `catalog` for a tab's title (and a
    /// pack's problems), `mode` and `pages` for what the mode button and the page indicator say.
    public func status(of control: Control, catalog: KeyboardCatalog, mode: InputMode, pages: Int) -> (
        name: String, hint: String
    ) {
        let tabs = catalog.tabs
        switch control {
        case .mode:
            return mode == .compose
                ? (
                    chinese ? "编辑模式：先写在这里" : "Compose mode: write here first",
                    chinese ? "点击改为直接输入" : "click to type straight in"
                )
                : (
                    chinese ? "直接模式：直接输入到窗口" : "Direct mode: types straight in",
                    chinese ? "点击改为编辑模式" : "click to write here first"
                )
        case .send: return (chinese ? "发送" : "Send", chinese ? "回车" : "Enter")
        case .search: return (chinese ? "搜索" : "Search", "/ · Ctrl+F")
        case .closeSearch: return (chinese ? "关闭搜索" : "Close search", "Esc")
        case .settings: return (chinese ? "设置" : "Settings", "Ctrl+,")
        case .tone: return (chinese ? "默认肤色" : "Default skin tone", "")
        case .toneOption(let tone): return (toneName(tone), "")
        case .backArrow: return (chinese ? "前面的分组" : "Earlier tabs", "")
        case .forwardArrow: return (chinese ? "更多分组" : "More tabs", "")
        case .tab(let index):
            guard tabs.indices.contains(index) else { return ("", "") }
            let tab = tabs[index]
            if tab.kind == .pack, let problem = catalog.problems(ofPack: tab.title).first {
                return (tab.title, packProblem(problem, count: catalog.problems(ofPack: tab.title).count))
            }
            return (title(of: tab), "Tab · Shift+Tab")
        case .page(let page):
            return (chinese ? "第 \(page + 1)/\(pages) 页" : "Page \(page + 1) of \(pages)", "PgUp · PgDn")
        case .layerSwitch: return (chinese ? "切换键盘：字母 ⇄ 表情" : "Switch keyboard: letters ⇄ emotions", "")
        case .letterKey(let key, let label): return letterKey(key, label: label)
        }
    }

    /// The name of a key of the letters layer and what a press does.
    private func letterKey(_ key: LetterKey, label: String) -> (name: String, hint: String) {
        switch key {
        case .keycode, .symbol:
            let variants = !AccentVariants.variants(of: label).isEmpty
            return (label, variants ? (chinese ? "长按选重音字母" : "hold for accents") : "")
        case .shift: return ("Shift", chinese ? "点两下锁定大写" : "tap twice for Caps Lock")
        case .backspace: return (chinese ? "退格" : "Backspace", chinese ? "按住连续删除" : "hold to repeat")
        case .emotions: return (chinese ? "表情键盘" : "Emotions", "")
        case .page:
            return (label == "123" ? (chinese ? "数字和符号" : "Numbers and symbols") : (chinese ? "字母" : "Letters"), "")
        case .space: return (chinese ? "空格" : "Space", "")
        case .enter: return (chinese ? "回车" : "Enter", "")
        // ❖ is drawn on the key; the status line says its name (Super, the Windows or Command key).
        case .modifier: return (label == "❖" ? "❖ Super" : label, chinese ? "作用于下一个键" : "held for the next key")
        }
    }

    /// The letters page of a keymap that has no letters (its Latin letters instead).
    public var lettersWithoutKeymap: String {
        chinese ? "键盘布局没有字母：这些键输入拉丁字母" : "This layout has no letters: these keys type Latin ones"
    }

    /// The first of a pack's `count` problems, for its tab's status line and its empty grid: the entry and the
    /// reason, in English as the loaders give it.
    public func packProblem(_ problem: PackProblem, count: Int) -> String {
        let what = problem.entry.map { "\($0): \(problem.reason)" } ?? problem.reason
        guard count > 1 else { return what }
        return (chinese ? "\(count) 个问题：" : "\(count) problems: ") + what
    }

    public func toneName(_ tone: SkinTone) -> String {
        switch tone {
        case .none: chinese ? "无肤色" : "No skin tone"
        case .light: chinese ? "较浅肤色" : "Light skin tone"
        case .mediumLight: chinese ? "中等-浅肤色" : "Medium-light skin tone"
        case .medium: chinese ? "中等肤色" : "Medium skin tone"
        case .mediumDark: chinese ? "中等-深肤色" : "Medium-dark skin tone"
        case .dark: chinese ? "较深肤色" : "Dark skin tone"
        }
    }

    /// What a press does on an emotion, shown after its name: by the pointer (`byKeys` false) or by the keys of the grid.
    public func emotionHint(hasTones: Bool, pinned: Bool, byKeys: Bool) -> String {
        let tones =
            hasTones
            ? (byKeys
                ? (chinese ? "Shift+回车选肤色" : "Shift+Enter: skin tones")
                : (chinese ? "长按选肤色" : "hold for skin tones")) : nil
        let pin =
            byKeys
            ? (chinese ? (pinned ? "Ctrl+D 取消收藏" : "Ctrl+D 收藏") : (pinned ? "Ctrl+D to unpin" : "Ctrl+D to pin"))
            : (chinese ? (pinned ? "右键取消收藏" : "右键收藏") : (pinned ? "right-click to unpin" : "right-click to pin"))
        return ([tones].compactMap { $0 } + [pin]).joined(separator: " · ")
    }

    /// The name of a command of My stickers: its ➕ cell or an option of a sticker's menu.
    public func name(of command: OwnStickerCommand) -> String {
        switch command {
        case .add: chinese ? "添加复制的图片，代码是输入框里的文字" : "Add the copied image, its code typed in the text field"
        case .pin: chinese ? "收藏或取消收藏" : "Pin or unpin"
        case .moveLeft: chinese ? "左移" : "Move left"
        case .moveRight: chinese ? "右移" : "Move right"
        case .rename: chinese ? "改名为输入框里的文字" : "Rename to the text typed in the text field"
        case .remove: chinese ? "从我的表情删除" : "Remove from My stickers"
        }
    }

    /// Search words no emotion matched together with the others, left out of the results shown (`happy birthday`).
    /// The words come from the user's keys, which the search field keeps free of control characters.
    public func wordsLeftOut(_ words: [String]) -> String {
        let shown = words.prefix(3).map { $0.count > 20 ? String($0.prefix(20)) + "…" : $0 }
        let list = shown.map { "“\($0)”" }.joined(separator: chinese ? "、" : ", ") + (words.count > 3 ? "…" : "")
        return chinese ? "没有表情同时符合所有词，已略去 \(list)" : "No emotion matches every word: left out \(list)"
    }

    /// What opens the menu of a sticker of My stickers, shown after its name.
    public func ownStickerHint(pinned: Bool, byKeys: Bool) -> String {
        let menu =
            byKeys
            ? (chinese ? "Shift+回车：移动、改名、删除" : "Shift+Enter: move, rename, remove")
            : (chinese ? "右键：移动、改名、删除" : "right-click: move, rename, remove")
        return menu + (pinned ? (chinese ? " · 已收藏" : " · pinned") : "")
    }
}
