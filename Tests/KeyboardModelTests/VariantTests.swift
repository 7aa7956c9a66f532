import KeyboardTestSupport
import Testing

@testable import KeyboardModel

@Suite("Skin-tone variants")
struct VariantTests {
    let catalog: KeyboardCatalog
    let peopleTab = 3

    init() throws {
        catalog = try Fixtures.loadShippedCatalog()
    }

    func peopleState() -> KeyboardState {
        var state = KeyboardState(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics())
        state.send(.tabTapped(peopleTab), catalog: catalog) { $0.tabIndex = peopleTab }
        return state
    }

    func center(_ rect: Rect) -> Point { Point(x: rect.midX, y: rect.midY) }

    @Test func holdingStillOnAnEmojiWithTonesOpensItsVariants() throws {
        var state = peopleState()
        let wave = try #require(state.emotion(atCell: 0, catalog: catalog))
        #expect(wave.text == "👋")
        let cell = center(state.layout.cellRect(0))
        state.send(.pointerDown(cell, time: 1000), catalog: catalog) {
            $0.press = .gridPress(0, from: cell, at: 1000, hasVariants: true)
            $0.focusedCell = 0
        }
        #expect(state.nextDeadline == 1500)
        state.send(.tick(1499), catalog: catalog)
        #expect(state.variantChoice(catalog: catalog) == nil)
        state.send(.tick(1500), catalog: catalog) { $0.press = .variants(cell: 0, chosen: 0) }
        let choice = try #require(state.variantChoice(catalog: catalog))
        #expect(choice.options.map(\.text) == ["👋", "👋🏻", "👋🏼", "👋🏽", "👋🏾", "👋🏿"])
        #expect(choice.arrangement == .strip(count: 6))
        #expect(choice.chosen == 0)
        #expect(state.magnifiedCell == nil)
        let medium = center(choice.popup.items[3])
        state.send(.pointerMoved(medium, time: 1600), catalog: catalog) { $0.press = .variants(cell: 0, chosen: 3) }
        #expect(state.variantChoice(catalog: catalog)?.chosen == 3)
        let effects = state.reduce(.pointerUp(medium, time: 1700), catalog: catalog)
        #expect(effects.first == KeyboardEffect.insert(try #require(catalog.byText["👋🏽"])))
        #expect(state.recents.texts == ["👋🏽"])
    }

    @Test func theStripOpensOnlyWhileThePointerIsStillOnTheCell() {
        var state = peopleState()
        let wave = center(state.layout.cellRect(0))
        state.send(.pointerDown(wave, time: 0), catalog: catalog) {
            $0.press = .gridPress(0, from: wave, at: 0, hasVariants: true)
            $0.focusedCell = 0
        }
        state.send(.pointerMoved(Point(x: 2, y: 2), time: 100), catalog: catalog) {
            $0.press = .gridPress(0, from: wave, at: 0, hasVariants: true, onCell: false)
        }
        #expect(state.nextDeadline == nil, "off the grid: no long press pending")
        state.send(.tick(600), catalog: catalog)
        #expect(state.variantChoice(catalog: catalog) == nil, "the strip does not open for a cell the pointer left")
        #expect(state.magnifiedCell == 0, "the magnifier stays on the last emotion")
        state.send(.pointerMoved(wave, time: 700), catalog: catalog) {
            $0.press = .gridPress(0, from: wave, at: 0, heldSince: 700, hasVariants: true)
        }
        #expect(state.nextDeadline == 1200, "back on the cell, holding starts again")
        state.send(.tick(1200), catalog: catalog) { $0.press = .variants(cell: 0, chosen: 0) }
        #expect(state.variantChoice(catalog: catalog) != nil)
    }

    @Test func releasingOutsideTheStripInsertsNothing() {
        var state = peopleState()
        let wave = center(state.layout.cellRect(0))
        state.send(.pointerDown(wave, time: 0), catalog: catalog) {
            $0.press = .gridPress(0, from: wave, at: 0, hasVariants: true)
            $0.focusedCell = 0
        }
        state.send(.tick(600), catalog: catalog) { $0.press = .variants(cell: 0, chosen: 0) }
        state.send(.pointerUp(Point(x: 400, y: 300), time: 700), catalog: catalog) { $0.press = nil }
    }

    @Test func movingOnBeforeTheDelayRestartsItAndAQuickClickInsertsTheBase() {
        var state = peopleState()
        let wave = center(state.layout.cellRect(0))
        state.send(.pointerDown(wave, time: 0), catalog: catalog) {
            $0.press = .gridPress(0, from: wave, at: 0, hasVariants: true)
            $0.focusedCell = 0
        }
        state.send(.pointerMoved(center(state.layout.cellRect(1)), time: 400), catalog: catalog) {
            $0.press = .gridPress(1, from: wave, at: 0, heldSince: 400, hasVariants: true)
        }
        state.send(.tick(600), catalog: catalog)
        #expect(state.variantChoice(catalog: catalog) == nil, "the hold restarted on the new cell")
        #expect(state.nextDeadline == 900)
        let base = state.emotion(atCell: 1, catalog: catalog)
        #expect(
            state.reduce(.pointerUp(center(state.layout.cellRect(1)), time: 650), catalog: catalog).first
                == base.map { .insert($0) })
    }

    @Test func emojiWithoutTonesNeverOpenAStrip() {
        var state = KeyboardState(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics())
        let smile = center(state.layout.cellRect(0))
        state.send(.pointerDown(smile, time: 0), catalog: catalog) {
            $0.press = .gridPress(0, from: smile, at: 0)
            $0.focusedCell = 0
        }
        #expect(state.nextDeadline == nil)
        state.send(.tick(5000), catalog: catalog)
        #expect(state.variantChoice(catalog: catalog) == nil)
        #expect(state.magnifiedCell == 0)
    }

    @Test func everyPopupIsInsideTheWindowOffTheStatusLineAndHitTestingFindsEachOption() throws {
        let couple = try #require(catalog.byText["🧑‍🤝‍🧑"])
        let pairs = VariantArrangement(options: [couple] + couple.variants)
        #expect(pairs.count == 26)
        for size in LayoutSweepTests.windowSizes + [Size(width: 140, height: 150)] {
            let layout = KeyboardLayout(windowSize: size, metrics: LayoutMetrics())
            let window = Rect(x: 0, y: 0, width: size.width, height: size.height)
            let bounds = layout.popupBounds
            #expect(window.contains(bounds) && bounds.minX > 0 && bounds.minY > 0, "\(size): off the window's edges")
            #expect(bounds.maxY < layout.indicator.minY, "\(size): above the status line")
            #expect(bounds.contains(layout.toneMenu.frame), "\(size): the tone menu")
            for wide in [false, true] {
                let cells = layout.cells(wide: wide)
                for cell in 0..<cells.count {
                    for arrangement in [VariantArrangement.strip(count: 2), .strip(count: 6), pairs] {
                        let popup = layout.variantPopup(for: cells.rect(cell), arrangement: arrangement)
                        #expect(bounds.contains(popup.frame), "\(size) cell \(cell) \(arrangement.count)")
                        for (index, item) in popup.items.enumerated() {
                            #expect(popup.frame.contains(item))
                            #expect(popup.option(at: Point(x: item.midX, y: item.midY)) == index)
                        }
                    }
                }
            }
        }
    }
}
