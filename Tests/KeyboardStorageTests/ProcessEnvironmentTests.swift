import Testing

@testable import KeyboardModel
@testable import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Process environment")
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
}
