import FoundationEssentials
import Testing

@testable import KeyboardFormats
@testable import KeyboardModel
@testable import KeyboardStorage

#if canImport(Glibc)
    import Glibc
    import KeyboardTestSupport
#endif

/// Files of 4 GiB (sparse: no disk used) where a reader expects a few kilobytes. Each is refused or checked by what it
/// reads of it, never read whole: a 4 GiB sparse "PNG" once cost 4.2 GB of memory and 9.5 s. The bytes the process
/// read (`rchar` of /proc/self/io) while loading must stay far below the file's size; other tests running meanwhile
/// read a few megabytes at most.
@Suite("Huge files are never read whole")
struct HugeFileTests {
    static let size: off_t = 4 << 30
    static let readBound = 256 << 20

    /// A sparse file of `size` bytes that starts with `prefix`.
    func sparse(_ path: String, prefix: Data = Data()) throws {
        try Fixtures.write(prefix, to: path)
        #expect(truncate(path, Self.size) == 0)
    }

    /// Bytes this process has read so far through read(2) and pread(2).
    func bytesRead() throws -> Int {
        // A /proc file says its size is 0: read it as a stream.
        let descriptor = open("/proc/self/io", O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(descriptor, &buffer, buffer.count)
        let io = String(decoding: buffer.prefix(max(0, count)), as: UTF8.self)
        let line = try #require(io.split(separator: "\n").first { $0.hasPrefix("rchar:") })
        return try #require(line.split(separator: " ").last.flatMap { Int($0) })
    }

    /// Runs `body` and expects it to read less than `readBound` bytes.
    @discardableResult
    func expectBoundedReads<T>(_ what: String, _ body: () throws -> T) throws -> T {
        let before = try bytesRead()
        let result = try body()
        let read = try bytesRead() - before
        #expect(read < Self.readBound, "\(what) read \(read) bytes")
        return result
    }

    @Test func aHugeManifestIsRefusedByItsSize() throws {
        for name in ["pack.json", "info.plist", "keyboard.plist"] {
            let folder = try Fixtures.scratchFolder()
            try sparse(folder + "/" + name, prefix: Data("{\"name\": \"x\", \"stickers\": [".utf8))
            let result = try expectBoundedReads(name) { PackLoader.loadPack(at: folder) }
            #expect(result.packs.isEmpty)
            #expect(
                result.problems.count == 1 && result.problems.first?.description.contains("larger than") == true,
                "\(name): \(result.problems)")
        }
    }

    @Test func aHugeStickerImageIsCheckedByWhatItHolds() throws {
        let folder = try Fixtures.scratchFolder()
        let png = try Fixtures.validPNG()
        try sparse(folder + "/huge.png", prefix: png.prefix(PNGHeader.checkedPrefix))
        try Fixtures.write(
            #"{"name": "P", "stickers": [{"code": "[huge]", "image": "huge.png"}]}"#, to: folder + "/pack.json")
        let result = try expectBoundedReads("the pack") { PackLoader.loadPack(at: folder) }
        let path = try #require(result.packs.first?.emotions.first?.imagePath, "the load check reads the header only")
        var inflater = StoredInflater()
        try expectBoundedReads("the full check") {
            #expect(throws: PNGHeader.PNGError.badData("bad chunk header")) {
                try PNGIntegrity.check(try OpenedFile(path), inflater: &inflater)
            }
        }
    }

    @Test func aHugeRecentsFileIsSetAsideUnread() throws {
        let path = try Fixtures.scratchFolder() + "/recents.json"
        try sparse(path, prefix: Data(#"{"version": 2, "recents": ["#.utf8))
        let loaded = try expectBoundedReads("recents") { RecentsStore(path: path).load(now: 7) }
        #expect(loaded.texts.isEmpty)
        #expect(loaded.warning?.contains("recents.json.corrupt-7") == true, "\(loaded.warning ?? "no warning")")
    }

    @Test func aHugeSettingsFileIsOneProblemAndEveryDefault() throws {
        let path = try Fixtures.scratchFolder() + "/config.toml"
        try sparse(path, prefix: Data("rows = 4\n".utf8))
        let reading = try expectBoundedReads("settings") { ConfigurationFile.load(path, home: nil) }
        #expect(reading.configuration == Configuration())
        #expect(
            reading.problems.count == 1 && reading.problems.first?.reason.contains("larger than") == true,
            "\(reading.problems)")
    }
}
