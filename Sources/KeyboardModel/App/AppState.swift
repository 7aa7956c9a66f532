/// Everything the window shows: the keyboard, the composer and the search field with their layouts, where the keys go,
/// and the caret's blink phase.
public struct AppState: Hashable, Sendable {
    public static let caretBlinkInterval: Milliseconds = 530

    public var keyboard: KeyboardState
    public internal(set) var composer = TextBuffer()
    /// Where the composer's atoms sit; kept in step with `composer` by the reducer.
    public internal(set) var textLayout: TextLayout
    /// The time of the latest action; drawing and the caret's blink read it.
    public internal(set) var now: Milliseconds = 0
    /// When the caret last moved: it shows solid for a while after each edit, then blinks.
    public internal(set) var caretPhaseStart: Milliseconds = 0
    /// Whether the window has the keyboard focus; the caret blinks only then.
    public internal(set) var focused = false
    /// Where keys go while the window has the focus (or, in direct mode, has grabbed the keyboard for search).
    public internal(set) var keyFocus: KeyFocus
    /// Where keys went before search opened: closing search gives them back there.
    var keyFocusBeforeSearch: KeyFocus = .composer
    /// The composer's revision when search opened: closing gives the keys to the text field when search changed it.
    var composerRevisionAtSearch: UInt64?
    /// Whether the grid's focus ring may show (CSS's focus-visible): a pointer press hides it, a key shows it again.
    /// A click never moves the keys (as in a chat application's emoji panel, Enter then sends), nor shows the ring.
    var focusVisible = true
    /// The composer's revision after the grid last changed it (an emotion inserted, the delete cell): while it is
    /// still that, the composer's last change came from the grid and `/` opens search there as in an empty field.
    var gridChangedRevision: UInt64?
    /// The search field's text (empty while search is closed) and its layout.
    public internal(set) var searchField = SearchFieldState()
    public internal(set) var searchLayout: TextLayout
    /// Whether the keyboard is grabbed for the search field (direct mode only).
    public internal(set) var keyboardGrabbed = false
    /// Whether the pointer is dragging a selection in the text field.
    public internal(set) var selectingText = false
    public internal(set) var sendHighlighted = false
    var clicks = ClickHistory()
    /// Where the held first button's release is taken.
    var heldPointer = HeldPointer()
    /// Where chosen emotions go, and how text reaches other applications.
    public internal(set) var mode: InputMode
    public internal(set) var delivery: Delivery
    /// A delivery the settings asked for while text was on its way: it takes over once the outbox is idle.
    var deliveryWhenIdle: Delivery?
    /// The settings the window runs with (the settings file and the flags); a changed file arrives as `.reconfigured`.
    public internal(set) var configuration: Configuration
    /// When to read the settings file again: editors write in several steps, so it is read once they pause.
    public internal(set) var settingsReadAt: Milliseconds?
    /// How the colours are chosen; `palette` follows it.
    public internal(set) var appearance: Appearance {
        didSet { palette = appearance.palette }
    }
    /// The colours to draw with: the renderer reads every colour from here.
    public private(set) var palette: Palette
    /// Whether the window is mapped (on screen); another launch's toggle hides or shows it.
    public internal(set) var shown = false
    /// Whether keys can be pressed in other applications (XTest); without, a paste is left for the user to make.
    public let canPressKeys: Bool
    /// The input methods the session runs: under one, `type` pastes text (`pastesTypedText`).
    public internal(set) var inputMethods: InputMethodPresence
    /// The application Send delivers to: the last other window that had the focus.
    public internal(set) var target: TargetWindow?
    public internal(set) var outbox = Outbox()
    /// A paste asked for and not answered yet, and the input held until it is.
    public internal(set) var pendingPaste: PendingPaste?
    /// When the selection broker and the renderer need the loop to wake for them.
    public internal(set) var platformTimers = PlatformTimers()
    public internal(set) var notice: Notice?
    /// My stickers' edit in flight: the code ➕ adds while its image is asked of the clipboard.
    public internal(set) var ownStickers = OwnStickersState()
    /// Emoji names in the user's language, for the magnifier, the status line and search; the built-in English or
    /// Chinese names until CLDR's are loaded (`.namesLoaded`).
    public internal(set) var names: LocalizedNames
    /// Whether the search index is wanted, being built, or ready, and for which catalog and names.
    public internal(set) var searchIndexing: SearchIndexing
    /// The settings view, while it is open over the window.
    public internal(set) var settings: SettingsView?
    /// The user's packs folder, which the settings view names and opens; `nil` when unknown.
    public let packsFolder: String?
    /// The language of the window's own words (its controls and hints): the built-in names' language it opened with.
    public internal(set) var uiLanguage: LocalizedNames.BuiltIn
    /// How many of the catalog's pack problems a notice has told of.
    var packProblemsTold = 0
    /// When the first frame was shown: idle-time prefetch widens in stages after it (`PrefetchPlan`).
    public internal(set) var firstFrameShownAt: Milliseconds?
    /// The parts of the catalog the shell has loaded and that wait to join it (`dueCatalogJoins`).
    public internal(set) var catalogPartsReady: Set<CatalogPart> = []
    /// The prefetch stage the shell was last told of (`.widenPrefetch`).
    var prefetchStageTold = 0
    /// The animated stickers on screen and the clock they play on.
    public internal(set) var animations = StickerAnimations()
    /// The control the status line names: the one under the pointer, or the tab or page the keys just opened.
    public internal(set) var namedControl: Control?
    /// What shows under the composer: the emotion grid or the letters keyboard.
    public internal(set) var layer: Layer
    /// The letters layer's page, Shift, modifiers and presses; kept while the grid shows.
    public internal(set) var letters = LettersState()
    /// The server's keymap in its active group, which the letters are labelled and typed with (`.keymapRead`).
    public internal(set) var keymap = LetterKeymap()

