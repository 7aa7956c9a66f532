import Testing
@testable import KeyboardModel
#if canImport(Glibc)
import Glibc
#endif

@Suite("Process environment and folder listing")
struct ProcessEnvironmentTests {
    // Tests run in parallel in one process: these read the environment and the working folder, never change them.
    @Test func readsOnlyTheNamedVariablesThatAreSet() throws {
        let path = try #require(getenv("PATH"))
        let values = ProcessEnvironment.values(["PATH", "EMOTION_KEYBOARD_NO_SUCH_VARIABLE"])
        #expect(values == ["PATH": String(cString: path)])
        #expect(ProcessEnvironment.values([]).isEmpty)
    }

    @Test func theWorkingDirectoryIsTheKernels() {
        #expect(ProcessEnvironment.workingDirectory == FileSystem.realPath("."))
        #expect(ProcessEnvironment.workingDirectory.hasPrefix("/"))
    }

    @Test func aFolderListsItsNamesSortedWithoutDotEntries() throws {
        let folder = try Fixtures.scratchFolder()
        for name in ["b", "a.json", ".hidden", "é"] { try Fixtures.write("x", to: folder + "/" + name) }
        mkdir(folder + "/sub", 0o700)
        #expect(FileSystem.contents(of: folder) == [".hidden", "a.json", "b", "sub", "é"])
        #expect(FileSystem.contents(of: folder + "/sub").isEmpty)
        #expect(FileSystem.contents(of: folder + "/missing").isEmpty)
        #expect(FileSystem.contents(of: folder + "/b").isEmpty, "a file is not a folder")
    }
}
