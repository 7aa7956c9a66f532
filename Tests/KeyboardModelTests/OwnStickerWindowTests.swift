import KeyboardTestSupport
import Testing

@testable import KeyboardModel
@testable import KeyboardStorage

/// Issue 25: My stickers in the window: the ➕ cell and the menu of its stickers, decided by the model.
@Suite("My stickers in the window")
struct OwnStickerWindowTests {
    let catalog: KeyboardCatalog
    let ownTab: Int
    let image: [UInt8] = [0x89, 0x50, 0x4E, 0x47]

    init() throws {
        let store = OwnStickerStore(folder: try Fixtures.scratchFolder("ownWindow") + "/my-stickers")
        for code in ["a", "b", "c"] { _ = try store.add(image: try Fixtures.validPNG(), code: code, now: 1) }
        catalog = try Fixtures.loadShippedCatalog().adding(store.load()).catalog
        ownTab = try #require(catalog.tabs.firstIndex { $0.isOwnStickers })
    }

    func state() -> AppState {
        var keyboard = KeyboardState(windowSize: LayoutMetrics().preferredWindowSize, metrics: LayoutMetrics())
        keyboard.prepare(catalog: catalog)
        var state = AppState(keyboard: keyboard, delivery: .print, measure: FixedMeasure())
        state.setUp(.focusChanged(true, time: 0), catalog: catalog)
        #expect(state.keyboardAction(.tabTapped(ownTab), catalog: catalog) == [])
        return state
    }

    func center(_ state: AppState, _ cell: Int) -> Point {
        let rect = state.keyboard.cellGrid.rect(cell)
        return Point(x: rect.midX, y: rect.midY)
    }

    func click(_ state: inout AppState, _ point: Point, at time: Milliseconds) -> [AppEffect] {
        state.reduce(.pointerDown(point, time: time), catalog: catalog)
            + state.reduce(.pointerUp(point, time: time + 50), catalog: catalog)
    }

    @Test func theTabEndsWithThePlusCellNamedOnHover() throws {
        var state = state()
        #expect(state.keyboard.shownEmotions(catalog: catalog).map(\.text) == ["[a]", "[b]", "[c]", "➕"])
        #expect(UIWords(.english).title(of: catalog.tabs[ownTab]) == "My stickers")
        state.setUp(.pointerMoved(center(state, 3), time: 5), catalog: catalog)
        #expect(state.statusLine(catalog: catalog)?.name == "Add the copied image, its code typed in the text field")
        state.setUp(.pointerMoved(center(state, 1), time: 6), catalog: catalog)
        #expect(state.statusLine(catalog: catalog)?.hint == "right-click: move, rename, remove")
        #expect(state.gridHint(catalog: catalog) == nil)
    }

