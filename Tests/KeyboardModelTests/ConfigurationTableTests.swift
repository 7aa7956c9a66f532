import FoundationEssentials
import KeyboardTestSupport
import Testing

@testable import KeyboardModel

@Suite("Settings table")
struct ConfigurationTableTests {
    /// A value other than the default for every key, to change one setting at a time.
    static let otherValues: [String: SettingValue] = [
        "rows": .integer(4), "columns": .integer(8), "cell-size": .integer(40), "margin": .integer(0),
        "scale": .number(2),
        "theme": .string("dark"), "language": .string("de"), "skin-tone": .string("medium"), "mode": .string("direct"),
        "dock": .string("bottom"),
        "motion": .string("reduce"), "layer": .string("letters"), "click-sound": .boolean(true),
        "demo-pack": .boolean(false),
        "delivery": .string("print"), "recents": .integer(10), "packs": .list([.string("/p")]),
        "paste-keys": .list([.string("XTerm=type")]), "long-press-ms": .integer(700),
        "repeat-delay-ms": .integer(300), "repeat-interval-ms": .integer(50), "swipe-ms": .integer(200),
        "emoji-font": .string("Twemoji"), "text-fonts": .list([.string("Noto Sans")]),
        "glyph-cache-bytes": .integer(1 << 20)
    ]

    @Test func keysAreUniqueAndEveryPropertyHasOne() {
        let keys = Configuration.settings.map(\.key)
        #expect(Set(keys).count == keys.count)
        let covered = Set(
            Configuration.settings.map { setting in
                String(describing: setting.property).dropFirst("\\Configuration.".count).split(separator: ".").first
                    .map(String.init) ?? ""
            })
        let properties = Set(Mirror(reflecting: Configuration()).children.compactMap(\.label))
        #expect(covered == properties)
    }

    @Test func changingOneKeyChangesExactlyWhatItAffects() throws {
        let context = SettingContext(folder: "/", home: nil)
        for setting in Configuration.settings {
            var changed = Configuration()
            let value = Self.otherValues[setting.key] ?? .string("#123456")
            #expect(setting.store(value, in: &changed, context: context) == nil, "\(setting.key)")
            #expect(changed != Configuration(), "\(setting.key)")
            #expect(ConfigurationChange(from: Configuration(), to: changed) == setting.affects, "\(setting.key)")
            #expect(ConfigurationChange(from: changed, to: Configuration()) == setting.affects, "\(setting.key)")
        }
        #expect(ConfigurationChange(from: Configuration(), to: Configuration()) == [])
        var both = Configuration()
        both.rows = 5
        both.theme = .light
        #expect(ConfigurationChange(from: Configuration(), to: both) == [.layout, .theme])
    }

    @Test func everyKeyHasAValueOtherThanItsDefaultInTheseTests() {
        let keys = Set(Configuration.settings.map(\.key).filter { !$0.hasPrefix("colors.") })
        #expect(keys == Set(Self.otherValues.keys))
    }

    /// The README's settings table lists every key with the default `config --default` writes.
    @Test func theReadmeTableListsEveryKeyWithItsDefault() throws {
        let readme = try Fixtures.text(Fixtures.assets + "/../README.md")
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `") }
        func row(_ key: String) -> Substring? { rows.first { $0.hasPrefix("| `\(key)`") } }
        for setting in Configuration.settings where !setting.key.hasPrefix("colors.") {
            let line = try #require(row(setting.key), "README has no row for \(setting.key)")
            #expect(line.contains("`\(setting.defaultLiteral ?? "")`"), "\(line)")
        }
        for color in ThemeColorKey.allCases {
            #expect(
                rows.contains {
                    $0.contains("`colors.light.\(color.rawValue)`") && $0.contains("`colors.dark.\(color.rawValue)`")
                        && $0.contains("`\(Palette.light[color])` / `\(Palette.dark[color])`")
                }, "\(color)")
        }
    }

    @Test func theManualNamesEveryKey() throws {
        let manual = try Fixtures.text(Fixtures.assets + "/../docs/emotion-keyboard.1")
        let named = manual.split(separator: "\n").filter { $0.hasPrefix(".It Cm") }.joined(separator: " ")
        for setting in Configuration.settings where !setting.key.hasPrefix("colors.") {
            #expect(named.contains(" \(setting.key)"), "\(setting.key)")
        }
    }
}

@Suite("Command-line overrides")
struct ConfigurationOverridesTests {
    @Test func aFlagNotGivenLeavesTheFilesValue() throws {
        var file = Configuration()
        file.rows = 5
        file.theme = .dark
        var overrides = ConfigurationOverrides()
        overrides.columns = 9
        let merged = try overrides.applied(to: file)
        #expect(merged.rows == 5)
        #expect(merged.theme == .dark)
        #expect(merged.columns == 9)
        #expect(try ConfigurationOverrides().applied(to: file) == file)
    }

    @Test func hugeAndNonsenseValuesAreRefusedWithoutOverflow() throws {
        for value in [Int.max, Int.min, 0, 21] {
            var overrides = ConfigurationOverrides()
            overrides.rows = value
            #expect(throws: ConfigurationOverrides.Refusal(description: "--rows: \(value) is not from 1 to 20")) {
                try overrides.applied(to: Configuration())
            }
        }
        var scale = ConfigurationOverrides()
        scale.scale = .nan
        #expect(throws: ConfigurationOverrides.Refusal.self) { try scale.applied(to: Configuration()) }
        scale.scale = .infinity
        #expect(throws: ConfigurationOverrides.Refusal.self) { try scale.applied(to: Configuration()) }
        var language = ConfigurationOverrides()
        language.language = "auto"
        #expect(try language.applied(to: Configuration()).language == nil)
        language.language = "--"
        #expect(throws: ConfigurationOverrides.Refusal.self) { try language.applied(to: Configuration()) }
    }

    @Test func theGridIsCheckedWithTheFilesValues() {
        var file = Configuration()
        file.columns = 1
        var overrides = ConfigurationOverrides()
        overrides.rows = 1
        #expect(
            throws: ConfigurationOverrides.Refusal(
                description: "--rows, --columns: a 1 x 1 grid leaves no cell beside delete")
        ) {
            try overrides.applied(to: file)
        }
    }
}

@Suite("Display scale")
struct DisplayScaleTests {
    @Test func usableDPIValuesScale() {
        #expect(DisplayScale.fromXftDPI("96") == (1, nil))
        #expect(DisplayScale.fromXftDPI(" 192\t") == (2, nil))
        #expect(DisplayScale.fromXftDPI("144.0").scale == 1.5)
    }

    @Test func unusableValuesGiveOneAndOneLine() {
        for text in ["1e9", "inf", "-inf", "nan", "-96", "0", "", "abc", "30", "1e400", "9999999999999999999999"] {
            let (scale, problem) = DisplayScale.fromXftDPI(text)
            #expect(scale == 1, "\(text)")
            #expect(problem?.hasPrefix("X resource Xft.dpi is ") == true, "\(text)")
            #expect(problem?.hasSuffix("; using scale 1") == true, "\(text)")
        }
        #expect(DisplayScale.fromXftDPI("\u{1b}[2J").problem?.contains("\\u001B[2J") == true)
    }
}
