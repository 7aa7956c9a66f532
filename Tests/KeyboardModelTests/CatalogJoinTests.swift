import KeyboardTestSupport
import Testing

@testable import KeyboardModel

/// The model decides when a loaded part joins the catalog (issue 36 step 2): after the first frame was shown, never
/// during a press, and My stickers read again only after the user's packs.
@Suite("Catalog joins")
struct CatalogJoinTests {
    let catalog = Fixtures.catalog(groupSizes: [30, 30])

    func fresh() -> AppState {
        AppState(
            keyboard: KeyboardState(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics()),
            userPacksPending: true, measure: FixedMeasure())
    }

    @Test func thePacksWaitForTheFirstFrameShown() {
        var state = fresh()
        state.send(.catalogPartReady(.userPacks), catalog: catalog) { $0.catalogPartsReady = [.userPacks] }
        state.send(.firstFrameShown(time: 40), catalog: catalog, effects: [.joinCatalog(.userPacks)]) {
            $0.now = 40
            $0.firstFrameShownAt = 40
            $0.catalogPartsReady = []
        }
        state.send(.catalogJoined(.userPacks, previousTabIDs: nil), catalog: catalog) {
            _ = $0.searchIndexing.catalogCompleted()  // search was not wanted: nothing built yet
        }
    }

    @Test func aPartReadyDuringAPressJoinsWhenItEnds() throws {
        var state = fresh()
        state.setUp(.firstFrameShown(time: 40), catalog: catalog)
        let cell = state.layout.cellRect(3)
        let point = Point(x: cell.midX, y: cell.midY)
        state.setUp(.pointerDown(point, time: 100), catalog: catalog)
        try #require(!state.isBetweenPresses)
        state.send(.catalogPartReady(.userPacks), catalog: catalog) { $0.catalogPartsReady = [.userPacks] }
        state.setUp(.pointerMoved(point, time: 120), catalog: catalog)
        #expect(state.catalogPartsReady == [.userPacks], "the cells stay put under the finger")
        state.setUp(.pointerUp(point, time: 150), catalog: catalog, effects: [.saveRecents, .joinCatalog(.userPacks)])
        #expect(state.catalogPartsReady.isEmpty)
    }

    @Test func myStickersReadAgainJoinsAfterTheUsersPacks() {
        var state = fresh()
        state.setUp(.firstFrameShown(time: 40), catalog: catalog)
        state.send(.catalogPartReady(.ownStickers), catalog: catalog) { $0.catalogPartsReady = [.ownStickers] }
        state.send(.catalogPartReady(.userPacks), catalog: catalog, effects: [.joinCatalog(.userPacks)]) {
            $0.catalogPartsReady = [.ownStickers]
        }
        state.send(
            .catalogJoined(.userPacks, previousTabIDs: catalog.tabs.map(\.id)), catalog: catalog,
            effects: [.joinCatalog(.ownStickers)]
        ) {
            _ = $0.searchIndexing.catalogCompleted()
            $0.catalogPartsReady = []
        }
        state.send(.catalogJoined(.ownStickers, previousTabIDs: catalog.tabs.map(\.id)), catalog: catalog) {
            _ = $0.searchIndexing.invalidate()  // an index built from now on has My stickers as read
        }
    }
}
