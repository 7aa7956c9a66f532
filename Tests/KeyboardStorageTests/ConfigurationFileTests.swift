import FoundationEssentials
import Testing

@testable import KeyboardModel
@testable import KeyboardStorage

#if canImport(Glibc)
    import Glibc
    import KeyboardTestSupport
#endif

@Suite("Settings file")
struct ConfigurationFileTests {
    let file = "/home/u/.config/emotion-keyboard/config.toml"

    func read(_ text: String) -> ConfigurationFile.Reading {
        ConfigurationFile.parse(text, file: file, home: "/home/u")
    }

    /// One problem, about `key`, whose line names the file and the key and says `reason`; the rest are defaults.
    func expectOneProblem(
        _ text: String, key: String?, reason: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let reading = read(text)
        #expect(reading.problems.count == 1, "\(reading.problems)", sourceLocation: sourceLocation)
        guard let problem = reading.problems.first else { return }
        #expect(problem.key == key, sourceLocation: sourceLocation)
        let line = problem.description
        #expect(!line.contains("\n"), sourceLocation: sourceLocation)
        #expect(line.hasPrefix(file + ": " + (key.map { $0 + ": " } ?? "")), "\(line)", sourceLocation: sourceLocation)
        #expect(line.contains(reason), "\(line)", sourceLocation: sourceLocation)
    }

    @Test func theDefaultFileParsesBackToTheDefaults() {
        let reading = read(ConfigurationFile.defaultText)
        #expect(reading.problems == [])
        #expect(reading.configuration == Configuration())
    }

    @Test func theDefaultFileNamesEveryKeyWithItsDefault() {
        let text = ConfigurationFile.defaultText
        for setting in Configuration.settings {
            let name = String(setting.key.split(separator: ".").last ?? "")
            let line = setting.defaultLiteral.map { "\n\(name) = \($0)\n" } ?? "\n# \(name) = \"#"
            #expect(text.contains(line), "\(setting.key)")
        }
    }

