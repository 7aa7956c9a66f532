import FoundationEssentials
import KeyboardFormats
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// The settings file, `$XDG_CONFIG_HOME/emotion-keyboard/config.toml`: TOML whose keys are `Configuration.settings`.
/// Reading it never fails: a bad key gets one problem line and keeps its default, a file that is not TOML gets one
/// line and every default.
public enum ConfigurationFile {
    /// The largest settings file read; a real one is about 2 KB.
    public static let byteLimit = 64 * 1024
    /// At most this many problems are listed, then one line counts the rest.
    public static let problemLimit = 20

    /// A configuration read from a file, with what was wrong in it.
    public struct Reading: Hashable, Sendable {
        public var configuration: Configuration
        public var problems: [ConfigurationProblem]

        public init(configuration: Configuration = Configuration(), problems: [ConfigurationProblem] = []) {
            self.configuration = configuration
            self.problems = problems
        }
    }

    /// `config.toml` in `DataLocations.userFolder(.config)`: `$XDG_CONFIG_HOME/emotion-keyboard`, else
    /// `~/.config/emotion-keyboard` (the home from `HOME`, else passwd), by the rule of every XDG folder; `nil` with no
    /// home (no shared fallback such as /tmp, which anyone could write).
    public static func userPath(_ environment: (String) -> String? = ProcessEnvironment.value) -> String? {
        let folder = DataLocations.userFolder(.config, environment)
        return folder.isEmpty ? nil : folder + "/config.toml"
    }

    /// `userPath` of the variables of `environment`.
    public static func userPath(_ environment: [String: String]) -> String? { userPath { environment[$0] } }

    /// Reads `path`: a missing file is every default without a problem; one that cannot be read, is not a regular
    /// file or is larger than `byteLimit` is every default with one problem. O(file size).
    public static func load(_ path: String, home: String?) -> Reading {
        switch text(at: path) {
        case .success(nil): return Reading()
        case .success(let text?): return parse(text, file: path, home: home)
        case .failure(let failure):
            return Reading(problems: [
                ConfigurationProblem(file: path, key: nil, reason: "\(failure.reason); using every default")
            ])
        }
    }

    /// Why a settings file's text could not be read.
    public struct TextFailure: Error, Hashable, Sendable {
        public let reason: String
    }

    /// The text of the settings file at `path`, `nil` when there is none. O(file size), at most `byteLimit` read.
    public static func text(at path: String) -> Result<String?, TextFailure> {
        var info = stat()
        if lstat(path, &info) != 0, errno == ENOENT { return .success(nil) }
        let data: Data
        do {
            data = try OpenedFile(path).readAll(limit: byteLimit)
        } catch {
            return .failure(TextFailure(reason: error.reason))
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            return .failure(TextFailure(reason: "is not UTF-8 text"))
        }
        return .success(text)
    }

    /// Reads settings from the text of a file named `file` (relative pack folders are relative to its folder).
    /// O(length of `text`): `TOMLParser` reads in linear time with bounded nesting; only known tables are walked.
    public static func parse(_ text: String, file: String, home: String?) -> Reading {
        guard text.utf8.count <= byteLimit else {
            return Reading(problems: [
                ConfigurationProblem(
                    file: file, key: nil, reason: "is larger than \(byteLimit) bytes; using every default")
            ])
        }
        // Said before parsing, so that a NUL anywhere (even in a comment) gets this one clear line.
        guard !text.utf8.contains(0) else {
            return Reading(problems: [
                ConfigurationProblem(
                    file: file, key: nil, reason: "is not a TOML file (it contains a NUL byte); using every default")
            ])
        }
        let table: TOMLTable
        do {
            // Setting values become C strings (folder paths, font names): a U+0000 escape would cut one short.
            table = try TOMLParser.parse(text, refusingNUL: true)
        } catch {
            let place =
                switch error.reason {
                case .invalid(let message):
                    "line \(error.line), column \(error.column): \(TOMLText.quotedExcerpt(message, limit: 80))"
                case .heldNUL: "line \(error.line): \(error.message)"
                }
            return Reading(problems: [
                ConfigurationProblem(file: file, key: nil, reason: "is not a TOML file (\(place)); using every default")
            ])
        }
        let folder = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
        var walk = Walk(file: file, context: SettingContext(folder: folder.isEmpty ? "/" : folder, home: home))
        walk.read(table, prefix: "")
        if let problem = walk.configuration.gridProblem {
            let defaults = Configuration.defaults
            walk.configuration.rows = defaults.rows
            walk.configuration.columns = defaults.columns
            walk.report("rows", "\(problem); using \(defaults.rows) x \(defaults.columns)")
        }
        return Reading(configuration: walk.configuration, problems: walk.problems())
    }

    /// One pass over the parsed document: each known key stored or reported, tables entered only where keys live.
    private struct Walk {
        let file: String
        let context: SettingContext
        var configuration = Configuration()
        private var listed: [ConfigurationProblem] = []
        private var unlisted = 0

        init(file: String, context: SettingContext) {
            self.file = file
            self.context = context
        }

        mutating func read(_ table: TOMLTable, prefix: String) {
            for key in table.keys {
                let path = prefix.isEmpty ? key : prefix + "." + key
                guard let value = table[key] else { continue }
                if let setting = Configuration.setting(path) {
                    if let reason = setting.store(Self.settingValue(value), in: &configuration, context: context) {
                        report(path, "\(reason); using \(setting.defaultLiteral ?? "the theme's colour")")
                    }
                } else if Configuration.isTable(path) {
                    if let inner = value.table {
                        read(inner, prefix: path)
                    } else {
                        report(path, "expected a table, got \(Self.settingValue(value).kindDescription); ignored")
                    }
                } else {
                    report(path, "unknown key; ignored")
                }
            }
        }

        mutating func report(_ key: String, _ reason: String) {
            if listed.count < ConfigurationFile.problemLimit {
                listed.append(ConfigurationProblem(file: file, key: key, reason: reason))
            } else {
                unlisted += 1
            }
        }

        func problems() -> [ConfigurationProblem] {
            guard unlisted > 0 else { return listed }
            return listed + [
                ConfigurationProblem(
                    file: file, key: nil, reason: "\(unlisted) more unknown or bad keys; each keeps its default")
            ]
        }

        /// Items of arrays are converted one level deep: a nested array or table is refused by its kind, not read.
        static func settingValue(_ value: TOMLValue, nested: Bool = false) -> SettingValue {
            switch value {
            case .integer(let integer): return .integer(integer)
            case .float(let number): return .number(number)
            case .string(let string): return .string(string)
            case .boolean(let boolean): return .boolean(boolean)
            case .table: return .other("a table")
            case .dateTime: return .other("a date or time")
            case .array(let array):
                guard !nested else { return .other("an array") }
                guard array.count <= 64 else { return .other("an array of more than 64 items") }
                return .list(array.map { settingValue($0, nested: true) })
            }
        }
    }
}
