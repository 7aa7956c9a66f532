/// What the shell must do after an app action. Timers are not effects: they are state, and the shell wakes at
/// `AppState.nextDeadline`.
public enum AppEffect: Hashable, Sendable {
    /// Own the selection with this content.
    case setClipboard(ClipboardKind, ClipboardContent)
    /// Ask the selection's owner for its text; it arrives as `.pasted`.
    case requestPaste(ClipboardKind)
    /// Write this line to standard output; a failure is reported as `.deliveryFailed`.
    case print(String)
    case saveRecents
    /// Type into the focused application; report what was left with `.typingReported`.
    case type([Keystrokes])
    /// Give the keycodes we bound back to the user's keymap; report a refusal with `.keymapRestoreRefused`.
    case restoreKeymap
    /// Give the focus to this window; `.activeWindowChanged` says when it has it.
    case activate(TargetWindow)
    /// Keep the current CLIPBOARD and PRIMARY contents to give back after a paste; report `.clipboardSaved`.
    case saveClipboard
    /// Press this chord in the focused application; the target then asks for the clipboard (`.clipboardServed`).
    case pressPasteKey(PasteKey)
    /// Give back what `.saveClipboard` kept (or nothing, when nothing was there).
    case restoreClipboard
    /// The window's focus behaviour follows the mode: it never takes the focus in direct mode.
    case applyMode(InputMode)
    /// Write this default skin tone as the `skin-tone` setting (chosen with the window's tone button).
    case saveDefaultTone(SkinTone)
    /// Write `literal` (a TOML value) as the setting `key` in the settings file, keeping the rest of the file (chosen in
    /// the settings view); the file watcher then reads it again.
    case saveSetting(key: String, literal: String)
    /// Show this folder in the desktop's file manager (xdg-open), creating it first.
    case openFolder(String)
    /// Direct mode never takes the focus: while the user types into the search field the keyboard is grabbed, and
    /// given back before anything is typed into the application.
    case grabKeyboard
    case releaseKeyboard
    /// Ask the clipboard's owner for an image (`ClipboardImageTarget`, at most `OwnStickerEdit.imageLimit` bytes); it arrives as
    /// `.clipboardImageRead`.
    case readClipboardImage
    /// Change My stickers on disk, away from the event loop; report with `.ownStickersEdited` (its tab is read again
    /// when its file changes).
    case editOwnStickers(OwnStickerEdit)
    /// Let `part`, which the shell has ready (`.catalogPartReady`), into the catalog and report `.catalogJoined`.
    case joinCatalog(CatalogPart)
    /// Read the settings file again and report it with `.reconfigured`.
    case readSettings
    /// Resize the window to the layout's preferred size, with its new minimum.
    case resizeWindow(Size, minimum: Size)
    /// Take the window off the screen (withdraw it); the process keeps running.
    case hideWindow
    /// Put the window back on the screen, above the others.
    case showWindow
    /// Answer the other launch's request (`.instanceAsked`) with whether the window is shown, or about to be.
    case answerInstance(shown: Bool)
    /// Build the search index of the catalog and names of now, for `generation` (see `SearchIndexing`): once search
    /// was opened, and again when the catalog or the names change. It costs tens of milliseconds and several MiB,
    /// which a start that never searches does not pay. A query waits for it (`.searchIndexReady`).
    case buildSearchIndex(generation: Int)
    /// Abandon the selection transfers that made no progress in time; report the next limit with
    /// `.selectionTransfersPending`.
    case expireSelectionTransfers
    /// Play the key click of the desktop's sound theme (a letter key pressed, an emotion tapped in or the delete cell
    /// pressed, `click-sound` on), without waiting for it.
    case playKeyClick
    /// Prefetch the next wider plan while idle (`AppState.prefetchPlan`): a stage began.
    case widenPrefetch
}
