import FoundationEssentials
import Testing

@testable import KeyboardModel
@testable import KeyboardStorage

#if canImport(Glibc)
    import Glibc
    import KeyboardTestSupport
#endif

/// Issue 38: the glyph cache's fingerprint is trusted after one `stat` per folder, not per font file, still notices a
/// colour font replaced, removed or added and a configuration edited, follows a custom FONTCONFIG_FILE's own folders
/// (issue 35), and does not depend on the XDG folders' names.
@Suite("Font fingerprint")
struct FontFingerprintTests {
    /// A fontconfig configuration of its own: `fonts.conf` naming the font folder `fonts`, the cache folder `cache`, an
    /// XDG font folder and `conf.d`; a colour font and a text font in `fonts`.
    struct Tree {
        let root: String
        var environment: [String: String]

        init(_ name: String = #function) throws {
            root = try Fixtures.scratchFolder(name)
            for folder in [
                "fonts", "fonts/sub", "cache", "conf.d", "xdg-a", "xdg-a/data", "xdg-a/cache", "xdg-a/config"
            ] {
                #expect(mkdir(root + "/" + folder, 0o700) == 0)
            }
            try Fixtures.write(
                """
                <?xml version="1.0"?>
                <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
                <fontconfig>
                  <!-- <dir>\(root)/commented-out</dir> -->
                  <dir>\(root)/fonts</dir>
                  <dir prefix="xdg">fonts</dir>
                  <cachedir>\(root)/cache</cachedir>
                  <include ignore_missing="yes">\(root)/conf.d</include>
                </fontconfig>
                """, to: root + "/fonts.conf")
            try Fixtures.write("colour v1", to: root + "/fonts/NotoColorEmoji.ttf")
            try Fixtures.write("text", to: root + "/fonts/sub/DejaVuSans.ttf")
            environment = Self.environment(root: root, xdg: root + "/xdg-a")
        }

        static func environment(root: String, xdg: String) -> [String: String] {
            [
                "FONTCONFIG_FILE": root + "/fonts.conf", "HOME": xdg, "XDG_DATA_HOME": xdg + "/data",
                "XDG_CACHE_HOME": xdg + "/cache", "XDG_CONFIG_HOME": xdg + "/config"
            ]
        }

        func resolve(kept: FontStamps?) -> FontFingerprint.Resolution {
            FontFingerprint.resolve({ environment[$0] }, kept: kept)
        }

        /// Replaces `path` the way a package manager does: a new file renamed over the old one.
        func replace(_ path: String, with text: String) throws {
            try Fixtures.write(text, to: path + ".new")
            #expect(rename(path + ".new", path) == 0)
        }
    }

    @Test func keptStampsAreTrustedWithOneStatPerFolderAndGiveTheFullReadingsValue() throws {
        let tree = try Tree()
        for number in 0..<500 { try Fixtures.write("font \(number)", to: tree.root + "/fonts/f\(number).ttf") }
        let full = tree.resolve(kept: nil)
        let stamps = try #require(full.stamps)
        #expect(full.entries > 500, "a full reading stats every font file")
        let kept = tree.resolve(kept: FontStamps(parsing: stamps.encoded))
        #expect(kept.stamps == nil, "nothing changed: the kept stamps hold")
        #expect(kept.fingerprint == full.fingerprint)
        #expect(kept.entries == stamps.lines.count)
        #expect(kept.entries < 20, "one stat per configuration file and folder, not per font: \(kept.entries)")
        #expect(full.fingerprint.hex.count == 16 && UInt64(full.fingerprint.hex, radix: 16) == full.fingerprint.value)
    }

