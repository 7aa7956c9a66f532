import KeyboardModel

extension KeyboardShell {
    /// Lets a loaded part into the catalog, as the model asked (`.joinCatalog`), and draws the window again with it.
    func join(_ part: CatalogPart) {
        let previous = catalog.tabs.map(\.id)
        switch part {
        case .userPacks:
            guard let (more, base) = readyParts.userPacks else { return }
            readyParts.userPacks = nil
            // No user packs, and none shown: the catalog is complete as it is, nothing to draw again.
            guard !more.packs.isEmpty || !more.problems.isEmpty || catalog.tabs.count != base.tabs.count else {
                return dispatch(.catalogJoined(.userPacks, previousTabIDs: nil))
            }
            catalog = WindowLaunch.adding(more, to: base)
            Trace.mark("user packs added")
        case .ownStickers:
            guard let own = readyParts.ownStickers else { return }
            readyParts.ownStickers = nil
            let (replaced, problems) = catalog.replacingOwnStickers(with: own)
            for problem in PackProblem.bounded(problems) { StandardError.warn(problem.description) }
            catalog = replaced
            Trace.mark("my stickers reloaded")
        }
        renderer.invalidate()
        needsDraw = true
        dispatch(.catalogJoined(part, previousTabIDs: previous))
    }
}
