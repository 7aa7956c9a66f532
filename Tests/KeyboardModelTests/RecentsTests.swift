import FoundationEssentials
import Testing
@testable import KeyboardModel

@Suite("Recents")
struct RecentsTests {
    @Test func mostRecentFirstNoDuplicatesCapped() {
        var recents = Recents(capacity: 3)
        for text in ["a", "b", "c", "a", "d"] { recents.record(text) }
        #expect(recents.texts == ["d", "a", "c"])
        #expect(Recents(texts: ["x", "x", "y"], capacity: 5).texts == ["x", "y"])
    }

    @Test func savesAndLoadsAtomically() throws {
        let folder = try Fixtures.scratchFolder()
        let store = RecentsStore(path: folder + "/state/recents.json")
        var recents = Recents(capacity: 60)
        recents.record("😀")
        recents.record("[笑哭]")
        try store.save(recents)
        let loaded = store.load(now: 1)
        #expect(loaded.texts == ["[笑哭]", "😀"])
        #expect(loaded.warning == nil)
        #expect(FileSystem.contents(of: folder + "/state") == ["recents.json"], "no temp file left behind")
    }

    @Test func corruptFileIsSetAsideWithAWarning() throws {
        let folder = try Fixtures.scratchFolder()
        let path = folder + "/recents.json"
        try Fixtures.write("{ not json", to: path)
        let store = RecentsStore(path: path)
        let loaded = store.load(now: 1234)
        #expect(loaded.texts.isEmpty)
        let warning = try #require(loaded.warning)
        #expect(warning.contains("corrupt") && warning.contains("recents.json.corrupt-1234"))
        #expect(try Fixtures.text(path + ".corrupt-1234") == "{ not json")
        #expect(!FileSystem.isFile(path))
    }

    @Test func missingFileIsEmptyWithoutWarning() {
        let loaded = RecentsStore(path: "/nonexistent/recents.json").load(now: 0)
        #expect(loaded.texts.isEmpty && loaded.warning == nil)
    }

    @Test func unwritableLocationIsAClearError() throws {
        let store = RecentsStore(path: "/proc/emotion-keyboard/recents.json")
        #expect(throws: AtomicFile.WriteError.self) { try store.save(Recents(texts: ["a"], capacity: 3)) }
    }

    @Test(.enabled(if: FileSystem.isFile("/dev/full"), "needs /dev/full"))
    func fullDiskLeavesTheOldFileIntact() throws {
        let folder = try Fixtures.scratchFolder()
        let path = folder + "/recents.json"
        let store = RecentsStore(path: path)
        try store.save(Recents(texts: ["old"], capacity: 3))
        // A temp path that is /dev/full makes the write fail with ENOSPC, as a full disk would.
        try FileManager.default.createSymbolicLink(atPath: "\(path).tmp-\(ProcessInfo.processInfo.processIdentifier)", withDestinationPath: "/dev/full")
        #expect(throws: AtomicFile.WriteError.self) { try store.save(Recents(texts: ["new"], capacity: 3)) }
        #expect(store.load(now: 0).texts == ["old"])
    }
}
