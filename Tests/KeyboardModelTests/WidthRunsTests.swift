import KeyboardTestSupport
import Testing

@testable import KeyboardModel

/// The layout's widths against a plain array, with widths around the one-byte limit and past the two-byte one.
@Suite("Composer widths")
struct WidthRunsTests {
    @Test(arguments: 0..<10)
    func randomReplacementsMatchAnArray(seed: UInt64) {
        var random = SeededGenerator(state: seed &+ 0xA11CE)
        let values = [0, 1, 7, 24, 255, 256, 300, 65_535, 70_000, -3]
        var runs = WidthRuns()
        var reference: [Int] = []
        for _ in 0..<120 {
            // Half of the steps are like typing: a few widths replaced inside one chunk, which changes it in place.
            let typing = Bool.random(using: &random)
            let lower = Int.random(in: 0...reference.count, using: &random)
            let upper = Int.random(in: lower...min(reference.count, lower + (typing ? 2 : 600)), using: &random)
            let inserted = (0..<Int.random(in: 0...(typing ? 3 : 1500), using: &random)).map { _ -> Int in
                Int.random(in: 0..<20, using: &random) == 0
                    ? values.randomElement(using: &random)! : Int.random(in: 5...40, using: &random)
            }
            runs.replaceSubrange(lower..<upper, adding: inserted.count) { emit in inserted.forEach(emit) }
            reference.replaceSubrange(lower..<upper, with: inserted.map { min(max(0, $0), 65_535) })
            runs.checkInvariants()
            #expect(runs.count == reference.count)
            #expect(runs.total == reference.reduce(0, +))
            for _ in 0..<10 where !reference.isEmpty {
                let index = Int.random(in: 0..<reference.count, using: &random)
                #expect(runs.width(at: index) == reference[index])
                let offset = reference[..<index].reduce(0, +)
                #expect(runs.offset(of: index) == offset)
                if reference[index] > 0 { #expect(runs.atom(containing: offset)?.index == index) }
            }
        }
    }
}
