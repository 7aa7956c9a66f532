import KeyboardTestSupport
import Testing

@testable import KeyboardModel

/// The shell builds no frame after a pointer motion the model says draws what the state before it drew: that must
/// hold for every motion, wherever the pointer is and whatever it holds.
@Suite("A pointer motion that draws nothing new")
struct MotionRedrawTests {
    let catalog: KeyboardCatalog
    let peopleTab = KeyboardCatalog.firstCatalogTab + 1

    init() throws {
        catalog = try Fixtures.loadShippedCatalog()
    }

    func fresh() -> AppState {
        var app = AppState(
            keyboard: KeyboardState(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics()),
            measure: FixedMeasure())
        app.setUp(.shownChanged(true), catalog: catalog)
        return app
    }

    func center(_ rect: Rect) -> Point { Point(x: rect.midX, y: rect.midY) }

    func window(_ app: AppState) -> Rect {
        Rect(x: 0, y: 0, width: app.layout.windowSize.width, height: app.layout.windowSize.height)
    }

    /// A zig-zag of `count` motions over `area`, 7 px across and 3 px down each (the benchmarks' drag).
    func zigzag(over area: Rect, count: Int = 400) -> [Point] {
        (0..<count).map { Point(x: area.minX + $0 * 7 % area.width, y: area.minY + $0 * 3 % area.height) }
    }

    /// Moves the pointer through `points`, 1 ms apart from `time`; checks that each motion said to draw nothing new
    /// leaves the frame as it was. Returns how many motions drew nothing new and how many changed the frame.
    func sweep(_ app: inout AppState, _ points: [Point], from time: Milliseconds, _ what: String) -> (
        same: Int, changed: Int
    ) {
        var counts = (same: 0, changed: 0)
        for (step, point) in points.enumerated() {
            let before = app
            let effects = app.reduce(.pointerMoved(point, time: time + step), catalog: catalog, measure: FixedMeasure())
            let drawnBefore = before.frame(catalog: catalog)
            if app.drawsAsBefore(before) {
                #expect(effects.isEmpty, "\(what): a motion that draws nothing new asks for nothing either")
                #expect(app.frame(catalog: catalog) == drawnBefore, "\(what): the motion to \(point) changed the frame")
                counts.same += 1
            } else if app.frame(catalog: catalog) != drawnBefore {
                counts.changed += 1
            }
        }
        return counts
    }

    @Test func aHoverOverTheWholeWindowRedrawsOnlyWhatItChanges() {
        var app = fresh()
        let counts = sweep(&app, zigzag(over: window(app)), from: 10, "hover")
        #expect(counts.same > 200 && counts.changed > 20, "\(counts)")
    }

    @Test func aDragOfTheMagnifierRedrawsWhenItChangesCellAndOnlyThen() {
        var app = fresh()
        let grid = app.layout.grid
        _ = app.reduce(
            .pointerDown(center(app.layout.cellRect(0)), time: 10), catalog: catalog, measure: FixedMeasure())
        // After the swipe window, as a person's drag: a quick sideways move would turn the page instead.
        let counts = sweep(&app, zigzag(over: grid), from: 11 + app.keyboard.timings.swipeWindow, "drag")
        // Seven pixels a motion over cells about 56 wide: most motions stay in their cell.
        #expect(counts.same > counts.changed * 3 && counts.changed > 20, "\(counts)")
    }

    @Test func aSkinTonePickerFollowsThePointerOverItsOptions() throws {
        var app = fresh()
        app.keyboard.setUp(.tabTapped(peopleTab), catalog: catalog)
        let cell = center(app.layout.cellRect(0))
        _ = app.reduce(.pointerDown(cell, time: 10), catalog: catalog, measure: FixedMeasure())
        _ = app.reduce(.tick(10 + app.keyboard.timings.longPress), catalog: catalog, measure: FixedMeasure())
        let choice = try #require(app.keyboard.variantChoice(catalog: catalog), "the picker is open")
        let strip = choice.popup.items.reduce(choice.popup.items[0]) { $0.union($1) }
        let counts = sweep(&app, zigzag(over: strip, count: 200), from: 20 + app.keyboard.timings.longPress, "picker")
        #expect(counts.same > 0 && counts.changed > 3, "\(counts)")
    }

    @Test func aSelectionDraggedInTheComposerRedrawsAsItGrows() {
        var app = fresh()
        app.setUp(.focusChanged(true, time: 0), catalog: catalog, measure: FixedMeasure())
        _ = app.reduce(
            .key(.text("a line of text to select, 长文本"), shift: false, time: 0), catalog: catalog,
            measure: FixedMeasure())
        let composer = app.layout.textField
        _ = app.reduce(
            .pointerDown(Point(x: composer.minX + 2, y: composer.midY), time: 10), catalog: catalog,
            measure: FixedMeasure())
        let along = (0..<120).map { Point(x: composer.minX + $0 * 3 % composer.width, y: composer.midY) }
        // Each motion restarts the caret's blink, so none is skipped; what matters is that none is skipped wrongly.
        let counts = sweep(&app, along, from: 11, "selection")
        #expect(counts.changed > 10, "\(counts)")
    }

    @Test func theLettersAndTheSettingsViewRedrawOnlyWhatAHoverChanges() {
        var app = fresh()
        let layer = center(app.layout.layerButton)
        _ = app.reduce(.pointerDown(layer, time: 10), catalog: catalog, measure: FixedMeasure())
        _ = app.reduce(.pointerUp(layer, time: 20), catalog: catalog, measure: FixedMeasure())
        #expect(app.layer == .letters)
        var counts = sweep(&app, zigzag(over: window(app)), from: 30, "letters")
        #expect(counts.same > 0 && counts.changed > 0, "letters: \(counts)")

        app = fresh()
        let settings = center(app.layout.settingsButton)
        _ = app.reduce(.pointerDown(settings, time: 10), catalog: catalog, measure: FixedMeasure())
        _ = app.reduce(.pointerUp(settings, time: 20), catalog: catalog, measure: FixedMeasure())
        #expect(app.settings != nil)
        counts = sweep(&app, zigzag(over: window(app)), from: 30, "settings")
        #expect(counts.same > 0 && counts.changed > 0, "settings: \(counts)")
    }

    @Test func aMotionAtTheCaretsBlinkDrawsTheBlink() {
        var app = fresh()
        app.setUp(.focusChanged(true, time: 0), catalog: catalog, measure: FixedMeasure())
        let point = center(app.layout.cellRect(0))
        _ = app.reduce(.pointerMoved(point, time: 1), catalog: catalog, measure: FixedMeasure())
        let before = app
        let blink = before.nextDeadline
        _ = app.reduce(.pointerMoved(point, time: blink - 1), catalog: catalog, measure: FixedMeasure())
        #expect(app.drawsAsBefore(before), "the same cell, before the blink")
        _ = app.reduce(.pointerMoved(point, time: blink), catalog: catalog, measure: FixedMeasure())
        #expect(!app.drawsAsBefore(before), "the clock reached the blink")
        #expect(app.frame(catalog: catalog) != before.frame(catalog: catalog), "the caret blinked")
    }
}
