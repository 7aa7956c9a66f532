/// A TOML table: keys in the order the document defined them, each with its value.
public struct TOMLTable: Equatable, Sendable {
    /// The keys in document order.
    public private(set) var keys: [String] = []
    private var values: [String: TOMLValue] = [:]

    public init() {}

    /// The pairs in document order, e.g. `["b": 1, "a": 2]` keeps b first.
    public init(_ pairs: KeyValuePairs<String, TOMLValue>) {
        for (key, value) in pairs { self[key] = value }
    }

    /// How many keys the table has.
    public var count: Int { keys.count }

    /// The value of `key`; setting a new key appends it to `keys`, setting `nil` removes it. O(1) to read or add
    /// (amortized, plus hashing the key), O(count) to remove.
    public subscript(key: String) -> TOMLValue? {
        get { values[key] }
        set {
            if let newValue {
                if values.updateValue(newValue, forKey: key) == nil { keys.append(key) }
            } else if values.removeValue(forKey: key) != nil {
                keys.removeAll { $0 == key }
            }
        }
    }
}
