import FoundationEssentials
import KeyboardModel

extension NativePackFormat.Manifest {
    /// The manifest as `pack.json` bytes, which `parse` reads back as this manifest. O(n) in its size.
    func encoded() -> Data {
        let file = File(
            name: name, cover: cover,
            stickers: stickers.map {
                File.Sticker(code: $0.code, image: $0.image, name_en: $0.nameEN, name_zh: $0.nameZH)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings cannot fail.
        return (try? encoder.encode(file)) ?? Data()
    }

    /// The file's shape (written with its keys sorted, so the same manifest gives the same bytes).
    private struct File: Encodable {
        struct Sticker: Encodable {
            let code: String
            let image: String
            let name_en: String?
            let name_zh: String?
        }
        let name: String
        let cover: String?
        let stickers: [Sticker]
    }
}
