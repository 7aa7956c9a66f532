import FoundationEssentials
import KeyboardTestSupport
import Testing

@testable import KeyboardFormats
@testable import KeyboardModel

/// The layout the window publishes for the end-to-end tests is the model's own: the rectangles that place what is
/// drawn and take the pointer, at the window's size and the tab strip's scroll of now.
@Suite("Layout as data")
struct LayoutJSONTests {
    func read(_ state: AppState, _ catalog: KeyboardCatalog) throws -> [String: JSONValue] {
        try #require(try JSONValue.parse(Data(state.layoutJSON(catalog: catalog).text.utf8)).object)
    }

    func rect(_ value: JSONValue?) throws -> Rect {
        let members = try #require(value?.object)
        func number(_ key: String) throws -> Int { try #require(members[key]?.integer) }
        return Rect(x: try number("x"), y: try number("y"), width: try number("width"), height: try number("height"))
    }

    func rects(_ value: JSONValue?) throws -> [Rect] { try #require(value?.array).map(rect) }

    func member(_ value: JSONValue?, _ keys: String...) throws -> JSONValue {
        var value = try #require(value)
        for key in keys { value = try #require(value.object?[key], "no \(key)") }
        return value
    }

    func state(size: Size = LayoutMetrics().preferredWindowSize, metrics: LayoutMetrics = LayoutMetrics()) -> AppState {
        AppState(keyboard: KeyboardState(windowSize: size, metrics: metrics))
    }

    @Test(arguments: [
        Size(width: 416, height: 294), Size(width: 600, height: 400), Size(width: 1920, height: 294),
        Size(width: 200, height: 200)
    ])
    func theCellsAreTheGridsOwn(size: Size) throws {
        let catalog = Fixtures.catalog(groupSizes: [30, 5])
        let state = state(size: size)
        let layout = try read(state, catalog)
        for (name, grid) in [("square", state.layout.squareCells), ("wide", state.layout.wideCells)] {
            let json = try member(layout["cells"], name)
            #expect(try rects(member(json, "cells")) == (0..<grid.count).map(grid.rect))
            #expect(try member(json, "rows").integer == grid.rows)
            #expect(try member(json, "columns").integer == grid.columns)
            let paging = Paging(rows: grid.rows, columns: grid.columns)
            #expect(try member(json, "emotionsPerPage").integer == paging.emotionsPerPage)
            #expect(try member(json, "deleteCell").integer == paging.deleteCell)
        }
        #expect(try member(layout["cells"], "shown").string == "square")
        #expect(try rect(member(layout["cells"], "area")) == state.layout.gridArea)
        #expect(try rect(member(layout["cells"], "frame")) == state.layout.grid)
        #expect(try member(layout["window"], "width").integer == state.layout.windowSize.width)
        #expect(try rect(member(layout["composer"], "send")) == state.layout.sendButton)
        #expect(try rect(member(layout["composer"], "field")) == state.layout.textField)
        #expect(try rect(member(layout["tabBar"], "tone")) == state.layout.toneButton)
        #expect(try rect(member(layout["indicator"], "frame")) == state.layout.indicator)
    }

    @Test func theDefaultWindowHasTwentyEmotionsAPageAndEightWide() throws {
        let layout = try read(state(), Fixtures.catalog(groupSizes: [5]))
        #expect(try member(layout["cells"], "square", "emotionsPerPage").integer == 20)
        #expect(try member(layout["cells"], "wide", "emotionsPerPage").integer == 8)
    }

    @Test func aResizeMovesTheCells() throws {
        let catalog = Fixtures.catalog(groupSizes: [5])
        var state = state()
        let before = try rects(member(read(state, catalog)["cells"], "square", "cells"))
        _ = state.reduce(.resized(Size(width: 600, height: 400)), catalog: catalog)
        let after = try read(state, catalog)
        #expect(try rects(member(after["cells"], "square", "cells")) != before)
        #expect(try member(after["cells"], "square", "columns").integer == 10)
        #expect(try member(after["cells"], "square", "rows").integer == 5)
        #expect(try rects(member(after["cells"], "square", "cells")).first == Rect(x: 30, y: 58, width: 54, height: 54))
    }

    @Test func theTabsAreWhereTheStripPutsThemAtItsScroll() throws {
        // 30 tabs do not fit the default window: the strip scrolls, with arrows.
        let catalog = Fixtures.catalog(groupSizes: Array(repeating: 2, count: 28))
        var state = state()
        let strip = state.keyboard.tabStrip(catalog: catalog)
        #expect(strip.scrolls)
        let point = Point(x: strip.viewport.midX, y: strip.viewport.midY)
        var scrolls: Set<Int> = []
        for _ in 0..<4 {
            let layout = try read(state, catalog)
            let scroll = strip.clamped(scroll: state.keyboard.tabScroll)
            scrolls.insert(scroll)
            let tabs = try #require(member(layout["tabBar"], "tabs").array)
            #expect(tabs.count == catalog.tabs.count)
            let frames = catalog.tabs.indices.map { strip.tabRect($0, scroll: scroll) }
            #expect(try tabs.map { try rect(member($0, "frame")) } == frames)
            #expect(try tabs.map { try member($0, "title").string } == catalog.tabs.map(\.title))
            #expect(try member(layout["tabBar"], "scroll").integer == scroll)
            #expect(try member(layout["tabBar"], "maximumScroll").integer == strip.maximumScroll)
            #expect(try rect(member(layout["tabBar"], "viewport")) == strip.viewport)
            #expect(try rect(member(layout["tabBar"], "back")) == strip.backArrow)
            _ = state.reduce(.scrolled(steps: 3, at: point, time: 0), catalog: catalog)
        }
        #expect(scrolls.count == 4, "each wheel turn moved the tabs")
    }

    @Test func aStripThatFitsHasNoArrows() throws {
        let layout = try read(state(), Fixtures.catalog(groupSizes: [5]))
        #expect(try member(layout["tabBar"], "back") == .null)
        #expect(try member(layout["tabBar"], "forward") == .null)
    }

    @Test func aPackTitleReadsBackExactly() throws {
        let title = "say \"hi\"\\\n\u{202E}back\u{7}"
        let sticker = Emotion(
            kind: .sticker(imagePath: StickerImagePath("/s.png")), text: "[s]", nameEN: "s",
            nameZH: "s")
        let pack = StickerPack(name: title, directory: "/", format: .native, coverImage: nil, emotions: [sticker])
        let catalog = Fixtures.catalog(groupSizes: [5], packs: [pack])
        let text = state().layoutJSON(catalog: catalog).text
        #expect(!text.contains("\u{202E}") && !text.contains("\u{7}") && !text.contains("\n"))
        let tabs = try #require(member(try JSONValue.parse(Data(text.utf8)), "tabBar", "tabs").array)
        #expect(try tabs.map { try member($0, "title").string } == catalog.tabs.map(\.title))
        #expect(catalog.tabs.contains { $0.title == title })
    }

    @Test func theSkinTonePopupGivesEachOptionItsRectangle() throws {
        let tones = ["🏻", "🏼", "🏽", "🏾", "🏿"].map {
            Emotion(kind: .emoji, text: "👋" + $0, nameEN: "wave", nameZH: "wave")
        }
        let wave = Emotion(kind: .emoji, text: "👋", nameEN: "wave", nameZH: "wave", variants: tones)
        var problems: [PackProblem] = []
        let group = EmojiGroup(name: "G", subgroups: [], emotions: [wave])
        let catalog = KeyboardCatalog(groups: [group], packs: [], kaomoji: [], problems: &problems)
        var state = state()
        #expect(try read(state, catalog)["popup"] == .null)
        let cell = state.layout.cellRect(0)
        _ = state.reduce(.pointerDown(Point(x: cell.midX, y: cell.midY), time: 0), catalog: catalog)
        _ = state.reduce(.tick(state.keyboard.timings.longPress + 1), catalog: catalog)
        let choice = try #require(state.keyboard.variantChoice(catalog: catalog))
        let options = try #require(member(read(state, catalog)["popup"], "options").array)
        #expect(try options.map { try member($0, "text").string } == choice.options.map(\.text))
        #expect(try options.map { try rect(member($0, "frame")) } == choice.popup.items)
    }

    @Test func theLettersAreTheLayoutsKeysWithWhatTheyShow() throws {
        let catalog = Fixtures.catalog(groupSizes: [5])
        var configuration = Configuration()
        configuration.layer = .letters
        let keyboard = KeyboardState(windowSize: Size(width: 416, height: 294), metrics: LayoutMetrics())
        var state = AppState(keyboard: keyboard, configuration: configuration, measure: FixedMeasure())
        _ = state.reduce(.keymapRead(LettersTests.keymap("de")), catalog: catalog)
        let letters = try member(read(state, catalog)["letters"])
        let keys = try #require(member(letters, "keys").array)
        #expect(try keys.map { try rect(member($0, "frame")) } == state.lettersLayout.keys.map(\.frame))
        let labels = state.lettersLayout.keys.map { state.label(of: $0.key) }
        #expect(try keys.map { try member($0, "label").string } == labels)
        let s = try #require(keys.first { $0.object?["label"]?.string == "s" })
        #expect(try member(s, "keycode").integer == 39)
        #expect(try member(s, "variants").strings == AccentVariants.variants(of: "s"))
        #expect(try member(letters, "shift").string == "off")
        #expect(try member(letters, "variants").array == [])

        // A long press on s opens its accents: each with the rectangle the model takes the release in.
        let frame = try rect(member(s, "frame"))
        _ = state.reduce(.pointerDown(Point(x: frame.midX, y: frame.midY), time: 0), catalog: catalog)
        _ = state.reduce(.tick(state.keyboard.timings.longPress + 1), catalog: catalog)
        let strip = try #require(member(read(state, catalog)["letters"], "variants").array)
        #expect(try strip.map { try member($0, "text").string } == ["s"] + AccentVariants.variants(of: "s"))
        #expect(try strip.map { try rect(member($0, "frame")) } == state.letterVariantFrames)
    }
}
