/// The window's own words beyond the status line: notices, the empty grid's hints, the fields' placeholders.
extension UIWords {
    /// What the text field says in direct mode; `className` comes from another client, so it is cut short and
    /// stripped of control characters.
    public func typingInto(_ className: String?) -> String {
        guard let className, !className.isEmpty else { return chinese ? "输入到当前窗口" : "Typing into the active window" }
        let name = String(className.unicodeScalars.filter { $0.properties.generalCategory != .control }.prefix(40))
        return chinese ? "正在输入到 \(name)" : "Typing into \(name)"
    }

    /// The label of the Send button.
    public var sendLabel: String { chinese ? "发送" : "Send" }

    public func notice(_ kind: Notice.Kind) -> String {
        switch kind {
        case .noTargetTextOnClipboard:
            chinese ? "没有可发送的窗口：文字已复制到剪贴板" : "No window to send to: the text is on the clipboard"
        case .targetDidNotTakeFocus: chinese ? "目标窗口未获得焦点：文字已放回" : "The window did not take the focus: the text is back"
        case .targetDidNotReadPaste:
            chinese
                ? "目标程序 \(Outbox.pasteReadTimeout / 1000) 秒内未读取粘贴：文字已放回"
                : "The application did not take the paste in \(Outbox.pasteReadTimeout / 1000) s: the text is back"
        case .clipboardNotSaved:
            chinese ? "剪贴板的程序未响应：未粘贴，文字已放回" : "The clipboard's owner did not answer: not pasted, the text is back"
        case .printFailed: chinese ? "无法写入标准输出：文字已放回" : "Cannot write to standard output: the text is back"
        case .pasteByHand: chinese ? "无法模拟按键：请按 Ctrl+V 粘贴" : "Cannot press keys here: paste with Ctrl+V"
        case .packProblems(let packs, let entries): packProblems(packs: packs, entries: entries)
        case .ownStickers(let what): ownStickers(what)
        case .settingNotSaved(let key, let reason):
            chinese ? "设置 \(key) 未能保存：\(reason)" : "Setting \(key) not saved: \(reason)"
        }
    }

    /// How many packs and stickers were refused, and where the details are: the pack's tab, or `list` in a terminal.
    public func packProblems(packs: Int, entries: Int) -> String {
        if chinese {
            let what = [packs > 0 ? "\(packs) 个表情包" : nil, entries > 0 ? "\(entries) 个表情" : nil].compactMap { $0 }
                .joined(separator: "、")
            return "\(what)未能载入：详见该包的标签或 emotion-keyboard list"
        }
        let what = [
            packs > 0 ? (packs == 1 ? "1 pack" : "\(packs) packs") : nil,
            entries > 0 ? (entries == 1 ? "1 sticker" : "\(entries) stickers") : nil
        ].compactMap { $0 }.joined(separator: " and ")
        return "\(what) not loaded: see the pack's tab, or emotion-keyboard list"
    }

    public func searchPlaceholder() -> String {
        chinese ? "搜索：名称、关键词或拼音" : "Search: name, keyword or pinyin"
    }

    public func searchHint() -> String {
        chinese ? "输入名称、关键词或拼音（xiaoku、xk）" : "Type a name, a keyword or pinyin (cat, 猫, mao)"
    }

    public func preparingSearch() -> String { chinese ? "正在准备搜索…" : "Preparing search…" }

    /// `query` comes from the user's keys: it is cut short, and it holds no control characters (the field drops them).
    public func nothingFound(_ query: String) -> String {
        let shown = query.count > 30 ? String(query.prefix(30)) + "…" : query
        return chinese ? "没有找到“\(shown)”" : "Nothing found for “\(shown)”"
    }

    public func noFavourites() -> String {
        chinese
            ? "右键点击表情（或按 Ctrl+D）即可收藏到这里\n或复制一张图片，在上面输入代码，再按 ➕"
            : "Right-click an emotion (or press Ctrl+D) to pin it here,\nor copy an image, type its code above, press ➕"
    }

    public func noRecents() -> String { chinese ? "用过的表情会出现在这里" : "Emotions you use show here" }

    /// The words of an empty grid's hint.
    public func hint(_ hint: GridHint) -> String {
        switch hint {
        case .searchPrompt: searchHint()
        case .preparingSearch: preparingSearch()
        case .nothingFound(let query): nothingFound(query)
        case .noFavourites: noFavourites()
        case .noRecents: noRecents()
        case .emptyPack(let problem):
            (chinese ? "这个表情包没有可用的表情" : "No sticker in this pack could be loaded")
                + (problem.map { (chinese ? "：" : ": ") + $0 } ?? "")
        case .emptyOwnStickers: emptyOwnStickers()
        }
    }
}
