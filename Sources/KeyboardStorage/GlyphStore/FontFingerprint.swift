import FoundationEssentials
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// What the glyph cache's pixels depend on outside it, as one hash: the variables fontconfig reads
/// (`FONTCONFIG_FILE`, `FONTCONFIG_PATH`, `FONTCONFIG_SYSROOT`), its configuration files as `FontSources` finds them
/// (includes followed, each file through its links, so an edit in `conf.avail` counts), and every font file in the
/// font folders the configuration names (a custom `FONTCONFIG_FILE`'s `<dir>` elements too). A font removed, added or
/// replaced or a configuration edited changes it, so the next start does not draw from a stale cache.
///
/// The paths are hashed with the XDG folders and the home named, not spelt out, and missing folders add only their
/// name: a cache copied to other XDG folders stays valid when the fonts are the same. fontconfig's own cache files are
/// not hashed (the pixels depend on the fonts, not on when `fc-cache` last ran); those of the font folders read are
/// stamped in `FontStamps`, so that `fc-cache -f` after a font was rewritten in place makes the next start read the
/// fonts again.
///
/// Reading the fonts costs one `stat` per font file (about 4 µs: 80 ms for 20,000), so it is done only when the kept
/// `FontStamps` are not current; otherwise `resolve` costs one small read and one `stat` per configuration file and
/// font folder.
public struct FontFingerprint: Equatable, Hashable, Sendable {
    /// The hash, as the glyph store's header keeps it: equal values mean the same fonts and configuration.
    public let value: UInt64

    public init(value: UInt64) {
        self.value = value
    }

    /// `value` as 16 lowercase hex digits: a stable name for anything kept per set of fonts.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Entries the full reading stats at most, and folders deep: a huge or looping font tree costs a bounded time.
    static let entryLimit = 200_000
    static let depthLimit = 8

    /// What `resolve` found.
    public struct Resolution: Sendable {
        public let fingerprint: FontFingerprint
        /// New stamps to keep for the next start when the kept ones were missing or stale; `nil` when they held.
        public let stamps: FontStamps?
        /// Files and folders stat-ed.
        public let entries: Int
    }

    /// The fingerprint for `environment`'s variables: the `kept` stamps' when they are current, else a full reading
    /// of the fonts, with the stamps to keep for it.
    public static func resolve(_ environment: (String) -> String? = ProcessEnvironment.value, kept: FontStamps?)
        -> Resolution
    {
        let context = Self.context(environment)
        if let kept, kept.isCurrent(context: context) {
            return Resolution(fingerprint: kept.fingerprint, stamps: nil, entries: kept.lines.count)
        }
        let sources = FontSources(environment)
        var reading = Reading(names: sources.namedFolders)
        for variable in ["FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT"] {
            reading.parts.append(variable + "=" + reading.named(environment(variable) ?? ""))
        }
        for path in sources.configuration { reading.stamp(path) }
        for folder in sources.fontFolders { reading.walk(folder, depth: 0) }
        let fingerprint = FontFingerprint(value: GlyphStoreFormat.fingerprint(reading.parts.joined(separator: "\n")))
        let cacheFiles = Self.cacheFiles(of: reading.folders, in: sources.cacheFolders)
        let stamped = sources.configuration + reading.folders + cacheFiles
        return Resolution(
            fingerprint: fingerprint, stamps: FontStamps(context: context, paths: stamped, fingerprint: fingerprint),
            entries: reading.entries + cacheFiles.count)
    }

    /// fontconfig's cache files of `folders` in `cacheFolders`: each is named after the MD5 of its folder's path
    /// (`d589a488…-le64.cache-8` for /usr/share/fonts/truetype/dejavu). Only these, not the cache folders: every
    /// program that sets up fontconfig for a folder of its own writes a cache file there, and would make every start
    /// read the fonts again. O(entries of the cache folders + folders).
    static func cacheFiles(of folders: [String], in cacheFolders: [String]) -> [String] {
        let digests = Set(folders.map { MD5.hex(Array($0.utf8)) })
        var files: [String] = []
        for cacheFolder in cacheFolders {
            for name in FileSystem.contents(of: cacheFolder)
            where name.utf8.count > 33 && digests.contains(String(name.prefix(32))) {
                files.append(cacheFolder + "/" + name)
            }
        }
        return files
    }

    /// The fingerprint from a full reading, whatever is kept.
    public static func read(_ environment: (String) -> String? = ProcessEnvironment.value) -> FontFingerprint {
        resolve(environment, kept: nil).fingerprint
    }

    /// The variables and folders the configuration is found from, as one line without tabs.
    public static func context(_ environment: (String) -> String? = ProcessEnvironment.value) -> String {
        let home = DataLocations.home(environment) ?? ""
        let values =
            [home] + [DataLocations.Base.data, .cache, .config].map { FontSources.base($0, environment, home: home) }
            + ["FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT"].map { environment($0) ?? "" }
        return values.map { $0.replacing("\t", with: " ").replacing("\n", with: " ") }.joined(separator: " | ")
    }

    /// One full reading: the hashed text, and the folders seen for the stamps.
    private struct Reading {
        let names: [(name: String, path: String)]
        var parts: [String] = []
        var folders: [String] = []
        var entries = 0

        init(names: [(name: String, path: String)]) {
            self.names = names
        }

        /// `path` with the longest named folder it lies in replaced by its name.
        func named(_ path: String) -> String {
            for (name, folder) in names where path == folder || path.hasPrefix(folder + "/") {
                return name + path.dropFirst(folder.count)
            }
            return path
        }

        mutating func stamp(_ path: String) {
            entries += 1
            parts.append(named(path) + " " + FontStamps.stamp(path))
        }

        /// The stamp of every file beneath `folder` (through links), in name order; a folder adds its name only.
        mutating func walk(_ folder: String, depth: Int) {
            guard entries < FontFingerprint.entryLimit else { return }
            entries += 1
            var info = stat()
            // A font folder the configuration names is stamped even when missing or not a folder: creating it counts.
            if depth == 0 { folders.append(folder) }
            guard stat(folder, &info) == 0 else {
                parts.append(named(folder) + " -")
                return
            }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                parts.append(named(folder) + " " + FontStamps.stamp(of: info))
                return
            }
            parts.append(named(folder) + "/")
            if depth > 0 { folders.append(folder) }
            guard depth < FontFingerprint.depthLimit else { return }
            for name in FileSystem.contents(of: folder) { walk(folder + "/" + name, depth: depth + 1) }
        }
    }
}
