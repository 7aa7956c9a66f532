/// My stickers' own reducer: ➕ and a sticker's menu check the code typed in the text field, as a pack's code is and
/// against every sticker's; add then asks the clipboard for its image. What is wrong is said in a notice, and nothing
/// is asked of the disk.
extension OwnStickersState {
    public mutating func reduce(_ action: OwnStickersAction, in context: OwnStickersContext) -> [OwnStickersEffect] {
        switch action {
        case .command(let command, let code): perform(command, code: code, in: context)
        case .clipboardImageRead(let answer): clipboardImageRead(answer)
        case .edited(let edit, let failure): edited(edit, failure: failure, in: context)
        }
    }

    private mutating func perform(_ command: OwnStickerCommand, code: String?, in context: OwnStickersContext)
        -> [OwnStickersEffect]
    {
        switch command {
        case .add:
            if let problem = problem(renaming: nil, in: context) { return [.tell(problem)] }
            pendingCode = context.typedCode
            pinsPending = context.onFavourites
            return [.readClipboardImage]
        case .rename:
            guard let code else { return [] }
            if let problem = problem(renaming: code, in: context) { return [.tell(problem)] }
            guard let new = context.typedCode else { return [] }
            return new == code ? [] : [.edit(.rename(code: code, to: new))]
        case .remove: return code.map { [.edit(.remove(code: $0))] } ?? []
        case .moveLeft: return code.map { [.edit(.move(code: $0, by: -1))] } ?? []
        case .moveRight: return code.map { [.edit(.move(code: $0, by: 1))] } ?? []
        case .pin: return []
        }
    }

    /// The clipboard's image for the sticker ➕ is adding, or why there is none.
    private mutating func clipboardImageRead(_ answer: Result<[UInt8], ClipboardImageProblem>) -> [OwnStickersEffect] {
        guard let code = pendingCode else { return [] }
        pendingCode = nil
        switch answer {
        case .success(let image) where !image.isEmpty: return [.edit(.add(code: code, image: image))]
        case .success: return [.tell(.clipboardImage(.noImage))]
        case .failure(let problem): return [.tell(.clipboardImage(problem))]
        }
    }

    /// The shell made a change of My stickers, or could not: an add or a rename used the text field's text, which goes
    /// (unless something else was typed while the clipboard's image was on its way: that stays). A renamed sticker
    /// keeps its place among the recents and favourites under its new code.
    private mutating func edited(_ edit: OwnStickerEdit, failure: String?, in context: OwnStickersContext)
        -> [OwnStickersEffect]
    {
        if let failure { return [.tell(.failed(failure))] }
        switch edit {
        case .add(let code, _):
            let cleared: [OwnStickersEffect] = context.typedCode == code ? [.clearTextField] : []
            guard pinsPending else { return cleared + [.tell(.added(code))] }
            pinsPending = false
            return cleared + [.tell(.added(code)), .pin(code)]
        case .rename(let old, let code):
            let cleared: [OwnStickersEffect] = context.typedCode == code ? [.clearTextField] : []
            return cleared + [.tell(.renamed(code)), .renameInRecents(CodeRename(from: old, to: code))]
        case .remove(let code): return [.tell(.removed(code))]
        case .move: return []
        }
    }

    /// Why the typed code cannot be used: not in compose mode, nothing typed, not a code, or taken by another
    /// sticker than `renaming`; `nil` when it can (it is `context.typedCode`).
    private func problem(renaming: String?, in context: OwnStickersContext) -> OwnStickerNotice? {
        guard context.composing else { return .composeModeFirst }
        switch context.typed {
        case nil: return .typeCodeFirst
        case .failure(let error)?: return .badCode(error.description)
        case .success(let code)?: return code != renaming && context.typedIsTaken ? .codeTaken(code) : nil
        }
    }
}
