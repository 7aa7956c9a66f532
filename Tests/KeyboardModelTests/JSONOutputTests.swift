import FoundationEssentials
import Testing

@testable import KeyboardFormats
@testable import KeyboardModel

/// The JSON writer of the window's layout: compact, members in order, every string escaped as JSON requires.
@Suite("JSON output")
struct JSONOutputTests {
    @Test func writesEveryKindOfValueCompactlyInOrder() {
        let value = JSONOutput.object([
            ("z", .array([.int(-3), .int(0), .bool(true), .bool(false), .null])),
            ("a", .string("x")), ("empty", .object([])), ("none", .array([]))
        ])
        #expect(value.text == #"{"z":[-3,0,true,false,null],"a":"x","empty":{},"none":[]}"#)
    }

    @Test func writesRectanglesByName() {
        #expect(JSONOutput(Rect(x: -1, y: 2, width: 30, height: 40)).text == #"{"x":-1,"y":2,"width":30,"height":40}"#)
        #expect(JSONOutput(Rect?.none).text == "null")
    }

    @Test(arguments: [
        ("quote \" and backslash \\", #""quote \" and backslash \\""#),
        ("line\nfeed\rtab\t", #""line\nfeed\rtab\t""#),
        ("bell \u{7} nul \u{0} escape \u{1B}", #""bell \u0007 nul \u0000 escape \u001b""#),
        ("delete \u{7F} and C1 \u{85}", #""delete \u007f and C1 \u0085""#),
        ("right-to-left \u{202E}override", #""right-to-left \u202eoverride""#),
        ("é 中 😀 👨‍👩‍👧 /", "\"é 中 😀 👨‍👩‍👧 /\"")
    ])
    func escapesStringsAsJSONRequires(text: String, written: String) throws {
        #expect(JSONOutput.string(text).text == written)
        // A JSON reader gets the very text back.
        #expect(try JSONValue.parse(Data(written.utf8)) == .string(text))
    }

    @Test func escapesKeysToo() throws {
        let text = JSONOutput.object([("a\"b\n\u{202E}", .int(1))]).text
        #expect(text == #"{"a\"b\n\u202e":1}"#)
        #expect(try JSONValue.parse(Data(text.utf8)) == .object(["a\"b\n\u{202E}": .number("1")]))
    }

    @Test func everyHostileStringReadsBackExactly() throws {
        // Every scalar below U+0100, the format characters and separators, a tag sequence and a lone tag.
        var texts = (0..<0x100).map { String(Character(Unicode.Scalar($0)!)) }
        texts += [
            "\u{200B}\u{200E}\u{2028}\u{2029}\u{2066}\u{FEFF}", "a\u{E0041}",
            "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
        ]
        let text = JSONOutput.array(texts.map(JSONOutput.string)).text
        #expect(text.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) })
        #expect(try JSONValue.parse(Data(text.utf8)).strings == texts)
    }
}
