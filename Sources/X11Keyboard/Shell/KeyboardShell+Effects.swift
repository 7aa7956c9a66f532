import CX11
import KeyboardModel
import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

/// Performing the model's effects, and turning what they finish into actions.
extension KeyboardShell {
    func perform(_ effect: AppEffect) {
        if Trace.enabled { Trace.mark("\(effect)") }
        let now = MonotonicClock.now()
        switch effect {
        case .setClipboard(let kind, let content):
            broker.own(kind, content: content, time: serverClock.now())
            handle(nil)
        case .requestPaste(let kind): handle(broker.requestPaste(kind, time: serverTime, now: now))
        case .print(let text):
            if !StandardOutput.write(TerminalText.escaped(text, keepingLineBreaks: true) + "\n") {
                StandardError.warn(
                    "cannot write to standard output (\(String(cString: strerror(errno)))); the text stays in the composer"
                )
                dispatch(.deliveryFailed(text, time: now))
            }
        case .saveRecents: saveRecents()
        case .buildSearchIndex(let generation):
            // On another core; the loop hands the index to the model when it is ready (a query typed meanwhile is
            // answered then).
            searchLoader.start(
                catalog: catalog, locations: DataLocations.ofThisProcess, names: state.names, generation: generation)
        case .type(let keystrokes):
            guard let injector else { return }
            if ownsInputFocus {
                dispatch(.typingHeldBack(keystrokes, time: now))
                return
            }
            let report = injector.type(keystrokes, now: now)
            dispatch(
                .typingReported(
                    remaining: report.remaining, retryAt: report.retryAt, keymapChanged: report.keymapChanged, time: now
                ))
        case .restoreKeymap:
            // Not while the target may still read keys through the mapping: the model tries again later.
            if injector?.restore(now: now) == false { dispatch(.keymapRestoreRefused(time: now)) }
        case .activate(let target):
            tracker.activate(target, time: serverTime)
            // Already active (our window never took the focus): nothing will change, so say so now.
            if tracker.current()?.id == target.id { dispatch(.activeWindowChanged(target, time: now)) }
        case .saveClipboard: handle(broker.keepCurrentContents(time: serverTime, now: now))
        case .pressPasteKey(let key):
            guard let injector else {
                SyntheticKeyPress.send(key, display: display)
                return
            }
            if ownsInputFocus {
                dispatch(.pasteKeyHeldBack(time: now))
                return
            }
            switch injector.press(key.chord, now: now) {
            case true?: dispatch(.typingReported(remaining: [], retryAt: nil, keymapChanged: true, time: now))
            case false?: break
            case nil:
                StandardError.warn(
                    "cannot press \(key.rawValue): no key of the layout has it and every spare keycode is in use")
            }
        case .restoreClipboard:
            broker.giveBackKeptContents(time: serverClock.now())
            reportSelectionTimer()
        case .applyMode(let mode): window.apply(mode)
        case .readSettings: readSettings()
        case .resizeWindow(let size, let minimum): window.resize(to: size, minimum: minimum)
        case .answerInstance(let shown):
            if let request = instanceRequest { desktop.instance?.answer(request, shown: shown) }
        case .hideWindow: hiddenAt = window.hide()
        case .showWindow: window.show(at: hiddenAt)
        case .saveDefaultTone(let tone): saveDefaultTone(tone)
        case .saveSetting(let key, let literal): saveSetting(key, literal)
        case .openFolder(let path):
            files.perform {
                if let refusal = FolderOpener.open(path) { StandardError.warn("cannot open \(path): \(refusal)") }
            }
        case .grabKeyboard:
            let status = XGrabKeyboard(display.handle, window.id, 0, GrabModeAsync, GrabModeAsync, serverTime)
            if status != GrabSuccess {
                StandardError.warn("cannot take the keyboard for the search field (another program holds it)")
            }
        case .releaseKeyboard:
            XUngrabKeyboard(display.handle, serverTime)
            display.flush()
        case .expireSelectionTransfers:
            broker.expireTransfers(now: now)
            handle(nil)
        case .readClipboardImage:
            handle(broker.requestImage(.clipboard, limit: OwnStickerEdit.imageLimit, time: serverTime, now: now))
        case .editOwnStickers(let edit): editOwnStickers(edit)
        case .joinCatalog(let part): join(part)
        case .playKeyClick:
            keyClick.play()
        case .widenPrefetch: prefetching = true
        }
    }