    @Test func favouritesEndWithPlusWhichAddsAStickerAndPinsIt() throws {
        var state = state()
        let favourites = try #require(catalog.tabs.firstIndex { $0.kind == .favourites })
        #expect(state.keyboardAction(.tabTapped(favourites), catalog: catalog) == [])
        #expect(state.keyboard.shownEmotions(catalog: catalog).map(\.text) == ["➕"])
        #expect(
            state.gridHint(catalog: catalog) == .noFavourites, "nothing pinned: the hint says how to pin and to add")
        state.setUp(.pasted("new", time: 10), catalog: catalog)
        #expect(click(&state, center(state, 0), at: 20) == [.readClipboardImage])
        #expect(
            state.reduce(.clipboardImageRead(.success(image)), catalog: catalog) == [
                .editOwnStickers(.add(code: "[new]", image: image))
            ])
        #expect(
            state.reduce(
                .ownStickersEdited(.add(code: "[new]", image: image), failure: nil, time: 30), catalog: catalog) == [
                    .saveRecents
                ])
        #expect(state.keyboard.recents.favourites == ["[new]"], "added from the favourites: pinned there")
        #expect(
            state.keyboard.shownEmotions(catalog: catalog).map(\.text) == ["[new]", "➕"]
                && state.gridHint(catalog: catalog) == nil)

        #expect(state.keyboardAction(.tabTapped(ownTab), catalog: catalog) == [])
        state.setUp(.pasted("other", time: 40), catalog: catalog)
        #expect(click(&state, center(state, 3), at: 50) == [.readClipboardImage])
        state.setUp(
            .clipboardImageRead(.success(image)), catalog: catalog,
            effects: [.editOwnStickers(.add(code: "[other]", image: image))])
        #expect(
            state.reduce(
                .ownStickersEdited(.add(code: "[other]", image: image), failure: nil, time: 60), catalog: catalog
            ).isEmpty)
        #expect(state.keyboard.recents.favourites == ["[new]"], "added in My stickers: not pinned")
    }

    @Test func plusTakesTheCodeFromTheTextFieldThenTheClipboardsImage() throws {
        var state = state()
        let plus = center(state, 3)
        #expect(click(&state, plus, at: 10).isEmpty, "nothing typed: nothing asked of the shell")
        #expect(state.notice?.kind == .ownStickers(.typeCodeFirst))
        #expect(state.keyboard.recents.texts.isEmpty, "➕ is never recorded")

        state.setUp(.pasted("[笑哭]", time: 20), catalog: catalog)
        #expect(click(&state, plus, at: 30).isEmpty)
        #expect(state.notice?.kind == .ownStickers(.codeTaken("[笑哭]")), "a shipped sticker's code")
        state.setUp(
            .key(.control("a"), shift: false, time: 35), catalog: catalog,
            effects: [
                .setClipboard(
                    .primary,
                    ClipboardContent(
                        text: "[笑哭]",
                        imagePath: Fixtures.shippedPack + "/xiaoku.png"))
            ])
        state.setUp(.pasted("a]b", time: 36), catalog: catalog)
        #expect(click(&state, plus, at: 40).isEmpty)
        #expect(state.notice?.kind == .ownStickers(.badCode(StickerCode.CodeError.nestedBracket.description)))

        state.setUp(
            .key(.control("a"), shift: false, time: 45), catalog: catalog,
            effects: [.setClipboard(.primary, ClipboardContent(text: "a]b"))])
        state.setUp(.pasted(" 猫 ", time: 46), catalog: catalog)
        #expect(click(&state, plus, at: 50) == [.readClipboardImage])
        #expect(state.ownStickers.pendingCode == "[猫]")
        #expect(state.reduce(.clipboardImageRead(.failure(.noImage)), catalog: catalog).isEmpty)
        #expect(state.notice?.kind == .ownStickers(.clipboardImage(.noImage)) && state.ownStickers.pendingCode == nil)

        // Issue 35: what really happened, not "no image" for an owner that hangs or quit.
        for (time, problem) in zip([52, 54, 56], [ClipboardImageProblem.noAnswer, .ownerGone, .tooLarge]) {
            #expect(click(&state, plus, at: Milliseconds(time)) == [.readClipboardImage])
            #expect(state.reduce(.clipboardImageRead(.failure(problem)), catalog: catalog).isEmpty)
            #expect(
                state.notice?.kind == .ownStickers(.clipboardImage(problem)) && state.ownStickers.pendingCode == nil)
        }
        #expect(click(&state, plus, at: 58) == [.readClipboardImage])
        #expect(state.reduce(.clipboardImageRead(.success([])), catalog: catalog).isEmpty)
        #expect(state.notice?.kind == .ownStickers(.clipboardImage(.noImage)), "an empty image is none")

        #expect(click(&state, plus, at: 60) == [.readClipboardImage])
        #expect(
            state.reduce(.clipboardImageRead(.success(image)), catalog: catalog) == [
                .editOwnStickers(.add(code: "[猫]", image: image))
            ])
        state.setUp(.ownStickersEdited(.add(code: "[猫]", image: image), failure: nil, time: 70), catalog: catalog)
        #expect(state.composer.isEmpty, "the code typed went into the sticker")
        #expect(state.notice?.kind == .ownStickers(.added("[猫]")))
        state.setUp(
            .ownStickersEdited(.add(code: "[狗]", image: image), failure: "disk full", time: 80), catalog: catalog)
        #expect(state.notice?.kind == .ownStickers(.failed("disk full")))
    }

    @Test func aRightClickOpensTheMenuOfOwnStickersAndPinsElsewhere() throws {
        var state = state()
        let b = center(state, 1)
        #expect(state.reduce(.secondaryClick(b, time: 10), catalog: catalog).isEmpty)
        let menu = try #require(state.keyboard.variantChoice(catalog: catalog))
        #expect(menu.stickerMenu == "[b]" && menu.options.map(\.text) == ["⭐", "⬅️", "➡️", "✏️", "🗑️"])
        #expect(state.statusLine(catalog: catalog)?.name == "Pin or unpin")
        let option = { (index: Int) in Point(x: menu.popup.items[index].midX, y: menu.popup.items[index].midY) }
        #expect(click(&state, option(4), at: 20) == [.editOwnStickers(.remove(code: "[b]"))])
        #expect(state.keyboard.variantChoice(catalog: catalog) == nil, "the menu closes")

        state.setUp(.secondaryClick(b, time: 30), catalog: catalog)
        #expect(click(&state, option(1), at: 40) == [.editOwnStickers(.move(code: "[b]", by: -1))])
        state.setUp(.secondaryClick(b, time: 50), catalog: catalog)
        #expect(click(&state, option(2), at: 60) == [.editOwnStickers(.move(code: "[b]", by: 1))])
        state.setUp(.secondaryClick(b, time: 70), catalog: catalog)
        #expect(click(&state, option(0), at: 80) == [.saveRecents])
        #expect(state.keyboard.recents.favourites == ["[b]"], "pin stays in the menu")

        state.setUp(.pasted("bee", time: 85), catalog: catalog)
        state.setUp(.secondaryClick(b, time: 90), catalog: catalog)
        #expect(click(&state, option(3), at: 100) == [.editOwnStickers(.rename(code: "[b]", to: "[bee]"))])
        #expect(
            state.reduce(
                .ownStickersEdited(.rename(code: "[b]", to: "[bee]"), failure: nil, time: 110), catalog: catalog) == [
                    .saveRecents
                ])
        #expect(state.composer.isEmpty && state.notice?.kind == .ownStickers(.renamed("[bee]")))
        #expect(state.keyboard.recents.favourites == ["[bee]"], "the pin follows the rename")

        #expect(
            state.reduce(.secondaryClick(center(state, 3), time: 120), catalog: catalog).isEmpty,
            "➕ has no menu and pins nothing")
        #expect(state.keyboard.variantChoice(catalog: catalog) == nil && state.keyboard.recents.favourites == ["[bee]"])
        #expect(state.keyboardAction(.tabTapped(KeyboardCatalog.firstCatalogTab), catalog: catalog) == [])
        #expect(
            state.reduce(.secondaryClick(center(state, 0), time: 130), catalog: catalog) == [.saveRecents],
            "elsewhere a right click pins")
    }

    @Test func theMenuWorksFromTheKeys() throws {
        var state = state()
        state.setUp(.key(.down, shift: false, time: 5), catalog: catalog)
        #expect(state.gridHasKeyFocus)
        state.setUp(.key(.right, shift: false, time: 6), catalog: catalog)
        state.setUp(.key(.enter, shift: true, time: 7), catalog: catalog)
        #expect(state.keyboard.variantChoice(catalog: catalog)?.stickerMenu == "[b]")
        for time in 8...11 { state.setUp(.key(.right, shift: false, time: time), catalog: catalog) }
        #expect(
            state.reduce(.key(.enter, shift: false, time: 12), catalog: catalog) == [
                .editOwnStickers(.remove(code: "[b]"))
            ])
        state.setUp(.key(.right, shift: false, time: 13), catalog: catalog)
        state.setUp(.key(.right, shift: false, time: 14), catalog: catalog)
        #expect(state.statusLine(catalog: catalog)?.hint == "Enter", "the ring on ➕")
        #expect(state.reduce(.key(.enter, shift: false, time: 15), catalog: catalog).isEmpty)
        #expect(state.notice?.kind == .ownStickers(.typeCodeFirst))
    }

    @Test func anEmptyMyStickersSaysWhatToDo() throws {
        let store = OwnStickerStore(folder: try Fixtures.scratchFolder("ownEmpty") + "/my-stickers")
        _ = try store.add(image: try Fixtures.validPNG(), code: "x", now: 1)
        _ = try store.remove(code: "x", now: 1)
        let catalog = try Fixtures.loadShippedCatalog().adding(store.load()).catalog
        var keyboard = KeyboardState(windowSize: LayoutMetrics().preferredWindowSize, metrics: LayoutMetrics())
        keyboard.prepare(catalog: catalog)
        var state = AppState(keyboard: keyboard, delivery: .print, measure: FixedMeasure())
        #expect(
            state.keyboardAction(
                .tabTapped(try #require(catalog.tabs.firstIndex { $0.isOwnStickers })), catalog: catalog) == [])
        #expect(state.gridHint(catalog: catalog) == .emptyOwnStickers)
        #expect(state.keyboard.shownEmotions(catalog: catalog) == [OwnStickerCommand.addCell])
    }

    @Test func reloadingReplacesOnlyMyStickers() throws {
        let folder = try Fixtures.scratchFolder("ownReload") + "/my-stickers"
        let store = OwnStickerStore(folder: folder)
        _ = try store.add(image: try Fixtures.validPNG(), code: "one", now: 1)
        let base = try Fixtures.loadShippedCatalog()
        let first = base.adding(store.load()).catalog
        _ = try store.add(image: try Fixtures.validPNG(), code: "two", now: 1)
        let (second, problems) = first.replacingOwnStickers(with: store.load())
        #expect(problems.isEmpty)
        #expect(second.tabs.map(\.id) == first.tabs.map(\.id), "the same tabs, My stickers in its place")
        #expect(second.tabs.first { $0.isOwnStickers }?.emotions.map(\.text) == ["[one]", "[two]"])
        #expect(second.stickerCodec.code(exactly: "[two]") != nil && second.stickers.count == first.stickers.count + 1)
    }
}

extension OwnStickerWindowTests {
    @Test func theMenuFollowsThePointerAndNamesItsOption() throws {
        var state = state()
        state.setUp(.pasted("nope]", time: 1), catalog: catalog)
        #expect(click(&state, center(state, 3), at: 2) == [])
        #expect(state.notice != nil)
        state.setUp(.secondaryClick(center(state, 0), time: 10), catalog: catalog)
        #expect(state.notice == nil, "the menu's names are not hidden under an old notice")
        let menu = try #require(state.keyboard.variantChoice(catalog: catalog))
        state.setUp(
            .pointerMoved(Point(x: menu.popup.items[4].midX, y: menu.popup.items[4].midY), time: 11), catalog: catalog)
        #expect(state.statusLine(catalog: catalog) == StatusLine(name: "Remove from My stickers", code: "[a]"))
    }
}

extension OwnStickerWindowTests {
    @Test func inDirectModeTheCodeNeedsComposeModeFirst() throws {
        var state = state()
        state.setUp(.pasted("cat", time: 1), catalog: catalog)
        state.setUp(.modeToggled(time: 2), catalog: catalog, effects: [.applyMode(.direct)])
        #expect(state.mode == .direct)
        #expect(click(&state, center(state, 3), at: 10).isEmpty)
        #expect(state.notice?.kind == .ownStickers(.composeModeFirst))
        state.setUp(.secondaryClick(center(state, 0), time: 20), catalog: catalog)
        let menu = try #require(state.keyboard.variantChoice(catalog: catalog))
        #expect(
            click(&state, Point(x: menu.popup.items[4].midX, y: menu.popup.items[4].midY), at: 30) == [
                .editOwnStickers(.remove(code: "[a]"))
            ],
            "what needs no code works in either mode")
    }
}

