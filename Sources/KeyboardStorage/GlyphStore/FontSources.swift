import FoundationEssentials
import KeyboardFormats
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// Where fontconfig reads its configuration, fonts and caches, found the way it finds them: `FONTCONFIG_FILE` (or
/// `fonts.conf` in the first folder of `FONTCONFIG_PATH`, or /etc/fonts), then every `<include>` of it, each file or
/// folder of `*.conf` files starting with a digit, in name order; the `<dir>` and `<cachedir>` elements of them all,
/// with their `prefix` (`xdg`, `relative`, `cwd`) and `~` expanded. Without a readable configuration file fontconfig's
/// built-in folders are used. A custom `FONTCONFIG_FILE` that names its own font and cache folders is followed, so a
/// font removed from them is noticed (issue 35).
///
/// Reads each configuration file once (at most `fileLimit` files of `CLDRXMLScanner.byteLimit` bytes, includes at most
/// `depthLimit` deep): O(configuration bytes).
struct FontSources: Sendable {
    /// Every configuration file and included folder, in reading order, missing ones too (creating one counts).
    private(set) var configuration: [String] = []
    /// The font folders, in order, without repeats; fontconfig reads each with its subfolders.
    private(set) var fontFolders: [String] = []
    /// fontconfig's cache folders, in order, without repeats.
    private(set) var cacheFolders: [String] = []

    static let fileLimit = 1_000
    static let depthLimit = 16

    private let home: String
    private let dataHome: String
    private let cacheHome: String
    private let configHome: String
    /// `FONTCONFIG_PATH`'s folders, then /etc/fonts: where a relative configuration file or include is looked for.
    private let configFolders: [String]

    init(_ environment: (String) -> String?) {
        home = DataLocations.home(environment) ?? "/nonexistent"
        dataHome = Self.base(.data, environment, home: home)
        cacheHome = Self.base(.cache, environment, home: home)
        configHome = Self.base(.config, environment, home: home)
        let configFolders =
            (environment("FONTCONFIG_PATH") ?? "").split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
            + ["/etc/fonts"]
        self.configFolders = configFolders
        var file = environment("FONTCONFIG_FILE").flatMap { $0.isEmpty ? nil : $0 } ?? "fonts.conf"
        if file.hasPrefix("~") { file = home + file.dropFirst() }
        if !file.hasPrefix("/") { file = configFolders[0] + "/" + file }
        if !read(file, depth: 0) {
            // fontconfig's built-in configuration when it has no file (FcConfigFallback).
            fontFolders = ["/usr/share/fonts", dataHome + "/fonts", home + "/.fonts"]
            cacheFolders = [cacheHome + "/fontconfig", home + "/.fontconfig", "/var/cache/fontconfig"]
        }
    }

    /// The XDG base folder itself (not ours inside it).
    static func base(_ base: DataLocations.Base, _ environment: (String) -> String?, home: String) -> String {
        let folder = DataLocations.userFolder(base, environment)
        return folder.isEmpty ? home + "/nonexistent" : folder.folderOfPath
    }

    /// The XDG base folders and the home, longest first: prefixes a path is named by in the fingerprint, so that it
    /// does not depend on where they are.
    var namedFolders: [(name: String, path: String)] {
        [("$XDG_DATA_HOME", dataHome), ("$XDG_CACHE_HOME", cacheHome), ("$XDG_CONFIG_HOME", configHome), ("~", home)]
            .sorted { $0.path.count > $1.path.count }
    }

    /// Reads the file or folder `path`; whether it was there.
    @discardableResult
    private mutating func read(_ path: String, depth: Int) -> Bool {
        guard configuration.count < Self.fileLimit, depth <= Self.depthLimit, !configuration.contains(path) else {
            return false
        }
        configuration.append(path)
        if FileSystem.isDirectory(path) {
            for name in FileSystem.contents(of: path)
            where name.first?.isASCII == true && name.first?.isNumber == true && name.hasSuffix(".conf") {
                read(path + "/" + name, depth: depth + 1)
            }
            return true
        }
        guard let bytes = try? FileSystem.read(path, limit: CLDRXMLScanner.byteLimit) else { return false }
        let scanner = CLDRXMLScanner([UInt8](bytes))
        let folder = path.folderOfPath
        var includes: [String] = []
        var missing: [String] = []
        scanner.forEach("dir") { attributes, text in
            if let dir = expand(text, prefix: attributes["prefix"], xdg: dataHome, file: folder),
                !fontFolders.contains(dir)
            {
                fontFolders.append(dir)
            }
        }
        scanner.forEach("cachedir") { attributes, text in
            if let dir = expand(text, prefix: attributes["prefix"], xdg: cacheHome, file: folder),
                !cacheFolders.contains(dir)
            {
                cacheFolders.append(dir)
            }
        }
        scanner.forEach("include") { attributes, text in
            if attributes["prefix"] == "xdg" {
                if let include = expand(text, prefix: "xdg", xdg: configHome, file: folder) { includes.append(include) }
                return
            }
            // fontconfig looks a relative include up in its configuration folders (FcConfigGetFilename), the first
            // that has it; when none has it, the first is stamped, so creating it is noticed.
            let trimmed = Self.trimmed(text)
            guard !trimmed.isEmpty else { return }
            if trimmed.hasPrefix("/") || trimmed.hasPrefix("~") {
                if let include = expand(trimmed, prefix: nil, xdg: configHome, file: folder) {
                    includes.append(include)
                }
                return
            }
            let candidates = configFolders.map { $0 + "/" + trimmed }
            let found = candidates.firstIndex { access($0, F_OK) == 0 }
            // The missing ones before it are stamped too: creating one makes fontconfig read it instead.
            missing += candidates[..<(found ?? 0)]
            includes.append(candidates[found ?? 0])
        }
        configuration += missing.filter { !configuration.contains($0) }
        for include in includes { read(include, depth: depth + 1) }
        return true
    }

    /// The absolute path an element's text names, or `nil` for an empty one.
    private func expand(_ text: String, prefix: String?, xdg: String, file folder: String) -> String? {
        let trimmed = Self.trimmed(text)
        guard !trimmed.isEmpty else { return nil }
        if trimmed.hasPrefix("~") { return home + trimmed.dropFirst() }
        if trimmed.hasPrefix("/") { return trimmed }
        switch prefix {
        case "xdg": return xdg + "/" + trimmed
        case "relative": return folder + "/" + trimmed
        default:
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
            let cwd =
                getcwd(&buffer, buffer.count) != nil
                ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "/"
            return cwd + "/" + trimmed
        }
    }

    /// `text` without the XML white space around it.
    private static func trimmed(_ text: String) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        return String(text.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