    @Test func theCommentedColourKeysSetEveryColourOfBothThemes() {
        let keys = ThemeColorKey.allCases.map { "\($0.rawValue) = \"#102030\"" }.joined(separator: "\n")
        let reading = read("[colors.light]\n\(keys)\n[colors.dark]\n\(keys)\n")
        #expect(reading.problems == [])
        let colour = RGBAColor(red: 0x10, green: 0x20, blue: 0x30)
        #expect(
            reading.configuration.lightColors
                == Dictionary(uniqueKeysWithValues: ThemeColorKey.allCases.map { ($0, colour) }))
        #expect(reading.configuration.darkColors == reading.configuration.lightColors)
    }

    @Test func writtenConfigurationsReadBackEqual() {
        var configuration = Configuration()
        configuration.rows = 4
        configuration.scale = 1.5
        configuration.language = "zh_Hant"
        configuration.packFolders = ["/p/a \"quoted\"", "/p/b\\c"]
        configuration.textFonts = ["Noto Sans"]
        configuration.darkColors[.bubble] = RGBAColor(red: 1, green: 2, blue: 3, alpha: 4)
        let reading = read(ConfigurationFile.text(of: configuration))
        #expect(reading.problems == [])
        #expect(reading.configuration == configuration)
    }

    @Test func aGoodFileSetsItsKeysAndLeavesTheRest() {
        let reading = read(
            """
            rows = 4
            columns = 9
            scale = 2
            theme = "dark"
            language = "zh-hant-tw"
            delivery = "paste"
            packs = ["~/stickers", "relative", "/abs"]
            text-fonts = ["Noto Sans"]
            [colors.dark]
            caret = "#ff8800"
            """)
        #expect(reading.problems == [])
        var expected = Configuration()
        expected.rows = 4
        expected.columns = 9
        expected.scale = 2
        expected.theme = .dark
        expected.language = "zh_Hant_TW"
        expected.delivery = .paste
        expected.packFolders = ["/home/u/stickers", "/home/u/.config/emotion-keyboard/relative", "/abs"]
        expected.textFonts = ["Noto Sans"]
        expected.darkColors = [.caret: RGBAColor(red: 0xFF, green: 0x88, blue: 0)]
        #expect(reading.configuration == expected)
    }

    @Test func everyIntegerKeyRefusesValuesJustOutsideItsRangeAndTheExtremes() {
        let integers = [
            "rows", "columns", "cell-size", "margin", "recents", "long-press-ms", "repeat-delay-ms",
            "repeat-interval-ms", "swipe-ms", "glyph-cache-bytes"
        ]
        for key in integers {
            let accepted = Configuration.setting(key)?.accepted ?? ""
            let bounds = accepted.split(separator: " ").compactMap { Int($0) }
            #expect(bounds.count == 2, "\(key): \(accepted)")
            guard bounds.count == 2 else { continue }
            for value in [bounds[0] - 1, bounds[1] + 1, Int.min, Int.max] {
                expectOneProblem(
                    "\(key) = \(value)", key: key,
                    reason:
                        "\(value) is not from \(accepted); using \(Configuration.setting(key)?.defaultLiteral ?? "")")
                #expect(read("\(key) = \(value)").configuration == Configuration())
            }
            #expect(read("\(key) = \(bounds[0])").problems == [])
            #expect(read("\(key) = \(bounds[1])").problems == [])
        }
    }

    @Test func wrongTypesAreNamed() {
        expectOneProblem("rows = \"3\"", key: "rows", reason: "expected an integer from 1 to 20, got a string; using 3")
        expectOneProblem("rows = 3.5", key: "rows", reason: "got a number")
        expectOneProblem("rows = true", key: "rows", reason: "got true or false")
        expectOneProblem("rows = 1979-05-27", key: "rows", reason: "got a date or time")
        expectOneProblem("rows = [3]", key: "rows", reason: "got an array")
        expectOneProblem("rows = {a = 1}", key: "rows", reason: "got a table")
        expectOneProblem("theme = 1", key: "theme", reason: "expected light, dark or system, got an integer")
        expectOneProblem("packs = \"/one\"", key: "packs", reason: "got a string")
        expectOneProblem("packs = [[\"/nested\"]]", key: "packs", reason: "expected folder names, got an array")
        expectOneProblem("text-fonts = []", key: "text-fonts", reason: "expected an array of 1 to 8 font family names")
        expectOneProblem("colors = 3", key: "colors", reason: "expected a table, got an integer; ignored")
        expectOneProblem("[colors]\nlight = \"#fff\"", key: "colors.light", reason: "expected a table, got a string")
    }

    @Test func badValuesAreNamedAndQuotedSafely() {
        expectOneProblem(
            "theme = \"purple\"", key: "theme", reason: "\"purple\" is not light, dark or system; using \"system\"")
        expectOneProblem("scale = \"nan\"", key: "scale", reason: "expected \"auto\" or 0.5 to 4.0, got a string")
        expectOneProblem("scale = nan", key: "scale", reason: "nan is not from 0.5 to 4.0")
        expectOneProblem("scale = inf", key: "scale", reason: "inf is not from 0.5 to 4.0")
        expectOneProblem("scale = -inf", key: "scale", reason: "-inf is not from 0.5 to 4.0")
        expectOneProblem("scale = 1e300", key: "scale", reason: "is not from 0.5 to 4.0")
        expectOneProblem("language = \"klingon!\"", key: "language", reason: "is not a locale")
        expectOneProblem(
            "emoji-font = \"Noto:pixelsize=200\"", key: "emoji-font",
            reason: "cannot contain control characters or any of \\ - : ,")
        expectOneProblem(
            "[colors.light]\ncaret = \"red\"", key: "colors.light.caret",
            reason: "\"red\" is not a colour \"#RRGGBB\" or \"#RRGGBBAA\"; using the theme's colour")
        expectOneProblem("[colors.light]\ncaret = \"#12345\"", key: "colors.light.caret", reason: "is not a colour")
        #expect(
            ConfigurationFile.parse("packs = [\"~/x\"]", file: file, home: nil).problems.first?.reason.contains(
                "needs a home folder") == true)
        // An escape sequence in a value or a key reaches the message as TOML escapes, never as a control character.
        let hostile = read("theme = \"\\u001b]0;owned\\u0007\"\n\"\\u001b[2J\" = 1")
        #expect(hostile.problems.count == 2)
        for problem in hostile.problems {
            #expect(
                !problem.description.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                "\(problem)")
        }
        #expect(hostile.problems.contains { $0.description.contains("\\u001B]0;owned\\u0007") })
    }

    @Test func unknownKeysAndTablesAreReportedOnceEach() {
        expectOneProblem("colums = 7", key: "colums", reason: "unknown key; ignored")
        expectOneProblem("[grid]\nrows = 3", key: "grid", reason: "unknown key; ignored")
        expectOneProblem("[colors.sepia]\ncaret = \"#000000\"", key: "colors.sepia", reason: "unknown key")
        expectOneProblem("[colors.dark]\ncarrot = \"#000000\"", key: "colors.dark.carrot", reason: "unknown key")
        let reading = read("a = 1\nrows = 5\nb = 2")
        #expect(reading.problems.map(\.key) == ["a", "b"])
        #expect(reading.configuration.rows == 5)
    }

    @Test func aOneCellGridKeepsTheDefaultGrid() {
        expectOneProblem(
            "rows = 1\ncolumns = 1", key: "rows", reason: "a 1 x 1 grid leaves no cell beside delete; using 3 x 7")
        #expect(read("rows = 1\ncolumns = 1").configuration == Configuration())
        #expect(read("rows = 1\ncolumns = 2").problems == [])
    }

    @Test func aFileThatIsNotTOMLIsOneLineAndEveryDefault() {
        for text in [
            "rows = ", "[[[", "this is not toml", "rows = 3\nrows = 4", "a = \"unterminated",
            "x = [" + String(repeating: "[", count: 10_000)
        ] {
            let reading = read(text)
            #expect(reading.configuration == Configuration(), "\(text.prefix(20))")
            #expect(reading.problems.count == 1)
            #expect(reading.problems.first?.key == nil)
            #expect(
                reading.problems.first?.description.hasPrefix(file + ": is not a TOML file (line ") == true,
                "\(reading.problems)")
            #expect(reading.problems.first?.description.hasSuffix("; using every default") == true)
        }
        expectOneProblem(
            "rows = 4\u{0}columns = 9", key: nil,
            reason: "is not a TOML file (it contains a NUL byte); using every default")
    }

    @Test func manyProblemsAreCountedAfterTheFirstTwenty() {
        let text = (0..<500).map { "key\($0) = \($0)" }.joined(separator: "\n")
        let problems = read(text).problems
        #expect(problems.count == ConfigurationFile.problemLimit + 1)
        #expect(problems.last?.description == "\(file): 480 more unknown or bad keys; each keeps its default")
    }

    @Test func filesAreReadBoundedAndAMissingOneIsNoProblem() throws {
        let folder = try Fixtures.scratchFolder()
        #expect(ConfigurationFile.load(folder + "/missing.toml", home: nil) == ConfigurationFile.Reading())
        let big = folder + "/big.toml"
        try Fixtures.write(String(repeating: "# padding\n", count: 7000), to: big)
        #expect(
            ConfigurationFile.load(big, home: nil).problems.first?.description.contains(
                "is larger than 65536 bytes; using every default") == true)
        let binary = folder + "/binary.toml"
        try Fixtures.write(Data([0x72, 0x6F, 0x77, 0x73, 0xFF, 0xFE]), to: binary)
        #expect(
            ConfigurationFile.load(binary, home: nil).problems.first?.reason == "is not UTF-8 text; using every default"
        )
        #expect(mkfifo(folder + "/fifo.toml", 0o600) == 0)
        #expect(
            ConfigurationFile.load(folder + "/fifo.toml", home: nil).problems.first?.reason
                == "not a regular file; using every default")
        #expect(ConfigurationFile.load(folder, home: nil).problems.count == 1)
        let good = folder + "/config.toml"
        try Fixtures.write("rows = 5\npacks = [\"packs\"]\n", to: good)
        let reading = ConfigurationFile.load(good, home: nil)
        #expect(reading.problems == [])
        #expect(reading.configuration.rows == 5)
        #expect(reading.configuration.packFolders == [folder + "/packs"])
    }

    @Test func theUserFileFollowsXDG() {
        #expect(
            ConfigurationFile.userPath(["XDG_CONFIG_HOME": "/c", "HOME": "/h"]) == "/c/emotion-keyboard/config.toml")
        #expect(
            ConfigurationFile.userPath(["XDG_CONFIG_HOME": "relative", "HOME": "/h"])
                == "/h/.config/emotion-keyboard/config.toml")
        #expect(ConfigurationFile.userPath(["HOME": "/h"]) == "/h/.config/emotion-keyboard/config.toml")
        #expect(
            ConfigurationFile.userPath([:])
                == DataLocations.passwdHome().map { $0 + "/.config/emotion-keyboard/config.toml" },
            "without HOME the passwd home, as for every XDG folder")
    }
}
