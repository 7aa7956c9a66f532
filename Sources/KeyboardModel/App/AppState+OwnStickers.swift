extension AppState {
    /// ➕ in My stickers, or an option of the menu of one of its stickers (`code`). Add and rename take the code typed
    /// in the text field, checked as a pack's code is and against every sticker's; add then asks the clipboard for its
    /// image. What is wrong is said in a notice, and nothing is asked of the shell.
    mutating func ownStickerCommand(_ command: OwnStickerCommand, code: String?, catalog: KeyboardCatalog) -> [AppEffect] {
        switch command {
        case .add:
            guard let typed = typedStickerCode(catalog: catalog, renaming: nil) else { return [] }
            pendingOwnSticker = typed
            pinsPendingOwnSticker = catalog.tabs.indices.contains(keyboard.tabIndex) && catalog.tabs[keyboard.tabIndex].kind == .favourites
            return [.readClipboardImage]
        case .rename:
            guard let code, let typed = typedStickerCode(catalog: catalog, renaming: code) else { return [] }
            return typed == code ? [] : [.editOwnStickers(.rename(code: code, to: typed))]
        case .remove: return code.map { [.editOwnStickers(.remove(code: $0))] } ?? []
        case .moveLeft: return code.map { [.editOwnStickers(.move(code: $0, by: -1))] } ?? []
        case .moveRight: return code.map { [.editOwnStickers(.move(code: $0, by: 1))] } ?? []
        case .pin: return []
        }
    }

    /// The clipboard's image for the sticker ➕ is adding, or why there is none (said in a notice).
    mutating func clipboardImageRead(_ answer: Result<[UInt8], ClipboardImageProblem>) -> [AppEffect] {
        guard let code = pendingOwnSticker else { return [] }
        pendingOwnSticker = nil
        switch answer {
        case .success(let image) where !image.isEmpty: return [.editOwnStickers(.add(code: code, image: image))]
        case .success: tell(.clipboardImage(.noImage))
        case .failure(let problem): tell(.clipboardImage(problem))
        }
        return []
    }

    /// The shell made a change of My stickers, or could not: an add or a rename used the text field's text, which goes
    /// (unless something else was typed while the clipboard's image was on its way: that stays). A renamed sticker
    /// keeps its place among the recents and favourites under its new code.
    mutating func ownStickersEdited(_ edit: OwnStickerEdit, failure: String?) -> [AppEffect] {
        if let failure {
            tell(.failed(failure))
            return []
        }
        switch edit {
        case .add(let code, _):
            if typedCode() == code { composer.setContent([]) }
            tell(.added(code))
            if pinsPendingOwnSticker {
                pinsPendingOwnSticker = false
                keyboard.recents.pin(code)
                return [.saveRecents]
            }
        case .rename(let old, let code):
            if typedCode() == code { composer.setContent([]) }
            tell(.renamed(code))
            keyboard.recents.rename(CodeRename(from: old, to: code))
            return [.saveRecents]
        case .remove(let code): tell(.removed(code))
        case .move: break
        }
        return []
    }

    /// The text field's text as a sticker code (`name` or `[name]`, spaces around it dropped), or `nil` after telling
    /// why it cannot be one. O(length of the text field), which is bounded first.
    private mutating func typedStickerCode(catalog: KeyboardCatalog, renaming: String?) -> String? {
        guard mode == .compose else {
            tell(.composeModeFirst)
            return nil
        }
        guard let typed = typedCodeResult() else {
            tell(.typeCodeFirst)
            return nil
        }
        switch typed {
        case .failure(let error):
            tell(.badCode(error.description))
            return nil
        case .success(let code):
            if code != renaming, catalog.stickerCodec.code(exactly: code) != nil {
                tell(.codeTaken(code))
                return nil
            }
            return code
        }
    }

    /// The text field's text (spaces around it dropped) as a code, if it is one.
    private func typedCode() -> String? {
        if case .success(let code)? = typedCodeResult() { code } else { nil }
    }

    /// The text field's text, spaces around it dropped, read as a code; `nil` when there is none. O(length of the text
    /// field), which is bounded first.
    private func typedCodeResult() -> Result<String, StickerCode.CodeError>? {
        guard composer.count <= StickerCode.maximumLength else { return .failure(.tooLong) }
        let text = composer.plainText
        let trimmed = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        return trimmed.isEmpty ? nil : StickerCode.make(fromTyped: trimmed)
    }

    private mutating func tell(_ what: OwnStickerNotice) {
        notice = Notice(kind: .ownStickers(what), until: now + Notice.duration)
    }
}
