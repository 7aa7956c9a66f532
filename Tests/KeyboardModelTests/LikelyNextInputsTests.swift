import KeyboardTestSupport
import Testing

@testable import KeyboardModel

/// The renderer prefetches `likelyNextEmotions` once per value of `likelyNextInputs` (and catalog): the inputs must
/// change whenever the emotions do, and stay put through what a caret blink or a pointer does.
@Suite("What the prefetch depends on")
struct LikelyNextInputsTests {
    let catalog: KeyboardCatalog
    let size = Size(width: 420, height: 320)

    init() throws {
        catalog = try Fixtures.loadShippedCatalog()
    }

    func center(_ state: KeyboardState, _ cell: Int) -> Point {
        let rect = state.layout.cellRect(cell)
        return Point(x: rect.midX, y: rect.midY)
    }

    func likely(_ state: KeyboardState) -> [[String]] {
        [false, true].map { others in state.likelyNextEmotions(catalog: catalog, includingOtherTabs: others).map(\.text)
        }
    }

    @Test(arguments: 0..<6)
    func equalInputsGiveEqualEmotions(seed: UInt64) {
        var random = SeededGenerator(state: seed &+ 0x5DEE_CE66)
        var state = KeyboardState(windowSize: size, metrics: LayoutMetrics(), recents: ["😀", "👋🏽"], skinTone: .medium)
        var time: Milliseconds = 0
        var inputs = state.likelyNextInputs
        var emotions = likely(state)
        var changes = 0
        for _ in 0..<300 {
            time += Milliseconds.random(in: 10...700, using: &random)
            // Settings, search and window sizes change the state outside the keyboard's actions.
            switch Int.random(in: 0..<20, using: &random) {
            case 0: state.skinTone = SkinTone.allCases.randomElement(using: &random)!
            case 1:
                let results = Array(
                    catalog.tabs[KeyboardCatalog.firstCatalogTab + 1].emotions.shuffled(using: &random).prefix(
                        Int.random(in: 0...60, using: &random)))
                state.showSearch(query: "q\(results.count)", results: results)
            case 2: state.closeSearch(catalog: catalog)
            default: break
            }
            let cell = Int.random(in: 0..<state.cellGrid.count, using: &random)
            let action: KeyboardAction =
                switch Int.random(in: 0..<16, using: &random) {
                case 0: .pointerDown(center(state, cell), time: time)
                case 1: .pointerMoved(center(state, cell), time: time)
                case 2: .pointerUp(center(state, cell), time: time)
                case 3: .tabTapped(Int.random(in: 0..<catalog.tabs.count, using: &random))
                case 4: .nextPage
                case 5: .previousPage
                case 6: .tick(time)
                case 7:
                    .arrow(
                        rowStep: Int.random(in: -1...1, using: &random),
                        columnStep: Int.random(in: -1...1, using: &random))
                case 8: .activate
                case 9: .togglePin
                case 10: .secondaryClick(center(state, cell))
                case 11: .focusEntered
                case 12: .openVariants
                case 13:
                    .resized(
                        Size(
                            width: Int.random(in: 300...900, using: &random),
                            height: Int.random(in: 220...600, using: &random)))
                case 14: .lastPage
                default: .pointerLeft
                }
            // A random walk: the effects of its steps are not what it tests (the inputs and emotions are).
            _ = state.reduce(action, catalog: catalog)
            let now = likely(state)
            if state.likelyNextInputs == inputs {
                let same = now == emotions
                #expect(same, "after \(action) the inputs held but the emotions changed")
            } else {
                changes += 1
            }
            inputs = state.likelyNextInputs
            emotions = now
        }
        #expect(changes > 15, "the walk turns pages and tabs")
    }

    @Test func aPointerOverTheGridLeavesThemAndATurnedPageChangesThem() throws {
        var state = KeyboardState(windowSize: size, metrics: LayoutMetrics())
        let before = state.likelyNextInputs
        state.setUp(.pointerMoved(center(state, 4), time: 0), catalog: catalog)
        let fifth = try #require(state.emotion(atCell: 5, catalog: catalog))
        state.setUp(.pointerDown(center(state, 4), time: 10), catalog: catalog)
        // A drag slower than a flick (the swipe window is 250 ms): the magnifier follows and the release inserts.
        state.setUp(.pointerMoved(center(state, 5), time: 400), catalog: catalog)
        #expect(state.likelyNextInputs == before)
        state.setUp(
            .pointerUp(center(state, 5), time: 460), catalog: catalog,
            effects: [.insert(fifth), .saveRecents])
        #expect(state.likelyNextInputs != before, "the release recorded a recent")
        let recorded = state.likelyNextInputs
        state.setUp(.nextPage, catalog: catalog)
        #expect(state.likelyNextInputs != recorded)
        let light = likely(state)
        let paged = state.likelyNextInputs
        state.skinTone = .dark
        #expect(likely(state) != light, "the other tabs' pages show people in the new tone")
        #expect(state.likelyNextInputs != paged)
    }
}
