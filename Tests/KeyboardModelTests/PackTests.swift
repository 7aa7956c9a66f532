import FoundationEssentials
import Testing
@testable import KeyboardModel

@Suite("Sticker packs")
struct PackTests {
    @Test func shippedPackLoadsCleanly() throws {
        let result = PackLoader.loadPack(at: Fixtures.shippedPack)
        #expect(result.problems.isEmpty, "\(result.problems)")
        let pack = try #require(result.packs.first)
        #expect(pack.format == .native)
        #expect(pack.emotions.count >= 10)
        #expect(pack.emotions.first?.text == "[笑哭]")
        #expect(pack.emotions.allSatisfy { $0.imagePath.map(FileSystem.isFile) == true })
        #expect(pack.coverImage?.hasSuffix("kaixin.png") == true)
    }

    @Test func nativePackReportsEveryBadEntryAndLoadsTheRest() throws {
        let folder = try Fixtures.scratchFolder()
        let png = try Fixtures.validPNG()
        try Fixtures.write(png, to: folder + "/good.png")
        try Fixtures.write(png, to: folder + "/also.png")
        try Fixtures.write(Data("not a png at all".utf8), to: folder + "/corrupt.png")
        try Fixtures.write(Data(png.prefix(20)), to: folder + "/truncated.png")
        try Fixtures.write(png, to: folder + "/../outside-\(UInt32.random(in: 0...UInt32.max)).png")
        try Fixtures.write("""
        {"name": "Test", "stickers": [
          {"code": "[好]", "image": "good.png"},
          {"code": "[缺]", "image": "missing.png"},
          {"code": "[坏]", "image": "corrupt.png"},
          {"code": "[短]", "image": "truncated.png"},
          {"code": "[好]", "image": "also.png"},
          {"code": "[逃]", "image": "../outside.png"},
          {"code": "[绝对]", "image": "/etc/passwd"},
          {"code": "[换\\n行]", "image": "also.png"},
          {"code": "[响\\u0007]", "image": "also.png"},
          {"code": "无括号", "image": "also.png"},
          {"code": "[a[b]c]", "image": "also.png"},
          {"code": "[也好]", "image": "also.png"}
        ]}
        """, to: folder + "/pack.json")
        let result = PackLoader.loadPack(at: folder)
        #expect(result.packs.first?.emotions.map(\.text) == ["[好]", "[也好]"])
        let lines = result.problems.map(\.description)
        #expect(lines.count == 10)
        #expect(lines.allSatisfy { $0.hasPrefix("pack Test: entry #") && !$0.contains("\n") })
        #expect(lines.contains { $0.contains("[缺]") && $0.contains("missing.png is missing") })
        #expect(lines.contains { $0.contains("[坏]") && $0.contains("not a PNG") })
        #expect(lines.contains { $0.contains("[短]") && $0.contains("truncated") })
        #expect(lines.contains { $0.contains("duplicate code [好]") })
        #expect(lines.contains { $0.contains("../outside.png is outside the pack folder") })
        #expect(lines.contains { $0.contains("/etc/passwd is outside the pack folder") })
        #expect(lines.filter { $0.contains("control character") }.count == 2)
        #expect(lines.contains { $0.contains("无括号") && $0.contains("non-empty [name]") })
        #expect(lines.contains { $0.contains("bracket inside") })
    }

    @Test func symlinkLeavingThePackIsRefused() throws {
        let folder = try Fixtures.scratchFolder()
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: Fixtures.shippedPack + "/kaixin.png")
        try Fixtures.write(#"{"name": "L", "stickers": [{"code": "[链]", "image": "link.png"}]}"#, to: folder + "/pack.json")
        let result = PackLoader.loadPack(at: folder)
        #expect(result.packs.first?.emotions.isEmpty == true)
        #expect(result.problems.first?.description.contains("outside the pack folder") == true)
    }

