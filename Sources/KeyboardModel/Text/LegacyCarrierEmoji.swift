/// SoftBank's private-use emoji (text from old iPhones) mapped to standard Unicode, from the generated `softbank.tsv`.
public struct LegacyCarrierEmoji: Sendable {
    public let table: [UInt32: String]

    public init(table: [UInt32: String]) { self.table = table }

    public static let none = LegacyCarrierEmoji(table: [:])

    /// The private-use range of SoftBank's pages, E001-E53E: text without a scalar in it is never changed.
    static let range: ClosedRange<UInt32> = 0xE001...0xE53E

    /// Whether `text` has a scalar of SoftBank's pages: most text has none, and needs no table. O(length of `text`).
    public static func mayHaveCodes(_ text: String) -> Bool {
        text.unicodeScalars.contains { range.contains($0.value) }
    }

    /// Reads `softbank.tsv`: a hexadecimal private-use code point and its Unicode text per line.
    public static func parse(_ text: String) -> LegacyCarrierEmoji {
        var table: [UInt32: String] = [:]
        for line in text.split(separator: "\n") where line.first != "#" {
            let fields = line.split(separator: "\t")
            if fields.count == 2, let code = UInt32(fields[0], radix: 16) { table[code] = String(fields[1]) }
        }
        return LegacyCarrierEmoji(table: table)
    }

    /// `text` with every known SoftBank code point replaced by its Unicode emoji; other text is untouched.
    public func normalize(_ text: String) -> String {
        guard Self.mayHaveCodes(text) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replacement = table[scalar.value] {
                result += replacement
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
