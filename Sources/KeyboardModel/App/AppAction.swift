/// What happened anywhere in the window, as the shell reports it; times are on one monotonic clock.
public enum AppAction: Hashable, Sendable {
    case pointerDown(Point, time: Milliseconds)
    case pointerMoved(Point, time: Milliseconds)
    case pointerUp(Point, time: Milliseconds)
    case middleClick(Point, time: Milliseconds)
    /// A right click: pins or unpins the emotion under the pointer.
    case secondaryClick(Point, time: Milliseconds)
    /// Wheel steps with the pointer at `at`: positive scrolls to later pages (along the tab strip over the tab bar).
    case scrolled(steps: Int, at: Point, time: Milliseconds)
    /// The pointer left the window.
    case pointerLeft(time: Milliseconds)
    case key(Key, shift: Bool, time: Milliseconds)
    /// A key was released while the window had the keys.
    case keyReleased(Key, time: Milliseconds)
    /// Clipboard or primary-selection text asked for with `requestPaste` arrived.
    case pasted(String, time: Milliseconds)
    /// A `requestPaste` came to nothing: no owner, a refusal, or an owner that stalled past the transfer limit.
    case pasteUnanswered(time: Milliseconds)
    /// Delivering sent text failed (e.g. standard output is closed): the text goes back into the composer.
    case deliveryFailed(String, time: Milliseconds)
    /// Another application's window became the active one (`nil`: ours, or none).
    case activeWindowChanged(TargetWindow?, time: Milliseconds)
    /// A `.type` effect was performed: `remaining` could not be typed before `retryAt`; `keymapChanged` when keycodes
    /// were bound for it.
    case typingReported(remaining: [Keystrokes], retryAt: Milliseconds?, keymapChanged: Bool, time: Milliseconds)
    /// Keys were not pressed: the focus was in the keyboard's own window, where they would have come back to us.
    case typingHeldBack([Keystrokes], time: Milliseconds)
    case pasteKeyHeldBack(time: Milliseconds)
    /// The application we type into has read the keymap we changed: typing held back for it can go on.
    case keymapSettled(time: Milliseconds)
    /// A `.restoreKeymap` was not performed: the target may still read keys through the keycodes we bound.
    case keymapRestoreRefused(time: Milliseconds)
    /// The input methods of the session changed (an XIM server came or went).
    case inputMethodsChanged(InputMethodPresence)
    /// The previous clipboard is kept (or there was none): the paste can go ahead.
    case clipboardSaved(time: Milliseconds)
    /// The previous clipboard could not be kept (its owner is still there but stopped answering): pasting would lose
    /// it, so nothing is pasted.
    case clipboardNotSaved(time: Milliseconds)
    /// A window of X client `client` was answered from the clipboard (or PRIMARY) we own: with the text or image
    /// itself when `content`, else with TARGETS or TIMESTAMP only. A paste waits for its target's content read.
    case clipboardServed(client: UInt64, content: Bool, time: Milliseconds)
    /// The selection transfers under way run out of time at `expireAt` unless they progress first (`nil`: none is).
    case selectionTransfersPending(expireAt: Milliseconds?)
    /// The animated sticker images the last frame showed, each with its frame durations (milliseconds).
    case animationsShown([String: [Milliseconds]], time: Milliseconds)
    /// The desktop's XSETTINGS `Gtk/EnableAnimations` changed; `nil` when no settings daemon gives it.
    case desktopAnimationsChanged(Bool?)
    /// The first frame was drawn in the window shown: idle-time prefetch widens in stages from now (`PrefetchPlan`).
    case firstFrameShown(time: Milliseconds)
    /// The mode button or key: compose and direct swap.
    case modeToggled(time: Milliseconds)
    /// The window gained or lost the keyboard focus.
    case focusChanged(Bool, time: Milliseconds)
    /// The search index, built on another thread after the first frame, is ready: `reduce` gets it from now on.
    case searchIndexReady(SearchIndex?, generation: Int, time: Milliseconds)
    /// Time passed: the shell sends it when `AppState.nextDeadline` is due.
    case tick(Milliseconds)
    case resized(Size)
    /// The settings file may have changed (it was written, replaced or removed): it is read once writing has paused.
    case settingsFileTouched(time: Milliseconds)
    /// The shell could not write `key` to the settings file (`reason` in the writer's words, e.g. it is read-only): the
    /// settings stay as they run.
    case settingNotSaved(key: String, reason: String, time: Milliseconds)
    /// The settings file was read again: the window now runs with `configuration` at `scale` (the `scale` setting, or the
    /// screen's when it is "auto").
    case reconfigured(Configuration, scale: Double, time: Milliseconds)
    /// The desktop's theme name (XSETTINGS Net/ThemeName) changed; `nil` when no settings daemon runs.
    case desktopThemeChanged(String?)
    /// The window was mapped (`true`) or unmapped: shown, hidden, iconified or on another desktop.
    case shownChanged(Bool)
    /// Another launch of the keyboard asked this one something: to show or hide (`toggle`), or only whether it is shown.
    case instanceAsked(toggle: Bool, time: Milliseconds)
    /// The shell has `part` of the catalog loaded: it joins when `.joinCatalog` asks for it.
    case catalogPartReady(CatalogPart)
    /// `part` joined the catalog: `previousTabIDs` are the old catalog's tabs, so that the tab open stays open; `nil`
    /// when the part changed nothing (no user packs).
    case catalogJoined(CatalogPart, previousTabIDs: [String]?)
    /// The image asked for with `.readClipboardImage` arrived, or why none did.
    case clipboardImageRead(Result<[UInt8], ClipboardImageProblem>)
    /// The shell made (or failed to make, `failure` in the store's words) a change of My stickers.
    case ownStickersEdited(OwnStickerEdit, failure: String?, time: Milliseconds)
    /// Emoji names in the user's language were loaded (after the first frame, or when the language setting changed).
    case namesLoaded(LocalizedNames)
    /// The server's keymap (or its active group) changed, or was read at start: the letters follow it.
    case keymapRead(LetterKeymap)
}
