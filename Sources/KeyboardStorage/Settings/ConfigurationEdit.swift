import FoundationEssentials
import KeyboardFormats
import KeyboardModel

/// Changes one top-level key of a settings file's text and leaves every other line as the user wrote it (comments,
/// order, blank lines): for the settings the window itself changes, such as the default skin tone.
public enum ConfigurationEdit {
    public enum Refusal: Error, Hashable, CustomStringConvertible {
        /// The key's value spans several lines (a multi-line string or array): not ours to rewrite.
        case multiLineValue(key: String)
        /// The text is larger than a settings file may be.
        case tooLarge
        /// The file could not be read or written.
        case file(String)

        public var description: String {
            switch self {
            case .multiLineValue(let key): "its \(key) value spans several lines; change it there"
            case .tooLarge: "it is larger than \(ConfigurationFile.byteLimit) bytes"
            case .file(let reason): reason
            }
        }
    }

    /// Sets `key` in the settings file at `path` (created when missing), written atomically. O(file size).
    public static func setting(_ key: String, to literal: String, inFileAt path: String) throws(Refusal) {
        let old: String?
        switch ConfigurationFile.text(at: path) {
        case .success(let text): old = text
        case .failure(let failure): throw .file("cannot read \(path): \(failure.reason)")
        }
        let text = try setting(key, to: literal, in: old ?? "")
        do {
            try AtomicFile.write(Data(text.utf8), to: path)
        } catch {
            throw .file(error.description)
        }
    }

    /// `text` with the top-level `key` set to `literal` (a TOML value as written, e.g. `"medium"`): the key's line is
    /// replaced where it is, or a line is added before the first table (at the end when there is none). O(length).
    public static func setting(_ key: String, to literal: String, in text: String) throws(Refusal) -> String {
        guard text.utf8.count <= ConfigurationFile.byteLimit else { throw .tooLarge }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let assignment = key + " = " + literal
        var firstTable: Int?
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("[") {
                firstTable = index
                break
            }
            guard let value = value(of: key, in: trimmed) else { continue }
            if value.hasPrefix("\"\"\"") || value.hasPrefix("'''") || (value.hasPrefix("[") && !value.contains("]")) {
                throw .multiLineValue(key: key)
            }
            lines[index] = String(line.prefix { $0 == " " || $0 == "\t" }) + assignment
            return lines.joined(separator: "\n")
        }
        if let firstTable {
            lines.insert(assignment, at: firstTable)
        } else if lines.last == "" {
            lines.insert(assignment, at: lines.count - 1)
        } else {
            lines.append(assignment)
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// The value part of `line` when it assigns `key` (bare or quoted), else `nil`.
    private static func value(of key: String, in line: Substring) -> Substring? {
        var rest = line
        for form in [key, "\"" + key + "\"", "'" + key + "'"] where rest.hasPrefix(form) {
            rest = rest.dropFirst(form.count)
            rest = rest.drop { $0 == " " || $0 == "\t" }
            guard rest.first == "=" else { return nil }
            return rest.dropFirst().drop { $0 == " " || $0 == "\t" }
        }
        return nil
    }
}
