/// What the running keyboard must redo when its configuration changes (the settings file was edited): the union of
/// the `Setting.affects` of every key whose value differs.
public struct ConfigurationChange: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Grid size, cell size, margin or scale: recompute the layout (and the window's size hints).
    public static let layout = ConfigurationChange(rawValue: 1 << 0)
    /// Theme or colours: redraw with the new palette.
    public static let theme = ConfigurationChange(rawValue: 1 << 1)
    /// Font families: reopen the fonts; rendered glyphs are stale.
    public static let fonts = ConfigurationChange(rawValue: 1 << 2)
    /// Language: load the names of the new locale.
    public static let language = ConfigurationChange(rawValue: 1 << 3)
    /// Extra pack folders: reload the sticker packs.
    public static let packs = ConfigurationChange(rawValue: 1 << 4)
    /// Long-press, repeat or swipe timings: give the keyboard state its new timings.
    public static let timings = ConfigurationChange(rawValue: 1 << 5)
    /// Mode or delivery: how picked emotions reach the target.
    public static let input = ConfigurationChange(rawValue: 1 << 6)
    /// How many recents are kept.
    public static let recents = ConfigurationChange(rawValue: 1 << 7)
    /// The default skin tone of the grid.
    public static let skinTone = ConfigurationChange(rawValue: 1 << 8)
    /// The glyph cache's byte budget.
    public static let glyphCache = ConfigurationChange(rawValue: 1 << 9)
    /// Docking along a screen edge: the window is made docked or not when it opens.
    public static let dock = ConfigurationChange(rawValue: 1 << 10)
    /// Whether animated stickers play: the next frame shows it.
    public static let motion = ConfigurationChange(rawValue: 1 << 11)

    /// What changes from `old` to `new`. O(number of settings).
    public init(from old: Configuration, to new: Configuration) {
        self = []
        guard old != new else { return }
        for setting in Configuration.settings where setting.literal(in: old) != setting.literal(in: new) {
            formUnion(setting.affects)
        }
    }
}
