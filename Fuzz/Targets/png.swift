// Fuzzes the PNG checks: the header and end checked at load, and the full check (chunks, checksums, zlib, rows)
// of `list` and `doctor`. They must agree: a file the full check passes passes the load check.
// fuzz-max-len: 262144
// fuzz-sources: Sources/X11Keyboard/ZlibInflater.swift
import FoundationEssentials

@testable import KeyboardFormats
@testable import KeyboardModel
@testable import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

let scratch = Fuzz.scratch + "/image.png"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = Fuzz.data(start, count)
    let header = try? PNGHeader(data: data)
    if let header {
        Fuzz.require(
            header.width >= 1 && header.width <= PNGHeader.maximumSide && header.height >= 1
                && header.height <= PNGHeader.maximumSide, "size out of bounds")
    }
    guard (try? AtomicFile.write(data, to: scratch, durable: false)) != nil, let file = try? OpenedFile(scratch) else {
        return 0
    }
    var inflater = ZlibInflater()
    if let full = try? PNGIntegrity.check(file, inflater: &inflater) {
        Fuzz.require(header == full, "the full check passed a file the load check refuses")
    }
    return 0
}
