/// A map bounded by the total cost of its values (bytes, pixels): inserting past the budget evicts the least recently
/// used entries, which are handed back so their owner can free what they hold (an X pixmap, say).
///
/// `value(for:)`, `insert` and eviction are O(1) amortised: a dictionary into a doubly linked list kept in arrays.
public struct LRUCache<Key: Hashable, Value> {
    private struct Node {
        var key: Key
        var value: Value
        var cost: Int
        var newer: Int?
        var older: Int?
    }

    public let budget: Int
    public private(set) var totalCost = 0
    private var nodes: [Node?] = []
    private var free: [Int] = []
    private var index: [Key: Int] = [:]
    private var newest: Int?
    private var oldest: Int?

    /// `budget` is the most total cost kept; one entry dearer than that is still kept alone, until the next insert.
    public init(budget: Int) {
        self.budget = max(0, budget)
    }

    public var count: Int { index.count }

    /// The value for `key`, which becomes the most recently used.
    public mutating func value(for key: Key) -> Value? {
        guard let slot = index[key] else { return nil }
        touch(slot)
        return nodes[slot]?.value
    }

    /// Whether `key` is present, without changing the order.
    public func contains(_ key: Key) -> Bool { index[key] != nil }

    /// Stores `value` as the most recently used and returns what had to go to stay within the budget (a value
    /// replaced under the same key included).
    @discardableResult
    public mutating func insert(_ value: Value, for key: Key, cost: Int) -> [Value] {
        var evicted: [Value] = []
        if let old = remove(key) { evicted.append(old) }
        let node = Node(key: key, value: value, cost: max(0, cost), newer: nil, older: newest)
        let slot: Int
        if let reused = free.popLast() {
            nodes[reused] = node
            slot = reused
        } else {
            nodes.append(node)
            slot = nodes.count - 1
        }
        if let newest { nodes[newest]?.newer = slot }
        newest = slot
        if oldest == nil { oldest = slot }
        index[key] = slot
        totalCost += node.cost
        while totalCost > budget, let last = oldest, last != slot, let gone = remove(nodes[last]!.key) {
            evicted.append(gone)
        }
        return evicted
    }

    /// Removes `key` and returns its value.
    @discardableResult
    public mutating func remove(_ key: Key) -> Value? {
        guard let slot = index.removeValue(forKey: key), let node = nodes[slot] else { return nil }
        unlink(slot, node)
        nodes[slot] = nil
        free.append(slot)
        totalCost -= node.cost
        return node.value
    }

    /// Every value, most recently used first.
    public var valuesByRecency: [Value] {
        var values: [Value] = []
        var cursor = newest
        while let slot = cursor, let node = nodes[slot] {
            values.append(node.value)
            cursor = node.older
        }
        return values
    }

    private mutating func touch(_ slot: Int) {
        guard newest != slot, let node = nodes[slot] else { return }
        unlink(slot, node)
        nodes[slot]?.newer = nil
        nodes[slot]?.older = newest
        if let newest { nodes[newest]?.newer = slot }
        newest = slot
        if oldest == nil { oldest = slot }
    }

    private mutating func unlink(_ slot: Int, _ node: Node) {
        if let newer = node.newer { nodes[newer]?.older = node.older } else { newest = node.older }
        if let older = node.older { nodes[older]?.newer = node.newer } else { oldest = node.newer }
    }
}
