import Testing

@testable import KeyboardModel
@testable import KeyboardStorage

/// Every key against every kind of TOML value and the bad values of its own kind: each refusal is one line naming the
/// file and the key, and leaves every setting at its default.
@Suite("Settings file: every kind of bad value")
struct ConfigurationBadValueTests {
    let file = "/home/u/.config/emotion-keyboard/config.toml"

    /// A TOML literal of each kind the parser tells apart, with what the refusal calls it.
    static let kinds: [(literal: String, called: String)] = [
        ("7", "an integer"), ("0.75", "a number"), ("\"x\"", "a string"), ("true", "true or false"),
        ("1979-05-27", "a date or time"),
        ("[1, 2]", "an array"), ("{ a = 1 }", "a table")
    ]

    /// The kinds each key takes; every other kind must be refused.
    static let accepted: [String: Set<String>] = [
        "scale": ["an integer", "a number"], "theme": [], "language": [], "skin-tone": [], "mode": [], "delivery": [],
        "dock": [], "motion": [], "layer": [], "click-sound": ["true or false"], "demo-pack": ["true or false"],
        "emoji-font": ["a string"], "text-fonts": ["an array"],
        "packs": ["an array"], "paste-keys": ["an array"]
    ]
    /// Keys that take one of some names: a string of another name is refused by its value.
    static let named: Set<String> = ["theme", "language", "skin-tone", "mode", "delivery", "layer", "dock", "motion"]

    func document(_ key: String, _ literal: String) -> String {
        let parts = key.split(separator: ".")
        let name = String(parts.last ?? "")
        return parts.count == 1
            ? "\(name) = \(literal)\n" : "[\(parts.dropLast().joined(separator: "."))]\n\(name) = \(literal)\n"
    }

    func expectRefused(
        _ key: String, _ literal: String, saying reason: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let reading = ConfigurationFile.parse(document(key, literal), file: file, home: "/home/u")
        #expect(reading.configuration == Configuration(), "\(key) = \(literal)", sourceLocation: sourceLocation)
        #expect(reading.problems.count == 1, "\(key) = \(literal): \(reading.problems)", sourceLocation: sourceLocation)
        guard let line = reading.problems.first?.description else { return }
        #expect(line.hasPrefix("\(file): \(key): "), "\(line)", sourceLocation: sourceLocation)
        #expect(line.contains(reason), "\(line)", sourceLocation: sourceLocation)
        #expect(!line.contains("\n"), sourceLocation: sourceLocation)
    }

    @Test func everyKeyRefusesTheKindsItDoesNotTake() {
        for setting in Configuration.settings {
            let takes = Self.accepted[setting.key] ?? (setting.key.hasPrefix("colors.") ? [] : ["an integer"])
            for (literal, called) in Self.kinds where !takes.contains(called) {
                // Strings are refused by value where a key takes names or colours (theme = "x": "x" is not light, ...).
                let byValue =
                    called == "a string" && (Self.named.contains(setting.key) || setting.key.hasPrefix("colors."))
                expectRefused(setting.key, literal, saying: byValue ? "\"x\" is not" : "got \(called)")
            }
        }
    }

