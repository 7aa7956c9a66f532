import FoundationEssentials
import Testing

@testable import KeyboardModel
@testable import KeyboardStorage

@Suite("Font check record")
struct FontCheckRecordTests {
    @Test(arguments: [[], [FontCheckRecord.MissingFont.emoji], [.cjk], [.emoji, .cjk]])
    func roundTripsWithAnyFingerprint(missing: [FontCheckRecord.MissingFont]) {
        for fingerprint: UInt64 in [0, 1, 0xFFFF_FFFF_FFFF_FFFF, GlyphStoreFormat.fingerprint("fonts-1")] {
            let record = FontCheckRecord(fingerprint: fingerprint, missing: missing)
            #expect(FontCheckRecord(parsing: record.encoded) == record)
        }
    }

    /// A file we did not write is not trusted: anything but a record gives `nil`, and the fonts are checked again.
    @Test(arguments: [
        "", "\n", "emotion-keyboard-fonts-1 00000000000000ff emoji", "emotion-keyboard-fonts-2 00000000000000ff\n",
        "emotion-keyboard-fonts-1 ff\n", "emotion-keyboard-fonts-1 00000000000000fg\n",
        "emotion-keyboard-fonts-1 +0000000000000ff\n",
        "emotion-keyboard-fonts-1 00000000000000ff emoji emoji\n", "emotion-keyboard-fonts-1 00000000000000ff serif\n",
        "emotion-keyboard-fonts-1 00000000000000ff  emoji\n", "emotion-keyboard-fonts-1 00000000000000ff\nemoji\n",
        "emotion-keyboard-fonts-1 00000000000000ff \u{1B}[2J\n"
    ])
    func refusesAnythingElse(text: String) {
        #expect(FontCheckRecord(parsing: Data(text.utf8)) == nil)
    }

    @Test func refusesInvalidUTF8AndAnOversizedFile() {
        #expect(FontCheckRecord(parsing: Data([0xFF, 0x0A])) == nil)
        let long = "emotion-keyboard-fonts-1 00000000000000ff" + String(repeating: " emoji", count: 50) + "\n"
        #expect(FontCheckRecord(parsing: Data(long.utf8)) == nil)
        #expect(
            FontCheckRecord(parsing: Data("emotion-keyboard-fonts-1 00000000000000ff cjk emoji\n".utf8))?.missing == [
                .cjk, .emoji
            ])
    }
}
