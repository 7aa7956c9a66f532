extension AppState {
    /// The one reducer of the window: routes pointer actions to the composer, the search field or the keyboard, keys to
    /// the part that has the keyboard focus, applies keyboard effects to the composer, searches again when the query
    /// changed (with the index `searchIndexing` holds, or `searchIndex` when given), and keeps the text layouts measured
    /// with `measure`.
    public mutating func reduce(
        _ action: AppAction, catalog: KeyboardCatalog, measure: some TextMeasuring,
        searchIndex: SearchIndex? = nil
    ) -> [AppEffect] {
        let handle = { (state: inout AppState, held: AppAction) in
            state.reduce(held, catalog: catalog, measure: measure, searchIndex: searchIndex)
        }
        var released: [AppEffect] = []
        if holdsForPaste(action, handle: handle, effects: &released) { return released + dueCatalogJoins() }
        var effects = released + apply(action, catalog: catalog)
        // The settings view's rows keep filling its panel, whatever changed the layout.
        effects += settingsView(.laidOut)
        namedControl = controlNamed(after: action, catalog: catalog)
        // The grid shows it has the keys with its ring, however it got them (a mode change, the focus arriving).
        if keyOwner == .grid, keyboard.focusedCell == nil { _ = keyboardAction(.focusEntered, catalog: catalog) }
        if isSearching { updateSearch(searchIndex ?? searchIndexing.index) }
        if keyboard.search?.answered == true { effects += searchField(.answered, catalog: catalog) }
        textLayout.update(&composer, measure: measure, hasImage: catalog.drawsSticker)
        searchLayout.update(&searchField.text, measure: measure, hasImage: catalog.drawsSticker)
        if let wanted = deliveryWhenIdle, outbox.isIdle {
            delivery = wanted
            deliveryWhenIdle = nil
        }
        return effects + pasteEffects(after: action, effects: effects, handle: handle) + dueCatalogJoins()
    }

    private mutating func apply(_ action: AppAction, catalog: KeyboardCatalog) -> [AppEffect] {
        switch action {
        case .pointerDown(let point, let time):
            now = time
            focusVisible = false
            heldPointer.pressed(at: point)
            let clickCount = clicks.press(at: point, time: time)
            if let effects = settingsPressed(at: point, time: time, catalog: catalog) { return effects }
            if layout.sendButton.contains(point) {
                sendHighlighted = mode == .compose
                return []
            }
            if layout.modeButton.contains(point) { return toggleMode() }
            if layout.layerButton.contains(point) { return switchLayer() }
            if isOnLetters(point) { return letters(.pointerDown(point, time: time), catalog: catalog) ?? [] }
            if layout.composer.contains(point) {
                guard mode == .compose else { return [] }
                restartCaret()
                keyFocus = .composer
                let hit = textHit(point)
                if clickCount >= 2 {
                    composer.selectWord(at: hit.atom ?? max(0, hit.caret - 1))
                    return primaryEffects(catalog)
                }
                composer.setCursor(hit.caret)
                selectingText = true
                return []
            }
            if !keyboard.hasPopup, let effects = searchBarPressed(at: point, catalog: catalog) { return effects }
            return pointerOnGrid(.pointerDown(point, time: time), catalog: catalog)
        case .pointerMoved(let point, let time):
            now = time
            heldPointer.moved(to: point)
            if isUnderSettings(point) { return [] }
            if selectingText {
                composer.setCursor(textHit(point).caret, extending: true)
                restartCaret()
                return []
            }
            if sendHighlighted {
                sendHighlighted = layout.sendButton.contains(point)
                return []
            }
            if layer == .letters { return letters(.pointerMoved(point, time: time), catalog: catalog) ?? [] }
            return keyboardAction(.pointerMoved(point, time: time), catalog: catalog)
        case .pointerUp(let reported, let time):
            now = time
            let point = heldPointer.released(at: reported)
            if selectingText {
                selectingText = false
                return primaryEffects(catalog)
            }
            if sendHighlighted {
                sendHighlighted = false
                return layout.sendButton.contains(point) ? send(catalog: catalog) : []
            }
            if letters.press != nil { return letters(.pointerUp(point), catalog: catalog) ?? [] }
            return pointerOnGrid(.pointerUp(point, time: time), catalog: catalog)
        case .pointerLeft(let time):
            now = time
            _ = letters.reduce(.pointerLeft, in: lettersContext)
            return keyboardAction(.pointerLeft, catalog: catalog)
        case .middleClick(let point, let time):
            now = time
            guard !isUnderSettings(point), layout.textField.contains(point), mode == .compose else { return [] }
            composer.setCursor(textHit(point).caret)
            keyFocus = .composer
            return [.requestPaste(.primary)]
        case .secondaryClick(let point, let time):
            now = time
            // The settings view and the letters cover the grid: a right click there pins nothing hidden under it.
            guard !isUnderSettings(point), !isOnLetters(point) else { return [] }
            let effects = keyboardAction(.secondaryClick(point), catalog: catalog)
            // The menu of a sticker of My stickers opened: what an earlier edit said gives way to the options' names.
            if keyboard.picker?.stickerMenu != nil, case .ownStickers? = notice?.kind { notice = nil }
            return effects
        case .scrolled(let steps, let point, let time):
            now = time
            if isUnderSettings(point) { return settingsView(.scrolled(steps: steps)) }
            // The wheel turns no page of the grid the letters hide.
            guard layer == .emotions else { return [] }
            return keyboardAction(.scrolled(steps: steps, at: point), catalog: catalog)
        case .key(let key, let shift, let time):
            now = time
            focusVisible = true
            restartCaret()
            // A key that types a SoftBank private-use emoji types its Unicode emoji.
            if case .text(let text) = key {
                return keyPressed(.text(catalog.normalizingLegacyEmoji(text)), shift: shift, catalog: catalog)
            }
            return keyPressed(key, shift: shift, catalog: catalog)
        case .keyReleased(let key, let time):
            now = time
            return key == .enter ? outbox(.enterReleased, catalog: catalog) : []
        case .pasteUnanswered(let time):
            now = time
            return []
        case .pasted(let pasted, let time):
            now = time
            restartCaret()
            // Text from old iPhones: SoftBank's private-use emoji become their Unicode ones, as `convert --legacy` does.
            let text = catalog.normalizingLegacyEmoji(pasted)
            if keyFocus == .search && isSearching {
                _ = searchField.reduce(.inserted(text))
            } else {
                composer.paste(TextInput.sanitized(text, keepLineBreaks: true), codec: catalog.stickerCodec)
            }
            return []
        case .deliveryFailed(let text, let time):
            now = time
            returnToComposer(text, codec: catalog.stickerCodec, notice: .printFailed)
            return []
        case .activeWindowChanged(let window, let time):
            now = time
            return activeWindowChanged(window, catalog: catalog)
        case .typingReported(let remaining, let retryAt, let keymapChanged, let time):
            now = time
            return outbox(
                .typingReported(remaining: remaining, retryAt: retryAt, keymapChanged: keymapChanged), catalog: catalog)
        case .typingHeldBack(let items, let time):
            now = time
            return outbox(.typingHeldBack(items), catalog: catalog)
        case .pasteKeyHeldBack(let time):
            now = time
            return outbox(.pasteKeyHeldBack, catalog: catalog)
        case .keymapSettled(let time):
            now = time
            return outbox(.keymapSettled, catalog: catalog)
        case .keymapRestoreRefused(let time):
            now = time
            return outbox(.keymapRestoreRefused, catalog: catalog)
        case .inputMethodsChanged(let presence):
            inputMethods = presence
            return []
        case .clipboardSaved(let time):
            now = time
            return outbox(.clipboardSaved, catalog: catalog)
        case .clipboardNotSaved(let time):
            now = time
            return outbox(.clipboardNotSaved, catalog: catalog)
        case .clipboardServed(let client, let content, let time):
            now = time
            return outbox(.clipboardServed(client: client, content: content), catalog: catalog)
        case .selectionTransfersPending(let expireAt):
            platformTimers.selectionTransfersExpireAt = expireAt
            return []
        case .firstFrameShown(let time):
            now = max(now, time)
            if firstFrameShownAt == nil { firstFrameShownAt = now }
            return []
        case .modeToggled(let time):
            now = time
            return toggleMode()
        case .focusChanged(let focused, let time):
            now = time
            self.focused = focused
            restartCaret()
            return focused ? [] : outbox(.enterReleased, catalog: catalog)
        case .searchIndexReady(let index, let generation, let time):
            now = time
            // `reduce` searches again with the index it now holds; a build for an older catalog or language is dropped.
            if searchIndexing.finished(index, generation: generation), isSearching { keyboard.search?.answered = false }
            return []
        case .tick(let time):
            now = max(now, time)
            if let notice, notice.until <= now { self.notice = nil }
            return keyboardAction(.tick(time), catalog: catalog)
                + (layer == .letters ? letters(.tick(now), catalog: catalog) ?? [] : [])
                + outbox(.tick, catalog: catalog) + settingsTick()
                + platformTimers.due(now: now) + prefetchTick()
        case .catalogPartReady(let part):
            catalogPartsReady.insert(part)
            return []
        case .catalogJoined(let part, let previous):
            return catalogJoined(part, previousTabIDs: previous, catalog: catalog)
        case .clipboardImageRead(let image):
            return ownStickers(.clipboardImageRead(image), catalog: catalog)
        case .ownStickersEdited(let edit, let failure, let time):
            now = time
            return ownStickers(.edited(edit, failure: failure), catalog: catalog)
        case .namesLoaded(let names):
            // The same names again (the first frame's load of a built-in language): the index stays as it is.
            guard names != self.names else { return [] }
            self.names = names
            // The window's words follow the names' language (the setting changed, say), the status line's and the
            // notices' alike.
            uiLanguage = names.fallback
            // Search finds emotions by the names of the new language once the index is built again.
            return searchIndexing.invalidate()
        case .keymapRead(let keymap):
            // Keys may come or go (ü on German): a held one is let go, as after a resize.
            if keymap != self.keymap { _ = letters.reduce(.letGo, in: lettersContext) }
            self.keymap = keymap
            return []
        case .resized(let size):
            if size != layout.windowSize { _ = letters.reduce(.letGo, in: lettersContext) }
            let effects = keyboardAction(.resized(size), catalog: catalog)
            textLayout.resize(viewport: layout.textArea.width, caret: composer.cursor)
            searchLayout.resize(viewport: layout.searchTextArea.width, caret: searchField.text.cursor)
            return effects
        case .settingsFileTouched(let time):
            now = time
            settingsReadAt = time + Self.settingsQuietTime
            return []
        case .settingNotSaved(let key, let reason, let time):
            now = time
            return settingNotSaved(key: key, reason: reason)
        case .reconfigured(let configuration, let scale, let time):
            now = time
            return reconfigure(configuration, scale: scale)
        case .animationsShown(let images, let time):
            now = max(now, time)
            animations.update(images, now: now)
            return []
        case .desktopAnimationsChanged(let enabled):
            animations.desktopEnablesAnimations = enabled
            return []
        case .desktopThemeChanged(let name):
            appearance.desktopThemeName = name
            return []
        case .shownChanged(let shown):
            self.shown = shown
            // Shown or hidden, no pointer is over the recent tab: it shows the latest use.
            keyboard.shownRecents = keyboard.recents.texts
            if shown { noticeNewPackProblems(catalog: catalog) }
            guard !shown else { return [] }
            endPresses()
            return releaseKeyboard()
        case .instanceAsked(let toggle, let time):
            now = time
            // The answer says what the window is about to be; its Map or UnmapNotify follows.
            guard toggle else { return [.answerInstance(shown: shown)] }
            // A hidden window must not keep the keyboard the search field took.
            return shown
                ? releaseKeyboard() + [.hideWindow, .answerInstance(shown: false)]
                : [.showWindow, .answerInstance(shown: true)]
        }
    }

    mutating func restartCaret() { caretPhaseStart = now }

    /// Where `point` falls in the composer's text.
    private func textHit(_ point: Point) -> (caret: Int, atom: Int?) {
        textLayout.hit(x: point.x - layout.textArea.x)
    }

    mutating func keyboardAction(_ action: KeyboardAction, catalog: KeyboardCatalog) -> [AppEffect] {
        perform(keyboard.reduce(action, catalog: catalog), catalog: catalog)
    }

    /// A press or release of the pointer over the grid: what the keyboard asks, and with `click-sound` on a click of
    /// the desktop's sound theme when it taps an emotion in or presses the delete cell, as a letter key clicks (not on
    /// the delete's repeats, nor for keys of a real keyboard, which click themselves).
    private mutating func pointerOnGrid(_ action: KeyboardAction, catalog: KeyboardCatalog) -> [AppEffect] {
        let asked = keyboard.reduce(action, catalog: catalog)
        let tapped = asked.contains {
            switch $0 {
            case .insert, .deleteBackward: true
            default: false
            }
        }
        return (tapped && configuration.clickSound ? [.playKeyClick] : []) + perform(asked, catalog: catalog)
    }

    /// Applies what the keyboard asked for: emotions and deletes go into the composer or, in direct mode, straight to
    /// the application (after the keyboard grab of search is given back, so the keys reach the application).
    mutating func perform(_ keyboardEffects: [KeyboardEffect], catalog: KeyboardCatalog) -> [AppEffect] {
        var effects: [AppEffect] = []
        for effect in keyboardEffects {
            switch (effect, mode) {
            case (.insert(let emotion), .compose):
                composer.insert(chosen: emotion, traditional: names.prefersTraditionalChinese)
                gridChangedRevision = composer.revision
                restartCaret()
            case (.insert(let emotion), .direct):
                effects += releaseKeyboard()
                let text = emotion.text(traditional: names.prefersTraditionalChinese)
                effects += deliverDirectly(ClipboardContent(text: text, imagePath: emotion.imagePath), catalog: catalog)
            case (.deleteBackward, .compose):
                composer.deleteBackward()
                gridChangedRevision = composer.revision
                restartCaret()
            case (.deleteBackward, .direct):
                effects += releaseKeyboard()
                effects += outbox(.deleteBackward, catalog: catalog)
            case (.saveRecents, _): effects.append(.saveRecents)
            case (.saveDefaultTone(let tone), _): effects.append(.saveDefaultTone(tone))
            case (.leftGrid(let up), _): gridLeft(up: up)
            case (.ownSticker(let command, let code), _):
                effects += ownStickers(.command(command, code: code), catalog: catalog)
            }
        }
        return effects
    }

    func primaryEffects(_ catalog: KeyboardCatalog) -> [AppEffect] {
        copiedContent(catalog).map { [.setClipboard(.primary, $0)] } ?? []
    }

    /// The selection as clipboard content: its plain text, and its image when it is exactly one sticker.
    func copiedContent(_ catalog: KeyboardCatalog) -> ClipboardContent? {
        guard let text = composer.copy() else { return nil }
        let range = composer.selection.range
        guard range.count == 1, case .sticker = composer[range.lowerBound] else { return ClipboardContent(text: text) }
        return ClipboardContent(text: text, imagePath: catalog.emotion(forText: text)?.imagePath)
    }
}
