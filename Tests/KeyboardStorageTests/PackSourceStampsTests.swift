import FoundationEssentials
import Testing

@testable import KeyboardModel
@testable import KeyboardStorage

#if canImport(Glibc)
    import Glibc
    import KeyboardTestSupport
#endif

/// Issue 11: a start checks the pack cache's recorded stamps without listing the pack folders (10,000 images each),
/// and must come to the same answer as a full scan.
@Suite("Pack source stamps")
struct PackSourceStampsTests {
    /// A packs folder with a pack holding images, a manifest, a note and a `.bundle` subfolder with its own files.
    struct Tree {
        let packs: String
        let pack: String

        init(_ name: String = #function) throws {
            packs = try Fixtures.scratchFolder(name) + "/packs"
            pack = packs + "/faces"
            #expect(mkdir(packs, 0o700) == 0)
            #expect(mkdir(pack, 0o700) == 0)
            #expect(mkdir(pack + "/more.bundle", 0o700) == 0)
            for number in 0..<5 { try Fixtures.write(try Fixtures.validPNG(), to: pack + "/s\(number).png") }
            try Fixtures.write("{}", to: pack + "/pack.json")
            try Fixtures.write("notes", to: pack + "/README")
            try Fixtures.write(try Fixtures.validPNG(), to: pack + "/more.bundle/b.png")
            try Fixtures.write("<plist/>", to: pack + "/more.bundle/info.plist")
        }

        func scan(configured: [String] = []) -> PackSourceStamps {
            PackSourceStamps(userPacks: packs, configured: configured)
        }

        func check(_ recorded: PackSourceStamps, configured: [String] = []) -> PackSourceStamps? {
            PackSourceStamps(checking: recorded.lines.map { Substring($0) }, userPacks: packs, configured: configured)
        }
    }

    @Test func checkingUnchangedFoldersGivesWhatAScanGives() throws {
        let tree = try Tree()
        let extra = try Fixtures.scratchFolder("checkingExtra")
        try Fixtures.write("{}", to: extra + "/pack.json")
        let scanned = tree.scan(configured: [extra])
        // The packs folder, the pack, its manifest, note, subfolder and the subfolder's manifest, then the extra folder
        // and its manifest: images are not stamped.
        #expect(scanned.lines.count == 8, "\(scanned.lines)")
        let checked = try #require(tree.check(scanned, configured: [extra]))
        #expect(checked == scanned)
        #expect(checked.packFolders == [tree.pack, extra])
        #expect(checked.newestChange == scanned.newestChange)
    }

    @Test func everyChangeAScanSeesMakesTheCheckFail() throws {
        let changes: [(String, (Tree) throws -> Void)] = [
            ("an image added to the pack", { try Fixtures.write(try Fixtures.validPNG(), to: $0.pack + "/new.png") }),
            ("an image removed", { #expect(unlink($0.pack + "/s3.png") == 0) }),
            ("an image renamed", { #expect(rename($0.pack + "/s1.png", $0.pack + "/t1.png") == 0) }),
            ("the manifest rewritten", { try Fixtures.write("{ }", to: $0.pack + "/pack.json") }),
            ("a file added to the subfolder", { try Fixtures.write("x", to: $0.pack + "/more.bundle/extra.plist") }),
            (
                "the subfolder's manifest rewritten",
                { try Fixtures.write("<plist></plist>", to: $0.pack + "/more.bundle/info.plist") }
            ),
            (
                "the subfolder removed",
                { tree in
                    for name in ["b.png", "info.plist"] { #expect(unlink(tree.pack + "/more.bundle/" + name) == 0) }
                    #expect(rmdir(tree.pack + "/more.bundle") == 0)
                }
            ),
            ("a pack added", { #expect(mkdir($0.packs + "/second", 0o700) == 0) }),
            ("the pack's mode changed", { #expect(chmod($0.pack, 0o755) == 0) })
        ]
        for (change, make) in changes {
            let tree = try Tree("change-" + change.replacing(" ", with: "-"))
            let recorded = tree.scan()
            #expect(tree.check(recorded) != nil, "\(change): unchanged before")
            try make(tree)
            #expect(tree.scan() != recorded, "\(change): a scan sees it")
            #expect(tree.check(recorded) == nil, "\(change): so must the check")
        }
    }

    @Test func recordedLinesThatAreNotExactlyAScanFailTheCheck() throws {
        let tree = try Tree()
        let lines = tree.scan().lines.map { Substring($0) }
        let check = { (recorded: [Substring]) in
            PackSourceStamps(checking: recorded, userPacks: tree.packs, configured: [])
        }
        #expect(check(lines) != nil)
        #expect(check([]) == nil, "none recorded")
        // The subfolder's line: its own entry's line then names no entry of the pack. (An entry's line removed alone
        // is trusted away, as the check's contract says: only an edit of the file does that.)
        #expect(
            check(lines.enumerated().filter { !$0.element.contains("/more.bundle\t") }.map(\.element)) == nil,
            "one missing")
        #expect(check(lines + [lines[lines.count - 1]]) == nil, "one more")
        #expect(check(Array(lines.prefix(2)) + [lines[3], lines[2]] + lines.dropFirst(4)) == nil, "two swapped")
        #expect(check(lines.map { Substring($0.replacing("\t", with: " ")) }) == nil, "mangled")
        #expect(
            PackSourceStamps(checking: lines, userPacks: tree.packs, configured: [tree.pack]) == nil,
            "other configured folders")
    }
}
