import KeyboardTestSupport
import Testing

@testable import KeyboardFormats
@testable import KeyboardModel
@testable import KeyboardStorage

@Suite("TOML parser: hostile input")
struct TOMLParserHostileInputTests {
    func read(_ text: String) -> ConfigurationFile.Reading {
        ConfigurationFile.parse(text, file: "/c/config.toml", home: nil)
    }

    /// toml++ 3.4 (the parser before this one) aborted the process on these, found by fuzzing: each is one line.
    @Test func inputThatAbortedTheFormerParserIsOneProblemLine() {
        let aborting = [
            "[[[", "[=]", "[ /", "[{5", "[\u{1b}5", "[# comment", "\u{FEFF}[[[", "\u{FEFF}[[=5", "rows = 3\n  [[ [",
            "packs = [}", "packs = [1, }]", "a = [\n  # comment\n  }", "a = {b = [ }",
            "d = 1979-06-27Thhhh07:3=0=z", "d=1979-06-27tx:00", "a = [1979-05-27T:00]", "t = {d = 1979-05-27Tz:1-}"
        ]
        for text in aborting {
            let reading = read(text)
            #expect(reading.problems.count == 1, "\(text)")
            #expect(
                reading.problems.first?.reason.hasPrefix("is not a TOML file (line ") == true,
                "\(text): \(reading.problems)")
        }
        TOMLCheck.refuses("rows = 3\n\n[[ =", line: 3, column: 4, saying: "expected a key")
        TOMLCheck.refuses("a = [\n1,\n}", line: 3, column: 1, saying: "expected a value")
        TOMLCheck.refuses("\n\nd = 1979-06-27Tx", line: 3, column: 16, saying: "2 digits for an hour")
        #expect(
            read("rows = 3\n\n[[ =").problems.map(\.reason) == [
                "is not a TOML file (line 3, column 4: \"expected a key\"); using every default"
            ])
    }

    @Test func validTOMLShapedLikeThoseParses() throws {
        let valid = [
            ConfigurationFile.defaultText,
            "a = [\n  [1, 2],\n  [{x = 1}],\n]\n[t]\n",
            "s = \"[=] [} ,}\"\n",
            "m = \"\"\"\n[[[\n[}\n\"\"\"\n",
            "q = \"\"\"a\"\"\"\"\"\n[t]\n",
            "l = '[=]'\nml = '''\n[[[\n'''\n",
            "[ \"quoted key\" ]\n[[ array ]]\n[[array]]\n",
            "e = \"\\\"[}\"\n",
            "x = { a = [ { b = 1 } ] }\n",
            "\u{FEFF}[t]\n",
            "d = 1979-05-27T07:32:00Z\ne = 1979-05-27 07:32:00\nf = 1979-05-27 # a date\ng = [1979-05-27, 07:32:00]\n",
            "1979-06-27Tx = \"a bare key that looks like a date\"\n"
        ]
        for text in valid {
            #expect(throws: Never.self, "\(text)") { try TOMLParser.parse(text) }
            #expect(
                read(text).problems.allSatisfy { !$0.reason.hasPrefix("is not a TOML file") },
                "\(text): \(read(text).problems)")
        }
        #expect(try TOMLParser.parse(valid[4]) == TOMLTable(["q": .string("a\"\""), "t": .table(TOMLTable())]))
        #expect(
            try TOMLParser.parse(valid[11]) == TOMLTable(["1979-06-27Tx": .string("a bare key that looks like a date")])
        )
    }

    @Test func nestingDeeperThanTheLimitIsOneErrorNotADeepRecursion() throws {
        let limit = TOMLParser.maximumDepth
        TOMLCheck.refuses(
            "x = [" + String(repeating: "[", count: 10_000), line: 1, column: 4 + limit + 1,
            saying: "nest deeper than \(limit) levels")
        TOMLCheck.refuses("x = " + String(repeating: "{a = ", count: 10_000), line: 1, saying: "nest deeper")
        TOMLCheck.refuses("x = " + String(repeating: "[{a = ", count: 5_000), line: 1, saying: "nest deeper")
        let deepest = "x = " + String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        var value = try TOMLParser.parse(deepest)["x"]
        var depth = 0
        while let array = value?.array {
            depth += 1
            value = array.first
        }
        #expect(depth == limit)
        TOMLCheck.refuses(
            "x = " + String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1), line: 1,
            saying: "nest deeper")
        // Dotted keys and headers nest tables too: 64 parts are 63 tables with the value in the last.
        let parts = (1...limit).map { "k\($0)" }
        #expect(throws: Never.self) { try TOMLParser.parse(parts.joined(separator: ".") + " = 1") }
        TOMLCheck.refuses((parts + ["k"]).joined(separator: ".") + " = {}", line: 1, saying: "nest deeper")
        TOMLCheck.refuses("[" + (parts + ["k"]).joined(separator: ".") + "]", line: 1, saying: "tables nest deeper")
        TOMLCheck.refuses(String(repeating: "a.", count: 30_000) + "a = 1", line: 1, saying: "tables nest deeper")
        // An element of an array of tables is two levels under its table: [[k1.(...).k63]] is 64 deep.
        #expect(throws: Never.self) { try TOMLParser.parse("[[" + parts.dropLast().joined(separator: ".") + "]]") }
        TOMLCheck.refuses("a = 1\n[[" + parts.joined(separator: ".") + "]]", line: 2, saying: "tables nest deeper")
        let reading = read("x = [" + String(repeating: "[", count: 10_000))
        #expect(
            reading.problems.map(\.reason) == [
                "is not a TOML file (line 1, column 69: \"arrays and tables nest deeper than 64 levels\"); using every default"
            ])
    }

    /// Every path is linear: thousands of keys, elements of an array of tables and long dotted keys read whole (the
    /// time is the benchmarks' to measure; this checks the result).
    @Test func longDocumentsOfManyKeysReadWhole() throws {
        let count = 5_000
        let keys = try TOMLParser.parse((0..<count).map { "key\($0) = \($0)" }.joined(separator: "\n"))
        #expect(keys.keys == (0..<count).map { "key\($0)" })
        #expect((0..<count).allSatisfy { keys["key\($0)"] == .integer($0) })
        let elements = try TOMLParser.parse(
            (0..<count).map { "[[a]]\nn = \($0)\n[a.b]\nm = \($0)" }.joined(separator: "\n"))
        let array = elements["a"]?.array ?? []
        #expect(array.count == count)
        #expect(
            array.enumerated().allSatisfy { index, element in
                element == .table(TOMLTable(["n": .integer(index), "b": .table(TOMLTable(["m": .integer(index)]))]))
            })
        let prefix = (1...60).map { "p\($0)" }.joined(separator: ".")
        let dotted = try TOMLParser.parse((0..<1_000).map { "\(prefix).k\($0) = \($0)" }.joined(separator: "\n"))
        var table = dotted
        for index in 1...60 { table = table["p\(index)"]?.table ?? TOMLTable() }
        #expect(table.keys == (0..<1_000).map { "k\($0)" })
        let long = String(repeating: "x", count: 60_000)
        #expect(try TOMLParser.parse("\"\(long)\" = '\(long)'") == TOMLTable([long: .string(long)]))
    }

    @Test func textThatIsNotUTF8IsRefusedWhereItStops() throws {
        for (bytes, column) in [
            ([0x61, 0x20, 0x3D, 0x20, 0x22, 0xC3, 0xA9, 0xFF, 0x22] as [UInt8], 7), ([0x23, 0xC0, 0xAF], 2),
            ([0x23, 0xED, 0xA0, 0x80], 2), ([0x23, 0xF4, 0x90, 0x80, 0x80], 2), ([0x61, 0xE2, 0x82], 2)
        ] {
            #expect(
                throws: TOMLParseError(line: 1, column: column, reason: .invalid("the text is not UTF-8")), "\(bytes)"
            ) {
                try TOMLParser.parse(utf8: bytes)
            }
        }
        #expect(try TOMLParser.parse(utf8: Array("a = \"é\"".utf8)) == TOMLTable(["a": .string("é")]))
    }

    @Test func lineBreaksAreLFOrCRLFAndControlCharactersAreRefusedInComments() throws {
        #expect(
            try TOMLParser.parse("a = 1\r\nb = 2\r\n# c\r\n[t]\r\nc = [\r\n3\r\n]\r\n")
                == TOMLTable([
                    "a": .integer(1), "b": .integer(2), "t": .table(TOMLTable(["c": .array([.integer(3)])]))
                ]))
        TOMLCheck.refuses("a = 1\rb = 2\n", line: 1, column: 6, saying: "carriage return")
        TOMLCheck.refuses("a = 1\n# x\ry\n", line: 2, column: 4, saying: "control character")
        TOMLCheck.refuses("\r", line: 1, saying: "carriage return")
        TOMLCheck.refuses("a = [1,\r2]", line: 1, saying: "carriage return")
        for scalar in (0x00...0x1F).filter({ $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) + [0x7F] {
            let character = String(Character(Unicode.Scalar(UInt8(scalar))))
            TOMLCheck.refuses("a = 1\n  # bad \(character) here\n", line: 2, column: 9, saying: "control character")
            TOMLCheck.refuses("a = 1\(character)", line: 1)
        }
        #expect(
            try TOMLParser.parse("# tab\there, \u{80}\u{9F}\u{FEFF} and é\na = 1 #\t") == TOMLTable(["a": .integer(1)]))
        TOMLCheck.refuses("a = 1\n\u{FEFF}b = 2\n", line: 2, column: 1, saying: "expected a key")
    }

    /// TOML allows U+0000 as an escape; a reader whose values become C strings asks for it to be refused, where it is.
    @Test func anEscapedNULIsRefusedOnlyWhenAsked() throws {
        let text = "a = 1\nk = \"x\\u0000y\"\n"
        #expect(try TOMLParser.parse(text)["k"] == .string("x\u{0}y"))
        #expect(throws: TOMLParseError(line: 2, column: 7, reason: .heldNUL)) {
            try TOMLParser.parse(text, refusingNUL: true)
        }
        #expect(throws: TOMLParseError(line: 1, column: 3, reason: .heldNUL)) {
            try TOMLParser.parse("[\"\\U00000000\"]", refusingNUL: true)
        }
        #expect(
            try TOMLParser.parse("k = '\\u0000'\n# \\u0000\n", refusingNUL: true)
                == TOMLTable(["k": .string("\\u0000")]))
    }

    @Test func columnsCountCharactersFromTheLineStart() {
        TOMLCheck.refuses("\u{FEFF}= 1", line: 1, column: 1)
        TOMLCheck.refuses("a = \"é\u{1}\"", line: 1, column: 7)
        TOMLCheck.refuses("x = 1\ny = '😀' 2", line: 2, column: 9)
    }

    /// Random byte strings of TOML's significant characters: every one is parsed or refused with a place, nothing traps.
    @Test func randomTextIsParsedOrRefusedWithAPlace() {
        let alphabet = Array("[]{}=,.\"'#\n\r\t +-_:0123456789abefilnrstuxzETZ\\é".utf8)
        var random = SeededGenerator(state: 7)
        var refused = 0
        for _ in 0..<3_000 {
            let bytes = (0..<(1 + Int.random(in: 0..<40, using: &random))).map { _ in
                alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
            }
            do {
                _ = try TOMLParser.parse(utf8: bytes)
            } catch {
                refused += 1
                #expect(error.line >= 1 && error.column >= 1)
                #expect(error.line <= 1 + bytes.count { $0 == 0x0A })
            }
        }
        #expect(refused > 0)
    }
}

@Suite("Settings file under mutation")
struct ConfigurationMutationTests {
    /// A thousand edits of the default file with TOML's significant characters: the reader always returns (the
    /// parser never aborts), with at most `problemLimit + 1` problems of one line each.
    @Test func randomEditsOfTheDefaultFileNeverStopTheReader() {
        let base = Array(ConfigurationFile.defaultText.utf8)
        let alphabet = Array("[]{}=,\"'#\n .Tt-:+0123456789azZ_\\\u{7f}".utf8)
        var random = SeededGenerator(state: 42)
        for round in 0..<1000 {
            var bytes = base
            for _ in 0..<(1 + Int.random(in: 0..<4, using: &random)) {
                let position = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes.insert(alphabet[Int.random(in: 0..<alphabet.count, using: &random)], at: position)
                case 1: bytes.remove(at: position)
                default: bytes[position] = alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
                }
            }
            let reading = ConfigurationFile.parse(
                String(decoding: bytes, as: UTF8.self), file: "/c/config.toml", home: "/h")
            #expect(reading.problems.count <= ConfigurationFile.problemLimit + 1, "round \(round)")
            #expect(reading.problems.allSatisfy { !$0.description.contains("\n") }, "round \(round)")
        }
    }
}
