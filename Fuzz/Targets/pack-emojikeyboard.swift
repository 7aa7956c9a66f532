// Fuzzes the EmojiKeyBoard bundle reader (emojiPackage.plist): property lists, nesting check, package ids, package loading.
// fuzz-max-len: 65536
import FoundationEssentials

@testable import KeyboardModel
@testable import KeyboardStorage

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEmojiKeyBoardBundle(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    Fuzz.checkPackResult(EmojiKeyBoardFormat.loadBundle(folder: Fuzz.packFolder, manifest: Fuzz.data(start, count)))
    return 0
}
