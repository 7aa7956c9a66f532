/// The settings view over everything above the tab bar, from the model's `SettingsPanel`: a title with the keys'
/// help, one row per setting in view (name, value between ‹ and ›, the focused row ringed), a scroll bar when the rows
/// do not all fit, and a line with what the focused row accepts, or why a value was refused.
public struct SettingsFrame: Hashable, Sendable {
    public struct Row: Hashable, Sendable {
        public enum Value: Hashable, Sendable {
            /// Between ‹ and ›; a value being typed ends with "_".
            case choice(String)
            /// The packs folder's path (cut from its start by the renderer to fit), or what to say without one.
            case folder(path: String?, missing: String)
        }

        public let rect: Rect
        public let name: String
        public let value: Value
        public let focused: Bool
    }

    public struct ScrollBar: Hashable, Sendable {
        public let track: Rect
        public let thumb: Rect
    }

    public let panel: SettingsPanel
    public let title: String
    public let help: String
    public let helpSize: Int
    public let rows: [Row]
    public let scrollBar: ScrollBar?
    /// The bottom line, and whether it is a refusal (on the notice colours, after ⚠).
    public let message: String
    public let refused: Bool
    public let messageSize: Int
}

extension AppState {
    func settingsFrame(_ view: SettingsView, words: UIWords) -> SettingsFrame {
        let panel = settingsPanel
        let rows = SettingsView.rows.enumerated().compactMap { index, row -> SettingsFrame.Row? in
            guard let rect = panel.rowRect(index, firstRow: view.firstRow) else { return nil }
            let focused = row == view.focusedRow
            let value: SettingsFrame.Row.Value =
                row == .packsFolder
                ? .folder(path: packsFolder, missing: words.noPacksFolder())
                : .choice(words.settingsValue(row, view.value(of: row)) + (focused && view.entry != nil ? "_" : ""))
            return SettingsFrame.Row(rect: rect, name: words.settingsName(row), value: value, focused: focused)
        }
        let message: String
        if let refusal = view.refusal {
            message = refusal
        } else if view.focusedRow == .packsFolder {
            message = packsFolder.map(words.openPacksFolder) ?? words.noPacksFolder()
        } else {
            let accepts =
                words.settingsAccepted(
                    view.focusedRow, choices: view.focusedRow.choices(in: view.configuration), accepted: view.accepted)
                ?? ""
            message = view.appliesAtNextStart ? words.atNextStart(accepts) : accepts
        }
        let minimum = layout.metrics.minimumTextSize
        return SettingsFrame(
            panel: panel, title: words.settingsTitle(), help: words.settingsHelp(),
            helpSize: max(minimum, panel.textSize - 2),
            rows: rows, scrollBar: Self.scrollBar(view, panel: panel), message: message, refused: view.refusal != nil,
            messageSize: max(minimum, panel.textSize - 1))
    }

    /// When the rows do not all fit, a thin bar at the panel's right edge shows which of them are in view.
    private static func scrollBar(_ view: SettingsView, panel: SettingsPanel) -> SettingsFrame.ScrollBar? {
        let count = SettingsView.rows.count
        let visible = min(count, panel.visibleRows)
        guard visible < count else { return nil }
        let track = Rect(
            x: panel.rowsArea.maxX - 4, y: panel.rowsArea.y + 2, width: 3, height: max(1, visible * panel.rowHeight - 4)
        )
        let thumb = Rect(
            x: track.x, y: track.y + track.height * view.firstRow / count, width: track.width,
            height: max(4, track.height * visible / count))
        return SettingsFrame.ScrollBar(track: track, thumb: thumb)
    }
}
