/// A settings file edited while the window runs: what can change at once does, the rest waits for the next start.
extension AppState {
    /// The kinds of change that apply only at the next start.
    public static let restartOnlyChanges: ConfigurationChange = [.fonts, .packs, .recents, .glyphCache, .dock]

    /// The keys whose new values in `new` wait for the next start, for the shell to name once. O(number of settings).
    public static func keysApplyingAtNextStart(from old: Configuration, to new: Configuration) -> [String] {
        Configuration.settings.filter { setting in
            !setting.affects.isDisjoint(with: restartOnlyChanges)
                && setting.literal(in: old) != setting.literal(in: new)
        }.map(\.key)
    }

    /// How long the settings file must stay untouched before it is read: an editor that truncates, writes and renames
    /// is read once, not half-written.
    public static let settingsQuietTime: Milliseconds = 150

    /// Asks for the settings file once it has been quiet long enough.
    mutating func settingsTick() -> [AppEffect] {
        guard let due = settingsReadAt, now >= due else { return [] }
        settingsReadAt = nil
        return [.readSettings]
    }

    /// Applies `new` over the configuration in effect: a new grid, cell size, margin or scale lays the window out again
    /// and asks for its new preferred size; theme and colours change the palette; timings apply to the next press and
    /// a skin tone to the grid at once;
    /// mode and delivery change only when their keys changed (a mode chosen with the button stays otherwise), and a
    /// new delivery waits until text on its way has arrived. O(number of settings).
    mutating func reconfigure(_ new: Configuration, scale: Double) -> [AppEffect] {
        let old = configuration
        configuration = new
        var effects = settingsView(.reconfigured(new))
        let metrics = LayoutMetrics(new).scaled(by: scale)
        if metrics != layout.metrics {
            keyboard.reconfigure(metrics: metrics)
            selectingText = false
            sendHighlighted = false
            if layout.composerTextSize != textLayout.textSize {
                // Measured again in full by the reducer's next update, as its line height differs.
                textLayout = TextLayout(textSize: layout.composerTextSize, viewport: layout.textArea.width)
            } else {
                textLayout.resize(viewport: layout.textArea.width, caret: composer.cursor)
            }
            effects.append(.resizeWindow(metrics.preferredWindowSize, minimum: metrics.minimumWindowSize))
        }
        keyboard.timings = new.timings
        if new.skinTone != keyboard.skinTone {
            keyboard.skinTone = new.skinTone
            keyboard.endPress()
        }
        appearance = Appearance(new, desktopThemeName: appearance.desktopThemeName)
        if new.mode != old.mode, new.mode != mode { effects += toggleMode() }
        if new.layer != old.layer, new.layer != layer {
            endPresses()
            layer = new.layer
        }
        // Direct mode chosen in the settings view: the view keeps the keys it needs, as when opened in direct mode.
        if settings != nil { effects += grabKeyboard() }
        if new.delivery != old.delivery {
            // Without XTest nothing can be typed: as at start, typing becomes pasting.
            let wanted = new.delivery == .type && !canPressKeys ? Delivery.paste : new.delivery
            if outbox.isIdle { delivery = wanted } else { deliveryWhenIdle = wanted }
        }
        return effects
    }

    /// Ends whatever the pointer was doing: the window went away under it.
    mutating func endPresses() {
        keyboard.endPress()
        _ = letters.reduce(.letGo, in: lettersContext)
        selectingText = false
        sendHighlighted = false
    }
}
