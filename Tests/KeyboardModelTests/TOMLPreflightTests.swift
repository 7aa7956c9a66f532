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
