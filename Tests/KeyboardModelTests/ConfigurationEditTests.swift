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
        #expect(try set(text) == "# mine\nrows = 4 # four\n  skin-tone = \"medium\"\n\n[colors.light]\ntext = \"#000000\"\n")
        #expect(try set("\"skin-tone\"=\"dark\"\n") == "skin-tone = \"medium\"\n", "a quoted key")
    }

    @Test func aMissingKeyGoesBeforeTheFirstTableOrAtTheEnd() throws {
        #expect(try set("") == "skin-tone = \"medium\"\n")
        #expect(try set("rows = 4\n") == "rows = 4\nskin-tone = \"medium\"\n")
        #expect(try set("rows = 4") == "rows = 4\nskin-tone = \"medium\"\n")
        #expect(try set("rows = 4\n[colors.dark]\nskin-tone = 1\n") == "rows = 4\nskin-tone = \"medium\"\n[colors.dark]\nskin-tone = 1\n",
                "a key of the same name inside a table is another key")
        #expect(try set("skin-toned = 1\n") == "skin-toned = 1\nskin-tone = \"medium\"\n", "a longer key is another key")
    }

    @Test func whatCannotBeRewrittenSafelyIsRefused() {
        #expect(throws: ConfigurationEdit.Refusal.multiLineValue(key: "skin-tone")) { try set("skin-tone = \"\"\"\ndark\"\"\"\n") }
        #expect(throws: ConfigurationEdit.Refusal.tooLarge) { try set(String(repeating: "#", count: ConfigurationFile.byteLimit + 1)) }
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
}
