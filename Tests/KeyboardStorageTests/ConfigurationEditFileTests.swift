import FoundationEssentials
import KeyboardTestSupport
import Testing

@testable import KeyboardModel
@testable import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Settings file edits on disk")
struct ConfigurationEditFileTests {
    func set(_ path: String, beforeCheck: (Int) -> Void = { _ in }) throws {
        try ConfigurationEdit.setting("skin-tone", to: "\"medium\"", inFileAt: path, beforeCheck: beforeCheck)
    }

    func mode(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode : 0
    }

    @Test func anEditThatWouldNotReadBackIsRefused() {
        #expect(throws: ConfigurationEdit.Refusal.wouldNotReadBack(key: "skin-tone")) {
            try ConfigurationEdit.setting("skin-tone", to: "\"medium\"", in: "skin-tone.x = 1\n")
        }
        #expect(throws: ConfigurationEdit.Refusal.wouldNotReadBack(key: "skin-tone")) {
            try ConfigurationEdit.setting("skin-tone", to: "\"medium\"", in: "\"skin\\u002Dtone\" = \"dark\"\n")
        }
    }

    @Test func aCRLFFileOnDiskKeepsEverySetting() throws {
        let path = try Fixtures.scratchFolder() + "/config.toml"
        try Fixtures.write("skin-tone = \"dark\"\r\nrows = 4\r\ncolumns = 6\r\n", to: path)
        try set(path)
        #expect(try Fixtures.text(path) == "skin-tone = \"medium\"\r\nrows = 4\r\ncolumns = 6\r\n")
        let reading = ConfigurationFile.load(path, home: nil)
        #expect(reading.problems.isEmpty && reading.configuration.rows == 4 && reading.configuration.columns == 6)
    }

    @Test func aLinkedSettingsFileIsWrittenThroughTheLink() throws {
        let folder = try Fixtures.scratchFolder()
        try FileManager.default.createDirectory(atPath: folder + "/dotfiles", withIntermediateDirectories: true)
        chmod(folder + "/dotfiles", 0o700)
        try Fixtures.write("rows = 4\n", to: folder + "/dotfiles/config.toml")
        try FileManager.default.createDirectory(atPath: folder + "/config", withIntermediateDirectories: true)
        #expect(symlink("../dotfiles/config.toml", folder + "/config/config.toml") == 0)
        try set(folder + "/config/config.toml")
        #expect(mode(folder + "/config/config.toml") & S_IFMT == S_IFLNK, "the link stays a link")
        #expect(try Fixtures.text(folder + "/dotfiles/config.toml") == "rows = 4\nskin-tone = \"medium\"\n")
    }

    @Test func aReadOnlyFileIsLeftAlone() throws {
        let path = try Fixtures.scratchFolder() + "/config.toml"
        try Fixtures.write("rows = 4\n", to: path)
        chmod(path, 0o444)
        #expect(throws: ConfigurationEdit.Refusal.readOnly(path: path)) { try set(path) }
        #expect(try Fixtures.text(path) == "rows = 4\n")
        #expect(mode(path) & 0o777 == 0o444)
    }

    @Test func theFilesPermissionsAreKept() throws {
        let path = try Fixtures.scratchFolder() + "/config.toml"
        try Fixtures.write("rows = 4\n", to: path)
        chmod(path, 0o640)
        try set(path)
        #expect(mode(path) & 0o777 == 0o640)
    }

    @Test func aHandEditSavedBetweenReadAndRenameIsKept() throws {
        let path = try Fixtures.scratchFolder() + "/config.toml"
        try Fixtures.write("rows = 4\nskin-tone = \"dark\"\n", to: path)
        var checks: [Int] = []
        try set(path) { attempt in
            checks.append(attempt)
            // An editor's atomic save: a new file renamed over the old one.
            if attempt == 0 {
                try? Fixtures.write("rows = 5\nskin-tone = \"dark\"\ncolumns = 7\n", to: path + ".editor")
                rename(path + ".editor", path)
            }
        }
        #expect(checks == [0, 1])
        #expect(try Fixtures.text(path) == "rows = 5\nskin-tone = \"medium\"\ncolumns = 7\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: String(path.dropLast(12))) == ["config.toml"],
            "no temporary left")
    }

    @Test func aFileThatKeepsChangingIsLeftWithItsLastHandEdit() throws {
        let path = try Fixtures.scratchFolder() + "/config.toml"
        try Fixtures.write("rows = 4\n", to: path)
        #expect(throws: ConfigurationEdit.Refusal.keptChanging(path: path)) {
            try set(path) { attempt in try? Fixtures.write("rows = \(attempt + 5)\n", to: path) }
        }
        #expect(try Fixtures.text(path) == "rows = \(ConfigurationEdit.attempts + 4)\n")
    }
}
