import Foundation
import FoundationEssentials
import Testing

@testable import KeyboardModel
@testable import KeyboardStorage

/// Issue 26, item 3: one rule for everything printed to a terminal, with the characters the issue found passing.
@Suite("Terminal text")
struct TerminalTextTests {
    /// Every character the issue saw reach a terminal raw: bidirectional controls, separators, zero-width and other
    /// format characters, a language tag, a musical format control.
    static let invisible: [Unicode.Scalar] = [
        0x202E, 0x2066, 0x2028, 0x2029, 0x200B, 0x200C, 0xFEFF, 0x0600, 0xFFF9, 0xFFFA, 0xFFFB, 0xE0001, 0x180E, 0x00AD,
        0x2060, 0x206A, 0x206B, 0x206C, 0x206D, 0x206E, 0x206F, 0x1D173, 0x061C, 0x200E, 0x0007, 0x009B,
        // Issue 35: the invisible fillers, letters and marks that show as nothing.
        0x034F, 0x115F, 0x1160, 0x3164, 0xFFA0, 0x17B4, 0x17B5
    ].map { Unicode.Scalar($0)! }

    /// Emoji sequences a user chooses, each with a joiner, tags, a variation selector, a keycap or a skin tone.
    static let emoji = ["👨‍👩‍👧", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "1️⃣", "#️⃣", "❤️", "👋🏽", "🏳️‍🌈", "🧑🏽‍💻", "👁️‍🗨️", "😀"]

    @Test(arguments: invisible)
    func everyInvisibleOrControlCharacterIsEscaped(scalar: Unicode.Scalar) throws {
        let text = "a" + String(scalar) + "b"
        let escaped = TerminalText.escaped(text)
        #expect(escaped == "a\\u{\(String(scalar.value, radix: 16, uppercase: true))}b")
        #expect(!TerminalText.isSafe(text))
        #expect(TerminalText.escaped(text, keepingLineBreaks: true) == escaped)
        let json = TerminalText.escapedJSON(String(decoding: try JSONEncoder().encode([text]), as: UTF8.self))
        #expect(json.unicodeScalars.allSatisfy { $0.isASCII || $0 == "a" }, "\(json)")
        let decoded = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
        #expect(decoded == [text], "valid JSON that reads back the same, surrogate pairs above U+FFFF")
        #expect(!TOMLText.quoted(text).unicodeScalars.contains(scalar))
        #expect(!TerminalText.jsonStringBody(text).unicodeScalars.contains(scalar))
    }

    @Test(arguments: emoji)
    func emojiSequencesTheUserChoseStayAsTheyAre(text: String) {
        #expect(TerminalText.escaped(text) == text)
        #expect(TerminalText.escapedJSON(#"["\#(text)"]"#) == #"["\#(text)"]"#)
        #expect(TOMLText.quoted(text) == "\"\(text)\"")
        #expect(RecentsFile.isStorable(text))
        #expect(StickerCode.isValid("[" + text + "]"))
    }

    @Test func joinersAndTagsOutsideAnEmojiSequenceAreEscaped() {
        #expect(TerminalText.escaped("a\u{200D}b") == "a\\u{200D}b")
        #expect(TerminalText.escaped("😀\u{200D}") == "😀\\u{200D}")
        #expect(TerminalText.escaped("a\u{E0041}") == "a\\u{E0041}")
        #expect(TerminalText.escaped("🏴\u{E0067}\u{E0062}") == "🏴\\u{E0067}\\u{E0062}", "tags without their cancel tag")
        #expect(TerminalText.escaped("\u{E007F}") == "\\u{E007F}")
    }

    @Test func aFilterKeepsLineBreaksAndTabsButNotABareCarriageReturn() {
        #expect(TerminalText.escaped("a\nb\r\nc\td", keepingLineBreaks: true) == "a\nb\r\nc\td")
        #expect(TerminalText.escaped("a\rb", keepingLineBreaks: true) == "a\\rb")
        #expect(TerminalText.escaped("a\nb") == "a\\nb")
    }

    @Test func tomlEscapesReadBackAsTheValue() {
        #expect(TOMLText.quoted("x\u{202E}y\u{1D173}\"\\") == #""x\u202Ey\U0001D173\"\\""#)
        #expect(TOMLText.printable("folder\u{2066}name") == #""folder\u2066name""#)
        #expect(TOMLText.printable("plain/folder") == "plain/folder")
    }

    /// Codes that look alike must be alike: separators, fillers and invisible characters are refused.
    @Test(arguments: [0x00A0, 0x3000, 0x2000, 0x1680, 0x3164, 0x115F, 0xE0041, 0x034F, 0x200B, 0x202E, 0x2028, 0x00AD])
    func stickerCodesHoldOnlyVisibleCharacters(value: UInt32) {
        let code = "[a" + String(Unicode.Scalar(value)!) + "b]"
        #expect(!StickerCode.isValid(code), "U+\(String(value, radix: 16))")
    }

    @Test func ordinaryCodesStayValid() {
        for code in ["[a b]", "[笑哭]", "[doge]", "[ok-1]", "[ㅋㅋ]", "[é]", "[e\u{301}]"] {
            #expect(StickerCode.isValid(code), "\(code)")
        }
    }

    /// `config` printed U+202E, U+2066 and U+2028 from settings values raw.
    @Test func configPrintsSettingsValuesEscapedAndTheyReadBack() throws {
        var configuration = Configuration()
        configuration.emojiFont = "Noto\u{202E}Color\u{2066}Emoji"
        configuration.packFolders = ["/packs/a\u{2028}b\u{1D173}"]
        let text = ConfigurationFile.text(of: configuration)
        #expect(!text.unicodeScalars.contains { [0x202E, 0x2066, 0x2028, 0x1D173].contains($0.value) })
        #expect(text.contains(#"emoji-font = "Noto\u202EColor\u2066Emoji""#), "\(text)")
        let reading = ConfigurationFile.parse(text, file: "/h/.config/emotion-keyboard/config.toml", home: "/h")
        #expect(reading.configuration.emojiFont == configuration.emojiFont)
        #expect(reading.configuration.packFolders == configuration.packFolders)
    }
}
