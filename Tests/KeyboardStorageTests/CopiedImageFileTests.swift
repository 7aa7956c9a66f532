import FoundationEssentials
import KeyboardTestSupport
import Testing

@testable import KeyboardFormats
@testable import KeyboardModel
@testable import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

/// The image of a file copied in a file manager, as ➕ takes it: the first PNG, GIF or WebP among the copied paths.
@Suite("An image file copied in a file manager")
struct CopiedImageFileTests {
    func list(_ paths: [String], others: Int = 0) -> CopiedFileList {
        let lines =
            paths.map { "file://" + $0.replacing(" ", with: "%20") }
            + Array(repeating: "https://x/y.png", count: others)
        return CopiedFileList(Array(lines.joined(separator: "\r\n").utf8), gnome: false)
    }

    @Test func theFirstImageAmongTheFilesIsReadAsItIs() throws {
        let folder = try Fixtures.scratchFolder()
        let png = try Fixtures.validPNG()
        try Fixtures.write("not an image", to: folder + "/notes.txt")
        try Fixtures.write(png, to: folder + "/my cat.png")
        #expect(mkdir(folder + "/a folder", 0o700) == 0)
        let read = CopiedImageFile.read(
            list([folder + "/notes.txt", folder + "/a folder", folder + "/my cat.png"]), limit: 1 << 20)
        #expect(read == .success(png))
    }

    @Test func whenNoneIsAnImageTheFirstFileIsNamedWithWhy() throws {
        let folder = try Fixtures.scratchFolder()
        try Fixtures.write("not an image", to: folder + "/notes.txt")
        guard
            case .failure(.fileNotImage(let name, let reason)) = CopiedImageFile.read(
                list([folder + "/notes.txt", folder + "/gone.png"]), limit: 1 << 20)
        else {
            Issue.record("a text file is refused")
            return
        }
        #expect(name == "notes.txt")
        #expect(reason.contains("not a PNG, GIF or WebP"))
        guard
            case .failure(.fileNotImage("gone.png", let missing)) = CopiedImageFile.read(
                list([folder + "/gone.png"]), limit: 1 << 20)
        else {
            Issue.record("a missing file is named")
            return
        }
        #expect(missing.contains("No such file"))
    }

    @Test func aFileOverTheLimitIsTooLargeAndAFIFOIsNotWaitedOn() throws {
        let folder = try Fixtures.scratchFolder()
        try Fixtures.write(try Fixtures.validPNG(), to: folder + "/big.png")
        #expect(CopiedImageFile.read(list([folder + "/big.png"]), limit: 10) == .failure(.tooLarge))
        #expect(mkfifo(folder + "/fifo.png", 0o600) == 0)
        guard
            case .failure(.fileNotImage("fifo.png", _)) = CopiedImageFile.read(
                list([folder + "/fifo.png"]), limit: 1 << 20)
        else {
            Issue.record("a FIFO is refused when opened")
            return
        }
    }

    @Test func webLinksAloneAreNoLocalFileAndAnEmptyListNoImage() {
        #expect(CopiedImageFile.read(list([], others: 2), limit: 1 << 20) == .failure(.noLocalFile))
        #expect(CopiedImageFile.read(list([]), limit: 1 << 20) == .failure(.noImage))
    }

    @Test func aNameThatCouldDriveATerminalIsEscaped() {
        #expect(CopiedImageFile.shownName("/tmp/a\u{1B}[2J.png") == "a\\u{1B}[2J.png")
    }
}
