import KeyboardTestSupport
import Testing

@testable import KeyboardModel

@Suite("LRU cache")
struct LRUCacheTests {
    @Test func evictsTheLeastRecentlyUsedFirstAndHandsItBack() {
        var cache = LRUCache<String, Int>(budget: 3)
        cache.insert(1, for: "a", cost: 1)
        cache.insert(2, for: "b", cost: 1)
        cache.insert(3, for: "c", cost: 1)
        #expect(cache.value(for: "a") == 1)
        #expect(cache.insert(4, for: "d", cost: 1) == [2])
        #expect(!cache.contains("b"))
        #expect(cache.valuesByRecency == [4, 1, 3])
        #expect(cache.totalCost == 3)
    }

    @Test func oneEntryDearerThanTheBudgetStaysUntilTheNextInsert() {
        var cache = LRUCache<String, Int>(budget: 10)
        cache.insert(1, for: "a", cost: 4)
        #expect(cache.insert(2, for: "big", cost: 50) == [1])
        #expect(cache.valuesByRecency == [2])
        #expect(cache.insert(3, for: "c", cost: 1) == [2])
        #expect(cache.totalCost == 1)
    }

    @Test func replacingAKeyHandsBackTheOldValue() {
        var cache = LRUCache<String, Int>(budget: 10)
        cache.insert(1, for: "a", cost: 4)
        #expect(cache.insert(2, for: "a", cost: 5) == [1])
        #expect(cache.totalCost == 5)
        #expect(cache.count == 1)
    }

    /// Random operations against a plain array kept in recency order.
    @Test(arguments: 0..<20)
    func matchesAReferenceModel(seed: UInt64) {
        var random = SeededGenerator(state: seed &+ 17)
        var cache = LRUCache<Int, Int>(budget: 20)
        var reference: [(key: Int, value: Int, cost: Int)] = []
        for step in 0..<2000 {
            let key = Int.random(in: 0..<12, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                let cost = Int.random(in: 0...6, using: &random)
                var expected: [Int] = []
                if let at = reference.firstIndex(where: { $0.key == key }) {
                    expected.append(reference.remove(at: at).value)
                }
                reference.insert((key, step, cost), at: 0)
                while reference.map(\.cost).reduce(0, +) > 20, reference.count > 1 {
                    expected.append(reference.removeLast().value)
                }
                #expect(cache.insert(step, for: key, cost: cost) == expected)
            case 1:
                let at = reference.firstIndex { $0.key == key }
                #expect(cache.value(for: key) == at.map { reference[$0].value })
                if let at { reference.insert(reference.remove(at: at), at: 0) }
            default:
                let at = reference.firstIndex { $0.key == key }
                #expect(cache.remove(key) == at.map { reference[$0].value })
                if let at { reference.remove(at: at) }
            }
            #expect(cache.valuesByRecency == reference.map(\.value))
            #expect(cache.totalCost == reference.map(\.cost).reduce(0, +))
        }
    }
}
