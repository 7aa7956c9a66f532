import Testing

@testable import X11Keyboard

@Suite("Command-line bytes")
struct CommandArgumentsTests {
    @Test func aValueFromBytesThatAreNotUTF8IsLossy() {
        let invalid: [UInt8] = Array("ha".utf8) + [0xFF, 0xFE]
        let arguments = [Array("emotion-keyboard".utf8), Array("--code".utf8), invalid]
        #expect(CommandArguments.isLossy(String(decoding: invalid, as: UTF8.self), in: arguments))
        #expect(
            CommandArguments.isLossy(String(decoding: invalid, as: UTF8.self), in: [Array("--code=".utf8) + invalid]))
        #expect(
            !CommandArguments.isLossy("ha\u{FFFD}", in: [Array("ha\u{FFFD}".utf8)]), "a real U+FFFD, typed as UTF-8")
        #expect(!CommandArguments.isLossy("haha", in: arguments))
    }
}
