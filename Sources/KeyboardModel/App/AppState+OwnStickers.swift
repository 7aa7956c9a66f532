/// My stickers inside the window: `OwnStickersState.reduce` decides what ➕ and a sticker's menu do; this gives it the
/// text field's text as a code and performs what it asks (the clipboard, the files, the notices, the recents).
extension AppState {
    mutating func ownStickers(_ action: OwnStickersAction, catalog: KeyboardCatalog) -> [AppEffect] {
        let asked = ownStickers.reduce(action, in: ownStickersContext(catalog: catalog))
        return asked.flatMap { effect -> [AppEffect] in
            switch effect {
            case .readClipboardImage: return [.readClipboardImage]
            case .edit(let edit): return [.editOwnStickers(edit)]
            case .tell(let what):
                notice = Notice(kind: .ownStickers(what), until: now + Notice.duration)
                return []
            case .clearTextField:
                composer.setContent([])
                return []
            case .pin(let code):
                keyboard.recents.pin(code)
                return [.saveRecents]
            case .renameInRecents(let rename):
                keyboard.recents.rename(rename)
                return [.saveRecents]
            }
        }
    }

    private func ownStickersContext(catalog: KeyboardCatalog) -> OwnStickersContext {
        let typed = typedCodeResult()
        let taken = if case .success(let code)? = typed { catalog.drawsSticker(code) } else { false }
        let tabs = catalog.tabs
        let onFavourites = tabs.indices.contains(keyboard.tabIndex) && tabs[keyboard.tabIndex].kind == .favourites
        return OwnStickersContext(
            typed: typed, typedIsTaken: taken, composing: mode == .compose, onFavourites: onFavourites)
    }

    /// The text field's text, spaces around it dropped, read as a code; `nil` when there is none. O(length of the text
    /// field), which is bounded first.
    private func typedCodeResult() -> Result<String, StickerCode.CodeError>? {
        guard composer.count <= StickerCode.maximumLength else { return .failure(.tooLong) }
        let text = composer.plainText
        let trimmed = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        return trimmed.isEmpty ? nil : StickerCode.make(fromTyped: trimmed)
    }
}
