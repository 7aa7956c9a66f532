/// Keys: a few work wherever the focus is (Tab, F6, Ctrl+F, Escape, Page Up/Down); the rest go to the composer, the
/// grid or the search field, whichever has the keyboard focus (`keyTarget`); a click never moves them. The composer
/// keeps every key it edits with, but `/` opens search there as it does on the grid while the composer is empty or its
/// last change came from the grid (click 😂, then `/`).
extension AppState {
    mutating func keyPressed(_ key: Key, shift: Bool, catalog: KeyboardCatalog) -> [AppEffect] {
        if settings != nil { return settingsView(.key(key, shift: shift)) }
        // The letters hide the grid: its tabs and pages do not turn unseen.
        if layer == .letters, !isSearching, [.tab, .pageUp, .pageDown].contains(key) { return [] }
        switch key {
        case .control(","):
            return openSettings(catalog: catalog)
        case .control("f"):
            return openSearch(catalog: catalog)
        case .switchFocus:
            switchFocus(catalog: catalog)
            return []
        case .tab:
            var effects: [AppEffect] = []
            if isSearching { effects += closeSearch(catalog: catalog) }
            return effects + keyboardAction(shift ? .previousTab : .nextTab, catalog: catalog)
        case .escape:
            if keyboard.hasPopup { return keyboardAction(.dismiss, catalog: catalog) }
            if isSearching { return closeSearch(catalog: catalog) }
        case .pageUp: return keyboardAction(.previousPage, catalog: catalog)
        case .pageDown: return keyboardAction(.nextPage, catalog: catalog)
        default: break
        }
        switch keyTarget {
        case .composer: return composerKey(key, shift: shift, catalog: catalog)
        case .search: return searchKey(key, shift: shift, catalog: catalog)
        case .grid:
            if layer == .letters, !isSearching {
                // Keys the letters do not take act on the grid only where they do not reach what it hides: typing
                // still opens search on it, Backspace still deletes; Home, End and Ctrl+D (pin) do nothing.
                if let effects = letters(.key(key, shift: shift), catalog: catalog) { return effects }
                switch key {
                case .home, .end, .control("d"): return []
                default: break
                }
            }
            return gridKey(key, shift: shift, catalog: catalog)
        }
    }

    /// F6: composer, grid, then the search field when open, and round again.
    private mutating func switchFocus(catalog: KeyboardCatalog) {
        let order: [KeyFocus] = (mode == .compose ? [.composer] : []) + [.grid] + (isSearching ? [.search] : [])
        let next = order[((order.firstIndex(of: keyFocus) ?? -1) + 1) % order.count]
        focus(next, catalog: catalog)
    }

    mutating func focus(_ target: KeyFocus, catalog: KeyboardCatalog) {
        keyFocus = target
        if target == .grid { _ = keyboardAction(.focusEntered, catalog: catalog) }
    }

    /// The focus ring went past the grid's edge: up to the composer, down to the search field.
    mutating func gridLeft(up: Bool) {
        if up, mode == .compose { keyFocus = .composer }
        if !up, isSearching { keyFocus = .search }
    }

    private mutating func composerKey(_ key: Key, shift: Bool, catalog: KeyboardCatalog) -> [AppEffect] {
        switch key {
        case .down:
            focus(.grid, catalog: catalog)
            return []
        case .enter: return sendOnRelease(catalog: catalog)
        case .text("/") where composer.isEmpty || composer.revision == gridChangedRevision:
            return openSearch(catalog: catalog)
        case .escape: composer.setCursor(composer.cursor)
        case .control(let letter): return controlKey(letter, shift: shift, catalog: catalog)
        default:
            composer.applyEditingKey(key, shift: shift)
        }
        return shift ? primaryEffects(catalog) : []
    }

    /// Keys with the grid focused: arrows move the ring, Enter inserts (Shift+Enter opens the skin tones), Home and End
    /// go to the first and last page, BackSpace deletes, Ctrl+D pins. Typing starts a search while the composer is
    /// empty (`/` always does), and goes into the composer otherwise.
    private mutating func gridKey(_ key: Key, shift: Bool, catalog: KeyboardCatalog) -> [AppEffect] {
        switch key {
        case .left: return keyboardAction(.arrow(rowStep: 0, columnStep: -1), catalog: catalog)
        case .right: return keyboardAction(.arrow(rowStep: 0, columnStep: 1), catalog: catalog)
        case .up: return keyboardAction(.arrow(rowStep: -1, columnStep: 0), catalog: catalog)
        case .down: return keyboardAction(.arrow(rowStep: 1, columnStep: 0), catalog: catalog)
        case .home: return keyboardAction(.firstPage, catalog: catalog)
        case .end: return keyboardAction(.lastPage, catalog: catalog)
        case .enter: return keyboardAction(shift ? .openVariants : .activate, catalog: catalog)
        case .backspace: return perform([.deleteBackward], catalog: catalog)
        case .control("d"): return keyboardAction(.togglePin, catalog: catalog)
        case .control(let letter): return mode == .compose ? controlKey(letter, shift: shift, catalog: catalog) : []
        case .text(let text):
            let printable = TextInput.sanitized(text, keepLineBreaks: false)
            guard !printable.isEmpty else { return [] }
            if isSearching {
                keyFocus = .search
                return searchField(.inserted(printable), catalog: catalog)
            }
            if printable == "/" { return openSearch(catalog: catalog) }
            if mode == .compose && !composer.isEmpty {
                keyFocus = .composer
                composer.insert(text: printable)
                return []
            }
            return openSearch(typing: printable, catalog: catalog)
        default:
            return []
        }
    }

    private mutating func searchKey(_ key: Key, shift: Bool, catalog: KeyboardCatalog) -> [AppEffect] {
        searchField(.key(key, shift: shift, answered: keyboard.search?.answered == true), catalog: catalog)
    }

    /// Enter in the search field: the first result goes in, in the tone the grid shows it in.
    mutating func insertFirstResult(catalog: KeyboardCatalog) -> [AppEffect] {
        guard let first = keyboard.search?.results.first else { return [] }
        return perform(keyboard.insert(keyboard.toned(first)), catalog: catalog)
    }

    private mutating func controlKey(_ letter: Character, shift: Bool, catalog: KeyboardCatalog) -> [AppEffect] {
        switch letter {
        case "a":
            composer.selectAll()
            return primaryEffects(catalog)
        case "c": return copiedContent(catalog).map { [.setClipboard(.clipboard, $0)] } ?? []
        case "x":
            guard let content = copiedContent(catalog) else { return [] }
            _ = composer.cut()
            return [.setClipboard(.clipboard, content)]
        case "v": return [.requestPaste(.clipboard)]
        case "z": shift ? composer.redo() : composer.undo()
        case "y": composer.redo()
        case "d": return keyboardAction(.togglePin, catalog: catalog)
        default: break
        }
        return []
    }
}
