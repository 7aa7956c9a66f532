import FoundationEssentials
import KeyboardTestSupport
import Testing

@testable import KeyboardFormats
@testable import KeyboardModel
@testable import KeyboardStorage

/// The seed projects' packs in the shapes their authors ship (fixtures of our own, written in those shapes).
@Suite("Seed pack formats")
struct SeedPackTests {
    @Test func imagesAreFoundAsImageNamedFindsThem() throws {
        let folder = try Fixtures.scratchFolder()
        let png = try Fixtures.validPNG()
        try Fixtures.write(png, to: folder + "/d_aini@2x.png")
        try Fixtures.write(png, to: folder + "/d_both@2x.png")
        try Fixtures.write(png, to: folder + "/d_both@3x.png")
        try Fixtures.write(png, to: folder + "/d_plain.png")
        try Fixtures.write(png, to: folder + "/lxh_gif@2x.png")
        try Fixtures.write(
            Plist.document(
                Plist.array([
                    Plist.dict([
                        "chs": Plist.string("[爱你]"), "png": Plist.string("d_aini.png"), "type": Plist.string("0")
                    ]),
                    Plist.dict([
                        "chs": Plist.string("[两个]"), "png": Plist.string("d_both.png"), "type": Plist.string("0")
                    ]),
                    Plist.dict(["chs": Plist.string("[无后缀]"), "png": Plist.string("d_plain"), "type": Plist.string("0")]
                    ),
                    Plist.dict([
                        "chs": Plist.string("[动图]"), "png": Plist.string(""), "gif": Plist.string("lxh_gif.gif"),
                        "type": Plist.string("0")
                    ]),
                    Plist.dict([
                        "chs": Plist.string("[没有]"), "png": Plist.string("d_none.png"), "type": Plist.string("0")
                    ])
                ])), to: folder + "/info.plist")
        let result = PackLoader.loadPack(at: folder)
        let pack = try #require(result.packs.first)
        let images = pack.emotions.map { $0.imagePath.map(FileSystem.lastComponent) }
        #expect(
            images == ["d_aini@2x.png", "d_both@3x.png", "d_plain.png", "lxh_gif@2x.png"], "the largest scale present")
        #expect(
            result.problems.map(\.description) == [
                "pack \(FileSystem.lastComponent(folder)): entry #5 \"[没有]\": image d_none.png is missing"
            ])
    }

    /// LXWeibo's lxh group names a GIF and its still PNG for each sticker: the GIF plays when the folder holds it; a
    /// GIF whose header is out of bounds is refused at load like a bad PNG.
    @Test func lxhEntriesLoadTheirGIFWhenTheFolderHoldsIt() throws {
        let folder = try Fixtures.scratchFolder()
        let png = try Fixtures.validPNG()
        let gif = Data(Array("GIF89a".utf8) + [22, 0, 22, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255, 0x3B])
        try Fixtures.write(png, to: folder + "/lxh_xiaohaha.png")
        try Fixtures.write(png, to: folder + "/lxh_xiaohaha@2x.png")
        try Fixtures.write(gif, to: folder + "/lxh_xiaohaha.gif")
        try Fixtures.write(png, to: folder + "/lxh_still@2x.png")
        try Fixtures.write(
            Data(Array("GIF89a".utf8) + [0xFF, 0xFF, 0xFF, 0xFF, 0x80, 0, 0, 0x3B]), to: folder + "/lxh_huge.gif")
        try Fixtures.write(
            Data(
                Array("RIFF".utf8) + [30, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0]
                    + [UInt8](repeating: 0, count: 4)
                    + [21, 0, 0, 21, 0, 0]), to: folder + "/lxh_webp.webp")
        try Fixtures.write(
            Plist.document(
                Plist.array([
                    Plist.dict([
                        "chs": Plist.string("[笑哈哈]"), "gif": Plist.string("lxh_xiaohaha.gif"),
                        "png": Plist.string("lxh_xiaohaha.png"), "type": Plist.string("0")
                    ]),
                    Plist.dict([
                        "chs": Plist.string("[静]"), "gif": Plist.string("lxh_still.gif"),
                        "png": Plist.string("lxh_still.png"), "type": Plist.string("0")
                    ]),
                    Plist.dict([
                        "chs": Plist.string("[大]"), "gif": Plist.string("lxh_huge.gif"), "type": Plist.string("0")
                    ]),
                    Plist.dict([
                        "chs": Plist.string("[网]"), "png": Plist.string("lxh_webp.webp"), "type": Plist.string("0")
                    ])
                ])), to: folder + "/info.plist")
        let result = PackLoader.loadPack(at: folder)
        let pack = try #require(result.packs.first)
        #expect(
            pack.emotions.map { $0.imagePath.map(FileSystem.lastComponent) } == [
                "lxh_xiaohaha.gif", "lxh_still@2x.png", "lxh_webp.webp"
            ])
        #expect(result.problems.count == 1)
        #expect(
            result.problems.first?.description.contains("lxh_huge.gif: canvas 65535x65535 is larger than 2048x2048")
                == true,
            "\(result.problems)")
    }

    @Test func imageNamedCandidatesAreBounded() {
        #expect(StickerEntryBuilder.imageNamed("a.png") == ["a@3x.png", "a@2x.png", "a.png"])
        #expect(
            StickerEntryBuilder.imageNamed("a", in: "S.bundle/") == [
                "S.bundle/a@3x.png", "S.bundle/a@2x.png", "S.bundle/a.png", "S.bundle/a"
            ])
        #expect(StickerEntryBuilder.imageNamed("").isEmpty)
        #expect(StickerEntryBuilder.imageNamed(String(repeating: "x", count: 10_000)).count <= 4)
    }

    /// An `EmojiKeyBoard.bundle` as Chakery/EmojiKeyBoard ships it: a package of emoji given as hex code points and a
    /// package of images with `chs` codes, named in `emojiPackage.plist`.
    static func emojiKeyBoardBundle() throws -> String {
        let bundle = try Fixtures.scratchFolder() + "/EmojiKeyBoard.bundle"
        let png = try Fixtures.validPNG()
        try FileManager.default.createDirectory(atPath: bundle + "/com.apple.emoji", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: bundle + "/com.sina.emoji", withIntermediateDirectories: true)
        try Fixtures.write(png, to: bundle + "/com.sina.emoji/lxh_xiaohaha.png")
        try Fixtures.write(png, to: bundle + "/com.sina.emoji/lxh_xiaohaha@2x.png")
        try Fixtures.write(png, to: bundle + "/com.sina.emoji/lxh_toule@2x.png")
        try Fixtures.write(
            Plist.document(
                Plist.dict([
                    "packages": Plist.array([
                        Plist.dict(["name": Plist.string("默认表情"), "id": Plist.string("com.apple.emoji")]),
                        Plist.dict(["name": Plist.string("新浪表情"), "id": Plist.string("com.sina.emoji")])
                    ])
                ])), to: bundle + "/emojiPackage.plist")
        try Fixtures.write(
            Plist.document(
                Plist.dict([
                    "id": Plist.string("com.apple.emoji"),
                    "emojis": Plist.array([
                        Plist.dict(["code": Plist.string("0x1f603")]),
                        Plist.dict(["code": Plist.string("0x1f60d")])
                    ])
                ])), to: bundle + "/com.apple.emoji/info.plist")
        try Fixtures.write(
            Plist.document(
                Plist.dict([
                    "id": Plist.string("com.sina.emoji"),
                    "emojis": Plist.array([
                        Plist.dict(["chs": Plist.string("[笑哈哈]"), "png": Plist.string("lxh_xiaohaha.png")]),
                        Plist.dict(["chs": Plist.string("[偷乐]"), "png": Plist.string("lxh_toule.png")])
                    ])
                ])), to: bundle + "/com.sina.emoji/info.plist")
        return bundle
    }

    @Test func emojiKeyBoardBundleLoadsEachPackageByName() throws {
        let bundle = try Self.emojiKeyBoardBundle()
        let result = PackLoader.loadPack(at: bundle)
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(result.packs.map(\.name) == ["默认表情", "新浪表情"])
        #expect(result.packs.map(\.format) == [.emojiKeyBoard, .emojiKeyBoard])
        #expect(result.packs[0].emotions.map(\.text) == ["😃", "😍"])
        #expect(result.packs[0].emotions.allSatisfy { !$0.isSticker })
        #expect(result.packs[1].emotions.map(\.text) == ["[笑哈哈]", "[偷乐]"])
        #expect(
            result.packs[1].emotions.map { $0.imagePath.map(FileSystem.lastComponent) } == [
                "lxh_xiaohaha@2x.png", "lxh_toule@2x.png"
            ])
        #expect(result.packs[1].emotions.first?.nameZH == "笑哈哈")
    }

    @Test func emojiKeyBoardPackageFolderLoadsAloneByItsBundleName() throws {
        let bundle = try Self.emojiKeyBoardBundle()
        let result = PackLoader.loadPack(at: bundle + "/com.sina.emoji")
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(result.packs.map(\.name) == ["新浪表情"])
        #expect(result.packs.first?.emotions.map(\.text) == ["[笑哈哈]", "[偷乐]"])
        try FileManager.default.removeItem(atPath: bundle + "/emojiPackage.plist")
        #expect(
            PackLoader.loadPack(at: bundle + "/com.apple.emoji").packs.map(\.name) == ["com.apple.emoji"],
            "without the bundle's list: the folder's name")
    }

    @Test func hostileEmojiKeyBoardBundleIsBounded() throws {
        let bundle = try Fixtures.scratchFolder()
        let packages = (0..<(EmojiKeyBoardFormat.packageLimit + 10)).map { Plist.dict(["id": Plist.string("p\($0)")]) }
        let hostile = [
            Plist.dict(["id": Plist.string("..")]), Plist.dict(["id": Plist.string("../etc")]),
            Plist.dict(["name": Plist.string("no id")]), Plist.dict(["id": Plist.string("gone")])
        ]
        try Fixtures.write(
            Plist.document(Plist.dict(["packages": Plist.array(hostile + packages)])),
            to: bundle + "/emojiPackage.plist")
        try FileManager.default.createDirectory(atPath: bundle + "/p0", withIntermediateDirectories: true)
        try Fixtures.write(
            Plist.document(
                Plist.dict([
                    "emojis": Plist.array([
                        Plist.dict(["code": Plist.string("0xzz")]), Plist.dict([:]),
                        Plist.dict(["chs": Plist.string("[逃]"), "png": Plist.string("../../escape.png")])
                    ])
                ])), to: bundle + "/p0/info.plist")
        let result = PackLoader.loadPack(at: bundle)
        let lines = result.problems.map(\.description)
        #expect(
            lines.contains {
                $0.contains(
                    "\(hostile.count + 10) packages after the first \(EmojiKeyBoardFormat.packageLimit) not loaded")
            })
        #expect(lines.filter { $0.contains("is not a folder name") }.count == 3)
        #expect(lines.contains { $0.contains("gone/info.plist is missing") })
        #expect(
            lines.contains { $0.contains("is not a code point") }
                && lines.contains { $0.contains("neither png nor code") })
        #expect(
            lines.contains {
                $0.contains("[逃]") && $0.contains("outside") || $0.contains("[逃]") && $0.contains("missing")
            })
        #expect(lines.count <= EmojiKeyBoardFormat.packageLimit + 8, "one line per problem")
        #expect(result.packs.first?.emotions.isEmpty == true)
    }

    /// An LXWeibo list whose entries have Traditional Chinese codes (`cht`), some equal to `chs` as most are.
    static func traditionalCodePack() throws -> String {
        let folder = try Fixtures.scratchFolder() + "/default"
        let png = try Fixtures.validPNG()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in ["d_horse", "d_haha", "d_bad", "d_twice"] {
            try Fixtures.write(png, to: folder + "/\(name)@2x.png")
        }
        try Fixtures.write(
            Plist.document(
                Plist.array([
                    Plist.dict([
                        "chs": Plist.string("[马到成功]"), "cht": Plist.string("[馬到成功]"),
                        "png": Plist.string("d_horse.png"), "type": Plist.string("0")
                    ]),
                    Plist.dict([
                        "chs": Plist.string("[哈哈]"), "cht": Plist.string("[哈哈]"), "png": Plist.string("d_haha.png"),
                        "type": Plist.string("0")
                    ]),
                    Plist.dict([
                        "chs": Plist.string("[坏]"), "cht": Plist.string("[壞]x"), "png": Plist.string("d_bad.png"),
                        "type": Plist.string("0")
                    ]),
                    Plist.dict([
                        "chs": Plist.string("[又]"), "cht": Plist.string("[馬到成功]"), "png": Plist.string("d_twice.png"),
                        "type": Plist.string("0")
                    ])
                ])), to: folder + "/info.plist")
        return folder
    }

    @Test func traditionalCodesAreAliasesOfTheSameSticker() throws {
        let result = PackLoader.loadPack(at: try Self.traditionalCodePack())
        let pack = try #require(result.packs.first)
        #expect(pack.name == "默认", "LXWeibo's default group titled as its keyboard titles it")
        #expect(pack.emotions.map(\.text) == ["[马到成功]", "[哈哈]", "[坏]", "[又]"], "a bad or taken cht leaves the sticker")
        #expect(pack.emotions.map(\.traditionalCode) == ["[馬到成功]", nil, nil, nil])
        #expect(result.problems.count == 2)
        #expect(result.problems.map(\.description).allSatisfy { $0.contains("cht: ") })

        var problems: [PackProblem] = []
        let catalog = KeyboardCatalog(groups: [], packs: result.packs, kaomoji: [], problems: &problems)
        #expect(problems.isEmpty)
        #expect(catalog.emotion(forText: "[馬到成功]")?.text == "[马到成功]", "the alias finds the sticker")
        var typed = TextBuffer()
        typed.paste("看[馬到成功]!", codec: catalog.stickerCodec)
        #expect(
            typed.atoms.filter { if case .sticker = $0 { true } else { false } }.count == 1,
            "typed or pasted, the alias becomes the sticker")
        #expect(typed.plainText == "看[馬到成功]!")

        let horse = try #require(pack.emotions.first)
        var chosen = TextBuffer()
        chosen.insert(chosen: horse, traditional: true)
        #expect(chosen.plainText == "[馬到成功]", "a Traditional Chinese reader copies the cht code")
        chosen = TextBuffer()
        chosen.insert(chosen: horse)
        #expect(chosen.plainText == "[马到成功]")
        #expect(
            LocalizedNames(locales: ["zh_Hant_TW", "zh_Hant"], fallback: .chinese, entries: [:])
                .prefersTraditionalChinese)
        #expect(!LocalizedNames(locales: ["zh"], fallback: .chinese, entries: [:]).prefersTraditionalChinese)
    }

    @Test func anAliasTakenByAnotherPackIsReportedOnce() throws {
        let lxweibo = PackLoader.loadPack(at: try Self.traditionalCodePack()).packs
        let png = try Fixtures.validPNG()
        let other = try Fixtures.scratchFolder()
        try Fixtures.write(png, to: other + "/a.png")
        try Fixtures.write(
            #"{"name": "Other", "stickers": [{"code": "[馬到成功]", "image": "a.png"}]}"#, to: other + "/pack.json")
        let native = PackLoader.loadPack(at: other).packs
        var problems: [PackProblem] = []
        let catalog = KeyboardCatalog(groups: [], packs: lxweibo + native, kaomoji: [], problems: &problems)
        #expect(catalog.emotion(forText: "[馬到成功]")?.nameEN == "馬到成功", "a code wins over an alias, whatever the order")
        #expect(problems.map(\.description).filter { $0.contains("[馬到成功]") }.count == 1)
        let added = catalog.adding(packs: [], problems: [])
        #expect(added.problems.isEmpty, "reported once, not again when packs are added")
    }

    @Test func seedPacksReadBackFromThePackCache() throws {
        let bundle = try Self.emojiKeyBoardBundle()
        let lxweibo = try Self.traditionalCodePack()
        let loaded = PackLoader.loadPack(at: bundle).packs + PackLoader.loadPack(at: lxweibo).packs
        let stamps = PackSourceStamps(userPacks: bundle + "/none", configured: [bundle, lxweibo])
        let encoded = try #require(PackCache.encode(PackLoadResult(packs: loaded), stamps: stamps))
        let decoded = try #require(PackCache.decode(encoded, stamps: stamps))
        #expect(decoded.packs == loaded, "package subfolders and Traditional Chinese codes as the loaders give them")
    }
}
