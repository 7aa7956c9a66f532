/// Everything the window shows, resolved from the state (`AppState.frame(catalog:)`): which emotion in which cell,
/// each mark, every word in the window's language, each rectangle. The renderer draws only this, and redraws where
/// two frames differ (`damage(since:)`), so what is drawn and what is compared are the same value.
public struct Frame: Hashable, Sendable {
    /// A new grid or scale moves everything, even before the window's size follows.
    public var layout: KeyboardLayout
    public var palette: Palette
    public var composer: ComposerFrame
    /// What the grid's band shows: the emotion grid, or the letters' keys in it.
    public var grid: GridBandFrame
    public var indicator: IndicatorFrame
    /// What the tab bar's band shows: the tab bar, or the letters' bottom row.
    public var tabBar: TabBandFrame
    /// What floats over the regions, at most one.
    public var popup: PopupFrame?
    /// The settings view covers every region but the tab bar.
    public var settings: SettingsFrame?

    /// The regions, in drawing order.
    public var regions: [Rect] { [layout.composer, layout.gridArea, layout.indicator, layout.tabBar] }

    /// What must be redrawn to go from `previous` to this frame: the regions whose content changed, only the caret of
    /// a field whose caret alone blinked, whole the regions an old or new popup lies over; every region without a
    /// previous frame (or with another layout, palette or settings view).
    public func damage(since previous: Frame?) -> [Damage] {
        guard let previous, previous.layout == layout, previous.palette == palette, previous.settings == settings else {
            return regions.map(Damage.init(whole:))
        }
        var damaged: [Damage] = []
        if previous.composer != composer {
            damaged += Self.fieldDamage(
                previous.composer.blinked(as: composer), composer, caret: composer.caret, region: layout.composer)
        }
        if previous.grid != grid { damaged.append(Damage(whole: layout.gridArea)) }
        if previous.indicator != indicator { damaged.append(Damage(whole: layout.indicator)) }
        if previous.tabBar != tabBar {
            damaged += Self.fieldDamage(
                previous.tabBar.blinked(as: tabBar), tabBar, caret: tabBar.caret, region: layout.tabBar)
        }
        if previous.popup != popup {
            // What lay under the old bubble and lies under the new one is redrawn too, whole.
            let bubbles = (previous.popup?.bubbles ?? []) + (popup?.bubbles ?? [])
            for region in regions
            where !damaged.contains(Damage(whole: region)) && bubbles.contains(where: region.intersects) {
                damaged.removeAll { $0.region == region }
                damaged.append(Damage(whole: region))
            }
        }
        return damaged
    }

    /// What `damaged` covers, in words (for the trace): "composer caret", "grid", "indicator", "tab bar".
    public func describe(_ damaged: [Damage]) -> String {
        damaged.map { damage in
            let name =
                switch damage.region {
                case layout.composer: "composer"
                case layout.gridArea: "grid"
                case layout.indicator: "indicator"
                default: "tab bar"
                }
            return damage.rect == damage.region ? name : name + " caret"
        }.joined(separator: ", ")
    }

    /// A field's region whose old frame, with the new caret's visibility, equals the new one blinked its caret only:
    /// the caret is redrawn (nothing when it is scrolled out), else the whole region.
    private static func fieldDamage<Part: Equatable>(_ blinked: Part, _ new: Part, caret: Rect?, region: Rect)
        -> [Damage]
    {
        guard blinked == new else { return [Damage(whole: region)] }
        guard let caret, caret.width > 0 else { return [] }
        return [Damage(caret, of: region)]
    }
}
