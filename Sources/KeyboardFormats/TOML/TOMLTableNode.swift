/// A table while its document is read: its entries in document order and how it was defined, which decides what may
/// still be added to it. Inline tables and arrays are finished values the moment they are read; only tables of headers
/// and dotted keys stay open.
final class TOMLTableNode {
    /// How a table came to be, for TOML's rule that no table is defined twice.
    enum Definition: Equatable {
        /// Named on the way to another table (`a` in `[a.b]`): a header may still define it.
        case implicit
        /// Defined by its own `[header]` or `[[header]]` (or the document itself).
        case header
        /// Defined by dotted keys (`a.b = 1` defines `a`) in the header section numbered `section`: only dotted keys of
        /// that section may add keys to it; later headers may still add tables under it.
        case dotted(section: Int)
    }

    /// What a key of a table holds while the document is read.
    enum Entry {
        case value(TOMLValue)
        case table(TOMLTableNode)
        /// An array of tables, appended to by each `[[header]]` naming it.
        case tables(List)
    }

    /// The elements of an array of tables, shared so that appending does not copy them.
    final class List {
        var elements: [TOMLTableNode] = []
    }

    var definition: Definition
    /// How many tables and arrays hold this one (the document is 0).
    let depth: Int
    private var keys: [String] = []
    private var entries: [String: Entry] = [:]

    init(definition: Definition, depth: Int) {
        self.definition = definition
        self.depth = depth
    }

    /// What `key` holds, or `nil`. O(1) plus hashing the key.
    subscript(key: String) -> Entry? { entries[key] }

    /// Adds `key`, which must be new, after the others. O(1) amortized plus hashing the key.
    func add(_ key: String, _ entry: Entry) {
        keys.append(key)
        entries[key] = entry
    }

    /// The finished table. O(number of entries of this table and of the open tables under it): values read already
    /// are shared, not copied. Recursion is bounded by the parser's depth limit.
    func table() -> TOMLTable {
        var table = TOMLTable()
        for key in keys {
            switch entries[key] {
            case .value(let value)?: table[key] = value
            case .table(let node)?: table[key] = .table(node.table())
            case .tables(let list)?: table[key] = .array(list.elements.map { .table($0.table()) })
            case nil: continue
            }
        }
        return table
    }
}
