/// The most queries of a set that any ranking could answer in its first three: one query asked for different emotions
/// (`sj` for 😴 睡觉 and for 📱 手机) can be right for at most three of them, whatever the ranking knows.
enum TopThreeCeiling {
    /// How many of `rows` the best possible first three results answer, query by query. Exact: every choice of three
    /// among a query's expected emotions is tried (a query string has a few dozen at most in the evaluation set).
    static func hits(_ rows: [Row]) -> Int {
        Dictionary(grouping: rows, by: \.query).values.reduce(0) { $0 + best(for: $1.map(\.expected)) }
    }

    private static func best(for answers: [Set<String>]) -> Int {
        let candidates = Array(answers.reduce(into: Set<String>()) { $0.formUnion($1) }).sorted()
        guard candidates.count > 3 else { return answers.count }
        var most = 0
        for first in candidates.indices {
            for second in candidates.indices where second > first {
                for third in candidates.indices where third > second {
                    let chosen: Set = [candidates[first], candidates[second], candidates[third]]
                    most = max(most, answers.count { !$0.isDisjoint(with: chosen) })
                }
            }
        }
        return most
    }
}
