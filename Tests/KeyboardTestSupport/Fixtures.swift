import FoundationEssentials

@testable import KeyboardModel
@testable import KeyboardStorage

/// Test data: the repository's assets, scratch folders and small catalogs built in code.
package enum Fixtures {
    package static let assets = DataLocations.sourceTreeAssets
    package static let shippedPack = assets + "/packs/doudou"
    package static let unicodeData = "/usr/share/unicode"

    package static var hasUnicodeData: Bool { FileSystem.isFile(unicodeData + "/emoji/emoji-test.txt") }
    /// What `make catalog` generates from (assets/fetch-sources.sh; `make unit-test` brings it): newer Unicode data
    /// than the system's, and the Python with the emoji and unicodedata2 packages.
    package static let catalogSources = assets.folderOfPath + "/.build/unicode-sources"
    package static let catalogUnicodeData = catalogSources + "/root/usr/share/unicode"
    package static var hasCatalogSources: Bool {
        FileSystem.isFile(catalogUnicodeData + "/emoji/emoji-test.txt")
            && FileSystem.isFile(catalogSources + "/venv/bin/python")
    }

    package static func text(_ path: String) throws -> String {
        String(decoding: try FileSystem.read(path, limit: 64 << 20), as: UTF8.self)
    }

    package static func validPNG() throws -> Data {
        try FileSystem.read(shippedPack + "/kaixin.png", limit: 1 << 20)
    }

    /// A fresh empty folder under the system temp folder.
    package static func scratchFolder(_ name: String = #function) throws -> String {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        let path =
            FileManager.default.temporaryDirectory.path + "/ek-tests-\(safe)-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    package static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    package static func write(_ data: Data, to path: String) throws {
        try data.write(to: URL(fileURLWithPath: path))
    }

    /// A catalog with one emoji tab per entry of `groupSizes`, built without any files.
    package static func catalog(groupSizes: [Int], packs: [StickerPack] = []) -> KeyboardCatalog {
        var scalar: UInt32 = 0x1F600
        let groups = groupSizes.enumerated().map { index, size in
            EmojiGroup(
                name: "G\(index)", subgroups: [],
                emotions: (0..<size).map { _ in
                    defer { scalar += 1 }
                    let text = String(Character(Unicode.Scalar(scalar)!))
                    return Emotion(kind: .emoji, text: text, nameEN: "e\(scalar)", nameZH: "e\(scalar)")
                })
        }
        var problems: [PackProblem] = []
        return KeyboardCatalog(groups: groups, packs: packs, kaomoji: [], problems: &problems)
    }

    package static func loadShippedCatalog() throws -> KeyboardCatalog {
        let locations = DataLocations(assets: assets, userPacks: "/nonexistent", stateDirectory: "/nonexistent")
        return try KeyboardCatalog.load(locations: locations).catalog
    }
}
