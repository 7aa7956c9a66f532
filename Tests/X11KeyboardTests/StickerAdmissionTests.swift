import FoundationEssentials
import KeyboardFormats
import KeyboardStorage
import KeyboardTestSupport
import Testing

@testable import X11Keyboard

/// Issue 35: what `sticker add` and ➕ keep is what the window draws.
@Suite("Sticker images as the window draws them")
struct StickerAdmissionTests {
    func admitted(_ data: Data) throws -> OwnStickerStore.Admitted {
        switch StickerAdmission.admit(data) {
        case .success(let admitted): return admitted
        case .failure(let failure): throw failure
        }
    }

    func refusal(_ data: Data) -> String? {
        if case .failure(let failure) = StickerAdmission.admit(data) { return failure.description }
        return nil
    }

    @Test func aPNGTheWindowDrawsIsKeptByteForByte() throws {
        let png = try Fixtures.validPNG()
        let kept = try admitted(png)
        #expect(kept.image == png && kept.note == nil)
    }

    @Test func aPNGLargerThanTheWindowDecodesIsScaledDownToAPNG() throws {
        let pixels = [UInt8](repeating: 0x80, count: 3000 * 1500 * 4)
        let large = try #require(PNGEncoder.encode(premultipliedBGRA: pixels, width: 3000, height: 1500))
        let kept = try admitted(large)
        let header = try PNGHeader(data: kept.image)
        #expect(header.width == StickerAdmission.scaledSide && header.height == 512)
        #expect(kept.note == "scaled down from 3000 x 1500 to 1024 x 512 pixels, as the keyboard draws it")
        #expect(try PNGDecoder.decode(kept.image, width: 1024, height: 512).get().count == 1024 * 512 * 4)
    }

    @Test func whatTheDecodersRefuseIsRefusedWithTheirReason() throws {
        var corrupt = try Fixtures.validPNG()
        let idat = try #require(corrupt.firstRange(of: Data("IDAT".utf8)))
        corrupt[idat.upperBound + 10] ^= 0xFF
        #expect(refusal(corrupt) != nil, "corrupt image data (its checksum no longer matches)")
        let noFrames = Data(Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255, 0x3B])
        #expect(refusal(noFrames) != nil, "a GIF without frames")
        let huge = Data(Array("GIF89a".utf8) + [0x10, 0x27, 0x10, 0x27, 0x80, 0, 0, 0, 0, 0, 255, 255, 255, 0x3B])
        #expect(refusal(huge)?.contains("larger than") == true, "a 10000 x 10000 GIF")
    }

    @Test func aStoreAddRefusesInOneLineAndKeepsNothing() throws {
        let folder = try Fixtures.scratchFolder()
        let store = OwnStickerStore(folder: folder + "/my-stickers")
        var corrupt = try Fixtures.validPNG()
        let idat = try #require(corrupt.firstRange(of: Data("IDAT".utf8)))
        corrupt[idat.upperBound + 10] ^= 0xFF
        #expect(throws: OwnStickerStore.Failure.self) {
            try store.add(image: corrupt, code: "坏", now: 1, admit: StickerAdmission.admit)
        }
        #expect(try store.entries().isEmpty)
        let pixels = [UInt8](repeating: 0xFF, count: 1170 * 2532 * 4)
        let screenshot = try #require(PNGEncoder.encode(premultipliedBGRA: pixels, width: 1170, height: 2532))
        let change = try store.add(image: screenshot, code: "截图", now: 1, admit: StickerAdmission.admit)
        #expect(change.notes == ["scaled down from 1170 x 2532 to 473 x 1024 pixels, as the keyboard draws it"])
        let image = try #require(try store.entries().first?.image)
        let stored = try PNGHeader(data: Data(contentsOf: URL(fileURLWithPath: store.folder + "/" + image)))
        #expect(image.hasSuffix(".png") && stored.width == 473 && stored.height == 1024)
    }
}
