// Fuzzes our pack.json reader: nesting check, decoding, entry checks against a real folder.
// fuzz-max-len: 65536
import FoundationEssentials

@testable import KeyboardModel
@testable import KeyboardStorage

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNativePack(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    Fuzz.checkPackResult(NativePackFormat.load(folder: Fuzz.packFolder, manifest: Fuzz.data(start, count)))
    return 0
}
