/// A locale as CLDR names its files: a language, then an optional script and region, joined by "_" (`zh_Hant_TW`).
public struct LocaleID: Hashable, Sendable, CustomStringConvertible {
    /// Two or three lower-case letters.
    public let language: String
    /// Four letters, the first upper-case (`Hant`, `Latn`), if given.
    public let script: String?
    /// Two upper-case letters or three digits, if given.
    public let region: String?

    public init(language: String, script: String? = nil, region: String? = nil) {
        self.language = language
        self.script = script
        self.region = region
    }

    /// `language_Script_REGION`, leaving out what is not given.
    public var identifier: String { [language, script, region].compactMap { $0 }.joined(separator: "_") }
    public var description: String { identifier }

    /// Reads a BCP 47 or CLDR tag (`zh-Hant-TW`, `pt_BR`, `de`), in any case; variants and extensions after the region
    /// are ignored. `nil` for anything else. O(1): a tag longer than 64 bytes is refused before it is split.
    public init?(tag: String) {
        let bytes = Array(tag.utf8.prefix(65))
        guard !bytes.isEmpty, bytes.count <= 64 else { return nil }
        let subtags = bytes.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: UInt8(ascii: "_"), omittingEmptySubsequences: false) }
        // ASCII only: setting 0x20 turns an upper-case letter into its lower case and no other byte into a letter.
        func isLetter(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte | 0x20) }
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        func text(_ subtag: ArraySlice<UInt8>) -> String { String(decoding: subtag, as: UTF8.self) }
        guard subtags.count <= 8,
            subtags.allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy { isLetter($0) || isDigit($0) } })
        else { return nil }
        let first = subtags[0]
        guard (2...3).contains(first.count), first.allSatisfy(isLetter) else { return nil }
        var rest = subtags.dropFirst()
        var script: String?
        if let next = rest.first, next.count == 4, next.allSatisfy(isLetter) {
            script = text(next.prefix(1)).uppercased() + text(next.dropFirst()).lowercased()
            rest = rest.dropFirst()
        }
        var region: String?
        if let next = rest.first,
            (next.count == 2 && next.allSatisfy(isLetter)) || (next.count == 3 && next.allSatisfy(isDigit))
        {
            region = text(next).uppercased()
        }
        self.init(language: text(first).lowercased(), script: script, region: region)
    }

    /// Reads a POSIX locale name (`de_DE.UTF-8`, `sr_RS@latin`, `zh_TW.Big5`): the codeset is dropped and the
    /// modifiers naming a script become the script. `nil` for `C`, `POSIX` (and `C.UTF-8`) and for what is not a locale.
    public init?(posix name: String) {
        guard name.utf8.count <= 64 else { return nil }
        var base = Substring(name)
        var modifier: Substring?
        if let at = base.firstIndex(of: "@") {
            modifier = base[base.index(after: at)...]
            base = base[..<at]
        }
        if let dot = base.firstIndex(of: ".") { base = base[..<dot] }
        guard base != "C", base != "POSIX", let parsed = LocaleID(tag: String(base)) else { return nil }
        let scripts = ["latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva", "arabic": "Arab"]
        self.init(
            language: parsed.language, script: modifier.flatMap { scripts[String($0)] } ?? parsed.script,
            region: parsed.region)
    }
}
