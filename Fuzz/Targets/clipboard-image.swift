// Fuzzes what ➕ and `sticker add --clipboard` do with the bytes a clipboard owner gives as image/png (the reader's
// `ClipboardImageReader` and `SelectionBroker` only bound and collect them): the window's decoders admit or refuse
// them (StickerAdmission: libpng, giflib, libwebpdemux, a large PNG scaled down), then My stickers keeps them. It
// never traps; a refusal is one safe line and leaves the folder as it was; what is kept is what was admitted, byte
// for byte, within 8 MiB, with a header the loaders accept, drawn by the window's decoder within its bounds, and
// admitted again unchanged.
// fuzz-max-len: 65536
// Decoding and scaling a 4096 x 4096 PNG (16 million pixels from a few KiB of zlib) takes about a second under
// AddressSanitizer, linear in its pixels: only slower than that is a finding.
// fuzz-options: -report_slow_units=5
// fuzz-sources: Sources/X11Keyboard/StickerAdmission.swift Sources/X11Keyboard/Rendering/StickerImageLimits.swift Sources/X11Keyboard/Rendering/PNGDecoder.swift Sources/X11Keyboard/Rendering/PNGEncoder.swift Sources/X11Keyboard/Rendering/LibPNG.swift Sources/X11Keyboard/Rendering/GIFDecoder.swift Sources/X11Keyboard/Rendering/LibGIF.swift Sources/X11Keyboard/Rendering/WebPDecoder.swift Sources/X11Keyboard/Rendering/LibWebPDemux.swift Sources/X11Keyboard/Rendering/SharedLibrary.swift Sources/X11Keyboard/StandardError.swift Sources/X11Keyboard/StandardOutput.swift Sources/X11Keyboard/Shell/Trace.swift Sources/X11Keyboard/Shell/MonotonicClock.swift
import FoundationEssentials

@testable import KeyboardFormats
@testable import KeyboardModel
@testable import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

private let store = OwnStickerStore(folder: Fuzz.scratch + "/clipboard/my-stickers")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzClipboardImage(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = Fuzz.data(start, count)
    let admitted: OwnStickerStore.Admitted?
    switch StickerAdmission.admit(data) {
    case .success(let image):
        check(image)
        admitted = image
    case .failure(let refusal):
        Fuzz.requireSafeLine(refusal.description)
        admitted = nil
    }
    for name in FileSystem.contents(of: store.folder) { unlink(FileSystem.join(store.folder, name)) }
    do {
        let change = try store.add(image: data, code: "clip", now: 1, admit: StickerAdmission.admit)
        for note in change.notes { Fuzz.requireSafeLine(note) }
        guard let admitted else {
            Fuzz.require(false, "kept an image the decoders refused")
            return 0
        }
        let entries = (try? store.entries()) ?? []
        Fuzz.require(entries.count == 1, "\(entries.count) entries after one add")
        if let entry = entries.first {
            let kept = try? FileSystem.read(
                FileSystem.join(store.folder, entry.image), limit: OwnStickerStore.maximumImageBytes + 1)
            Fuzz.require(kept == admitted.image, "what is kept is not what was admitted")
            Fuzz.require(entry.refusal == nil, "the loader refuses what was kept: \(entry.refusal ?? "")")
        }
    } catch {
        Fuzz.requireSafeLine(error.description)
        Fuzz.require(
            FileSystem.contents(of: store.folder).allSatisfy { $0 == "pack.json" || $0.hasPrefix("pack.json.tmp-") },
            "a refused add left an image: \(FileSystem.contents(of: store.folder))")
        if let admitted, (try? StickerImageHeader(data)) != nil {
            Fuzz.require(
                admitted.image.count > OwnStickerStore.maximumImageBytes, "refused what the decoders admitted: \(error)"
            )
        }
    }
    return 0
}

/// An admitted image is one the window draws: its header checks, it decodes within the window's bounds, and it is
/// admitted again as it is.
private func check(_ admitted: OwnStickerStore.Admitted) {
    let image = admitted.image
    if let note = admitted.note { Fuzz.requireSafeLine(note) }
    Fuzz.require(image.count <= OwnStickerStore.maximumImageBytes, "kept \(image.count) bytes")
    guard let header = try? StickerImageHeader(image) else {
        Fuzz.require(false, "admitted an image whose header the loaders refuse")
        return
    }
    let bytes = [UInt8](image)
    switch header.kind {
    case .png:
        guard let png = try? PNGHeader(data: image) else { return Fuzz.require(false, "no PNG header") }
        Fuzz.require(
            png.width <= StickerImageLimits.decodedSide && png.height <= StickerImageLimits.decodedSide,
            "admitted \(png.width) x \(png.height), larger than the window decodes")
        if case .failure(let failure) = PNGDecoder.decode(image, width: png.width, height: png.height) {
            Fuzz.require(failure.isLibraryMissing, "admitted a PNG the window cannot decode: \(failure.message)")
        }
    case .gif:
        if case .failure(let error) = GIFDecoder.decode(bytes, fitting: 1) {
            Fuzz.require(error.isLibraryMissing, "GIF: \(error.message)")
        }
    case .webp:
        if case .failure(let error) = WebPDecoder.decode(bytes, fitting: 1) {
            Fuzz.require(error.isLibraryMissing, "WebP: \(error.message)")
        }
    }
    if case .success(let again) = StickerAdmission.admit(image) {
        Fuzz.require(again.image == image && again.note == nil, "admitting the kept image changed it again")
    } else {
        Fuzz.require(false, "the kept image is refused when added again")
    }
}