    /// `now` starts the caret's blink, so it shows solid when the window opens; `measure` sizes the composer's line.
    /// `configuration` gives the theme; `desktopThemeName` is the desktop's (XSETTINGS Net/ThemeName), if known.
    /// `userPacksPending`: the user's packs join the catalog later (`.catalogJoined(.userPacks, …)`), and search waits
    /// for them.
    public init(
        keyboard: KeyboardState, now: Milliseconds = 0, mode: InputMode = .compose, delivery: Delivery = .type,
        target: TargetWindow? = nil, canPressKeys: Bool = true,
        inputMethods: InputMethodPresence = .none,
        configuration: Configuration = .defaults, desktopThemeName: String? = nil, names: LocalizedNames = .english,
        userPacksPending: Bool = false, packsFolder: String? = nil, measure: some TextMeasuring
    ) {
        self.keyboard = keyboard
        self.packsFolder = packsFolder
        self.names = names
        uiLanguage = names.fallback
        searchIndexing = SearchIndexing(catalogComplete: !userPacksPending)
        self.configuration = configuration
        layer = configuration.layer
        let appearance = Appearance(configuration, desktopThemeName: desktopThemeName)
        self.appearance = appearance
        palette = appearance.palette
        self.now = now
        self.mode = mode
        self.delivery = delivery
        self.target = target
        self.canPressKeys = canPressKeys
        self.inputMethods = inputMethods
        caretPhaseStart = now
        keyFocus = mode == .compose ? .composer : .grid
        textLayout = TextLayout(textSize: keyboard.layout.composerTextSize, viewport: keyboard.layout.textArea.width)
        // Both start empty: no sticker to look up yet.
        textLayout.update(&composer, measure: measure, hasImage: { _ in true })
        searchLayout = TextLayout(
            textSize: keyboard.layout.searchTextSize, viewport: keyboard.layout.searchTextArea.width)
        searchLayout.update(&searchField.text, measure: measure, hasImage: { _ in true })
    }

    /// Whether search is open: the tab bar shows the search field and the grid its results.
    public var isSearching: Bool { keyboard.search != nil }

    /// Whether keys reach us now: the window has the focus, or the keyboard is grabbed for search.
    public var receivesKeys: Bool { focused || keyboardGrabbed }

    /// The part typed keys go to: the composer (compose mode only), the search field (while search is open), else the
    /// grid.
    public var keyTarget: KeyFocus {
        switch keyFocus {
        case .composer where mode == .compose: .composer
        case .search where isSearching: .search
        default: .grid
        }
    }

    /// The one part that shows it has the keys, while they reach the window: the composer (its caret and border), the
    /// grid (its focus ring) or the search field (its caret and border); `nil` while keys go elsewhere.
    public var keyOwner: KeyFocus? { receivesKeys && settings == nil ? keyTarget : nil }

    /// Whether the grid shows its focus ring.
    public var gridHasKeyFocus: Bool { keyOwner == .grid && focusVisible }

    public var layout: KeyboardLayout { keyboard.layout }

    /// Whether the caret shows now: while focused, solid for a blink interval after each edit, then blinking.
    public var caretVisible: Bool {
        keyOwner == .composer && caretPhaseOn
    }

    /// Whether the search field's caret shows now, blinking like the composer's.
    public var searchCaretVisible: Bool {
        keyOwner == .search && caretPhaseOn
    }

    /// Whether a caret blinks: the composer's or the search field's has the keys.
    private var blinking: Bool {
        keyOwner == .composer || keyOwner == .search
    }

    private var caretPhaseOn: Bool { ((now - caretPhaseStart) / Self.caretBlinkInterval) % 2 == 0 }

    /// Whether animated stickers play: the `motion` setting and the desktop's (XSETTINGS) allow it.
    public var animationsPlay: Bool { configuration.motion == .play && animations.desktopEnablesAnimations != false }

    /// The frame the sticker image at `path` shows now: its first unless it is an animated image on screen and
    /// animations play.
    public func animationFrame(of path: String) -> Int { animations.frame(of: path, at: now, plays: animationsPlay) }

    /// When the state next changes by itself: the keyboard's, the outbox's and the platform's timers, a notice going
    /// away, the next frame of an animated sticker on screen, and the caret's next blink while focused. The shell's only source of wake-ups.
    public var nextDeadline: Milliseconds {
        var deadline = min(
            keyboard.nextDeadline ?? .max, outbox.nextDeadline ?? .max, platformTimers.nextDeadline ?? .max,
            notice?.until ?? .max, settingsReadAt ?? .max, lettersDeadline ?? .max,
            prefetchWidensAt ?? .max)
        if shown, animationsPlay, let frame = animations.nextFrameAt(after: now) { deadline = min(deadline, frame) }
        // A hidden window draws nothing: its caret need not blink (openbox may leave it the focus).
        if blinking, shown {
            deadline = min(
                deadline,
                caretPhaseStart + ((now - caretPhaseStart) / Self.caretBlinkInterval + 1) * Self.caretBlinkInterval)
        }
        return deadline
    }
}

extension AppState {
    /// Whether the window is idle enough to change under the pointer: no press is under way. The user's packs join
    /// the catalog, and idle-time prefetch renders, only then, so neither moves or delays what the user is pressing.
    public var isBetweenPresses: Bool { keyboard.press == nil }
}
