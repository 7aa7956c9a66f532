import FoundationEssentials
import Testing

@testable import KeyboardFormats
@testable import KeyboardModel

@Suite("JSON values")
struct JSONValueTests {
    func parse(_ text: String) -> JSONValue? { try? JSONValue.parse(Data(text.utf8)) }

    @Test func readsEveryKindOfValue() throws {
        let value = try JSONValue.parse(
            Data(#" { "a": [1, -2.5e3, true, false, null], "b": {"c": "d"}, "e": [] , "f": {} } "#.utf8))
        #expect(
            value
                == .object([
                    "a": .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null]),
                    "b": .object(["c": .string("d")]), "e": .array([]), "f": .object([:])
                ]))
        #expect(parse("\"only a string\"") == .string("only a string"))
        #expect(parse(" 0 ") == .number("0"))
    }

    @Test func decodesEscapesAndSurrogatePairs() {
        #expect(parse(#""\"\\\/\b\f\n\r\t""#) == .string("\"\\/\u{8}\u{C}\n\r\t"))
        #expect(parse(#""\u00e9\u4e2d\ud83d\ude00""#) == .string("é中😀"))
        #expect(parse(#""raw é 中 😀""#) == .string("raw é 中 😀"))
        #expect(parse(#""\ud83d""#) == nil, "a lone high surrogate")
        #expect(parse(#""\ude00""#) == nil, "a lone low surrogate")
        #expect(parse(#""\ud83d\u0041""#) == nil, "a high surrogate before a scalar that is not a low one")
        #expect(parse(#""\x41""#) == nil)
        #expect(parse(#""\u12g4""#) == nil)
        #expect(parse(#""\u+123""#) == nil)
    }

    @Test func refusesWhatIsNotJSON() {
        for text in [
            "", " ", "{", "}", "[,]", "{,}", "[1,,]", "[,1]", "{\"a\" 1}", "{a:1}", "01", "1.", ".5", "-", "1e", "+1",
            "tru", "nul", "True", "[1] 2", "\"open", "'single'", "[1,,2]", "{\"a\":1 \"b\":2}", "NaN", "Infinity"
        ] {
            #expect(parse(text) == nil, "\(text) is not JSON")
        }
        #expect(parse("\"tab\there\"") == nil, "a raw control character in a string")
        #expect((try? JSONValue.parse(Data([0x22, 0xFF, 0x22]))) == nil, "invalid UTF-8 in a string")
        #expect((try? JSONValue.parse(Data([0x5B, 0x00, 0x5D]))) == nil)
    }

    @Test func nestsNoDeeperThanTheLimit() throws {
        let deep = String(repeating: "[", count: 32) + String(repeating: "]", count: 32)
        #expect(parse(deep) != nil)
        #expect(parse("[" + deep + "]") == nil)
        #expect(throws: JSONValue.Malformed.self) {
            try JSONValue.parse(Data((String(repeating: "{\"a\":", count: 100_000)).utf8))
        }
        #expect((try? JSONValue.parse(Data("[[1]]".utf8), depthLimit: 1)) == nil)
    }

    /// As Foundation's JSONDecoder reads them: the first of a repeated key, a comma before a closing bracket, a byte
    /// order mark.
    @Test func readsLikeJSONDecoderWhereJSONIsLoose() {
        #expect(parse(#"{"a": 1, "a": 2}"#)?.object?["a"] == .number("1"))
        #expect(parse("[1, 2 ,]") == .array([.number("1"), .number("2")]))
        #expect(parse(#"{"a": [], }"#) == .object(["a": .array([])]))
        #expect(parse("\u{FEFF}[true]") == .array([.bool(true)]))
        #expect(parse("[true]\u{FEFF}") == nil)
    }

    @Test func integersAreWholeNumbersInRange() {
        #expect(parse("12")?.integer == 12)
        #expect(parse("-0")?.integer == 0)
        #expect(parse("1.0")?.integer == 1)
        #expect(parse("1.2e1")?.integer == 12)
        #expect(parse("1.5")?.integer == nil)
        #expect(parse("9223372036854775807")?.integer == Int.max)
        #expect(parse("9223372036854775808")?.integer == nil)
        #expect(parse("9223372036854775808.0")?.integer == nil)
        #expect(parse("-9223372036854775808.0")?.integer == Int.min)
        #expect(parse("-9223372036854775808")?.integer == Int.min)
        #expect(parse("1e19")?.integer == nil)
        #expect(parse("1e400")?.integer == nil)
        #expect(parse("\"12\"")?.integer == nil)
    }

    @Test func typedReadersRefuseMixedContent() {
        #expect(parse(#"["a", "b"]"#)?.strings == ["a", "b"])
        #expect(parse(#"["a", 1]"#)?.strings == nil)
        #expect(parse(#"{"a": "b"}"#)?.stringsByKey == ["a": "b"])
        #expect(parse(#"{"a": null}"#)?.stringsByKey == nil)
    }

    /// Whatever Foundation's encoder writes reads back as the same values.
    @Test func readsWhatJSONEncoderWrites() throws {
        struct Sample: Encodable {
            let texts: [String]
            let numbers: [Int]
            let table: [String: String]
        }
        let texts = [
            "", "plain", "quote \" and backslash \\", "slash /", "\u{1}\u{1F}\u{7F}", "é中😀👋🏽", "line\nbreak\ttab",
            "\u{FEFF}"
        ]
        let sample = Sample(texts: texts, numbers: [0, -1, Int.max, Int.min], table: ["😀": "👋🏽", "k": "v"])
        let value = try JSONValue.parse(try JSONEncoder().encode(sample))
        #expect(value.object?["texts"]?.strings == texts)
        #expect(value.object?["numbers"]?.array?.map(\.integer) == [0, -1, Int.max, Int.min])
        #expect(value.object?["table"]?.stringsByKey == ["😀": "👋🏽", "k": "v"])
    }
}
