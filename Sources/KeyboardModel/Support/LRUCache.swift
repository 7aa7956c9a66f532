/// A map bounded by the total cost of its values (bytes, pixels): inserting past the budget evicts the least recently
/// used entries, which are handed back so their owner can free what they hold (an X pixmap, say).
///
/// `value(for:)`, `insert` and eviction are O(1) amortised: a dictionary into a doubly linked list kept in arrays.
// Inlinable, so that a client module gets it specialised for its key and value types: unspecialised, every lookup
// went through the runtime's generic metadata cache, which cost more than the lookup itself.
public struct LRUCache<Key: Hashable, Value> {
    @usableFromInline
    struct Node {
        @usableFromInline var key: Key
        @usableFromInline var value: Value
        @usableFromInline var cost: Int
        @usableFromInline var newer: Int?
        @usableFromInline var older: Int?

        @inlinable
        init(key: Key, value: Value, cost: Int, newer: Int?, older: Int?) {
            self.key = key
            self.value = value
            self.cost = cost
            self.newer = newer
            self.older = older
        }
    }

    public let budget: Int
    /// The sum of the costs of the entries kept.
    @inlinable public var totalCost: Int { spent }
    @usableFromInline var spent = 0
    @usableFromInline var nodes: [Node?] = []
    @usableFromInline var free: [Int] = []
    @usableFromInline var index: [Key: Int] = [:]
    @usableFromInline var newest: Int?
    @usableFromInline var oldest: Int?

    /// `budget` is the most total cost kept; one entry dearer than that is still kept alone, until the next insert.
    @inlinable
    public init(budget: Int) {
        self.budget = max(0, budget)
    }

    @inlinable
    public var count: Int { index.count }

    /// The value for `key`, which becomes the most recently used.
    @inlinable
    public mutating func value(for key: Key) -> Value? {
        guard let slot = index[key] else { return nil }
        touch(slot)
        return nodes[slot]?.value
    }

    /// Whether `key` is present, without changing the order.
    @inlinable
    public func contains(_ key: Key) -> Bool { index[key] != nil }

    /// Stores `value` as the most recently used and returns what had to go to stay within the budget (a value
    /// replaced under the same key included).
    @inlinable @discardableResult
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
        spent += node.cost
        while spent > budget, let last = oldest, last != slot, let gone = remove(nodes[last]!.key) {
            evicted.append(gone)
        }
        return evicted
    }

    /// Removes `key` and returns its value.
    @inlinable @discardableResult
    public mutating func remove(_ key: Key) -> Value? {
        guard let slot = index.removeValue(forKey: key), let node = nodes[slot] else { return nil }
        unlink(slot, node)
        nodes[slot] = nil
        free.append(slot)
        spent -= node.cost
        return node.value
    }

    /// Every value, most recently used first.
    @inlinable
    public var valuesByRecency: [Value] {
        var values: [Value] = []
        var cursor = newest
        while let slot = cursor, let node = nodes[slot] {
            values.append(node.value)
            cursor = node.older
        }
        return values
    }

    @inlinable
    mutating func touch(_ slot: Int) {
        guard newest != slot, let node = nodes[slot] else { return }
        unlink(slot, node)
        nodes[slot]?.newer = nil
        nodes[slot]?.older = newest
        if let newest { nodes[newest]?.newer = slot }
        newest = slot
        if oldest == nil { oldest = slot }
    }

    @inlinable
    mutating func unlink(_ slot: Int, _ node: Node) {
        if let newer = node.newer { nodes[newer]?.older = node.older } else { newest = node.older }
        if let older = node.older { nodes[older]?.newer = node.newer } else { oldest = node.newer }
    }
}
