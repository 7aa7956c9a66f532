import FoundationEssentials
import Testing

@testable import KeyboardModel
@testable import KeyboardStorage

#if canImport(Glibc)
    import Glibc
    import KeyboardTestSupport
#endif

@Suite("Settings file watcher")
struct ConfigurationWatcherTests {
    /// Waits (at most a second) for the watcher's descriptor to become readable, as the event loop's poll would,
    /// then asks it; `false` when nothing arrived.
    func changed(_ watcher: ConfigurationWatcher) -> Bool {
        var descriptor = pollfd(fd: watcher.fileDescriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 1000) == 1 else { return false }
        return watcher.settingsFileChanged()
    }

    /// Whether nothing arrives within 100 ms, or what arrives is not about the settings file.
    func quiet(_ watcher: ConfigurationWatcher) -> Bool {
        var descriptor = pollfd(fd: watcher.fileDescriptor, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 100) == 0 || !watcher.settingsFileChanged()
    }

    @Test func seesTheFileAppearInAFolderThatDidNotExistThenEveryKindOfEdit() throws {
        let root = try Fixtures.scratchFolder()
        let folder = root + "/config/emotion-keyboard"
        let file = folder + "/config.toml"
        let watcher = try #require(ConfigurationWatcher(path: file))
        #expect(quiet(watcher))
        try FileManager.default.createDirectory(atPath: root + "/config", withIntermediateDirectories: false)
        #expect(changed(watcher))
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        #expect(changed(watcher))
        // Written in place (closed after writing).
        try Fixtures.write("rows = 4\n", to: file)
        #expect(changed(watcher))
        // Written beside and renamed over it, as editors and AtomicFile do.
        try Fixtures.write("rows = 5\n", to: folder + "/.config.toml.swp")
        #expect(quiet(watcher))
        #expect(rename(folder + "/.config.toml.swp", file) == 0)
        #expect(changed(watcher))
        #expect(ConfigurationFile.load(file, home: nil).configuration.rows == 5)
        // Another file in the folder is not the settings file.
        try Fixtures.write("x", to: folder + "/other.toml")
        #expect(quiet(watcher))
        #expect(unlink(file) == 0)
        #expect(changed(watcher))
        // The folder removed and made again: the watch follows.
        #expect(unlink(folder + "/other.toml") == 0)
        #expect(rmdir(folder) == 0)
        #expect(changed(watcher))
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        _ = changed(watcher)
        try Fixtures.write("rows = 6\n", to: file)
        #expect(changed(watcher))
    }

    @Test func followsALinkToTheTargetsFolder() throws {
        let root = try Fixtures.scratchFolder()
        try FileManager.default.createDirectory(atPath: root + "/dotfiles", withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: root + "/config", withIntermediateDirectories: false)
        try Fixtures.write("rows = 4\n", to: root + "/dotfiles/keyboard.toml")
        #expect(symlink(root + "/dotfiles/keyboard.toml", root + "/config/config.toml") == 0)
        let watcher = try #require(ConfigurationWatcher(path: root + "/config/config.toml"))
        try Fixtures.write("rows = 5\n", to: root + "/dotfiles/keyboard.toml")
        #expect(changed(watcher))
        try Fixtures.write("x", to: root + "/dotfiles/unrelated")
        #expect(quiet(watcher))
    }

    @Test func aRelativePathIsRefused() {
        #expect(ConfigurationWatcher(path: "config.toml") == nil)
    }
}
