import KeyboardTestSupport
import Testing

@testable import KeyboardModel
@testable import KeyboardStorage

@Suite("Settings file edits")
struct ConfigurationEditTests {
    func set(_ text: String) throws -> String {
        try ConfigurationEdit.setting("skin-tone", to: "\"medium\"", in: text)
    }

    @Test func theKeysLineIsReplacedWhereItIsAndEverythingElseKept() throws {
        let text = "# mine\nrows = 4 # four\n  skin-tone = \"dark\" # old\n\n[colors.light]\ntext = \"#000000\"\n"
        #expect(
            try set(text) == "# mine\nrows = 4 # four\n  skin-tone = \"medium\"\n\n[colors.light]\ntext = \"#000000\"\n"
        )
        #expect(try set("\"skin-tone\"=\"dark\"\n") == "skin-tone = \"medium\"\n", "a quoted key")
    }

    @Test func aMissingKeyGoesBeforeTheFirstTableOrAtTheEnd() throws {
        #expect(try set("") == "skin-tone = \"medium\"\n")
        #expect(try set("rows = 4\n") == "rows = 4\nskin-tone = \"medium\"\n")
        #expect(try set("rows = 4") == "rows = 4\nskin-tone = \"medium\"\n")
        #expect(
            try set("rows = 4\n[colors.dark]\nskin-tone = 1\n")
                == "rows = 4\nskin-tone = \"medium\"\n[colors.dark]\nskin-tone = 1\n",
            "a key of the same name inside a table is another key")
        #expect(
            try set("skin-toned = 1\n") == "skin-toned = 1\nskin-tone = \"medium\"\n", "a longer key is another key")
    }

    @Test func whatCannotBeRewrittenSafelyIsRefused() {
        #expect(throws: ConfigurationEdit.Refusal.multiLineValue(key: "skin-tone")) {
            try set("skin-tone = \"\"\"\ndark\"\"\"\n")
        }
        #expect(throws: ConfigurationEdit.Refusal.tooLarge) {
            try set(String(repeating: "#", count: ConfigurationFile.byteLimit + 1))
        }
    }

    @Test func theEditedFileReadsBackWithTheNewTone() throws {
        let folder = try Fixtures.scratchFolder()
        let path = folder + "/config.toml"
        try ConfigurationEdit.setting("skin-tone", to: TOMLText.quoted(SkinTone.mediumDark.rawValue), inFileAt: path)
        #expect(ConfigurationFile.load(path, home: nil).configuration.skinTone == .mediumDark, "created when missing")
        try Fixtures.write("rows = 4\nskin-tone = \"light\"\n", to: path)
        try ConfigurationEdit.setting("skin-tone", to: TOMLText.quoted(SkinTone.dark.rawValue), inFileAt: path)
        let reading = ConfigurationFile.load(path, home: nil)
        #expect(reading.problems.isEmpty)
        #expect(reading.configuration.skinTone == .dark && reading.configuration.rows == 4)
    }

    @Test func windowsLineEndingsAreKeptAndTheFirstKeyIsReplacedAlone() throws {
        #expect(
            try set("skin-tone = \"dark\"\r\nrows = 4\r\n# mine\r\n")
                == "skin-tone = \"medium\"\r\nrows = 4\r\n# mine\r\n")
        let text = "rows = 4\r\nskin-tone = \"dark\" # old\r\n\r\n[colors.light]\r\ntext = \"#000000\"\r\n"
        #expect(
            try set(text) == "rows = 4\r\nskin-tone = \"medium\"\r\n\r\n[colors.light]\r\ntext = \"#000000\"\r\n",
            "another key: no duplicate")
        #expect(
            try set("rows = 4\r\n\r\n[colors.light]\r\ntext = \"#000000\"\r\n")
                == "rows = 4\r\n\r\nskin-tone = \"medium\"\r\n[colors.light]\r\ntext = \"#000000\"\r\n",
            "a new line ends as the file's do")
    }

    @Test func carriageReturnsAloneAndMixedEndingsAreKept() throws {
        #expect(try set("rows = 4\rskin-tone = \"dark\"\r# c\r") == "rows = 4\rskin-tone = \"medium\"\r# c\r")
        #expect(try set("rows = 4\r") == "rows = 4\rskin-tone = \"medium\"\r")
        #expect(
            try set("rows = 4\r\ncolumns = 5\nskin-tone = \"dark\"\r\n# x\n")
                == "rows = 4\r\ncolumns = 5\nskin-tone = \"medium\"\r\n# x\n")
        #expect(
            try set("rows = 4\r\ncolumns = 5\n") == "rows = 4\r\ncolumns = 5\nskin-tone = \"medium\"\r\n",
            "the file's first ending")
    }

    @Test func aLastLineWithoutAnEndingKeepsHavingNone() throws {
        #expect(try set("rows = 4\r\nskin-tone = \"dark\"") == "rows = 4\r\nskin-tone = \"medium\"")
        #expect(try set("rows = 4\r\ncolumns = 5") == "rows = 4\r\ncolumns = 5\r\nskin-tone = \"medium\"\r\n")
    }

    @Test func aByteOrderMarkIsKeptAndTheFirstKeyFoundBehindIt() throws {
        #expect(try set("\u{FEFF}skin-tone = \"dark\"\nrows = 4\n") == "\u{FEFF}skin-tone = \"medium\"\nrows = 4\n")
        #expect(try set("\u{FEFF}skin-tone = \"dark\"\r\n") == "\u{FEFF}skin-tone = \"medium\"\r\n")
        #expect(try set("\u{FEFF}") == "\u{FEFF}skin-tone = \"medium\"\n")
        #expect(try set("\u{FEFF}[colors.dark]\n") == "\u{FEFF}skin-tone = \"medium\"\n[colors.dark]\n")
    }

    @Test func linesInsideMultiLineValuesAreNotKeysOrTables() throws {
        let string = "note = \"\"\"\nskin-tone = \"dark\"\n\"\"\"\n"
        #expect(try set(string) == string + "skin-tone = \"medium\"\n", "a line of a multi-line string")
        let array = "grid = [\n  [1, 2],\n]\n"
        #expect(try set(array) == array + "skin-tone = \"medium\"\n", "a nested array's line is no table")
        #expect(try set("skin-tone = \"\"\"dark\"\"\" # one line\n") == "skin-tone = \"medium\"\n")
        #expect(throws: ConfigurationEdit.Refusal.multiLineValue(key: "skin-tone")) {
            try set("skin-tone = [\n\"dark\"]\n")
        }
        #expect(
            try set("skin-tone = \"dark\\") == "skin-tone = \"medium\"",
            "a backslash last in the text (found by the fuzzer)")
        #expect(try set("skin-tone = [\"\"\"\\") == "skin-tone = \"medium\"")
    }

    @Test func everyEditedFileReadsBackWithTheKeySetAndTheOthersKept() throws {
        let files = [
            "rows = 4\r\nskin-tone = \"dark\"\r\n", "\u{FEFF}skin-tone = \"dark\"\nrows = 4\n",
            "rows = 4\r\n[colors.dark]\r\ntext = \"#ffffff\"\r\n",
            "\u{FEFF}rows = 4", "# only a comment\r\n"
        ]
        for text in files {
            let reading = ConfigurationFile.parse(try set(text), file: "/config.toml", home: nil)
            #expect(reading.problems.isEmpty, "\(text.debugDescription)")
            #expect(reading.configuration.skinTone == .medium, "\(text.debugDescription)")
            #expect(
                reading.configuration.rows == (text.contains("rows") ? 4 : Configuration.defaults.rows),
                "\(text.debugDescription)")
        }
    }
}