    @Test func eachKindRefusesItsOwnBadValues() {
        for (key, literal, reason) in [
            (
                "skin-tone", "\"purple\"",
                "\"purple\" is not none, light, medium-light, medium, medium-dark or dark; using \"none\""
            ),
            ("mode", "\"sideways\"", "is not compose or direct"),
            ("delivery", "\"pigeon\"", "is not type, paste, clipboard or print"),
            ("dock", "\"left\"", "\"left\" is not none, top or bottom; using \"none\""),
            ("theme", "\"\"", "\"\" is not light, dark or system"),
            ("language", "\"\"", "is not a locale"),
            ("language", "\"de_DE.UTF-8@euro!!\"", "is not a locale"),
            ("scale", "0.49", "is not from 0.5 to 4.0"),
            ("scale", "4.01", "is not from 0.5 to 4.0"),
            ("emoji-font", "\"\"", "1 to 100 characters"),
            ("emoji-font", "\"\(String(repeating: "x", count: 101))\"", "1 to 100 characters"),
            ("emoji-font", "\"Noto\\u0007\"", "cannot contain control characters"),
            (
                "text-fonts", "[\(Array(repeating: "\"A\"", count: 9).joined(separator: ", "))]",
                "1 to 8 font family names"
            ),
            ("text-fonts", "[\"DejaVu Sans\", 3]", "expected font family names, got an integer"),
            ("text-fonts", "[\"Sans,Serif\"]", "cannot contain"),
            ("packs", "[\(Array(repeating: "\"/p\"", count: 33).joined(separator: ", "))]", "up to 32 folder names"),
            ("packs", "[\"\"]", "is not a folder name"),
            ("packs", "[\"/a\\nb\"]", "is not a folder name"),
            ("packs", "[\(Array(repeating: "\"/p\"", count: 65).joined(separator: ", "))]", "more than 64 items"),
            ("colors.dark.send", "\"#GGGGGG\"", "is not a colour"),
            ("colors.light.text", "\"#1234567\"", "is not a colour")
        ] {
            expectRefused(key, literal, saying: reason)
        }
    }

    /// Setting values become C strings (folder paths, font names): `"/a\u0000/b"` would be used as the folder /a,
    /// another value than the file's. Such a file is refused as a whole.
    @Test func aStringHoldingAnEscapedNULIsRefusedNotCutShort() {
        for text in [
            "[colors.light]\ntext = \"#12345678\\u0000\"\n", "packs = [\"/a\\U00000000/b\"]\n", "\"k\\u0000\" = 1\n",
            "theme = \"\"\"\nlight\\u0000\"\"\"\n"
        ] {
            let reading = ConfigurationFile.parse(text, file: file, home: "/home/u")
            #expect(reading.configuration == Configuration(), "\(text)")
            #expect(
                reading.problems.map(\.description) == [
                    "\(file): is not a TOML file (line \(text.hasPrefix("[") ? 2 : text.hasPrefix("theme") ? 2 : 1): "
                        + "a string holds the character U+0000); using every default"
                ], "\(text)")
        }
        // Other escapes, \u0000 in a literal string or a comment, and \\u0000 (an escaped backslash) are fine.
        for text in [
            "theme = \"\\u0064ark\"\n", "# \\u0000\ntheme = 'dark'\n", "packs = ['/a\\u0000']\n",
            "packs = [\"/a\\\\u0000\"]\n"
        ] {
            #expect(ConfigurationFile.parse(text, file: file, home: "/home/u").problems == [], "\(text)")
        }
    }

    /// `paste-keys` read from the settings file: chords and typing by class, every entry checked.
    @Test func pasteKeysFromTheSettingsFileAreCheckedEntryByEntry() {
        let good = ConfigurationFile.parse(
            "paste-keys = [\"Foot=ctrl+shift+v\", \"XTerm=type\", \"My App=ctrl+y\"]\n", file: "/c.toml", home: nil)
        #expect(good.problems.isEmpty)
        #expect(
            good.configuration.pasteKeys == ["foot": .key(.controlShiftV), "xterm": .type, "my app": .key(.controlY)])
        for bad in [
            "[\"Foot\"]", "[\"Foot=alt+v\"]", "[\"=ctrl+v\"]", "[\" Foot=ctrl+v\"]", "[\"Fo\\u0007ot=ctrl+v\"]",
            "[\"a=type\", \"A=ctrl+v\"]", "\"Foot=type\"", "[1]"
        ] {
            let reading = ConfigurationFile.parse("paste-keys = \(bad)\n", file: "/c.toml", home: nil)
            #expect(reading.problems.count == 1 && reading.configuration.pasteKeys.isEmpty, "\(bad)")
        }
    }
}
