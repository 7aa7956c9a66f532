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
                        "packs = [}", "packs = [1, }]", "a = [\n  # comment\n  }", "a = {b = [ }"]
        for text in aborting {
            let reading = read(text)
            #expect(reading.problems.count == 1, "\(text)")
            #expect(reading.problems.first?.reason.hasPrefix("is not a TOML file (line ") == true, "\(text): \(reading.problems)")
            #expect(TOMLPreflight.problem(in: text) != nil, "\(text)")
        }
        #expect(TOMLPreflight.problem(in: "rows = 3\n\n[[ =") == "line 3: a table header must start with a key")
        #expect(TOMLPreflight.problem(in: "a = [\n1,\n}") == "line 2: '}' where a value should be")
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
        ]
        for text in valid {
            #expect(TOMLPreflight.problem(in: text) == nil, "\(text)")
            #expect(read(text).problems.allSatisfy { !$0.reason.hasPrefix("is not a TOML file") }, "\(text): \(read(text).problems)")
        }
    }
}
