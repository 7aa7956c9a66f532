import Testing

@testable import KeyboardModel

/// The settings view's reducer alone (issue 36 step 3): what it changes is the view, what it asks of the window are
/// its effects.
@Suite("Settings view: its own reducer")
struct SettingsViewReducerTests {
    let visible = 5

    @Test func rightOnARowAsksToWriteItsNextValueAndKeepsItInTheView() throws {
        var view = SettingsView(configuration: Configuration())
        var expected = view
        let next = try #require(SettingsRow.theme.value(1, from: view.configuration))
        let change = expected.change(.theme, to: next)
        let literal = try #require(change?.literal)
        #expect(view.reduce(.key(.right, shift: false), visible: visible) == [.save(key: "theme", literal: literal)])
        #expect(view == expected)
    }

    @Test func escapeDropsTheDigitsTypedThenAsksTheWindowToClose() {
        var view = SettingsView(configuration: Configuration())
        #expect(view.reduce(.pressed(.rows, .name), visible: visible) == [])
        #expect(view.reduce(.key(.text("1x2"), shift: false), visible: visible) == [])
        #expect(view.entry == "12", "digits only")
        #expect(view.reduce(.key(.escape, shift: false), visible: visible) == [])
        #expect(view.entry == nil && view.focusedRow == .rows)
        #expect(view.reduce(.key(.escape, shift: false), visible: visible) == [.close])
    }

    @Test func enterWritesTheNumberTypedOrSaysWhyNot() {
        var view = SettingsView(configuration: Configuration())
        _ = view.reduce(.pressed(.rows, .name), visible: visible)
        _ = view.reduce(.key(.text("4"), shift: false), visible: visible)
        #expect(view.reduce(.key(.enter, shift: false), visible: visible) == [.save(key: "rows", literal: "4")])
        _ = view.reduce(.key(.text("99"), shift: false), visible: visible)
        #expect(view.reduce(.key(.enter, shift: false), visible: visible) == [])
        #expect(view.refusal?.hasPrefix("rows: ") == true, "\(view.refusal ?? "no refusal")")
        #expect(view.configuration.rows == 4)
    }

    @Test func thePacksFolderRowAsksTheWindowToOpenIt() {
        var view = SettingsView(configuration: Configuration())
        #expect(view.reduce(.pressed(.packsFolder, .value), visible: visible) == [.openPacksFolder])
        #expect(view.focusedRow == .packsFolder && view.firstRow == SettingsView.rows.count - visible)
    }

    @Test func aWriteRefusedShowsTheSettingsTheKeyboardRunsWith() {
        var view = SettingsView(configuration: Configuration())
        _ = view.reduce(.key(.right, shift: false), visible: visible)
        #expect(
            view.reduce(.notSaved(key: "theme", reason: "read-only", running: Configuration()), visible: visible) == [])
        #expect(view.configuration == Configuration() && view.refusal == "theme: not saved: read-only")
    }
}
