import KeyboardTestSupport
import Testing

@testable import KeyboardModel

/// What idle time renders ahead, decided in the model: the neighbouring pages at once, the rest of the open tab from
/// the first stage, the other tabs from the second, never more than the limit.
@Suite("Prefetch plan")
struct PrefetchPlanTests {
    let catalog = Fixtures.catalog(groupSizes: [200, 30, 30])

    func texts(_ plan: PrefetchPlan) -> [String] {
        plan.emotions.map { if case .emoji(let character) = $0 { String(character) } else { "?" } }
    }

    @Test func eachStageWidensThePlanAndTheScope() {
        var state = AppState(
            keyboard: KeyboardState(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics()),
            measure: FixedMeasure())
        let first = KeyboardCatalog.firstCatalogTab
        state.keyboard.setUp(.tabTapped(first), catalog: catalog)
        let tab = state.keyboard.emotions(inTab: first, catalog: catalog).map(\.text)
        let perPage = state.keyboard.paging.emotionsPerPage
        let atOnce = state.prefetchPlan(catalog: catalog, limit: 10_000)
        #expect(texts(atOnce) == Array(tab[perPage..<2 * perPage]), "page 0: its one neighbour")
        state.setUp(.firstFrameShown(time: 100), catalog: catalog)
        let scope = state.prefetchScope(catalog: catalog)
        state.setUp(.tick(100 + PrefetchPlan.stageDelays[0]), catalog: catalog, effects: [.widenPrefetch])
        #expect(state.prefetchScope(catalog: catalog) != scope)
        let restOfTab = texts(state.prefetchPlan(catalog: catalog, limit: 10_000))
        #expect(
            Set(restOfTab) == Set(tab[perPage...]) && restOfTab.count == tab.count - perPage,
            "every other page of the tab, once")
        #expect(Array(restOfTab[perPage..<2 * perPage]) == Array(tab[2 * perPage..<3 * perPage]), "nearest pages first")
        state.setUp(.tick(100 + PrefetchPlan.stageDelays[1]), catalog: catalog, effects: [.widenPrefetch])
        let everything = texts(state.prefetchPlan(catalog: catalog, limit: 10_000))
        let others = catalog.tabs.indices.filter { $0 != first }.flatMap { index in
            state.keyboard.emotions(inTab: index, catalog: catalog).prefix(perPage).map(\.text)
        }
        #expect(Set(others).isSubset(of: Set(everything)), "the other tabs' current pages")
        #expect(state.prefetchPlan(catalog: catalog, limit: 7).emotions.count == 7, "the limit holds")
        #expect(state.prefetchScope(catalog: catalog) == state.prefetchScope(catalog: catalog))
    }
}
