// Fuzzes the pack cache reader: the input is the file after its header and stamp lines (which the target writes for
// the scratch pack folder, so mutations reach the pack and sticker lines); `$PACK` stands for the folder as named and
// `$REAL` for its real path. What it accepts must be what a pack loader could give, and must write back to itself.
// fuzz-max-len: 65536
import FoundationEssentials

@testable import KeyboardModel
@testable import KeyboardStorage

private let stamps = PackSourceStamps(userPacks: Fuzz.scratch + "/no-packs", configured: [Fuzz.packFolder.path])
private let prefix = ([PackCache.header] + stamps.lines.map { "S\t" + $0 }).joined(separator: "\n") + "\n"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPackCache(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let body = String(decoding: Fuzz.data(start, count), as: UTF8.self)
        .replacing("$PACK", with: Fuzz.packFolder.path)
        .replacing("$REAL", with: Fuzz.packFolder.realPath)
    guard let result = PackCache.decode(Data((prefix + body).utf8), stamps: stamps) else { return 0 }
    Fuzz.checkPackResult(result)
    for pack in result.packs {
        Fuzz.require(pack.directory == Fuzz.packFolder.path, "a pack of a folder never stamped")
    }
    if !result.packs.isEmpty {
        Fuzz.require(
            PackCache.encode(result, stamps: stamps).flatMap { PackCache.decode($0, stamps: stamps) }?.packs
                == result.packs,
            "an accepted cache does not write back to itself")
    }
    return 0
}
