import Testing
@testable import KeyboardModel

@Suite("TOML preflight")
struct TOMLPreflightTests {
    func read(_ text: String) -> ConfigurationFile.Reading {
        ConfigurationFile.parse(text, file: "/c/config.toml", home: nil)
    }

    /// toml++ 3.4 aborts the process on an assertion for these (found by fuzzing); they must come back as one line.
    @Test func inputThatWouldAbortTheParserIsRefusedFirst() {
        let aborting = ["[[[", "[=]", "[ /", "[{5", "[\u{1b}5", "[# comment", "\u{FEFF}[[[", "\u{FEFF}[[=5", "rows = 3\n  [[ [",
                        "packs = [}", "packs = [1, }]", "a = [\n  # comment\n  }", "a = {b = [ }",
                        "d = 1979-06-27Thhhh07:3=0=z", "d=1979-06-27tx:00", "a = [1979-05-27T:00]", "t = {d = 1979-05-27Tz:1-}"]
        for text in aborting {
            let reading = read(text)
            #expect(reading.problems.count == 1, "\(text)")
            #expect(reading.problems.first?.reason.hasPrefix("is not a TOML file (line ") == true, "\(text): \(reading.problems)")
            #expect(TOMLPreflight.problem(in: text) != nil, "\(text)")
        }
        #expect(TOMLPreflight.problem(in: "rows = 3\n\n[[ =") == "line 3: a table header must start with a key")
        #expect(TOMLPreflight.problem(in: "a = [\n1,\n}") == "line 2: '}' where a value should be")
        #expect(TOMLPreflight.problem(in: "\n\nd = 1979-06-27Tx") == "line 3: a date and T without a time")
    }

    @Test func validTOMLPassesThePreflight() {
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
            "1979-06-27Tx = \"a bare key that looks like a date\"\n",
        ]
        for text in valid {
            #expect(TOMLPreflight.problem(in: text) == nil, "\(text)")
            #expect(read(text).problems.allSatisfy { !$0.reason.hasPrefix("is not a TOML file") }, "\(text): \(read(text).problems)")
        }
    }
}

@Suite("Settings file under mutation")
struct ConfigurationMutationTests {
    /// A small deterministic generator, so a failure names a reproducible mutant.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// A thousand edits of the default file with TOML's significant characters: the reader always returns (the
    /// parser never aborts), with at most `problemLimit + 1` problems of one line each.
    @Test func randomEditsOfTheDefaultFileNeverStopTheReader() {
        let base = Array(ConfigurationFile.defaultText.utf8)
        let alphabet = Array("[]{}=,\"'#\n .Tt-:+0123456789azZ_\\\u{7f}".utf8)
        var random = Generator(state: 42)
        for round in 0..<1000 {
            var bytes = base
            for _ in 0..<(1 + random.next(4)) {
                let position = random.next(bytes.count)
                switch random.next(3) {
                case 0: bytes.insert(alphabet[random.next(alphabet.count)], at: position)
                case 1: bytes.remove(at: position)
                default: bytes[position] = alphabet[random.next(alphabet.count)]
                }
            }
            let reading = ConfigurationFile.parse(String(decoding: bytes, as: UTF8.self), file: "/c/config.toml", home: "/h")
            #expect(reading.problems.count <= ConfigurationFile.problemLimit + 1, "round \(round)")
            #expect(reading.problems.allSatisfy { !$0.description.contains("\n") }, "round \(round)")
        }
    }
}
