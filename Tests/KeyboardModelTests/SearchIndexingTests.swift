import KeyboardTestSupport
import Testing

@testable import KeyboardModel

/// The search index's lifecycle, decided by the model: built once search opens and the user's packs have joined,
/// built again for a new catalog or language, and a build for an older one never replaces the current one.
@Suite("Search index lifecycle")
struct SearchIndexingTests {
    let catalog = ShippedSearch.catalog
    let index = ShippedSearch.index

    func fresh(userPacksPending: Bool = false) -> AppState {
        var keyboard = KeyboardState(windowSize: LayoutMetrics().preferredWindowSize, metrics: LayoutMetrics())
        keyboard.prepare(catalog: catalog)
        var state = AppState(
            keyboard: keyboard, delivery: .print, userPacksPending: userPacksPending, measure: FixedMeasure())
        state.setUp(.focusChanged(true, time: 0), catalog: catalog)
        return state
    }

    func send(_ state: inout AppState, _ action: AppAction) -> [AppEffect] {
        state.reduce(action, catalog: catalog, measure: FixedMeasure())
    }

    func type(_ state: inout AppState, _ text: String) {
        for character in text { #expect(send(&state, .key(.text(String(character)), shift: false, time: 50)) == []) }
    }

    func first(_ state: AppState) -> String? { state.keyboard.emotion(atCell: 0, catalog: catalog)?.text }

    @Test func nothingIsBuiltUntilSearchOpens() {
        var state = fresh()
        #expect(
            send(&state, .namesLoaded(LocalizedNames(locales: [], fallback: .chinese, entries: [:]))).isEmpty,
            "new names, but no one searched")
        #expect(send(&state, .catalogJoined(.userPacks, previousTabIDs: nil)).isEmpty)
        #expect(send(&state, .key(.control("f"), shift: false, time: 10)) == [.buildSearchIndex(generation: 2)])
    }

    @Test func theIndexWaitsForTheUserPacks() {
        var state = fresh(userPacksPending: true)
        #expect(send(&state, .key(.control("f"), shift: false, time: 10)).isEmpty, "packs still loading: no build yet")
        type(&state, "cat face")
        #expect(state.keyboard.search?.answered == false)
        #expect(send(&state, .catalogJoined(.userPacks, previousTabIDs: nil)) == [.buildSearchIndex(generation: 1)])
        #expect(send(&state, .searchIndexReady(index, generation: 1, time: 90)) == [])
        #expect(first(state) == "🐱")
    }

    @Test func theSameNamesAgainKeepTheIndex() {
        var state = fresh()
        #expect(send(&state, .key(.control("f"), shift: false, time: 10)) == [.buildSearchIndex(generation: 0)])
        #expect(send(&state, .searchIndexReady(index, generation: 0, time: 20)) == [])
        #expect(send(&state, .namesLoaded(state.names)).isEmpty, "nothing changed: no second build")
        #expect(state.searchIndexing.index === index)
    }

    @Test func aLanguageChangeDuringABuildDropsTheOlderBuild() {
        var state = fresh()
        #expect(send(&state, .key(.control("f"), shift: false, time: 10)) == [.buildSearchIndex(generation: 0)])
        type(&state, "cat face")
        let german = LocalizedNames(locales: ["de"], fallback: .english, entries: [:])
        #expect(
            send(&state, .namesLoaded(german)) == [.buildSearchIndex(generation: 1)], "built again for the new names")
        #expect(send(&state, .searchIndexReady(index, generation: 0, time: 60)) == [])
        #expect(
            state.searchIndexing.index == nil && state.keyboard.search?.answered == false,
            "the first build finished last-but-one: dropped")
        #expect(send(&state, .searchIndexReady(index, generation: 1, time: 70)) == [])
        #expect(state.searchIndexing.index === index && first(state) == "🐱")
    }

    @Test func aFailedBuildAnswersNothingUntilTheNextGeneration() {
        var state = fresh()
        #expect(send(&state, .key(.control("f"), shift: false, time: 10)) == [.buildSearchIndex(generation: 0)])
        type(&state, "dog")
        #expect(send(&state, .searchIndexReady(nil, generation: 0, time: 30)) == [])
        #expect(first(state) == nil)
        #expect(state.gridHint(catalog: catalog) == .nothingFound(query: "dog"), "answered, not preparing for good")
        type(&state, "s")
        #expect(state.gridHint(catalog: catalog) == .nothingFound(query: "dogs"), "and so is the next query")
        #expect(send(&state, .key(.control("f"), shift: false, time: 40)).isEmpty, "this generation was tried")
        #expect(
            send(&state, .namesLoaded(LocalizedNames(locales: [], fallback: .chinese, entries: [:]))) == [
                .buildSearchIndex(generation: 1)
            ])
    }
}
