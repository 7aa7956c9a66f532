import KeyboardTestSupport
import Testing

@testable import KeyboardModel

@Suite("Plain-text codec")
struct StickerCodecTests {
    let codec = StickerCodec(codes: ["[笑哭]", "[开心]", "[ok]"])

    func render(_ text: String) -> String {
        let bytes = Array(text.utf8)
        return codec.segments(of: text).map { segment in
            switch segment {
            case .text(let range): "T(" + String(decoding: bytes[range], as: UTF8.self) + ")"
            case .code(let index, _): "S" + codec.codes[index]
            }
        }.joined()
    }

    @Test(arguments: [
        ("", ""),
        ("plain", "T(plain)"),
        ("[笑哭]", "S[笑哭]"),
        ("a[笑哭]b[开心]", "T(a)S[笑哭]T(b)S[开心]"),
        ("[未知][ok]", "T([未知])S[ok]"),
        ("[[笑哭]]", "T([)S[笑哭]T(])"),
        ("[a[ok]", "T([a)S[ok]"),
        ("[ok", "T([ok)"),
        ("ok]", "T(ok])"),
        ("[]", "T([])"),
        ("[o\nk][ok]", "T([o\nk])S[ok]"),
        ("[ok][ok]", "S[ok]S[ok]"),
        ("]][[[ok]]]", "T(]][[)S[ok]T(]])")
    ])
    func findsKnownCodesOnly(input: String, expected: String) {
        #expect(render(input) == expected)
    }

    @Test func longBracketRunsStayLiteralAndFinish() {
        let long = "[" + String(repeating: "x", count: 100_000) + "]" + String(repeating: "[", count: 100_000) + "[ok]"
        let segments = codec.segments(of: long)
        #expect(segments.count == 2)
        #expect(segments.last == .code(2, long.utf8.count - 4..<long.utf8.count))
    }

    @Test func codeLongerThanTheLimitIsNeverFound() {
        let longCode = "[" + String(repeating: "长", count: 30) + "]"
        let codec = StickerCodec(codes: [longCode])
        #expect(
            codec.segments(of: longCode) == [.code(0, 0..<longCode.utf8.count)],
            "codes up to the longest known are found")
    }

    @Test func noCodesMeansAllText() {
        #expect(StickerCodec(codes: []).segments(of: "[ok]") == [.text(0..<4)])
    }

    @Test func exportOfImportIsIdentity() {
        for text in [
            "", "[笑哭][笑哭]", "x[[开心]]\u{301}", "[ok]\u{301}e", "\u{600}[ok]", "🏳️‍🌈[未知]\r\n",
            String(repeating: "[", count: 70) + "ok]"
        ] {
            var buffer = TextBuffer()
            buffer.importPlainText(text, codec: codec)
            #expect(buffer.plainText == text)
            buffer.checkInvariants()
        }
    }
}

@Suite("Emoji name codes and legacy carrier emoji")
struct ConversionTests {
    @Test func emojiToChineseNameCodesAndBack() throws {
        let groups = try EmojiCatalog.parse(Fixtures.text(Fixtures.assets + "/emoji.tsv"))
        let names = EmojiNameCodes(emoji: groups.flatMap(\.allEmotions))
        #expect(names.encode("好😂!") == "好[笑哭了]!")
        #expect(names.decode("好[笑哭了]![不存在]") == "好😂![不存在]")
        #expect(names.encode("☺") == "☺", "the form without VS16 stays: it would come back as ☺️")
        #expect(names.decode(names.encode("👍🏽 ok")) == "👍🏽 ok")
    }

    @Test func emojiNamesNeverTakeAStickerCodeAndRoundTripEveryEmojiAndCode() throws {
        let catalog = try Fixtures.loadShippedCatalog()
        let stickerCodes = catalog.stickers.map(\.text)
        #expect(stickerCodes.contains("[微笑]"), "the shipped pack has the code ☺️'s name would make")
        let names = EmojiNameCodes(emoji: catalog.emoji, reserved: Set(stickerCodes))
        for code in stickerCodes {
            #expect(names.decode(code) == code, "sticker code \(code) read as an emoji")
            #expect(names.decode(names.encode(code)) == code)
        }
        #expect(names.encode("☺️") == "☺️", "its name is a sticker code: it stays an emoji")
        var codes: [String: String] = [:]
        for emoji in catalog.emoji.map(\.text) {
            let encoded = names.encode(emoji)
            #expect(names.decode(encoded) == emoji, "\(emoji) came back as \(names.decode(encoded))")
            #expect(!stickerCodes.contains(encoded))
            if encoded != emoji {
                #expect(codes.updateValue(emoji, forKey: encoded) == nil, "\(encoded) stands for two emoji")
            }
        }
        let everything = catalog.emoji.map(\.text).joined(separator: " ") + stickerCodes.joined()
        #expect(names.decode(names.encode(everything)) == everything)
        #expect(codes.count > 3000)
    }

