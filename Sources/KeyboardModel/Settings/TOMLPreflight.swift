/// Finds the two shapes of text on which the TOML parser (toml++ 3.4, inside TOMLKit) stops the process on an
/// internal assertion instead of reporting an error, found by fuzzing it: a table header whose `[` or `[[` is not
/// followed by a key or `]` (`[[[`, `[=]`), and an array whose value position holds `}` (`[}`, `[1, }`). Neither is
/// valid TOML, so refusing them loses nothing. Also a string holding U+0000 as an escape (`"a\u0000b"`): TOMLKit hands
/// strings over as C strings, so the value would arrive cut short at it, silently another value than the file's.
/// One forward pass that skips strings and comments as TOML does. O(n).
enum TOMLPreflight {
    /// Why `text` must not reach the parser, with its line, or `nil` when it may.
    static func problem(in text: String) -> String? {
        let bytes = Array(text.utf8)
        let count = bytes.count
        // The parser skips a byte-order mark.
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        var depth = 0
        var lineStart = true
        /// The line of the first `\u0000` or `\U00000000` escape inside a basic string.
        var escapedNUL: Int?

        func at(_ position: Int) -> UInt8? { position < count ? bytes[position] : nil }

        /// The index of the first byte after spaces, tabs, line breaks and comments from `start`.
        func skipBlank(from start: Int) -> Int {
            var position = start
            while let byte = at(position) {
                if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A {
                    position += 1
                } else if byte == UInt8(ascii: "#") {
                    while let next = at(position), next != 0x0A { position += 1 }
                } else {
                    break
                }
            }
            return position
        }

        /// The index after the string starting at `start` (a quote), counting its line breaks.
        func skipString(from start: Int) -> Int {
            let quote = bytes[start]
            let multiLine = at(start + 1) == quote && at(start + 2) == quote
            var position = start + (multiLine ? 3 : 1)
            while let byte = at(position) {
                if byte == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") {
                    let zeros = at(position + 1) == UInt8(ascii: "u") ? 4 : at(position + 1) == UInt8(ascii: "U") ? 8 : 0
                    if zeros > 0, escapedNUL == nil, (0..<zeros).allSatisfy({ at(position + 2 + $0) == UInt8(ascii: "0") }) {
                        escapedNUL = line
                    }
                    position += 2
                    continue
                }
                if byte == 0x0A {
                    // A single-line string cannot hold a line break: the parser reports that, so stop here too.
                    guard multiLine else { return position }
                    line += 1
                }
                if byte == quote {
                    if !multiLine { return position + 1 }
                    if at(position + 1) == quote, at(position + 2) == quote {
                        // Up to two more quotes may end the content: """a""""" is a, then "".
                        var end = position + 3
                        while at(end) == quote, end < position + 5 { end += 1 }
                        return end
                    }
                }
                position += 1
            }
            return count
        }

        /// Whether a value starting at `start` is a date, then T, then not a digit.
        func isBrokenDateTime(at start: Int) -> Bool {
            let digits = [0, 1, 2, 3, 5, 6, 8, 9]
            guard start + 11 < count, digits.allSatisfy({ isDigit(bytes[start + $0]) }),
                  bytes[start + 4] == UInt8(ascii: "-"), bytes[start + 7] == UInt8(ascii: "-"),
                  bytes[start + 10] == UInt8(ascii: "T") || bytes[start + 10] == UInt8(ascii: "t") else { return false }
            return !isDigit(bytes[start + 11])
        }

        while let byte = at(index) {
            switch byte {
            case 0x0A:
                line += 1
                lineStart = true
                index += 1
            case 0x20, 0x09, 0x0D:
                index += 1
            case UInt8(ascii: "#"):
                while let next = at(index), next != 0x0A { index += 1 }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                lineStart = false
                index = skipString(from: index)
                if let escapedNUL { return "line \(escapedNUL): a string holds the character U+0000" }
            case UInt8(ascii: "[") where depth == 0 && lineStart:
                lineStart = false
                var position = index + 1
                var spaced = false
                while at(position) == 0x20 || at(position) == 0x09 {
                    position += 1
                    spaced = true
                }
                if at(position) == UInt8(ascii: "["), !spaced {
                    position += 1
                    while at(position) == 0x20 || at(position) == 0x09 { position += 1 }
                }
                if let next = at(position), !(next == UInt8(ascii: "]") || next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") || isBareKey(next)),
                   !(spaced && next == UInt8(ascii: "[")) {
                    return "line \(line): a table header must start with a key"
                }
                index = position
            case UInt8(ascii: "["), UInt8(ascii: ","):
                lineStart = false
                if byte == UInt8(ascii: "[") { depth += 1 }
                let value = skipBlank(from: index + 1)
                if at(value) == UInt8(ascii: "}") { return "line \(line): '}' where a value should be" }
                if isBrokenDateTime(at: value) { return "line \(line): a date and T without a time" }
                index += 1
            case UInt8(ascii: "="):
                lineStart = false
                var value = index + 1
                while at(value) == 0x20 || at(value) == 0x09 { value += 1 }
                if isBrokenDateTime(at: value) { return "line \(line): a date and T without a time" }
                index += 1
            case UInt8(ascii: "{"):
                lineStart = false
                depth += 1
                index += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                lineStart = false
                depth = max(0, depth - 1)
                index += 1
            default:
                lineStart = false
                index += 1
            }
        }
        return nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isBareKey(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"): true
        default: false
        }
    }
}
