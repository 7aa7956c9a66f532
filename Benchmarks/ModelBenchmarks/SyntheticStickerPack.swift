import Foundation
import KeyboardModel

/// A generated sticker pack like a chat app's big collections: codes of two to four Chinese characters, drawn from
/// the words and characters of the catalog's Chinese names and keywords, every sticker sharing one image.
enum SyntheticStickerPack {
    /// Writes the pack into a new folder under the temp folder and returns the folder.
    static func write(count: Int, catalogText: String, image: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.path + "/ek-bench-pack-\(getpid())"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: image, toPath: folder + "/s.png")
        let stickers = codes(count: count, catalogText: catalogText).map { code in
            ["code": "[\(code)]", "image": "s.png", "name_zh": code]
        }
        let manifest: [String: Any] = ["name": "生成 Generated", "stickers": stickers]
        try JSONSerialization.data(withJSONObject: manifest).write(to: URL(fileURLWithPath: folder + "/pack.json"))
        return folder
    }

    /// Distinct codes: half real words of two to four characters from the catalog's Chinese text, the rest two to four
    /// characters drawn by their frequency there.
    static func codes(count: Int, catalogText: String) -> [String] {
        var words: [String] = []
        var characters: [Character] = []
        for line in catalogText.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("@") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 6 else { continue }
            for field in [fields[3]] + fields[5].split(separator: "|") {
                let han = field.filter { $0.unicodeScalars.allSatisfy { (0x4E00...0x9FFF).contains($0.value) } }
                characters += han
                if (2...4).contains(han.count), han.count == field.count { words.append(String(han)) }
            }
        }
        var random = SplitMix(state: 2024)
        var seen: Set<String> = []
        var codes: [String] = []
        for word in words where seen.insert(word).inserted && codes.count < count / 2 { codes.append(word) }
        while codes.count < count {
            let length = 2 + Int(random.next() % 3)
            let code = String((0..<length).map { _ in characters[Int(random.next() % UInt64(characters.count))] })
            if seen.insert(code).inserted { codes.append(code) }
        }
        return codes
    }
}
