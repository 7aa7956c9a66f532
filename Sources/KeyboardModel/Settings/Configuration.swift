/// Every setting of the keyboard with its default: the one place defaults live. The settings file
/// (`$XDG_CONFIG_HOME/emotion-keyboard/config.toml`, see `ConfigurationFile`) and then the command-line flags
/// (`ConfigurationOverrides`) change it; `Configuration.settings` names each key, its flag and what it accepts.
public struct Configuration: Hashable, Sendable {
    /// Rows of the emotion grid (`rows`, `--rows`).
    public var rows = 3
    /// Columns of the emotion grid (`columns`, `--columns`); the last cell of each page is delete.
    public var columns = 7
    /// Side of a cell in pixels at scale 1 when the window opens (`cell-size`, `--cell-size`).
    public var cellSize = 56
    /// Least space in pixels at scale 1 around the grid, so the magnifier has room (`margin`, `--margin`).
    public var margin = 12
    /// Size factor; `nil` follows the X resource `Xft.dpi` / 96 (`scale`, `--scale`).
    public var scale: Double? = nil
    /// Light, dark, or the desktop's preference (`theme`, `--theme`).
    public var theme = ThemeChoice.system
    /// Colours that replace the light theme's, by key (`colors.light.KEY`).
    public var lightColors: [ThemeColorKey: RGBAColor] = [:]
    /// Colours that replace the dark theme's, by key (`colors.dark.KEY`).
    public var darkColors: [ThemeColorKey: RGBAColor] = [:]
    /// The skin tone the grid shows emoji in; a long press still offers every tone (`skin-tone`).
    public var skinTone = SkinTone.none
    /// The language of names and keywords as a CLDR locale (`de`, `zh_Hant`); `nil` follows LANGUAGE, LC_ALL,
    /// LC_MESSAGES and LANG (`language`, `--language`).
    public var language: String? = nil
    /// Whether emotions go into our composer first or straight into the focused application (`mode`, `--mode`).
    public var mode = InputMode.compose
    /// How sent text reaches its target (`delivery`, `--deliver`; `--print` is `--deliver print`).
    public var delivery = Delivery.type
    /// What shows under the composer when the window opens: the emotion grid or the letters (`layer`, `--layer`); the
    /// switch key writes the layer it opens here.
    public var layer = Layer.emotions
    /// Whether a letter key, an emotion tapped in and the delete cell click, through the desktop's sound theme
    /// (`click-sound`).
    public var clickSound = false
    /// Whether the window opens docked along a screen edge (`dock`, `--dock`); read at start.
    public var dock = DockChoice.none
    /// `motion`: whether animated stickers play.
    public var motion = MotionChoice.play
    /// How many recently used emotions are kept (`recents`).
    public var recentsSize = 60
    /// Paste chords (or typing) chosen for applications by WM_CLASS class name, over `PasteKeyTable.defaults`
    /// (`paste-keys`).
    public var pasteKeys: [String: PasteChoice] = [:]
    /// Sticker pack folders loaded besides the user's packs folder, as absolute paths (`packs`; `--pack` adds more).
    public var packFolders: [String] = []
    /// Whether the shipped demo pack is loaded (`demo-pack`); read at start.
    public var demoPack = true
    /// Long-press, delete-repeat and swipe timings (`long-press-ms`, `repeat-delay-ms`, `repeat-interval-ms`, `swipe-ms`).
    public var timings = KeyboardTimings(
        longPress: 500, deleteRepeatDelay: 500, deleteRepeatInterval: 100, swipeWindow: 250)
    /// The colour emoji font family (`emoji-font`).
    public var emojiFont = "Noto Color Emoji"
    /// Text font families, tried in order for each grapheme the emoji font lacks (`text-fonts`).
    public var textFonts = ["DejaVu Sans", "Noto Sans CJK SC", "Noto Sans CJK JP", "Noto Sans"]
    /// Most bytes the rendered-glyph cache may keep, in memory and on disk (`glyph-cache-bytes`).
    public var glyphCacheBytes = 32 << 20

    public init() {}

    /// The defaults, built once.
    public static let defaults = Configuration()

    /// The colour overrides of the theme `dark` or light.
    public func colorOverrides(dark: Bool) -> [ThemeColorKey: RGBAColor] { dark ? darkColors : lightColors }
}
