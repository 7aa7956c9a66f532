import KeyboardFormats
import KeyboardModel
import KeyboardStorage

/// The full check of every sticker image of a catalog (`PNGIntegrity` with zlib, or a GIF's or WebP's decoder), for
/// `list` and `doctor`: the check at load reads only each file's header and end, so a bad checksum or corrupt image
/// data in between shows only here (and in the window, as a placeholder when the image is first drawn).
/// O(total size of the images); `list` skips those found good before and unchanged since (`CheckedImages`).
enum StickerImageCheck {
    struct Broken {
        let tab: String
        let emotion: Emotion
        let reason: String

        var line: String { "pack \(tab): entry \(emotion.text): image \(emotion.imagePath ?? ""): \(reason)" }
    }

    /// The stickers of `catalog` whose image does not decode, in tab order.
    static func broken(in catalog: KeyboardCatalog) -> [Broken] {
        var none = CheckedImages(parsing: nil)
        return broken(in: catalog, checked: &none).broken
    }

    /// The same, decoding only the images `checked` does not hold as good with their stamp of now, and recording in
    /// it those found good; `decoded` counts the images checked in full.
    static func broken(in catalog: KeyboardCatalog, checked: inout CheckedImages) -> (broken: [Broken], decoded: Int) {
        var broken: [Broken] = []
        var decoded = 0
        for tab in catalog.tabs where tab.kind == .pack {
            for emotion in tab.emotions {
                guard let path = emotion.imagePath else { continue }
                let stamp = CheckedImages.stamp(path)
                if let stamp, checked.wasGood(stamp) { continue }
                decoded += 1
                if let reason = problem(path) {
                    broken.append(Broken(tab: tab.title, emotion: emotion, reason: reason))
                } else if let stamp {
                    checked.found(good: stamp, path: path)
                }
            }
        }
        return (broken, decoded)
    }

    /// Why the image at `path` does not decode, or `nil` when it does: a PNG through `PNGIntegrity`, a GIF or WebP
    /// through its decoder (every frame).
    static func problem(_ path: String) -> String? {
        do {
            let file = try OpenedFile(path, followLinks: false)
            if let format = ImageFormat(sniffing: try file.read(at: 0, count: ImageFormat.sniffedPrefix)),
                format != .png
            {
                let bytes = [UInt8](try file.readAll(limit: AnimationLimits.maximumFileSize))
                let decoded =
                    format == .gif ? GIFDecoder.decode(bytes, fitting: 1) : WebPDecoder.decode(bytes, fitting: 1)
                if case .failure(let error) = decoded { return error.message }
                return nil
            }
            var inflater = ZlibInflater()
            _ = try PNGIntegrity.check(file, inflater: &inflater)
            return nil
        } catch let error as PNGHeader.PNGError {
            return error.description
        } catch {
            return "unreadable"
        }
    }
}
