import Testing

@testable import X11Keyboard

@Suite("The line a launch that only toggles prints")
struct ToggleReportTests {
    @Test func itSaysWhatHappenedAndHowToGetAnotherWindow() {
        #expect(
            ToggleReport.line(shown: false, options: [])
                == "emotion-keyboard: hid the keyboard already running on this display "
                + "(launch again to show it); --new-instance opens another window")
        #expect(
            ToggleReport.line(shown: true, options: [])
                == "emotion-keyboard: showed the keyboard already running on this display "
                + "(launch again to hide it); --new-instance opens another window")
    }

    @Test func optionsGivenAreNamedAsIgnored() {
        #expect(
            ToggleReport.line(shown: false, options: ["--dock bottom"]).contains(
                "it keeps its own settings, so --dock bottom was ignored;"))
        let two = ToggleReport.line(shown: true, options: ["--mode direct", "--rows 5"])
        #expect(two.contains("so --mode direct --rows 5 were ignored; --new-instance opens another window"))
        #expect(!two.contains("\n"), "one line")
    }

    @Test func theOptionsAreThoseGivenAsTyped() throws {
        let command = try WindowCommand.parse([
            "--dock", "bottom", "--mode", "direct", "--rows", "5", "--pack", "/p/a", "--display", ":3"
        ])
        #expect(command.launchOptions == ["--rows 5", "--mode direct", "--dock bottom", "--pack /p/a"])
        #expect(try WindowCommand.parse(["--new-instance"]).launchOptions.isEmpty)
    }
}
