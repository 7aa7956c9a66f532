import FoundationEssentials
import Testing

@testable import KeyboardModel
@testable import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Opened files")
struct OpenedFileTests {
    let folder: String = {
        let path = "/tmp/opened-file-tests-\(getpid())-\(Int.random(in: 0..<1_000_000))"
        mkdir(path, 0o700)
        return path
    }()

    func write(_ name: String, _ text: String) throws -> String {
        let path = folder + "/" + name
        try AtomicFile.write(Data(text.utf8), to: path, durable: false)
        return path
    }

    @Test func readsARegularFileWithinItsLimit() throws {
        let path = try write("a.txt", "hello")
        #expect(try OpenedFile(path).readAll(limit: 5) == Data("hello".utf8))
        #expect(throws: OpenedFile.OpenError.self) { try OpenedFile(path).readAll(limit: 4) }
        #expect(try OpenedFile(path).read(at: 3, count: 10) == Data("lo".utf8))
    }

    /// Large reads land in memory mapped at once: they must read the same bytes, stop at the end of the file, and
    /// outlive the file.
    @Test func aLargeReadGivesTheFilesBytes() throws {
        let bytes = (0..<(3 * OpenedFile.prefaultedReadSize)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
        let path = folder + "/large"
        try AtomicFile.write(Data(bytes), to: path, durable: false)
        let file = try OpenedFile(path)
        let whole = try file.readAll(limit: bytes.count)
        #expect(whole == Data(bytes))
        #expect(
            try file.read(at: 1000, count: bytes.count) == Data(bytes[1000...]), "fewer bytes at the end of the file")
        #expect(try file.read(at: bytes.count, count: OpenedFile.prefaultedReadSize).isEmpty)
        #expect(try file.read(at: 0, count: 0).isEmpty)
        unlink(path)
        #expect(whole.prefix(4) == Data(bytes.prefix(4)) && whole.count == bytes.count)
    }

    @Test func refusesAFIFOWithoutBlocking() throws {
        let path = folder + "/fifo"
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: OpenedFile.OpenError.self) { try OpenedFile(path) }
    }

    @Test func refusesALinkWhenAskedAndAFileOutsideTheFolder() throws {
        let outside = try write("outside.txt", "secret")
        let inner = folder + "/inner"
        mkdir(inner, 0o700)
        symlink(outside, inner + "/link.txt")
        #expect(throws: OpenedFile.OpenError.self) { try OpenedFile(inner + "/link.txt", followLinks: false) }
        #expect(throws: OpenedFile.OpenError.self) { try OpenedFile(inner + "/link.txt", inside: inner) }
        #expect(try OpenedFile(inner + "/link.txt", inside: folder).readAll(limit: 100) == Data("secret".utf8))
    }
}