    @Test func softBankPrivateUseBecomesUnicode() throws {
        let legacy = LegacyCarrierEmoji.parse(try Fixtures.text(Fixtures.assets + "/softbank.tsv"))
        #expect(legacy.normalize("\u{E001}\u{E415} ok \u{E6FF}") == "👦😄 ok \u{E6FF}")
        #expect(legacy.normalize("no emoji") == "no emoji")
    }

    /// Independent oracle: SoftBank's six pages follow its Shift-JIS codes, in cell order (the trail byte skips 0x7F).
    static func sjisToPrivateUse(_ sjis: Int) -> UInt32? {
        let pages: [(lead: Int, firstTrail: Int, pua: UInt32, count: Int)] = [
            (0xF9, 0x41, 0xE001, 0x5A), (0xF7, 0x41, 0xE101, 0x5A), (0xF7, 0xA1, 0xE201, 0x53),
            (0xF9, 0xA1, 0xE301, 0x4D), (0xFB, 0x41, 0xE401, 0x4C), (0xFB, 0xA1, 0xE501, 0x3E)
        ]
        let lead = sjis >> 8
        let trail = sjis & 0xFF
        for page in pages where page.lead == lead && trail >= page.firstTrail {
            let cell = trail - page.firstTrail - (page.firstTrail < 0x7F && trail > 0x7F ? 1 : 0)
            if cell < page.count { return page.pua + UInt32(cell) }
        }
        return nil
    }

    @Test(.enabled(if: Fixtures.hasUnicodeData, "needs unicode-data"))
    func everySoftBankCodeInEmojiSourcesMaps() throws {
        let legacy = LegacyCarrierEmoji.parse(try Fixtures.text(Fixtures.assets + "/softbank.tsv"))
        var checked = 0
        for line in try Fixtures.text(Fixtures.unicodeData + "/EmojiSources.txt").split(separator: "\n")
        where line.first != "#" {
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count == 4, let sjis = Int(fields[3], radix: 16) else { continue }
            let unicode = String(
                String.UnicodeScalarView(
                    fields[0].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }))
            let pua = try #require(Self.sjisToPrivateUse(sjis), "SoftBank \(fields[3]) outside the pages")
            #expect(legacy.normalize(String(Unicode.Scalar(pua)!)) == unicode, "U+\(String(pua, radix: 16))")
            checked += 1
        }
        #expect(checked == 469)
        #expect(legacy.table.count == 469)
    }
}

/// Issue 11: the codec's table keeps its codes end to end and grows as codes are added.
@Suite("Code table")
struct CodeTableTests {
    static func find(_ code: String, in table: CodeTable) -> Int? {
        var code = code
        return code.withUTF8 { table.lookup($0, 0..<$0.count) }
    }

    @Test func aTableGrownFromEmptyFindsEveryCodeAndTheFirstOfEqualOnes() {
        var table = CodeTable()
        let codes = (0..<1000).map { "[c\($0)]" }
        let added = codes.map { table.append($0) }
        #expect(!added.contains(false))
        let again = table.append("[c7]")
        #expect(!again, "a code it has is not added again")
        let forced = table.append("[c7]", unlessKnown: false)
        #expect(forced, "unless asked: then it takes the next index")
        #expect(table.count == 1001)
        #expect(
            codes.indices.filter { Self.find(codes[$0], in: table) != $0 }.isEmpty,
            "every code at its index, the first [c7]")
        #expect(Self.find("[c1000]", in: table) == nil && Self.find("[c1]x", in: table) == nil)
        let built = CodeTable(codes: ["[a]", "[b]", "[a]"])
        #expect(built.count == 3 && Self.find("[a]", in: built) == 0 && Self.find("[b]", in: built) == 1)
    }
}
