import FoundationEssentials
import Testing

@testable import KeyboardModel
@testable import KeyboardStorage

#if canImport(Glibc)
    import Glibc
    import KeyboardTestSupport
#endif

@Suite("Folder listing")
struct FileSystemTests {
    @Test func aFolderListsItsNamesSortedWithoutDotEntries() throws {
        let folder = try Fixtures.scratchFolder()
        let longest = String(repeating: "n", count: 255)
        for name in ["b", "a.json", ".hidden", "é", longest] { try Fixtures.write("x", to: folder + "/" + name) }
        mkdir(folder + "/sub", 0o700)
        #expect(FileSystem.contents(of: folder) == [".hidden", "a.json", "b", longest, "sub", "é"])
        #expect(FileSystem.contents(of: folder + "/sub").isEmpty)
        #expect(FileSystem.contents(of: folder + "/missing").isEmpty)
        #expect(FileSystem.contents(of: folder + "/b").isEmpty, "a file is not a folder")
    }

    @Test func aNameThatIsNotUTF8IsLeftOut() throws {
        let folder = try Fixtures.scratchFolder()
        try Fixtures.write("x", to: folder + "/kept")
        // "bad\xFF": a name no String path could open.
        let raw: [CChar] = [0x62, 0x61, 0x64, CChar(bitPattern: 0xFF), 0]
        let path = Array((folder + "/").utf8CString.dropLast()) + raw
        let descriptor = path.withUnsafeBufferPointer { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o600) }
        #expect(descriptor >= 0)
        close(descriptor)
        #expect(FileSystem.contents(of: folder) == ["kept"])
    }
}
