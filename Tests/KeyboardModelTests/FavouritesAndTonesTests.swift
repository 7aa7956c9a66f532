import KeyboardTestSupport
import Testing

@testable import KeyboardModel

@Suite("Favourites and skin tones")
struct FavouritesAndTonesTests {
    let catalog: KeyboardCatalog
    let peopleTab = KeyboardCatalog.firstCatalogTab + 1

    init() throws {
        catalog = try Fixtures.loadShippedCatalog()
    }

    func state(tone: SkinTone = .none) -> AppState {
        var keyboard = KeyboardState(
            windowSize: LayoutMetrics().preferredWindowSize, metrics: LayoutMetrics(), skinTone: tone)
        keyboard.prepare(catalog: catalog)
        var state = AppState(keyboard: keyboard, delivery: .print, measure: FixedMeasure())
        state.setUp(.focusChanged(true, time: 0), catalog: catalog)
        return state
    }

    func center(_ rect: Rect) -> Point { Point(x: rect.midX, y: rect.midY) }

    @Test func rightClickPinsIntoTheFavouritesTabAndAgainUnpins() throws {
        var state = state()
        let cell = state.keyboard.cellGrid.rect(2)
        let emotion = try #require(state.keyboard.emotion(atCell: 2, catalog: catalog))
        #expect(state.reduce(.secondaryClick(center(cell), time: 10), catalog: catalog) == [.saveRecents])
        #expect(state.keyboard.recents.favourites == [emotion.text])
        #expect(state.composer.isEmpty, "a right click inserts nothing")
        #expect(state.keyboardAction(.tabTapped(KeyboardCatalog.favouritesTab), catalog: catalog) == [])
        #expect(state.keyboard.emotion(atCell: 0, catalog: catalog) == emotion)
        #expect(
            state.reduce(.secondaryClick(center(state.keyboard.cellGrid.rect(0)), time: 20), catalog: catalog) == [
                .saveRecents
            ])
        #expect(state.keyboard.recents.favourites.isEmpty)
        #expect(state.keyboard.shownEmotions(catalog: catalog) == [OwnStickerCommand.addCell], "only ➕ is left")
    }

    @Test func ctrlDPinsTheFocusedEmotion() throws {
        var state = state()
        state.setUp(.key(.down, shift: false, time: 5), catalog: catalog)
        state.setUp(.key(.right, shift: false, time: 6), catalog: catalog)
        let emotion = try #require(state.keyboard.emotion(atCell: 1, catalog: catalog))
        #expect(state.reduce(.key(.control("d"), shift: false, time: 7), catalog: catalog) == [.saveRecents])
        #expect(state.keyboard.recents.isPinned(emotion.text))
    }

    @Test func theDefaultToneShowsInTheGridForOneAndTwoPeople() throws {
        let state = state(tone: .medium)
        let people = state.keyboard.emotions(inTab: peopleTab, catalog: catalog)
        #expect(state.keyboard.toned(people[0]).text == "👋🏽")
        let couple = try #require(catalog.byText["🧑‍🤝‍🧑"])
        #expect(state.keyboard.toned(couple).text == "🧑🏽‍🤝‍🧑🏽")
        let kiss = try #require(catalog.byText["💏"])
        #expect(state.keyboard.toned(kiss).text == "💏🏽", "one modifier stands for both people")
        let smile = try #require(catalog.byText["😀"])
        #expect(state.keyboard.toned(smile) == smile, "no tones, no change")
    }

    @Test func aPickedToneIsRememberedForThatEmojiOverTheDefault() throws {
        var state = state(tone: .dark)
        #expect(state.keyboardAction(.tabTapped(peopleTab), catalog: catalog) == [])
        #expect(state.keyboard.emotion(atCell: 0, catalog: catalog)?.text == "👋🏿")
        let cell = center(state.keyboard.cellGrid.rect(0))
        state.setUp(.pointerDown(cell, time: 1000), catalog: catalog)
        state.setUp(.tick(1500), catalog: catalog)
        let choice = try #require(state.keyboard.variantChoice(catalog: catalog))
        #expect(choice.chosen == 5, "the picker opens on the tone shown")
        let light = center(choice.popup.items[1])
        state.setUp(.pointerMoved(light, time: 1600), catalog: catalog)
        #expect(state.reduce(.pointerUp(light, time: 1700), catalog: catalog) == [.saveRecents])
        #expect(state.composer.plainText == "👋🏻")
        #expect(state.keyboard.recents.tones["👋"] == "👋🏻")
        #expect(state.keyboard.emotion(atCell: 0, catalog: catalog)?.text == "👋🏻", "the grid shows the picked tone")
        #expect(
            state.keyboard.emotion(atCell: 1, catalog: catalog)?.text.unicodeScalars.contains("\u{1F3FF}") == true,
            "others keep the default")
        state.setUp(.pointerDown(cell, time: 2000), catalog: catalog)
        state.setUp(.pointerUp(cell, time: 2050), catalog: catalog, effects: [.saveRecents])
        #expect(state.composer.plainText == "👋🏻👋🏻", "a click inserts the remembered tone")
    }

    @Test func twoPeopleGetABoardOfBothTones() throws {
        let couple = try #require(catalog.byText["🧑‍🤝‍🧑"])
        let options = [couple] + couple.variants
        guard case .pairs(let positions) = VariantArrangement(options: options) else {
            Issue.record("expected a board")
            return
        }
        let side = VariantArrangement.boardSide
        #expect(positions[0] == 0, "the base in the corner")
        for (index, option) in options.enumerated().dropFirst() {
            let tones = SkinTone.tones(in: option.text)
            let first = try #require(SkinTone.modifiers.firstIndex(of: tones[0]))
            let second = try #require(SkinTone.modifiers.firstIndex(of: tones[tones.count - 1]))
            #expect(positions[index] == (first + 1) * side + second + 1, "\(option.text)")
        }
        #expect(Set(positions).count == 26)
        for text in ["💏", "💑", "🤝", "👫", "👭", "👬", "👩‍❤️‍👨"] {
            let base = try #require(catalog.byText[text])
            #expect(VariantArrangement(options: [base] + base.variants).count == 26)
            if case .strip = VariantArrangement(options: [base] + base.variants) {
                Issue.record("\(text) should get a board")
            }
        }
        let wave = try #require(catalog.byText["👋"])
        #expect(VariantArrangement(options: [wave] + wave.variants) == .strip(count: 6))
    }

    @Test func theBoardIsReadableAndInsideTheDefaultWindow() throws {
        let state = state()
        let couple = try #require(catalog.byText["🧑‍🤝‍🧑"])
        let arrangement = VariantArrangement(options: [couple] + couple.variants)
        let window = Rect(x: 0, y: 0, width: state.layout.windowSize.width, height: state.layout.windowSize.height)
        for cell in 0..<state.keyboard.cellGrid.count {
            let popup = state.layout.variantPopup(for: state.keyboard.cellGrid.rect(cell), arrangement: arrangement)
            #expect(
                window.contains(popup.frame) && popup.frame.maxY <= state.layout.indicator.minY, "off the status line")
            // Six rows above the status line of a three-row window (228 px): items a little smaller than a cell.
            #expect(popup.items.allSatisfy { $0.width >= 38 && $0.height >= 38 }, "items of \(popup.items[0].width) px")
            #expect(popup.headers.count == 10)
        }
    }

    @Test func theKeyboardOpensThePickerMovesOnTheBoardAndInserts() throws {
        var state = state()
        #expect(state.keyboardAction(.tabTapped(peopleTab), catalog: catalog) == [])
        let people = state.keyboard.emotions(inTab: peopleTab, catalog: catalog)
        let coupleIndex = try #require(people.firstIndex { $0.text == "🧑‍🤝‍🧑" })
        let perPage = state.keyboard.paging.emotionsPerPage
        while state.keyboard.currentPage(catalog: catalog) < coupleIndex / perPage {
            #expect(state.keyboardAction(.nextPage, catalog: catalog) == [])
        }
        let cell = coupleIndex % perPage
        state.setUp(.key(.down, shift: false, time: 1), catalog: catalog)
        while state.keyboard.focusedCell != cell { state.setUp(.key(.right, shift: false, time: 2), catalog: catalog) }
        state.setUp(.key(.enter, shift: true, time: 3), catalog: catalog)
        let choice = try #require(state.keyboard.variantChoice(catalog: catalog))
        #expect(choice.chosen == 0)
        for key in [Key.down, .right, .right, .down] { state.setUp(.key(key, shift: false, time: 4), catalog: catalog) }
        let chosen = try #require(state.keyboard.variantChoice(catalog: catalog)?.chosen)
        #expect(
            SkinTone.tones(in: choice.options[chosen].text) == [.mediumLight, .medium], "row 2, column 3 of the board")
        #expect(state.reduce(.key(.enter, shift: false, time: 5), catalog: catalog) == [.saveRecents])
        #expect(state.composer.plainText == choice.options[chosen].text)
        #expect(state.keyboard.variantChoice(catalog: catalog) == nil)
        state.setUp(.key(.enter, shift: true, time: 6), catalog: catalog)
        #expect(state.keyboard.variantChoice(catalog: catalog)?.chosen == chosen, "it opens on the tone picked")
        state.setUp(.key(.escape, shift: false, time: 7), catalog: catalog)
        #expect(state.keyboard.variantChoice(catalog: catalog) == nil && !state.isSearching)
    }

    @Test func theToneButtonSetsTheDefaultToneAndSavesIt() {
        var state = state()
        let button = state.layout.toneButton
        state.setUp(.pointerDown(center(button), time: 10), catalog: catalog)
        state.setUp(.pointerUp(center(button), time: 20), catalog: catalog)
        #expect(state.keyboard.toneMenuOpen)
        let medium = state.layout.toneMenu.items[SkinTone.allCases.firstIndex(of: .mediumDark)!]
        #expect(
            state.reduce(.pointerDown(center(medium), time: 30), catalog: catalog) == [.saveDefaultTone(.mediumDark)])
        #expect(!state.keyboard.toneMenuOpen && state.keyboard.skinTone == .mediumDark)
        var edited = Configuration()
        edited.skinTone = .light
        state.setUp(.reconfigured(edited, scale: 1, time: 40), catalog: catalog)
        #expect(state.keyboard.skinTone == .light, "an edited settings file changes it at once")
        state.setUp(.pointerDown(center(button), time: 50), catalog: catalog)
        state.setUp(.key(.escape, shift: false, time: 60), catalog: catalog)
        #expect(!state.keyboard.toneMenuOpen)
    }
}
