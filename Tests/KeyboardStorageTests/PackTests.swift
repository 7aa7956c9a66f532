import FoundationEssentials
import Testing

@testable import KeyboardFormats
@testable import KeyboardModel
@testable import KeyboardStorage

#if canImport(Glibc)
    import Glibc
    import KeyboardTestSupport
#endif

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
        try Fixtures.write(
            """
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
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/link.png", withDestinationPath: Fixtures.shippedPack + "/kaixin.png")
        try Fixtures.write(
            #"{"name": "L", "stickers": [{"code": "[链]", "image": "link.png"}]}"#, to: folder + "/pack.json")
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
        #expect(
            result.problems.first?.description.contains("no pack.json, info.plist or PPStickerKeyboard plist") == true)
        #expect(
            PackLoader.loadPack(at: folder + "/absent").problems.first?.description.contains("not a readable folder")
                == true)
    }

    @Test func ppStickerKeyboardPlistWithBundleImages() throws {
        let folder = try Fixtures.scratchFolder()
        let png = try Fixtures.validPNG()
        try FileManager.default.createDirectory(atPath: folder + "/Sticker.bundle", withIntermediateDirectories: true)
        try Fixtures.write(png, to: folder + "/Sticker.bundle/pp_0@2x.png")
        try Fixtures.write(png, to: folder + "/Sticker.bundle/pp_1@3x.png")
        try Fixtures.write(png, to: folder + "/Sticker.bundle/cover@2x.png")
        try Fixtures.write(png, to: folder + "/Sticker.bundle/pp_5@2x.png")
        try Fixtures.write(
            Plist.document(
                Plist.array([
                    Plist.dict([
                        "cover_pic": Plist.string("cover"),
                        "emoticons": Plist.array([
                            Plist.dict(["image": Plist.string("pp_0"), "desc": Plist.string("微笑")]),
                            Plist.dict(["image": Plist.string("pp_1"), "desc": Plist.string("撇嘴")]),
                            Plist.dict(["image": Plist.string("pp_2"), "desc": Plist.string("色")])
                        ])
                    ]),
                    Plist.dict([
                        "cover_pic": Plist.string("pp_5"),
                        "emoticons": Plist.array([
                            Plist.dict(["image": Plist.string("pp_5"), "desc": Plist.string("发呆")]),
                            Plist.dict(["image": Plist.string("pp_5"), "desc": Plist.string("微笑")])
                        ])
                    ])
                ])), to: folder + "/EmojiPackageList.plist")
        let result = PackLoader.loadPack(at: folder)
        #expect(result.packs.count == 2)
        #expect(result.packs.map(\.format) == [.ppSticker, .ppSticker])
        let folderName = String(folder.split(separator: "/").last ?? "")
        #expect(
            result.packs.map(\.name) == ["\(folderName) · 微笑", "\(folderName) · 发呆"],
            "unnamed: by folder and first sticker")
        #expect(result.packs[0].emotions.map(\.text) == ["[微笑]", "[撇嘴]"])
        #expect(result.packs[0].coverImage?.hasSuffix("cover@2x.png") == true)
        #expect(result.packs[1].emotions.map(\.text) == ["[发呆]", "[微笑]"])
        #expect(
            result.problems.map(\.description).contains {
                $0.contains("#3 \"色\"") && $0.contains("image pp_2 is missing")
            })
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
        try Fixtures.write(
            Plist.document(
                Plist.array([
                    Plist.dict([
                        "chs": Plist.string("[马到成功]"), "cht": Plist.string("[馬到成功]"), "png": Plist.string("horse.png"),
                        "gif": Plist.string("horse.gif"), "type": Plist.string("0")
                    ]),
                    Plist.dict([
                        "chs": Plist.string("[哈哈]"), "gif": Plist.string("d_haha.gif"), "type": Plist.string("0")
                    ]),
                    Plist.dict(["code": Plist.string("0x1f603"), "type": Plist.string("1")]),
                    Plist.dict(["code": Plist.string("0xzz"), "type": Plist.string("1")]),
                    Plist.dict(["code": Plist.string("0x7"), "type": Plist.string("1")]),
                    Plist.dict(["chs": Plist.string("[无图]"), "png": Plist.string("none.png"), "type": Plist.string("0")]
                    )
                ])), to: folder + "/info.plist")
        let result = PackLoader.loadPack(at: folder)
        let pack = try #require(result.packs.first)
        #expect(pack.format == .lxWeibo)
        #expect(pack.emotions.map(\.text) == ["[马到成功]", "[哈哈]", "😃"])
        #expect(pack.emotions.map(\.isSticker) == [true, true, false])
        #expect(result.problems.count == 3)
        #expect(
            result.problems.map(\.description).allSatisfy {
                $0.hasPrefix("pack \(FileSystem.lastComponent(folder)): entry #")
            })
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

@Suite("Hostile pack manifests")
struct HostilePackTests {
    static let depth = 10_000

    /// Binary property list objects: `arrays` arrays each holding the next, then an empty one; or a cycle.
    static func binaryPlist(nesting arrays: Int, cycle: Bool = false) -> Data {
        var objects: [[UInt8]]
        if cycle {
            objects = [[0xA1, 0, 1], [0xA1, 0, 0]]
        } else {
            objects = (0..<arrays).map { index -> [UInt8] in
                let next = index + 1
                return [0xA1, UInt8((next >> 8) & 0xFF), UInt8(next & 0xFF)]
            }
            objects.append([0xA0])
        }
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += PNGFixtures.word(UInt32(offset)) }
        bytes += [0, 0, 0, 0, 0, 0, 4, 2]
        for value in [offsets.count, 0, table] { bytes += [0, 0, 0, 0] + PNGFixtures.word(UInt32(value)) }
        return Data(bytes)
    }

    static let deepXML =
        #"<?xml version="1.0"?><plist version="1.0">"# + String(repeating: "<array>", count: depth)
        + String(repeating: "</array>", count: depth) + "</plist>"

    @Test(arguments: [
        ("info.plist", Data(deepXML.utf8), "nests deeper than 32 levels"),
        ("Stickers.plist", Data(deepXML.utf8), "nests deeper than 32 levels"),
        (
            "pack.json",
            Data(
                (#"{"name":"x","stickers":"# + String(repeating: "[", count: depth)
                    + String(repeating: "]", count: depth) + "}").utf8), "nests deeper than 32 levels"
        ),
        ("info.plist", binaryPlist(nesting: depth), "nests deeper than 32 levels"),
        ("info.plist", binaryPlist(nesting: 0, cycle: true), "contains itself"),
        (
            "info.plist",
            Data(
                ("<plist><string><![CDATA[" + String(repeating: "</array>", count: 50) + "]]></string>"
                    + String(repeating: "<array>", count: depth)).utf8), "nests deeper than 32 levels"
        ),
        (
            "info.plist",
            Data(
                ("<plist><!--" + String(repeating: "</dict>", count: 50) + "-->"
                    + String(repeating: "<dict>", count: depth)).utf8), "nests deeper than 32 levels"
        ),
        ("info.plist", Data([0xFF, 0xFE] + Array("<\0p\0l\0i\0s\0t\0>\0".utf8)), "not UTF-8"),
        ("info.plist", Data(#"<?xml version="1.0" encoding="UTF-16"?><plist/>"#.utf8), "not UTF-8"),
        (
            "info.plist", Data(("(" + String(repeating: "(", count: depth)).utf8),
            "neither an XML nor a binary property list"
        )
    ])
    func deepOrForeignManifestIsOneLineNamingThePack(file: String, content: Data, reason: String) throws {
        let folder = try Fixtures.scratchFolder()
        try Fixtures.write(content, to: folder + "/" + file)
        let result = PackLoader.loadPack(at: folder)
        #expect(result.packs.isEmpty)
        #expect(result.problems.count == 1)
        let line = try #require(result.problems.first?.description)
        #expect(
            line.hasPrefix("pack \(FileSystem.lastComponent(folder)): \(file) ") && line.contains(reason), "\(line)")
    }

    @Test func aModestBinaryPlistStillLoads() throws {
        try NestingCheck.propertyList(Self.binaryPlist(nesting: 30))
        #expect(throws: NestingCheck.Refusal.self) { try NestingCheck.propertyList(Self.binaryPlist(nesting: 40)) }
    }

    @Test func aDeepUserPackLeavesEveryOtherPackWorking() throws {
        let root = try Fixtures.scratchFolder()
        let userPacks = root + "/packs"
        try FileManager.default.createDirectory(atPath: userPacks + "/deep", withIntermediateDirectories: true)
        try Fixtures.write(Self.deepXML, to: userPacks + "/deep/info.plist")
        try FileManager.default.copyItem(atPath: Fixtures.shippedPack, toPath: userPacks + "/mine")
        let manifest = try Fixtures.text(Fixtures.shippedPack + "/pack.json").split(
            separator: "\"[", omittingEmptySubsequences: false
        ).joined(separator: "\"[my")
        try Fixtures.write(manifest, to: userPacks + "/mine/pack.json")
        let locations = DataLocations(assets: Fixtures.assets, userPacks: userPacks, stateDirectory: root + "/state")
        let (catalog, problems) = try KeyboardCatalog.load(locations: locations)
        #expect(catalog.tabs.filter { $0.kind == .pack }.count == 2, "the shipped pack and the user's good pack")
        #expect(catalog.byText["[my笑哭]"] != nil && catalog.byText["[笑哭]"] != nil)
        #expect(problems.map(\.description) == ["pack deep: info.plist nests deeper than 32 levels"])
    }

    @Test func userPacksInAFolderOthersCanWriteAreRefused() throws {
        let root = try Fixtures.scratchFolder()
        try FileManager.default.copyItem(atPath: Fixtures.shippedPack, toPath: root + "/packs/planted")
        chmod(root + "/packs", 0o777)
        let result = PackLoader.loadUserPacks(in: root + "/packs")
        #expect(result.packs.isEmpty)
        #expect(result.problems.count == 1 && result.problems[0].description.contains("writable by other users"))
    }

    @Test func controlCharactersInNamesAreCleanedAndReportedOnce() throws {
        let folder = try Fixtures.scratchFolder()
        try Fixtures.write(try Fixtures.validPNG(), to: folder + "/a.png")
        try Fixtures.write(
            #"{"name": "X\u001b]0;owned\u0007\u001b[2J", "stickers": [{"code": "[a]", "image": "a.png", "name_en": "tab\there", "name_zh": "\u009b31m红\u202e"}]}"#,
            to: folder + "/pack.json")
        let result = PackLoader.loadPack(at: folder)
        let pack = try #require(result.packs.first)
        #expect(pack.name == "X]0;owned[2J")
        #expect(pack.emotions.first?.nameEN == "tab here")
        #expect(pack.emotions.first?.nameZH == "31m红")
        #expect(
            result.problems.map(\.description) == [
                "pack X]0;owned[2J: name: control characters removed",
                "pack X]0;owned[2J: entry #1 \"[a]\": name_en: control characters removed",
                "pack X]0;owned[2J: entry #1 \"[a]\": name_zh: control characters removed"
            ])
        let long = DisplayName.clean(String(repeating: "长", count: 20_000))
        #expect(long.name.count == DisplayName.maximumLength && long.change != nil)
    }

    @Test func folderNamesAndEntryLabelsAreEscapedInReports() throws {
        let root = try Fixtures.scratchFolder()
        let folder = root + "/evil\u{1B}[2J\nname"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Fixtures.write(
            #"{"name": "", "stickers": [{"code": "[b\u009b]", "image": "none.png"}, {"code": "[c]", "image": "x\u001b.png"}]}"#,
            to: folder + "/pack.json")
        let result = PackLoader.loadPack(at: folder)
        #expect(result.packs.first?.name == "evil[2J name")
        let lines = result.problems.map(\.description)
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { !$0.unicodeScalars.contains(where: TerminalText.needsEscape) }, "\(lines)")
    }
}

@Suite("Sticker images at load")
struct StickerImageTests {
    func load(_ files: [String: Data]) throws -> PackLoadResult {
        let folder = try Fixtures.scratchFolder()
        var stickers: [String] = []
        for (name, data) in files.sorted(by: { $0.key < $1.key }) {
            try Fixtures.write(data, to: folder + "/" + name)
            stickers.append(#"{"code": "[\#(name)]", "image": "\#(name)"}"#)
        }
        try Fixtures.write(
            #"{"name": "P", "stickers": [\#(stickers.joined(separator: ","))]}"#, to: folder + "/pack.json")
        return PackLoader.loadPack(at: folder)
    }

    @Test func theHeaderIsCheckedAtLoadAndTheRestInFull() throws {
        let png = try Fixtures.validPNG()
        var badHeaderCRC = png
        badHeaderCRC[30] ^= 0xFF
        var badDepth = [UInt8](png)
        badDepth[24] = 3
        let crc = PNGFixtures.word(CRC32.update(0, badDepth[12..<29]))
        badDepth.replaceSubrange(29..<33, with: crc)
        let built = PNGFixtures.png(width: 16, height: 16)
        let result = try load([
            "good.png": png, "crc.png": badHeaderCRC, "cut.png": Data(built.prefix(120)), "depth.png": Data(badDepth),
            "short.png": png.prefix(20)
        ])
        #expect(
            result.packs.first?.emotions.map(\.text) == ["[cut.png]", "[good.png]"],
            "a file cut after its header is found when decoded")
        let lines = result.problems.map(\.description)
        #expect(lines.count == 3)
        #expect(lines.contains { $0.contains("[crc.png]") && $0.contains("bad checksum") })
        #expect(lines.contains { $0.contains("[depth.png]") && $0.contains("header is invalid") })
        #expect(lines.contains { $0.contains("[short.png]") && $0.contains("truncated") })
        let cut = try #require(result.packs.first?.emotions.first?.imagePath)
        var inflater = StoredInflater()
        #expect(throws: PNGHeader.PNGError.truncated) {
            try PNGIntegrity.check(try OpenedFile(cut), inflater: &inflater)
        }
    }

    @Test func corruptImageDataPassesTheLoadCheckButNotTheFullOne() throws {
        var corrupt = PNGFixtures.png(width: 16, height: 16)
        corrupt[100] ^= 0x55
        let result = try load(["corrupt.png": Data(corrupt)])
        #expect(result.packs.first?.emotions.count == 1, "the load check reads only the header and the end")
        let path = try #require(result.packs.first?.emotions.first?.imagePath)
        var inflater = StoredInflater()
        #expect(throws: PNGHeader.PNGError.badChecksum) {
            try PNGIntegrity.check(try OpenedFile(path), inflater: &inflater)
        }
    }

    @Test func imagesAreOpenedWithoutFollowingLinksOutOfThePack() throws {
        let root = try Fixtures.scratchFolder()
        let folder = root + "/pack"
        try FileManager.default.createDirectory(atPath: folder + "/inside", withIntermediateDirectories: true)
        try Fixtures.write(try Fixtures.validPNG(), to: folder + "/inside/real.png")
        try Fixtures.write(try Fixtures.validPNG(), to: root + "/secret.png")
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/alias.png", withDestinationPath: "inside/real.png")
        try FileManager.default.createSymbolicLink(atPath: folder + "/escape", withDestinationPath: root)
        mkfifo(folder + "/fifo.png", 0o600)
        try Fixtures.write(
            #"{"name": "L", "stickers": [{"code": "[a]", "image": "alias.png"}, {"code": "[b]", "image": "escape/secret.png"}, {"code": "[c]", "image": "inside/real.png"}, {"code": "[d]", "image": "fifo.png"}]}"#,
            to: folder + "/pack.json")
        let result = PackLoader.loadPack(at: folder)
        let pack = try #require(result.packs.first)
        #expect(pack.emotions.map(\.text) == ["[a]", "[c]"])
        #expect(
            pack.emotions.map(\.imagePath) == [
                FileSystem.resolved(folder) + "/inside/real.png", FileSystem.resolved(folder) + "/inside/real.png"
            ])
        #expect(
            result.problems.map(\.description).contains { $0.contains("[b]") && $0.contains("outside the pack folder") }
        )
        #expect(result.problems.map(\.description).contains { $0.contains("[d]") && $0.contains("not a regular file") })
    }
}

@Suite("PNG integrity")
struct PNGIntegrityTests {
    func check(_ bytes: [UInt8]) throws(PNGHeader.PNGError) {
        let path = (try? Fixtures.scratchFolder()).map { $0 + "/image.png" } ?? "/nonexistent"
        try? Fixtures.write(Data(bytes), to: path)
        guard let file = try? OpenedFile(path) else { throw .badData("fixture") }
        var inflater = StoredInflater()
        _ = try PNGIntegrity.check(file, inflater: &inflater)
    }

    @Test(arguments: [(1, 1), (7, 3), (9, 17), (33, 2)])
    func wholeImagesPass(width: Int, height: Int) throws {
        try check(PNGFixtures.png(width: width, height: height))
        try check(PNGFixtures.png(width: width, height: height, interlaced: true))
    }

    @Test func everyKindOfDamageIsFound() {
        let good = PNGFixtures.png(width: 8, height: 8)
        #expect(throws: PNGHeader.PNGError.badData("unknown row filter 5")) {
            try check(PNGFixtures.png(width: 8, height: 8, filter: 5))
        }
        #expect(throws: PNGHeader.PNGError.badData("rows missing")) {
            try check(PNGFixtures.png(width: 8, height: 8, rowsMissing: 2))
        }
        var flipped = good
        flipped[60] ^= 1
        #expect(throws: PNGHeader.PNGError.badChecksum) { try check(flipped) }
        #expect(throws: PNGHeader.PNGError.truncated) { try check(Array(good.dropLast(12))) }
        let idat = good[33..<(good.count - 12)]
        let split =
            Array(good[..<33]) + Array(idat) + PNGFixtures.chunk("tEXt", Array("a".utf8)) + Array(idat)
            + Array(good.suffix(12))
        #expect(throws: PNGHeader.PNGError.badData("image data chunks are apart")) { try check(split) }
        let critical = Array(good[..<33]) + PNGFixtures.chunk("ABCD", []) + Array(good[33...])
        #expect(throws: PNGHeader.PNGError.badData("unknown critical chunk ABCD")) { try check(critical) }
    }

    /// Found by fuzzing: 97 bytes after IEND passed the full check but not the in-memory one (which looked for IEND in
    /// the last 64 bytes only), so such a sticker was not offered as image/png. Both ignore what follows IEND now,
    /// and both still refuse a file cut inside its chunks.
    @Test func bytesAfterTheEndAreIgnoredByBothChecks() throws {
        let good = PNGFixtures.png(width: 8, height: 8)
        for trailing in [0, 1, 64, 97, 4096] {
            let bytes = good + [UInt8](repeating: 0, count: trailing)
            try check(bytes)
            #expect(
                (try? PNGHeader(data: Data(bytes))) == (try PNGHeader(data: Data(good))), "\(trailing) bytes after IEND"
            )
        }
        for cut in [1, 12, 13, good.count - 40] {
            #expect(throws: PNGHeader.PNGError.truncated) { try PNGHeader(data: Data(good.dropLast(cut))) }
        }
    }
}