    @Test func aColourFontReplacedRemovedOrAddedOrTheConfigurationEditedIsNoticedThroughTheKeptStamps() throws {
        let tree = try Tree()
        var last = tree.resolve(kept: nil)
        var seen: Set<FontFingerprint> = [last.fingerprint]
        func changed(_ what: String, _ change: () throws -> Void) throws {
            try change()
            let next = tree.resolve(kept: last.stamps ?? FontStamps(parsing: Data()))
            #expect(next.stamps != nil, "\(what): the kept stamps no longer hold")
            #expect(!seen.contains(next.fingerprint), "\(what): a new fingerprint")
            seen.insert(next.fingerprint)
            last = next
            let again = tree.resolve(kept: next.stamps)
            #expect(again.stamps == nil && again.fingerprint == next.fingerprint, "\(what): unchanged after")
        }
        let colour = tree.root + "/fonts/NotoColorEmoji.ttf"
        try changed("colour font replaced") { try tree.replace(colour, with: "colour v2") }
        try changed("colour font removed") { #expect(unlink(colour) == 0) }
        try changed("colour font added in a subfolder") {
            try Fixtures.write("colour v3", to: tree.root + "/fonts/sub/Twemoji.ttf")
        }
        try changed("a font folder added") {
            #expect(mkdir(tree.root + "/fonts/sub/deeper", 0o700) == 0)
            try Fixtures.write("x", to: tree.root + "/fonts/sub/deeper/x.ttf")
        }
        try changed("font added to the XDG font folder") {
            #expect(mkdir(tree.root + "/xdg-a/data/fonts", 0o700) == 0)
            try Fixtures.write("user", to: tree.root + "/xdg-a/data/fonts/mine.otf")
        }
        try changed("configuration edited in place") {
            let conf = try Fixtures.text(tree.root + "/fonts.conf")
            try Fixtures.write(
                conf.replacing("</fontconfig>", with: "<match/></fontconfig>"), to: tree.root + "/fonts.conf")
        }
        try changed("a file added to an included folder") {
            try Fixtures.write("<fontconfig/>", to: tree.root + "/conf.d/10-mine.conf")
        }
        try changed("an included file edited") {
            try Fixtures.write(
                "<fontconfig><alias><family>x</family></alias></fontconfig>", to: tree.root + "/conf.d/10-mine.conf")
        }
    }

    /// fontconfig itself checks only folder times, so a font rewritten in place is seen once `fc-cache` has run.
    @Test func aFontRewrittenInPlaceIsNoticedOnceFcCacheRewritesItsCache() throws {
        let tree = try Tree()
        let fontsCache = tree.root + "/cache/" + MD5.hex(Array((tree.root + "/fonts").utf8)) + "-le64.cache-9"
        try Fixtures.write("cache", to: fontsCache)
        let full = tree.resolve(kept: nil)
        let font = tree.root + "/fonts/NotoColorEmoji.ttf"
        try Fixtures.write("colour v9", to: font)
        #expect(tree.resolve(kept: full.stamps).stamps == nil, "the folder's stamp holds, as fontconfig's cache does")
        #expect(FontFingerprint.read { tree.environment[$0] } != full.fingerprint, "a full reading sees the file")
        try tree.replace(
            tree.root + "/cache/0123456789abcdef0123456789abcdef-le64.cache-9", with: "another folder's cache")
        #expect(tree.resolve(kept: full.stamps).stamps == nil, "a cache file of a folder not read changes nothing")
        try tree.replace(fontsCache, with: "cache again")
        let after = tree.resolve(kept: full.stamps)
        #expect(after.stamps != nil && after.fingerprint != full.fingerprint)
    }

    @Test func aCacheStaysValidWhenOnlyTheXDGFoldersNamesDiffer() throws {
        var tree = try Tree()
        let first = tree.resolve(kept: nil)
        for folder in ["xdg-b", "xdg-b/data", "xdg-b/cache", "xdg-b/config"] {
            #expect(mkdir(tree.root + "/" + folder, 0o700) == 0)
        }
        tree.environment = Tree.environment(root: tree.root, xdg: tree.root + "/xdg-b")
        let moved = tree.resolve(kept: first.stamps)
        #expect(moved.stamps != nil, "stamps kept for other folders are not trusted")
        #expect(moved.fingerprint == first.fingerprint, "but the fonts are the same")
        tree.environment["XDG_DATA_HOME"] = nil
        #expect(
            tree.resolve(kept: nil).fingerprint == first.fingerprint,
            "XDG_DATA_HOME unset: the home's default, also empty")
    }