    /// Whether the X input focus is in a window of ours (the keyboard's, or one of its popups): keys pressed now
    /// would come back to us.
    private var ownsInputFocus: Bool {
        var focus: Window = 0
        var revert: Int32 = 0
        XGetInputFocus(display.handle, &focus, &revert)
        return focus > 1 && display.client(of: focus) == display.client(of: window.id)
    }

    /// Writes the tone as the `skin-tone` setting, changing only that line of the settings file.
    private func saveDefaultTone(_ tone: SkinTone) {
        saveSetting(
            "skin-tone", TOMLText.quoted(tone.rawValue), consequence: "the tone is used until the keyboard closes")
    }

    /// Writes a value chosen in the settings view, changing only that key's line of the settings file; the watcher
    /// then reads the file again.
    /// A refusal (a read-only file, one that kept changing, a full disk) goes back to the model, which says so.
    private func saveSetting(_ key: String, _ literal: String, consequence: String = "the settings stay as they were") {
        guard let path = settingsPath else { return }
        let unsaved = unsavedSettings
        files.perform(path, consequence: consequence) {
            do {
                try ConfigurationEdit.setting(key, to: literal, inFileAt: path)
            } catch {
                unsaved.post((key, "\(error)"))
                throw CommandFailure("cannot save \(key) in \(path): \(error)")
            }
        }
    }

    /// Reads the settings file again (with the command line's flags over it) and hands it to the model; the names of
    /// a new language are loaded here, and keys that apply only at a restart are named once.
    private func readSettings() {
        guard let configuration = desktop.reloadConfiguration() else { return }
        let change = ConfigurationChange(from: state.configuration, to: configuration)
        guard !change.isEmpty else { return }
        if change.contains(.language) {
            dispatch(.namesLoaded(UserLanguages.names(setting: configuration.language)))
        }
        let later = AppState.keysApplyingAtNextStart(from: state.configuration, to: configuration)
        if !later.isEmpty {
            StandardError.warn("settings file: \(later.joined(separator: ", ")) take effect at the next start")
        }
        dispatch(
            .reconfigured(
                configuration, scale: configuration.scale ?? display.resourceScale, time: MonotonicClock.now()))
    }

    /// RECORD reported requests of the process we type into: if it fetched the keymap we changed, typing goes on.
    func keymapFetched() {
        let now = MonotonicClock.now()
        if injector?.keymapFetchReported(now: now) == true { dispatch(.keymapSettled(time: now)) }
    }

    /// Turns what the selection broker finished into an action.
    func handle(_ outcome: SelectionBroker.Outcome?) {
        let now = MonotonicClock.now()
        switch outcome {
        case .pasted(let text)?: dispatch(.pasted(text, time: now))
        case .pasteFailed?: dispatch(.pasteUnanswered(time: now))
        case .image(let answer)?: dispatch(.clipboardImageRead(answer.map { [UInt8]($0) }))
        case .saved?: dispatch(.clipboardSaved(time: now))
        case .notSaved?: dispatch(.clipboardNotSaved(time: now))
        case .served(let selection, let requestor, let content)?
        where selection == broker.atoms.clipboard || selection == XA_PRIMARY:
            dispatch(.clipboardServed(client: display.client(of: requestor), content: content, time: now))
        default: break
        }
        for abandoned in broker.takeAbandoned() { handle(abandoned) }
        reportSelectionTimer()
    }

    /// Hands the model the selection broker's next time limit when it changed.
    private func reportSelectionTimer() {
        let expireAt = broker.expiresAt
        if expireAt != state.platformTimers.selectionTransfersExpireAt {
            dispatch(.selectionTransfersPending(expireAt: expireAt))
        }
    }

    func saveRecents() {
        let (store, snapshot) = (recents, state.keyboard.recents)
        files.perform(store.path, consequence: "recents are kept in memory") {
            try store.save(snapshot, now: Int(time(nil)))
        }
    }
}
