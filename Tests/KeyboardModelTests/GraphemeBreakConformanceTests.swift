import KeyboardTestSupport
import Testing

@testable import KeyboardModel

@Suite("GraphemeBreakTest.txt conformance")
struct GraphemeBreakConformanceTests {
    struct Case: CustomStringConvertible {
        let hex: String
        let segments: [String]
        var text: String { segments.joined() }
        var description: String { hex }
    }

    /// The one line Swift 6.3's runtime segments differently from Unicode 15.0: a non-emoji pictograph joined by ZWJ.
    static let knownSwiftDivergence = "2701 200D 2701"

    static let cases: [Case] = {
        guard let text = try? Fixtures.text(Fixtures.unicodeData + "/auxiliary/GraphemeBreakTest.txt") else {
            return []
        }
        return text.split(separator: "\n").compactMap { line -> Case? in
            guard line.first == "÷" else { return nil }
            let rule = line.prefix { $0 != "#" }
            var segments: [String] = []
            var current = ""
            var points: [String] = []
            for token in rule.split(whereSeparator: \.isWhitespace) {
                switch token {
                case "÷":
                    if !current.isEmpty {
                        segments.append(current)
                        current = ""
                    }
                case "×":
                    break
                default:
                    guard let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) else { continue }
                    current.unicodeScalars.append(scalar)
                    points.append(String(token))
                }
            }
            if !current.isEmpty { segments.append(current) }
            return Case(hex: points.joined(separator: " "), segments: segments)
        }
    }()

    @Test(.enabled(if: !cases.isEmpty, "needs unicode-data"))
    func swiftDisagreesOnlyOnTheKnownLine() {
        let disagreeing = Self.cases.filter { $0.text.map(String.init) != $0.segments }.map(\.hex)
        #expect(Self.cases.count == 602)
        #expect(disagreeing == [Self.knownSwiftDivergence])
    }

    @Test(.enabled(if: !cases.isEmpty, "needs unicode-data"))
    func cursorAndDeleteFollowEveryBreak() {
        for line in Self.cases {
            let expected = line.hex == Self.knownSwiftDivergence ? line.text.map(String.init) : line.segments
            var imported = TextBuffer()
            imported.importPlainText(line.text, codec: StickerCodec(codes: []))
            #expect(imported.atoms.map(\.plainText) == expected, "import: \(line)")

            var typed = TextBuffer()
            for scalar in line.text.unicodeScalars { typed.insert(text: String(scalar)) }
            #expect(typed.atoms.map(\.plainText) == expected, "typed scalar by scalar: \(line)")
            typed.checkInvariants()

            var cursor = TextBuffer()
            cursor.importPlainText(line.text, codec: StickerCodec(codes: []))
            cursor.move(.bufferStart)
            var stops = [0]
            while cursor.cursor < cursor.count {
                cursor.move(.right)
                stops.append(cursor.plainText(in: 0..<cursor.cursor).unicodeScalars.count)
            }
            let breaks = expected.reduce(into: [0]) { $0.append($0.last! + $1.unicodeScalars.count) }
            #expect(stops == breaks, "cursor stops: \(line)")

            var deleting = imported
            for count in stride(from: expected.count - 1, through: 0, by: -1) {
                deleting.deleteBackward()
                #expect(deleting.plainText == expected.prefix(count).joined(), "delete: \(line)")
            }
        }
        withKnownIssue(
            "Swift 6.3 keeps U+2701 ZWJ U+2701 as one grapheme; Unicode 15.0 breaks before the second U+2701"
        ) {
            let line = Self.cases.first { $0.hex == Self.knownSwiftDivergence }
            var buffer = TextBuffer()
            buffer.importPlainText(line?.text ?? "", codec: StickerCodec(codes: []))
            #expect(buffer.atoms.map(\.plainText) == line?.segments)
        }
    }
}
