import FoundationEssentials
import Testing
@testable import KeyboardModel
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
