import KeyboardTestSupport
import Testing

@testable import KeyboardModel

@Suite("The grid's skin tone")
struct SkinToneTests {
    let catalog: KeyboardCatalog
    let peopleTab = KeyboardCatalog.firstCatalogTab + 1

    init() throws {
        catalog = try Fixtures.loadShippedCatalog()
    }

    func center(_ rect: Rect) -> Point { Point(x: rect.midX, y: rect.midY) }

    @Test func everyBaseWithVariantsHasOneInEachToneAndTheRestFollowIt() throws {
        let bases = catalog.tabs.flatMap(\.emotions).filter { !$0.variants.isEmpty }
        #expect(bases.count > 300)
        for tone in SkinTone.allCases where tone != .none {
            let modifier = try #require(tone.modifier)
            for base in bases {
                let toned = base.toned(tone)
                #expect(toned.text != base.text, "\(base.text) has a \(tone) variant")
                let modifiers = toned.text.unicodeScalars.filter { (0x1F3FB...0x1F3FF).contains($0.value) }
                #expect(!modifiers.isEmpty && modifiers.allSatisfy { $0 == modifier }, "\(toned.text)")
                #expect(catalog.byText[toned.text] != nil, "\(toned.text) is the catalog's own")
                #expect(toned.variants.first?.text == base.text, "the yellow base comes first in the strip")
                #expect(
                    Set(toned.variants.map(\.text) + [toned.text]) == Set([base.text] + base.variants.map(\.text)),
                    "\(base.text)")
                #expect(toned.variants.count == base.variants.count)
            }
        }
        let handshake = try #require(bases.first { $0.text == "🧑‍🤝‍🧑" })
        #expect(handshake.toned(.dark).text == "🧑🏿‍🤝‍🧑🏿", "a group of people all in the tone")
        let smile = try #require(catalog.byText["😀"])
        #expect(smile.toned(.dark) == smile, "no variants: itself")
        #expect(bases[0].toned(.none) == bases[0])
    }

    @Test func theGridShowsAndInsertsTheToneAndTheStripOffersEveryTone() throws {
        var state = KeyboardState(
            windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics(), recents: Recents(texts: []),
            skinTone: .medium)
        state.send(.tabTapped(peopleTab), catalog: catalog) { $0.tabIndex = peopleTab }
        #expect(state.emotion(atCell: 0, catalog: catalog)?.text == "👋🏽")
        #expect(state.likelyNextEmotions(catalog: catalog).contains { $0.text.unicodeScalars.contains("\u{1F3FD}") })
        let cell = center(state.layout.cellRect(0))
        state.send(.pointerDown(cell, time: 0), catalog: catalog) {
            $0.press = .gridPress(0, from: cell, at: 0, hasVariants: true)
            $0.focusedCell = 0
        }
        #expect(state.reduce(.pointerUp(cell, time: 50), catalog: catalog).first?.insertedText == "👋🏽")
        #expect(state.recents.texts == ["👋🏽"])
        state.send(.pointerDown(cell, time: 1000), catalog: catalog) {
            $0.press = .gridPress(0, from: cell, at: 1000, hasVariants: true)
        }
        state.send(.tick(1500), catalog: catalog) { $0.press = .variants(cell: 0, chosen: 3) }
        let choice = try #require(state.variantChoice(catalog: catalog))
        #expect(
            choice.options.map(\.text) == ["👋", "👋🏻", "👋🏼", "👋🏽", "👋🏾", "👋🏿"], "the yellow base first, the tones in order")
        #expect(choice.chosen == 3, "on the tone shown")
        let yellow = center(choice.popup.items[0])
        state.send(.pointerMoved(yellow, time: 1600), catalog: catalog) { $0.press = .variants(cell: 0, chosen: 0) }
        #expect(state.reduce(.pointerUp(yellow, time: 1700), catalog: catalog).first?.insertedText == "👋")
    }

    @Test func eachPageOfTheGridFrameShowsItsOwnEmotionsInTheirTones() throws {
        let recents = Recents(
            entries: ["👋", "😀"].map { Recents.Entry(text: $0, usage: EmotionUsage(count: 1, lastUse: 0)) },
            tones: ["👋": "👋🏿"])
        var app = AppState(
            keyboard: KeyboardState(
                windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics(), recents: recents, skinTone: .medium
            ),
            measure: FixedMeasure())
        func shown() -> [GridFrame.Cell.Content] {
            guard case .emotions(let grid) = app.frame(catalog: catalog).grid else { return [] }
            return grid.cells.map(\.content)
        }
        func emoji(_ text: String) -> GridFrame.Cell.Content { .emotion(.emoji(Character(text))) }
        let paging = app.keyboard.paging
        let delete = paging.deleteCell
        var cells = shown()
        #expect(app.keyboard.tabIndex == KeyboardCatalog.recentTab)
        #expect(cells.prefix(2) == [emoji("👋🏿"), emoji("😀")], "the tone picked for 👋, not the grid's")
        #expect(cells[2..<delete].allSatisfy { $0 == .empty } && cells[delete] == .delete)

        app.keyboard.setUp(.tabTapped(peopleTab), catalog: catalog)
        let people = catalog.tabs[peopleTab].emotions
        #expect(shown().first == emoji("👋🏿"))
        app.keyboard.setUp(.nextPage, catalog: catalog)
        cells = shown()
        let second = people[paging.range(page: 1, count: people.count)]
        #expect(cells.prefix(delete) == ArraySlice(second.map { emoji($0.toned(.medium).text) }))
        #expect(cells[delete] == .delete)
        #expect(second.contains { !$0.variants.isEmpty }, "the page shows some emoji in the grid's tone")

        app.keyboard.setUp(.lastPage, catalog: catalog)
        cells = shown()
        let last = people[paging.range(page: paging.pageCount(for: people.count) - 1, count: people.count)]
        #expect(cells.prefix(last.count) == ArraySlice(last.map { emoji($0.toned(.medium).text) }))
        #expect(cells[last.count..<delete].allSatisfy { $0 == .empty } && cells[delete] == .delete)
    }

    @Test func aNewToneInTheSettingsFileAppliesAtOnce() {
        var app = AppState(
            keyboard: KeyboardState(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics()),
            measure: FixedMeasure())
        let cell = center(app.layout.cellRect(0))
        app.send(.pointerDown(cell, time: 0), catalog: catalog) {
            $0.heldPointer.pressed(at: cell)
            $0.keyboard.press = .gridPress(0, from: cell, at: 0)
            $0.keyboard.focusedCell = 0
            $0.focusVisible = false
            _ = $0.clicks.press(at: cell, time: 0)
        }
        var dark = Configuration()
        dark.skinTone = .dark
        app.send(.reconfigured(dark, scale: 1, time: 10), catalog: catalog) {
            $0.now = 10
            $0.configuration = dark
            $0.keyboard.skinTone = .dark
            $0.keyboard.press = nil  // the press on the old emoji ends
        }
    }
}

extension KeyboardEffect {
    var insertedText: String? {
        if case .insert(let emotion) = self { return emotion.text }
        return nil
    }
}
