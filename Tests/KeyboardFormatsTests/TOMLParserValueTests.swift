import KeyboardTestSupport
import Testing

@testable import KeyboardFormats
@testable import KeyboardModel

@Suite("TOML parser: values")
struct TOMLParserValueTests {
    @Test func basicStringsDecodeEveryEscape() {
        #expect(
            TOMLCheck.value(#""I'm a string. \"You can quote me\". Name\tJos\u00E9\nLocation\tSF.""#)
                == .string("I'm a string. \"You can quote me\". Name\tJos\u{E9}\nLocation\tSF."))
        #expect(TOMLCheck.value(#""\b\t\n\f\r\"\\""#) == .string("\u{8}\t\n\u{C}\r\"\\"))
        #expect(
            TOMLCheck.value(#""\u0041\u00e9\u20AC\U0001F600\U0010FFFF""#)
                == .string("A\u{E9}\u{20AC}\u{1F600}\u{10FFFF}"))
        #expect(TOMLCheck.value("\"tab\there, é and 😀 as written\"") == .string("tab\there, é and 😀 as written"))
        #expect(TOMLCheck.value(#""""#) == .string(""))
        #expect(TOMLCheck.value(#""\u0000""#) == .string("\u{0}"))
    }

    @Test func badBasicStringsAreRefused() {
        TOMLCheck.refusesValue(#""\x41""#, saying: "unknown escape")
        TOMLCheck.refusesValue(#""\ ""#, saying: "unknown escape")
        TOMLCheck.refusesValue(#""\e""#, saying: "unknown escape")
        TOMLCheck.refusesValue(#""\u00G1""#, saying: "4 hexadecimal digits")
        TOMLCheck.refusesValue(#""\u41""#, saying: "4 hexadecimal digits")
        TOMLCheck.refusesValue(#""\U0001F60""#, saying: "8 hexadecimal digits")
        TOMLCheck.refusesValue(#""\uD800""#, saying: "surrogate")
        TOMLCheck.refusesValue(#""\uDFFF""#, saying: "surrogate")
        TOMLCheck.refusesValue(#""\U00110000""#, saying: "above U+10FFFF")
        TOMLCheck.refusesValue(#""\UFFFFFFFF""#, saying: "above U+10FFFF")
        TOMLCheck.refusesValue("\"a\u{1}b\"", saying: "control character")
        TOMLCheck.refusesValue("\"a\u{7F}b\"", saying: "control character")
        TOMLCheck.refusesValue("\"a\u{1B}[2J\"", saying: "control character")
        TOMLCheck.refuses("v = \"no end\nw = 1\n", line: 1, column: 5, saying: "not closed")
        TOMLCheck.refuses("v = \"no end", line: 1, saying: "not closed")
        TOMLCheck.refuses("v = \"a\rb\"", line: 1, saying: "not closed")
    }

    @Test func multiLineBasicStringsTrimTheFirstLineBreakAndJoinBackslashedLines() {
        #expect(
            TOMLCheck.value("\"\"\"\nRoses are red\nViolets are blue\"\"\"")
                == .string("Roses are red\nViolets are blue"))
        #expect(TOMLCheck.value("\"\"\"\r\nOne\r\nTwo\"\"\"") == .string("One\nTwo"))
        #expect(TOMLCheck.value("\"\"\"\n\nafter a blank line\"\"\"") == .string("\nafter a blank line"))
        let fox = "The quick brown fox jumps over the lazy dog."
        #expect(
            TOMLCheck.value("\"\"\"\nThe quick brown \\\n\n\n  fox jumps over \\\n    the lazy dog.\"\"\"")
                == .string(fox))
        #expect(
            TOMLCheck.value(
                "\"\"\"\\\n       The quick brown \\\n       fox jumps over \\\n       the lazy dog.\\\n       \"\"\"")
                == .string(fox))
        #expect(TOMLCheck.value("\"\"\"a \\  \t\r\n  b\"\"\"") == .string("a b"))
        #expect(
            TOMLCheck.value(#""""Two quotes: "". Three: ""\". Fifteen: ""\"""\"""\"""\"""\".""""#)
                == .string(#"Two quotes: "". Three: """. Fifteen: """""""""""""""."#))
        #expect(
            TOMLCheck.value(#"""""This," she said, "is pointless."""""#)
                == .string(#""This," she said, "is pointless.""#))
        #expect(TOMLCheck.value(#""""a""""""#) == .string("a\"\""))
        #expect(TOMLCheck.value("\"\"\"tab\tand \\u00e9 and \\t\"\"\"") == .string("tab\tand \u{E9} and \t"))
        #expect(TOMLCheck.value("\"\"\"\"\"\"") == .string(""))
        #expect(TOMLCheck.value("\"\"\"\n\"\"\"") == .string(""))
    }

    @Test func badMultiLineBasicStringsAreRefused() {
        TOMLCheck.refuses("v = \"\"\"a\"\"\"\"\"\"\n", line: 1, saying: "three quotes")
        TOMLCheck.refuses("v = \"\"\"\nnever\nclosed\n", line: 1, saying: "not closed")
        TOMLCheck.refuses("v = \"\"\"\na\rb\"\"\"\n", line: 2, saying: "carriage return")
        TOMLCheck.refuses("v = \"\"\"\nok\nbad \u{1}\"\"\"\n", line: 3, saying: "control character")
        TOMLCheck.refuses("v = \"\"\"\nbackslash \\ then text\n\"\"\"\n", line: 2, saying: "unknown escape")
        TOMLCheck.refuses("v = \"\"\"\n\n\\q\"\"\"\n", line: 3, saying: "unknown escape")
    }

    @Test func literalStringsAreTakenAsWritten() {
        #expect(TOMLCheck.value(#"'C:\Users\nodejs\templates'"#) == .string(#"C:\Users\nodejs\templates"#))
        #expect(TOMLCheck.value(#"'<\i\c*\s*>'"#) == .string(#"<\i\c*\s*>"#))
        #expect(TOMLCheck.value(#"'Tom "Dubs" Preston-Werner'"#) == .string(#"Tom "Dubs" Preston-Werner"#))
        #expect(TOMLCheck.value("'tab\tok \\u0000'") == .string("tab\tok \\u0000"))
        #expect(TOMLCheck.value("''") == .string(""))
        #expect(TOMLCheck.value("'''I [dw]on't need \\d{2} apples'''") == .string("I [dw]on't need \\d{2} apples"))
        #expect(
            TOMLCheck.value(
                "'''\nThe first newline is\ntrimmed in raw strings.\n   All other whitespace\n   is preserved.\n'''")
                == .string("The first newline is\ntrimmed in raw strings.\n   All other whitespace\n   is preserved.\n")
        )
        #expect(
            TOMLCheck.value("'''Here are fifteen quotation marks: \"\"\"\"\"\"\"\"\"\"\"\"\"\"\"'''")
                == .string("Here are fifteen quotation marks: \"\"\"\"\"\"\"\"\"\"\"\"\"\"\""))
        #expect(
            TOMLCheck.value("''''That,' she said, 'is still pointless.''''")
                == .string("'That,' she said, 'is still pointless.'"))
        #expect(TOMLCheck.value("'''no \\\n  join'''") == .string("no \\\n  join"))
    }

    @Test func badLiteralStringsAreRefused() {
        TOMLCheck.refusesValue("'a\u{0}b'", saying: "control character")
        TOMLCheck.refusesValue("'a\u{7F}'", saying: "control character")
        TOMLCheck.refuses("v = 'one\ntwo'\n", line: 1, saying: "not closed")
        TOMLCheck.refuses("v = '''a''''''\n", line: 1, saying: "three quotes")
        TOMLCheck.refuses("v = '''\na\u{8}'''\n", line: 2, saying: "control character")
        TOMLCheck.refuses("v = '''\n\nnever closed", line: 1, saying: "not closed")
    }

    @Test func integersInEveryBaseWithUnderscores() {
        let cases: [(String, Int)] = [
            ("+99", 99), ("42", 42), ("0", 0), ("-17", -17), ("+0", 0), ("-0", 0), ("1_000", 1000),
            ("5_349_221", 5_349_221),
            ("53_49_221", 5_349_221), ("1_2_3_4_5", 12345), ("0xDEADBEEF", 0xDEAD_BEEF), ("0xdeadbeef", 0xDEAD_BEEF),
            ("0xdead_beef", 0xDEAD_BEEF), ("0x00ff", 255), ("0o01234567", 0o01234567), ("0o755", 0o755),
            ("0b11010110", 0b11010110),
            ("0b0_1", 1), ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
            ("0x7FFFFFFFFFFFFFFF", Int.max), ("0o777777777777777777777", Int.max),
            ("0b" + String(repeating: "1", count: 63), Int.max), ("0b" + String(repeating: "0", count: 100) + "1", 1)
        ]
        for (literal, value) in cases {
            #expect(TOMLCheck.value(literal) == .integer(value), "\(literal)")
        }
    }

    @Test func badIntegersAreRefused() {
        for literal in [
            "9223372036854775808", "-9223372036854775809", "99999999999999999999", "0x8000000000000000",
            "0xFFFFFFFFFFFFFFFF",
            "0o1000000000000000000000", "0b1" + String(repeating: "0", count: 63)
        ] {
            TOMLCheck.refusesValue(literal, saying: "does not fit in 64 bits")
        }
        for literal in ["012", "00", "-01", "+01", "0_1"] {
            TOMLCheck.refusesValue(literal, saying: "cannot start with 0")
        }
        for literal in ["1__000", "1_", "_1", "0x_1", "0x1_", "1_000_", "0b1__0"] {
            TOMLCheck.refusesValue(literal)
        }
        for literal in [
            "+0x1", "-0o7", "0X1F", "0O7", "0B1", "0x", "0o", "0b", "0xG", "0o8", "0b2", "1x", "+", "-", "++1", "1 2",
            "0x1.5"
        ] {
            TOMLCheck.refusesValue(literal)
        }
    }

    @Test func floatsWithFractionsExponentsAndSpecials() {
        let cases: [(String, Double)] = [
            ("+1.0", 1.0), ("3.1415", 3.1415), ("-0.01", -0.01), ("5e+22", 5e22), ("1e06", 1e6), ("-2E-2", -0.02),
            ("6.626e-34", 6.626e-34), ("224_617.445_991_228", 224_617.445_991_228), ("0.0", 0), ("+0.0", 0), ("1e0", 1),
            ("0e0", 0), ("1_0e1_0", 10e10), ("9_224_617.445_991_228_313", 9_224_617.445_991_228_313), ("1e-400", 0),
            ("inf", .infinity), ("+inf", .infinity), ("-inf", -.infinity),
            ("1.7976931348623157e308", .greatestFiniteMagnitude)
        ]
        for (literal, value) in cases {
            #expect(TOMLCheck.value(literal) == .float(value), "\(literal)")
        }
        guard case .float(let negativeZero)? = TOMLCheck.value("-0.0") else { return }
        #expect(negativeZero == 0 && negativeZero.sign == .minus)
        for literal in ["nan", "+nan", "-nan"] {
            guard case .float(let value)? = TOMLCheck.value(literal) else {
                Issue.record("\(literal) is not a float")
                continue
            }
            #expect(value.isNaN, "\(literal)")
        }
    }

    @Test func badFloatsAreRefused() {
        for literal in [
            "1.", ".1", "+.1", "-.5", "1.e2", "1e", "1e+", "1E_1", "1.0e", "01.5", "00.0", "-01.0", "1._5", "1_.5",
            "1.5_",
            "1e1_", "1e1.5", "1.2.3", "inf_", "infinity", "Inf", "NaN", "nan1", "+-1.0", "1.0 e2", "1e400", "-1e400"
        ] {
            TOMLCheck.refusesValue(literal)
        }
        TOMLCheck.refusesValue("1e400", saying: "out of range")
    }

    @Test func booleansAreLowerCase() {
        #expect(TOMLCheck.value("true") == .boolean(true))
        #expect(TOMLCheck.value("false") == .boolean(false))
        for literal in ["True", "FALSE", "tru", "truer", "falsey", "yes"] {
            TOMLCheck.refusesValue(literal)
        }
    }

    @Test func datesAndTimesOfEveryKind() {
        let cases: [(String, TOMLDateTime.Kind)] = [
            ("1979-05-27T07:32:00Z", .offsetDateTime), ("1979-05-27T00:32:00-07:00", .offsetDateTime),
            ("1979-05-27T00:32:00.999999-07:00", .offsetDateTime), ("1979-05-27 07:32:00Z", .offsetDateTime),
            ("1979-05-27t07:32:00z", .offsetDateTime), ("1979-05-27T07:32:00+14:00", .offsetDateTime),
            ("1979-05-27T07:32:00", .localDateTime), ("1979-05-27T00:32:00.999999", .localDateTime),
            ("1979-05-27 07:32:00", .localDateTime), ("1979-05-27", .localDate), ("07:32:00", .localTime),
            ("00:32:00.999999", .localTime), ("23:59:60", .localTime), ("2000-02-29", .localDate),
            ("2024-02-29", .localDate),
            ("1900-02-28", .localDate), ("0000-01-01", .localDate),
            ("9999-12-31T23:59:59.123456789123Z", .offsetDateTime)
        ]
        for (literal, kind) in cases {
            #expect(TOMLCheck.value(literal) == .dateTime(TOMLDateTime(kind: kind, text: literal)), "\(literal)")
        }
        let table = try? TOMLParser.parse("d = 1979-05-27 # a date, then a comment\nt = [07:32:00, 1979-05-27 ]\n")
        #expect(table?["d"] == .dateTime(TOMLDateTime(kind: .localDate, text: "1979-05-27")))
        #expect(
            table?["t"]
                == .array([
                    .dateTime(TOMLDateTime(kind: .localTime, text: "07:32:00")),
                    .dateTime(TOMLDateTime(kind: .localDate, text: "1979-05-27"))
                ]))
    }

    @Test func datesAndTimesOutOfRangeOrMisshapenAreRefused() {
        let refused = [
            "1900-02-29", "2023-02-29", "2100-02-29", "2024-02-30", "2024-04-31", "2024-06-31", "2024-09-31",
            "2024-11-31", "2024-01-32",
            "2024-00-10", "2024-13-01", "2024-01-00", "1979-05-27T24:00:00", "1979-05-27T23:60:00",
            "1979-05-27T23:59:61",
            "1979-05-27T07:32:00+24:00", "1979-05-27T07:32:00+05:60", "1979-05-27T07:32", "07:32", "7:32:00", "07:32:0",
            "1979-5-27", "79-05-27", "1979-05-7", "19790-05-27", "1979-05-27T", "1979-05-27Tx", "1979-05-27T07:32:00.",
            "1979-05-27T07:32:00+0700", "1979-05-27T07:32:00+07", "1979-05-27T07:32:00 Z", "07:32:00Z",
            "07:32:00-07:00",
            "1979-05-27T07:32:00Zz", "1979-05-27 07", "1979-05-27_07:32:00"
        ]
        for literal in refused {
            TOMLCheck.refusesValue(literal)
        }
    }
}
