import FoundationEssentials

/// Where the keyboard finds its shipped assets and keeps the user's files, following the XDG base directories.
public struct DataLocations: Sendable {
    public let assets: String
    public let userPacks: String
    public let stateDirectory: String

    public init(assets: String, userPacks: String, stateDirectory: String) {
        self.assets = assets
        self.userPacks = userPacks
        self.stateDirectory = stateDirectory
    }

    /// Locations from the environment: `EMOTION_KEYBOARD_ASSETS`, else `../share/emotion-keyboard` beside the executable,
    /// else the source tree's `assets/`; `XDG_DATA_HOME` and `XDG_STATE_HOME` with their documented defaults.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> DataLocations {
        let home = environment["HOME"] ?? "/tmp"
        let dataHome = nonEmpty(environment["XDG_DATA_HOME"]) ?? home + "/.local/share"
        let stateHome = nonEmpty(environment["XDG_STATE_HOME"]) ?? home + "/.local/state"
        return DataLocations(assets: findAssets(environment),
                             userPacks: dataHome + "/emotion-keyboard/packs",
                             stateDirectory: stateHome + "/emotion-keyboard")
    }

    public var recentsFile: String { stateDirectory + "/recents.json" }
    public var shippedPacks: String { assets + "/packs" }

    static func findAssets(_ environment: [String: String]) -> String {
        if let explicit = nonEmpty(environment["EMOTION_KEYBOARD_ASSETS"]) { return explicit }
        let executable = FileSystem.resolved("/proc/self/exe")
        let binDirectory = String(executable[..<(executable.lastIndex(of: "/") ?? executable.endIndex)])
        let candidates = [binDirectory + "/../share/emotion-keyboard", sourceTreeAssets]
        return candidates.first { FileSystem.isFile($0 + "/emoji.tsv") } ?? sourceTreeAssets
    }

    /// The repository's assets folder, for builds run from a checkout.
    static let sourceTreeAssets: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return parts.joined(separator: "/") + "/assets"
    }()

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}