    /// Issue 35: with a custom FONTCONFIG_FILE naming its own folders, a colour font removed from them was still drawn
    /// from the glyph cache.
    @Test func aCustomFontconfigFileIsFollowedToItsOwnFontAndCacheFolders() throws {
        let tree = try Tree()
        let sources = FontSources { tree.environment[$0] }
        #expect(sources.fontFolders == [tree.root + "/fonts", tree.root + "/xdg-a/data/fonts"])
        #expect(sources.cacheFolders == [tree.root + "/cache"])
        #expect(sources.configuration == [tree.root + "/fonts.conf", tree.root + "/conf.d"])
        #expect(
            !sources.fontFolders.contains("/usr/share/fonts"),
            "the system's folders are not what this configuration reads")
        let before = tree.resolve(kept: nil)
        #expect(unlink(tree.root + "/fonts/NotoColorEmoji.ttf") == 0)
        let after = tree.resolve(kept: before.stamps)
        #expect(after.fingerprint != before.fingerprint)
    }

    @Test func includesPrefixesAndAMissingFileAreFollowedAsFontconfigDoes() throws {
        let tree = try Tree()
        #expect(mkdir(tree.root + "/rel", 0o700) == 0)
        try Fixtures.write(
            """
            <fontconfig><dir prefix="relative">rel</dir><dir>~/homefonts</dir>
            <include ignore_missing="yes">\(tree.root)/missing.conf</include><include>\(tree.root)/conf.d</include></fontconfig>
            """, to: tree.root + "/fonts.conf")
        try Fixtures.write(
            "<fontconfig><dir>\(tree.root)/from-include</dir></fontconfig>", to: tree.root + "/conf.d/50-more.conf")
        try Fixtures.write(
            "<fontconfig><dir>\(tree.root)/not-read</dir></fontconfig>", to: tree.root + "/conf.d/README.conf.txt")
        try Fixtures.write(
            "<fontconfig><dir>\(tree.root)/not-read</dir></fontconfig>", to: tree.root + "/conf.d/more.conf")
        let sources = FontSources { tree.environment[$0] }
        #expect(
            sources.fontFolders == [tree.root + "/rel", tree.root + "/xdg-a/homefonts", tree.root + "/from-include"])
        #expect(
            sources.configuration == [
                tree.root + "/fonts.conf", tree.root + "/missing.conf", tree.root + "/conf.d",
                tree.root + "/conf.d/50-more.conf"
            ])
        let before = tree.resolve(kept: nil)
        try Fixtures.write("<fontconfig/>", to: tree.root + "/missing.conf")
        #expect(tree.resolve(kept: before.stamps).fingerprint != before.fingerprint, "the missing include created")
    }

    @Test func anIncludeLoopOrAFileOfGarbageEndsWithABoundedReading() throws {
        let tree = try Tree()
        try Fixtures.write(
            "<fontconfig><include>\(tree.root)/fonts.conf</include><include>\(tree.root)/b.conf</include>"
                + "<include>\(tree.root)/conf.d</include></fontconfig>", to: tree.root + "/fonts.conf")
        try Fixtures.write(
            "<fontconfig><include>\(tree.root)/fonts.conf</include><dir>\(tree.root)/fonts</dir>",
            to: tree.root + "/b.conf")
        var garbage = Data(count: 4096)
        for index in garbage.indices { garbage[index] = UInt8(truncatingIfNeeded: index &* 31) }
        try Fixtures.write(garbage, to: tree.root + "/conf.d/10-garbage.conf")
        let sources = FontSources { tree.environment[$0] }
        #expect(
            sources.configuration == [
                tree.root + "/fonts.conf", tree.root + "/b.conf", tree.root + "/conf.d",
                tree.root + "/conf.d/10-garbage.conf"
            ])
        #expect(sources.fontFolders == [tree.root + "/fonts"])
    }

    @Test func md5NamesFontconfigsCacheFiles() {
        #expect(MD5.hex([]) == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(
            MD5.hex(Array("The quick brown fox jumps over the lazy dog".utf8)) == "9e107d9d372bb6826bd81d3542a419d6")
        #expect(
            MD5.hex(Array("/usr/share/fonts/truetype/dejavu".utf8)) == "d589a48862398ed80a3d6066f4f56f4c",
            "fc-cache's name on Debian 12")
        #expect(MD5.hex([UInt8](repeating: 97, count: 1000)) == "cabe45dcc9ae5b66ba86600cca6b8ba8")
    }

    @Test func aDamagedRecordIsNotTrusted() throws {
        let tree = try Tree()
        let stamps = try #require(tree.resolve(kept: nil).stamps)
        let text = String(decoding: stamps.encoded, as: UTF8.self)
        for damaged in [
            "", text.replacing("font stamps 1", with: "font stamps 0"), String(text.dropLast()),
            text.replacing("\t", with: " ")
        ] {
            #expect(FontStamps(parsing: Data(damaged.utf8)) == nil)
        }
        #expect(FontStamps(parsing: stamps.encoded) == stamps)
    }
}