extension OwnStickerWindowTests {
    /// A `pack.json` saved broken again and again while the window runs, then mended: each reload's problem replaces
    /// the last one, and none is left once it loads.
    @Test func reloadingReplacesMyStickersProblems() throws {
        let store = OwnStickerStore(folder: try Fixtures.scratchFolder("ownProblems") + "/my-stickers")
        _ = try store.add(image: try Fixtures.validPNG(), code: "one", now: 1)
        let manifest = try Fixtures.text(store.folder + "/pack.json")
        var catalog = try Fixtures.loadShippedCatalog().adding(store.load()).catalog
        let before = catalog.packProblems.count
        try Fixtures.write(#"{"name": "Cats", "stickers": [{"code": "[one]""#, to: store.folder + "/pack.json")
        for _ in 0..<3 { catalog = catalog.replacingOwnStickers(with: store.load()).catalog }
        #expect(
            catalog.packProblems.count == before + 1 && catalog.packProblems.last?.pack == StickerPack.ownName,
            "\(catalog.packProblems)")
        try Fixtures.write(
            manifest.replacingOccurrences(of: "My stickers", with: "Cats"), to: store.folder + "/pack.json")
        catalog = catalog.replacingOwnStickers(with: store.load()).catalog
        #expect(catalog.packProblems.count == before)
        #expect(catalog.tabs.first { $0.isOwnStickers }?.title == StickerPack.ownName, "whatever the manifest calls it")
    }
}

extension OwnStickerWindowTests {
    /// The text field empties after an add only while it holds the code: what was typed while the clipboard's image
    /// was on its way is the user's, and stays.
    @Test func anAddEmptiesTheTextFieldOnlyOfItsCode() throws {
        var state = state()
        state.setUp(.pasted("猫", time: 1), catalog: catalog)
        #expect(click(&state, center(state, 3), at: 2) == [.readClipboardImage])
        state.setUp(.pasted(" 你好", time: 3), catalog: catalog)
        #expect(
            state.reduce(.clipboardImageRead(.success(image)), catalog: catalog) == [
                .editOwnStickers(.add(code: "[猫]", image: image))
            ])
        state.setUp(.ownStickersEdited(.add(code: "[猫]", image: image), failure: nil, time: 4), catalog: catalog)
        #expect(state.composer.plainText == "猫 你好" && state.notice?.kind == .ownStickers(.added("[猫]")))
    }
}