    @Test(arguments: ["", "{", #"{"name": 3}"#, #"{"name": "x", "stickers": "no"}"#, "\u{FF}\u{FE}garbage"])
    func brokenManifestIsOneLineAndNoPack(manifest: String) throws {
        let folder = try Fixtures.scratchFolder()
        try Fixtures.write(manifest, to: folder + "/pack.json")
        let result = PackLoader.loadPack(at: folder)
        #expect(result.packs.isEmpty)
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.description.contains("pack.json") == true)
    }

    @Test func unreadableManifestIsReported() throws {
        let folder = try Fixtures.scratchFolder()
        try FileManager.default.createDirectory(atPath: folder + "/pack.json", withIntermediateDirectories: true)
        let result = PackLoader.loadPack(at: folder)
        #expect(result.packs.isEmpty)
        #expect(result.problems.count == 1)
    }

    @Test func folderWithoutManifestIsReported() throws {
        let folder = try Fixtures.scratchFolder()
        let result = PackLoader.loadPack(at: folder)
        #expect(result.packs.isEmpty)
        #expect(result.problems.first?.description.contains("no pack.json, info.plist or PPStickerKeyboard plist") == true)
        #expect(PackLoader.loadPack(at: folder + "/absent").problems.first?.description.contains("not a readable folder") == true)
    }

    @Test func ppStickerKeyboardPlistWithBundleImages() throws {
        let folder = try Fixtures.scratchFolder()
        let png = try Fixtures.validPNG()
        try FileManager.default.createDirectory(atPath: folder + "/Sticker.bundle", withIntermediateDirectories: true)
        try Fixtures.write(png, to: folder + "/Sticker.bundle/pp_0@2x.png")
        try Fixtures.write(png, to: folder + "/Sticker.bundle/pp_1@3x.png")
        try Fixtures.write(png, to: folder + "/Sticker.bundle/cover@2x.png")
        try Fixtures.write(png, to: folder + "/Sticker.bundle/pp_5@2x.png")
        try Fixtures.write(Plist.document(Plist.array([
            Plist.dict(["cover_pic": Plist.string("cover"), "emoticons": Plist.array([
                Plist.dict(["image": Plist.string("pp_0"), "desc": Plist.string("微笑")]),
                Plist.dict(["image": Plist.string("pp_1"), "desc": Plist.string("撇嘴")]),
                Plist.dict(["image": Plist.string("pp_2"), "desc": Plist.string("色")]),
            ])]),
            Plist.dict(["cover_pic": Plist.string("pp_5"), "emoticons": Plist.array([
                Plist.dict(["image": Plist.string("pp_5"), "desc": Plist.string("发呆")]),
                Plist.dict(["image": Plist.string("pp_5"), "desc": Plist.string("微笑")]),
            ])]),
        ])), to: folder + "/EmojiPackageList.plist")
        let result = PackLoader.loadPack(at: folder)
        #expect(result.packs.count == 2)
        #expect(result.packs.map(\.format) == [.ppSticker, .ppSticker])
        #expect(result.packs[0].emotions.map(\.text) == ["[微笑]", "[撇嘴]"])
        #expect(result.packs[0].coverImage?.hasSuffix("cover@2x.png") == true)
        #expect(result.packs[1].emotions.map(\.text) == ["[发呆]", "[微笑]"])
        #expect(result.problems.map(\.description).contains { $0.contains("#3 \"色\"") && $0.contains("pp_2@2x.png is missing") })
        var problems: [PackProblem] = []
        let catalog = KeyboardCatalog(groups: [], packs: result.packs, kaomoji: [], problems: &problems)
        #expect(catalog.stickers.map(\.text) == ["[微笑]", "[撇嘴]", "[发呆]"])
        #expect(problems.count == 1)
        #expect(problems.first?.description.contains("duplicate code [微笑]") == true)
    }

    @Test func lxWeiboInfoPlistWithImagesAndEmoji() throws {
        let folder = try Fixtures.scratchFolder()
        let png = try Fixtures.validPNG()
        try Fixtures.write(png, to: folder + "/horse.png")
        try Fixtures.write(png, to: folder + "/d_haha.png")
        try Fixtures.write(Plist.document(Plist.array([
            Plist.dict(["chs": Plist.string("[马到成功]"), "cht": Plist.string("[馬到成功]"), "png": Plist.string("horse.png"), "gif": Plist.string("horse.gif"), "type": Plist.string("0")]),
            Plist.dict(["chs": Plist.string("[哈哈]"), "gif": Plist.string("d_haha.gif"), "type": Plist.string("0")]),
            Plist.dict(["code": Plist.string("0x1f603"), "type": Plist.string("1")]),
            Plist.dict(["code": Plist.string("0xzz"), "type": Plist.string("1")]),
            Plist.dict(["code": Plist.string("0x7"), "type": Plist.string("1")]),
            Plist.dict(["chs": Plist.string("[无图]"), "png": Plist.string("none.png"), "type": Plist.string("0")]),
        ])), to: folder + "/info.plist")
        let result = PackLoader.loadPack(at: folder)
        let pack = try #require(result.packs.first)
        #expect(pack.format == .lxWeibo)
        #expect(pack.emotions.map(\.text) == ["[马到成功]", "[哈哈]", "😃"])
        #expect(pack.emotions.map(\.isSticker) == [true, true, false])
        #expect(result.problems.count == 3)
        #expect(result.problems.map(\.description).allSatisfy { $0.hasPrefix("pack \(FileSystem.lastComponent(folder)): entry #") })
    }

    @Test func brokenPlistIsOneLine() throws {
        let folder = try Fixtures.scratchFolder()
        try Fixtures.write("<plist><array><dict><key>chs</key>", to: folder + "/info.plist")
        let result = PackLoader.loadPack(at: folder)
        #expect(result.packs.isEmpty)
        #expect(result.problems.count == 1)
        #expect(result.problems[0].description.contains("info.plist"))
    }

    @Test func packsFolderLoadsEachPackAndSkipsBrokenOnes() throws {
        let root = try Fixtures.scratchFolder()
        try FileManager.default.copyItem(atPath: Fixtures.shippedPack, toPath: root + "/doudou")
        try FileManager.default.createDirectory(atPath: root + "/broken", withIntermediateDirectories: true)
        try Fixtures.write("{", to: root + "/broken/pack.json")
        let result = PackLoader.loadPacks(in: root)
        #expect(result.packs.count == 1)
        #expect(result.problems.count == 1)
        #expect(PackLoader.loadPacks(in: root + "/none").packs.isEmpty)
    }
}

/// Writes XML property lists for pack fixtures.
enum Plist {
    static func string(_ value: String) -> String {
        "<string>" + value.map { $0 == "&" ? "&amp;" : $0 == "<" ? "&lt;" : String($0) }.joined() + "</string>"
    }

    static func array(_ items: [String]) -> String {
        "<array>" + items.joined() + "</array>"
    }

    static func dict(_ pairs: [String: String]) -> String {
        "<dict>" + pairs.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key>\($0.value)" }.joined() + "</dict>"
    }

    static func document(_ root: String) -> String {
        #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0">"# + root + "</plist>"
    }
}
