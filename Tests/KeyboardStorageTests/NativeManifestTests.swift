import FoundationEssentials
import KeyboardTestSupport
import Testing

@testable import KeyboardFormats
@testable import KeyboardModel
@testable import KeyboardStorage

/// `pack.json` is read with `JSONValue`; these hold it to what JSONDecoder, which read it before, gave.
@Suite("Native pack manifests")
struct NativeManifestTests {
    /// The manifest as JSONDecoder decoded it.
    private struct Decoded: Decodable {
        struct Sticker: Decodable {
            let code: String
            let image: String
            let name_en: String?
            let name_zh: String?
        }
        let name: String
        let cover: String?
        let stickers: [Sticker]
    }

    /// The manifest, or the phrase for why it is not one, as JSONDecoder and `DecodingErrorSummary` gave them.
    private func decoded(_ data: Data) -> Result<NativePackFormat.Manifest, ManifestFailure> {
        do {
            let manifest = try JSONDecoder().decode(Decoded.self, from: data)
            return .success(
                NativePackFormat.Manifest(
                    name: manifest.name, cover: manifest.cover,
                    stickers: manifest.stickers.map {
                        .init(code: $0.code, image: $0.image, nameEN: $0.name_en, nameZH: $0.name_zh)
                    }))
        } catch let error as DecodingError {
            return .failure(ManifestFailure(DecodingErrorSummary.describe(error)))
        } catch {
            return .failure(ManifestFailure("not well-formed"))
        }
    }

    static let valid =
        #"{"name": "豆豆 Doudou", "cover": "a.png", "stickers": [{"code": "[笑哭]", "image": "a.png", "name_en": "tears", "name_zh": "笑哭"}, {"code": "[b]", "image": "b.png"}], "extra": {"kept": [1, 2]}}"#

    @Test func readsWhatJSONDecoderRead() throws {
        let manifest = try NativePackFormat.Manifest.parse(Data(Self.valid.utf8)).get()
        #expect(manifest.name == "豆豆 Doudou" && manifest.cover == "a.png")
        #expect(
            manifest.stickers == [
                .init(code: "[笑哭]", image: "a.png", nameEN: "tears", nameZH: "笑哭"),
                .init(code: "[b]", image: "b.png", nameEN: nil, nameZH: nil)
            ])
        #expect(NativePackFormat.Manifest.parse(Data(Self.valid.utf8)) == decoded(Data(Self.valid.utf8)))
    }

    @Test func refusesUTF16() {
        let text = #"{"name": "n", "stickers": []}"#
        for data in [
            Data(text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
            Data([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        ] {
            #expect((try? NativePackFormat.Manifest.parse(data).get()) == nil)
        }
    }

    @Test func saysWhatIsWrongInJSONDecodersWords() {
        let cases = [
            #"{"cover": "a.png", "stickers": []}"#, #"{"name": 1, "stickers": []}"#, #"{"name": null, "stickers": []}"#,
            #"{"name": "n", "cover": 2, "stickers": []}"#, #"{"name": "n", "cover": null, "stickers": []}"#,
            #"{"name": "n"}"#, #"{"name": "n", "stickers": {}}"#, #"{"name": "n", "stickers": null}"#,
            #"{"name": "n", "stickers": [{"image": "a.png"}]}"#, #"{"name": "n", "stickers": [{"code": "[a]"}]}"#,
            #"{"name": "n", "stickers": [{"code": "[a]", "image": "a.png"}, 3]}"#,
            #"{"name": "n", "stickers": [{"code": "[a]", "image": "a.png", "name_zh": ["x"]}]}"#,
            #"{"name": 1, "stickers": [3]}"#, #"{"name": "n", "cover": 2, "stickers": [3]}"#,
            #"["name"]"#, "{", "", "nope", #"{"name": "n", "stickers": [],}"#,
            #"{"name": "a", "name": "b", "stickers": []}"#,
            "\u{FEFF}" + #"{"name": "n", "stickers": []}"#
        ]
        for text in cases {
            let data = Data(text.utf8)
            #expect(NativePackFormat.Manifest.parse(data) == decoded(data), "\(text)")
        }
    }

    /// Damaged copies of a valid manifest: whatever JSONDecoder read, this reads the same; whatever it refused, this
    /// refuses (the phrase may differ for a document that is not JSON at all, which this calls "not well-formed").
    @Test func damagedManifestsReadAsJSONDecoderReadThem() {
        var generator = SeededGenerator(state: 0x5EED_0F_3000)
        let bytes = Array(Self.valid.utf8)
        let replacements = Array("{}[]\",: 0an\\".utf8)
        for _ in 0..<3000 {
            var damaged = bytes
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let index = Int.random(in: 0..<damaged.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: damaged.remove(at: index)
                case 1: damaged[index] = replacements.randomElement(using: &generator)!
                default: damaged.insert(replacements.randomElement(using: &generator)!, at: index)
                }
            }
            let data = Data(damaged)
            switch (NativePackFormat.Manifest.parse(data), decoded(data)) {
            case (.success(let ours), .success(let theirs)):
                #expect(ours == theirs, "\(String(decoding: damaged, as: UTF8.self))")
            case (.failure(let ours), .failure(let theirs)):
                // JSONDecoder's phrase for a document that is JSON throughout; for one that is not, this says so.
                if (try? JSONDecoder().decode(AnyJSON.self, from: data)) != nil {
                    #expect(ours == theirs, "\(String(decoding: damaged, as: UTF8.self))")
                }
            case (let ours, let theirs):
                // JSONDecoder never looked inside a field it does not decode (such as "extra", or a key the damage
                // renamed); this reads the whole document, so it refuses one that is not JSON throughout.
                let wholeIsJSON = (try? JSONDecoder().decode(AnyJSON.self, from: data)) != nil
                #expect(
                    !wholeIsJSON && (try? ours.get()) == nil,
                    "\(String(decoding: damaged, as: UTF8.self)): \(ours) against \(theirs)")
            }
        }
    }

    /// Any JSON value, decoded all the way down: JSONDecoder then checks every part of a document.
    private struct AnyJSON: Decodable {
        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() { return }
            if (try? value.decode(Bool.self)) != nil { return }
            if (try? value.decode(Double.self)) != nil { return }
            if (try? value.decode(String.self)) != nil { return }
            if (try? value.decode([AnyJSON].self)) != nil { return }
            _ = try value.decode([String: AnyJSON].self)
        }
    }
}
