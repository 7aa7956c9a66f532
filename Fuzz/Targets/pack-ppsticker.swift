// Fuzzes the PPStickerKeyboard plist reader: XML and binary property lists, several packs, bundle image lookup.
// fuzz-max-len: 65536
import FoundationEssentials

@testable import KeyboardModel
@testable import KeyboardStorage

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPPStickerPack(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    Fuzz.checkPackResult(
        PPStickerFormat.load(folder: Fuzz.packFolder, manifestName: "Stickers.plist", manifest: Fuzz.data(start, count))
    )
    return 0
}
