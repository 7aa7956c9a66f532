import FoundationEssentials
import KeyboardTestSupport
import Testing

@testable import KeyboardModel
@testable import KeyboardStorage

@Suite("The shipped demo pack yields")
struct ShippedPackTests {
    static let demo = "豆豆 Doudou"

    /// A pack named `name` in `folder` with a sticker for each of `codes`.
    static func pack(_ name: String, _ codes: [String], in folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Fixtures.write(try Fixtures.validPNG(), to: folder + "/a.png")
        let stickers = codes.map { #"{"code": "\#($0)", "image": "a.png"}"# }.joined(separator: ",")
        try Fixtures.write(#"{"name": "\#(name)", "stickers": [\#(stickers)]}"#, to: folder + "/pack.json")
    }

    func demoTab(_ catalog: KeyboardCatalog) -> Tab? { catalog.tabs.first { $0.title == Self.demo } }

    func owner(_ code: String, _ catalog: KeyboardCatalog) -> String? {
        catalog.tabs.first { $0.kind == .pack && $0.emotions.contains { $0.text == code } }?.title
    }

    @Test func aUserPackKeepsTheCodesTheDemoPackHasToo() throws {
        let root = try Fixtures.scratchFolder()
        try Self.pack("LXWeibo", ["[酷]", "[晕]", "[困]", "[新]"], in: root + "/packs/weibo")
        let locations = DataLocations(
            assets: Fixtures.assets, userPacks: root + "/packs", stateDirectory: root + "/state")
        let (catalog, problems) = try KeyboardCatalog.load(locations: locations)
        for code in ["[酷]", "[晕]", "[困]", "[新]"] { #expect(owner(code, catalog) == "LXWeibo", "\(code)") }
        #expect(
            catalog.emotion(forText: "[酷]")?.imagePath?.contains("/packs/weibo/") == true, "a pasted [酷] is the user's")
        let demo = try #require(demoTab(catalog))
        #expect(
            !demo.emotions.contains { ["[酷]", "[晕]", "[困]"].contains($0.text) }
                && demo.emotions.contains { $0.text == "[开心]" })
        #expect(
            problems.filter { $0.pack == Self.demo }.map(\.description).sorted()
                == ["[困]", "[晕]", "[酷]"].map {
                    "pack \(Self.demo): entry \($0): also a code of pack LXWeibo, which keeps it; this shipped sticker is left out"
                }.sorted())
    }

    @Test func userPacksJoiningAfterTheFirstFrameAndNamedPacksWinToo() throws {
        let root = try Fixtures.scratchFolder()
        try Self.pack("Named", ["[酷]"], in: root + "/named")
        try Self.pack("Later", ["[晕]"], in: root + "/later")
        let locations = DataLocations(assets: Fixtures.assets, userPacks: "", stateDirectory: root + "/state")
        let first = try KeyboardCatalog.load(
            locations: locations, extra: PackLoader.loadPack(at: root + "/named"), lazily: true, userPacks: false)
        #expect(owner("[酷]", first.catalog) == "Named", "--pack, loaded with the demo pack before it")
        #expect(owner("[晕]", first.catalog) == Self.demo)
        let joined = first.catalog.adding(PackLoader.loadPack(at: root + "/later"))
        #expect(owner("[晕]", joined.catalog) == "Later", "the user's packs, joining after the first frame")
        #expect(joined.catalog.emotion(forText: "[晕]")?.imagePath?.contains("/later/") == true)
        #expect(joined.problems.map(\.pack) == [Self.demo], "the demo's sticker left out is told when it is")
    }

    @Test func myStickersMayTakeADemoCode() throws {
        let root = try Fixtures.scratchFolder()
        let locations = DataLocations(assets: Fixtures.assets, userPacks: "", stateDirectory: root + "/state")
        let catalog = try KeyboardCatalog.load(locations: locations, lazily: true, userPacks: false).catalog
        #expect(owner("[酷]", catalog) == Self.demo)
        #expect(!catalog.codesOfOtherPacks.contains("[酷]"))
    }

    @Test func theDemoPackCanBeTurnedOff() throws {
        let root = try Fixtures.scratchFolder()
        try Fixtures.write("demo-pack = false\n", to: root + "/config.toml")
        let reading = ConfigurationFile.load(root + "/config.toml", home: nil)
        #expect(reading.problems.isEmpty && reading.configuration.demoPack == false)
        #expect(Configuration.defaults.demoPack)
        let locations = DataLocations(assets: Fixtures.assets, userPacks: "", stateDirectory: root + "/state")
        let catalog = try KeyboardCatalog.load(locations: locations, lazily: true, userPacks: false, demoPack: false)
            .catalog
        #expect(demoTab(catalog) == nil && catalog.emotion(forText: "[酷]") == nil)
    }
}
