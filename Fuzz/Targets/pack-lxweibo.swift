// Fuzzes the LXWeibo info.plist reader: XML and binary property lists, nesting check, decoding, entry checks.
// fuzz-max-len: 65536
import FoundationEssentials

@testable import KeyboardModel
@testable import KeyboardStorage

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLXWeiboPack(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    Fuzz.checkPackResult(LXWeiboFormat.load(folder: Fuzz.packFolder, manifest: Fuzz.data(start, count)))
    return 0
}
