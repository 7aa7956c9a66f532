import FoundationEssentials
import KeyboardFormats
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// Where the keyboard finds its shipped assets and keeps the user's files, following the XDG base directories.
public struct DataLocations: Sendable {
    public let assets: String
    public let userPacks: String
    public let stateDirectory: String
    public let cacheDirectory: String

    /// An XDG base folder: its variable and its default under the home folder.
    public enum Base: String, Sendable, CaseIterable {
        case data = "XDG_DATA_HOME"
        case state = "XDG_STATE_HOME"
        case cache = "XDG_CACHE_HOME"
        case config = "XDG_CONFIG_HOME"

        var fallback: String {
            switch self {
            case .data: "/.local/share"
            case .state: "/.local/state"
            case .cache: "/.cache"
            case .config: "/.config"
            }
        }
    }

    public init(assets: String, userPacks: String, stateDirectory: String, cacheDirectory: String = "") {
        self.assets = assets
        self.userPacks = userPacks
        self.stateDirectory = stateDirectory
        self.cacheDirectory = cacheDirectory
    }

    /// The user's home folder: `HOME` when it is an absolute path, else (unset, empty or relative) the effective
    /// user's passwd entry; `nil` with neither.
    public static func home(_ environment: (String) -> String? = ProcessEnvironment.value) -> String? {
        absolute(environment("HOME")) ?? passwdHome()
    }

    /// Our folder in the XDG base folder `base`, one rule for all four: the variable when it is an absolute path (the
    /// XDG spec says a relative one is invalid and ignored, so unset, empty and relative are alike), else its default
    /// under `home`; then `/emotion-keyboard`. Empty with no home at all: `PrivateFolder` refuses it, so nothing is kept
    /// (never a shared folder such as /tmp or /).
    public static func userFolder(_ base: Base, _ environment: (String) -> String? = ProcessEnvironment.value) -> String
    {
        let folder = absolute(environment(base.rawValue)) ?? home(environment).map { $0 + base.fallback }
        return folder.map { $0 + "/emotion-keyboard" } ?? ""
    }

    /// Why `base` is where it is, when it is not where the variable says: one true clause for a message, or `nil`.
    public static func note(_ base: Base, _ environment: (String) -> String? = ProcessEnvironment.value) -> String? {
        guard let value = environment(base.rawValue), !value.isEmpty, !value.hasPrefix("/") else { return nil }
        return "\(base.rawValue) is relative (\(TerminalText.quoted(value))), which the XDG spec says to ignore"
    }

    /// The locations of this process's environment, found once (the program never changes its environment): the
    /// window asks for them from several places on the way to its first frame, and each look-up resolves symbolic
    /// links and probes for the assets.
    public static let ofThisProcess = fromEnvironment()

    /// Locations from the environment: `EMOTION_KEYBOARD_ASSETS`, else `../share/emotion-keyboard` beside the executable,
    /// else the source tree's `assets/`; `XDG_DATA_HOME`, `XDG_STATE_HOME` and `XDG_CACHE_HOME` with their documented
    /// defaults under the home folder (`userFolder`, `home`). Never a shared folder such as /tmp: with no
    /// home at all the user's folders are empty paths, which `PrivateFolder` refuses, so nothing is kept.
    /// `environment` gives a variable's value, `nil` when it is unset.
    public static func fromEnvironment(_ environment: (String) -> String? = ProcessEnvironment.value) -> DataLocations {
        DataLocations(
            assets: findAssets(environment),
            userPacks: userFolder(.data, environment).appendingFolder("packs"),
            stateDirectory: userFolder(.state, environment),
            cacheDirectory: userFolder(.cache, environment))
    }

    /// Locations from the variables of `environment`.
    public static func fromEnvironment(_ environment: [String: String]) -> DataLocations {
        fromEnvironment { environment[$0] }
    }

    public var recentsFile: String { stateDirectory.appendingFolder("recents.json") }
    public var shippedPacks: String { assets + "/packs" }
    /// The user's own pack, My stickers, beside the packs folder (not in it: the window loads it last and watches it).
    public var ownStickers: String { userPacks.isEmpty ? "" : userPacks.folderOfPath + "/my-stickers" }

    static func findAssets(_ environment: (String) -> String?) -> String {
        if let explicit = nonEmpty(environment("EMOTION_KEYBOARD_ASSETS")) { return explicit }
        let executable = FileSystem.resolved("/proc/self/exe")
        let binDirectory = String(executable[..<(executable.lastIndex(of: "/") ?? executable.endIndex)])
        let installed = binDirectory + "/../share/emotion-keyboard"
        return FileSystem.isFile(installed + "/emoji.tsv") ? installed : sourceTreeAssets
    }

    /// The repository's assets folder, for builds run from a checkout.
    static let sourceTreeAssets: String = {
        // Up from Sources/KeyboardStorage/Files/DataLocations.swift.
        "\(#filePath)".folderOfPath.folderOfPath.folderOfPath.folderOfPath + "/assets"
    }()

    /// The home folder of the effective user from the passwd database, for when `HOME` is unset.
    static func passwdHome() -> String? {
        var entry = passwd()
        var found: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 16384)
        guard getpwuid_r(geteuid(), &entry, &buffer, buffer.count, &found) == 0, found != nil,
            let directory = entry.pw_dir
        else { return nil }
        return absolute(String(cString: directory))
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }

    /// XDG: a relative path in these variables is invalid and ignored.
    private static func absolute(_ value: String?) -> String? {
        guard let value, value.hasPrefix("/") else { return nil }
        return value
    }
}

extension String {
    /// `self/name`, or empty when `self` is (no home: nowhere to keep files).
    fileprivate func appendingFolder(_ name: String) -> String { isEmpty ? "" : self + "/" + name }
}
