import KeyboardTestSupport
import Testing

@testable import KeyboardModel
@testable import KeyboardStorage

@Suite("The settings view")
struct SettingsViewTests {
    let catalog = Fixtures.catalog(groupSizes: [100], packs: [])
    static let packs = "/home/ada/.local/share/emotion-keyboard/packs"

    func running(_ configuration: Configuration = Configuration(), mode: InputMode = .compose) -> AppState {
        let metrics = LayoutMetrics(configuration)
        return AppState(
            keyboard: KeyboardState(
                windowSize: metrics.preferredWindowSize, metrics: metrics, timings: configuration.timings),
            mode: mode, configuration: configuration, packsFolder: Self.packs, measure: FixedMeasure())
    }

    func center(_ rect: Rect) -> Point { Point(x: rect.midX, y: rect.midY) }

    func press(_ key: Key, shift: Bool = false, _ state: inout AppState, at time: Milliseconds = 10) -> [AppEffect] {
        state.reduce(.key(key, shift: shift, time: time), catalog: catalog)
    }

    /// Opens the view and moves the focus to `row` with Down.
    func focusing(_ row: SettingsRow, _ state: inout AppState) {
        _ = press(.control(","), &state)
        while state.settings?.focusedRow != row { _ = press(.down, &state) }
    }

    @Test func theViewTakesEveryPressOverItAndHidesTheCaret() {
        var state = running()
        state.setUp(.focusChanged(true, time: 0), catalog: catalog)
        #expect(state.caretVisible)
        _ = press(.control(","), &state)
        #expect(state.keyOwner == nil && !state.caretVisible, "the view shows its own focus; nothing blinks under it")
        let cell = center(state.layout.cellRect(2))
        #expect(state.settingsPanel.frame.contains(cell))
        #expect(
            state.reduce(.secondaryClick(cell, time: 20), catalog: catalog) == [], "a right click pins nothing hidden")
        #expect(state.keyboard.recents.favourites.isEmpty)
        #expect(
            state.reduce(.middleClick(center(state.layout.textField), time: 30), catalog: catalog) == [], "nor pastes")
        #expect(state.control(at: center(state.layout.sendButton), catalog: catalog) == nil, "nor names what it covers")
        _ = press(.escape, &state)
        #expect(state.keyOwner == .composer)
    }

    @Test func ctrlCommaOpensAndEscapeCloses() {
        var state = running()
        #expect(press(.control(","), &state) == [])
        #expect(state.settings == SettingsView(configuration: Configuration()))
        #expect(state.settings?.focusedRow == .theme)
        #expect(press(.text("x"), &state) == [], "keys go to the view, not to search")
        #expect(!state.isSearching)
        _ = press(.escape, &state)
        #expect(state.settings == nil)
        _ = press(.control(","), &state)
        _ = press(.control(","), &state)
        #expect(state.settings == nil, "Ctrl+comma closes it too")
    }

    @Test func theGearButtonTogglesAndAPressOnTheTabBarCloses() throws {
        var state = running()
        let gear = center(state.layout.settingsButton)
        #expect(
            state.layout.tabStrip(wideIcons: [false]).area.maxX <= state.layout.settingsButton.x,
            "the tabs end before ⚙")
        state.setUp(.pointerDown(gear, time: 10), catalog: catalog)
        state.setUp(.pointerUp(gear, time: 20), catalog: catalog)
        #expect(state.settings != nil)
        state.setUp(.pointerDown(gear, time: 30), catalog: catalog)
        #expect(state.settings == nil)
        state.setUp(.pointerDown(gear, time: 40), catalog: catalog)
        state.setUp(
            .pointerDown(center(state.layout.searchButton), time: 50), catalog: catalog,
            effects: [.buildSearchIndex(generation: 0)])
        #expect(state.settings == nil)
        #expect(state.isSearching, "the press goes on to what it was on")
    }

    @Test func openingClosesSearchAndThePopups() {
        var state = running()
        _ = press(.control("f"), &state)
        state.setUp(.pointerDown(center(state.layout.toneButton), time: 5), catalog: catalog)
        _ = press(.control(","), &state)
        #expect(!state.isSearching)
        #expect(!state.keyboard.hasPopup)
        #expect(state.settings != nil)
    }

    @Test func arrowsAndTabMoveBetweenRowsAroundTheEnds() {
        var state = running()
        _ = press(.control(","), &state)
        _ = press(.down, &state)
        #expect(state.settings?.focusedRow == .language)
        _ = press(.tab, &state)
        #expect(state.settings?.focusedRow == .skinTone)
        _ = press(.tab, shift: true, &state)
        _ = press(.up, &state)
        _ = press(.up, &state)
        #expect(state.settings?.focusedRow == .packsFolder, "Up from the first row goes to the last")
        _ = press(.home, &state)
        #expect(state.settings?.focusedRow == .theme)
        _ = press(.end, &state)
        #expect(state.settings?.focusedRow == .packsFolder)
    }

    @Test func leftAndRightStepThroughTheChoicesAndSaveEach() {
        var state = running()
        _ = press(.control(","), &state)
        #expect(
            press(.right, &state) == [.saveSetting(key: "theme", literal: "\"light\"")],
            "system is last: Right goes round to light")
        #expect(
            press(.right, &state) == [.saveSetting(key: "theme", literal: "\"dark\"")],
            "from the view's own value, before the file is read")
        #expect(press(.enter, &state) == [.saveSetting(key: "theme", literal: "\"system\"")])
        #expect(press(.left, &state) == [.saveSetting(key: "theme", literal: "\"dark\"")])
        #expect(state.settings?.value(of: .theme) == "dark")
        _ = press(.down, &state)
        #expect(press(.left, &state) == [.saveSetting(key: "language", literal: "\"ru\"")])
        _ = press(.down, &state)
        #expect(press(.right, &state) == [.saveSetting(key: "skin-tone", literal: "\"light\"")])
        _ = press(.down, &state)
        #expect(press(.right, &state) == [.saveSetting(key: "mode", literal: "\"direct\"")])
        _ = press(.down, &state)
        #expect(press(.right, &state) == [.saveSetting(key: "delivery", literal: "\"paste\"")])
        _ = press(.down, &state)
        #expect(press(.right, &state) == [.saveSetting(key: "layer", literal: "\"letters\"")])
        _ = press(.down, &state)
        #expect(press(.right, &state) == [.saveSetting(key: "rows", literal: "4")])
        _ = press(.down, &state)
        #expect(press(.left, &state) == [.saveSetting(key: "columns", literal: "6")])
        _ = press(.down, &state)
        #expect(press(.right, &state) == [.saveSetting(key: "cell-size", literal: "60")])
        #expect(state.settings?.appliesAtNextStart == false)
        _ = press(.down, &state)
        #expect(press(.right, &state) == [.saveSetting(key: "motion", literal: "\"reduce\"")])
        #expect(state.settings?.appliesAtNextStart == false, "animations stop at once")
        _ = press(.down, &state)
        #expect(press(.right, &state) == [.saveSetting(key: "dock", literal: "\"top\"")])
        #expect(state.settings?.appliesAtNextStart == true, "the view says a dock comes with the next start")
        #expect(state.settings?.accepted == "none, top or bottom")
    }

    @Test func aValueThatWasNotSavedIsTakenBackAndTheViewSaysWhy() {
        var state = running()
        _ = press(.control(","), &state)
        #expect(press(.right, &state) == [.saveSetting(key: "theme", literal: "\"light\"")])
        #expect(state.settings?.value(of: .theme) == "light")
        let reason = "/home/ada/.config/emotion-keyboard/config.toml is read-only; it is left as it is"
        #expect(state.reduce(.settingNotSaved(key: "theme", reason: reason, time: 20), catalog: catalog) == [])
        #expect(state.settings?.value(of: .theme) == "system", "the view shows the value the keyboard runs with")
        #expect(state.settings?.refusal == "theme: not saved: " + reason)
        #expect(state.notice == nil, "the open view says it itself")
        #expect(press(.right, &state) == [.saveSetting(key: "theme", literal: "\"light\"")], "and steps on from there")
    }

    @Test func aToneOrLayerNotSavedWithTheViewClosedIsANotice() {
        var state = running()
        let reason = "cannot write /home/ada/.config/emotion-keyboard/config.toml: No space left on device"
        #expect(state.reduce(.settingNotSaved(key: "skin-tone", reason: reason, time: 50), catalog: catalog) == [])
        #expect(
            state.notice
                == Notice(kind: .settingNotSaved(key: "skin-tone", reason: reason), until: 50 + Notice.duration))
        state.setUp(.tick(50 + Notice.duration), catalog: catalog)
        #expect(state.notice == nil)
    }

    @Test func aLanguageTheListLacksJoinsItWhileSet() {
        var configuration = Configuration()
        configuration.language = "pt_BR"
        var state = running(configuration)
        focusing(.language, &state)
        #expect(state.settings?.value(of: .language) == "pt_BR")
        #expect(press(.right, &state) == [.saveSetting(key: "language", literal: "\"auto\"")])
    }

    @Test func aNumberOutOfRangeIsRefusedWithTheSettingsReason() {
        var configuration = Configuration()
        configuration.rows = 20
        var state = running(configuration)
        focusing(.rows, &state)
        #expect(press(.right, &state) == [])
        #expect(state.settings?.refusal == "rows: 21 is not from 1 to 20")
        #expect(state.settings?.value(of: .rows) == "20")
        #expect(press(.left, &state) == [.saveSetting(key: "rows", literal: "19")])
        #expect(state.settings?.refusal == nil, "a value taken clears the reason")
        #expect(state.settings?.accepted == "1 to 20")
    }

    @Test func typedDigitsAreEnteredWithEnterAndCheckedTheSameWay() {
        var state = running()
        focusing(.rows, &state)
        _ = press(.text("2"), &state)
        _ = press(.text("5x"), &state)
        #expect(state.settings?.value(of: .rows) == "25", "only digits")
        #expect(press(.enter, &state) == [])
        #expect(state.settings?.refusal == "rows: 25 is not from 1 to 20")
        #expect(state.settings?.entry == nil)
        _ = press(.text("1"), &state)
        _ = press(.text("2"), &state)
        _ = press(.backspace, &state)
        #expect(press(.enter, &state) == [.saveSetting(key: "rows", literal: "1")])
        _ = press(.text("99999"), &state)
        #expect(state.settings?.entry == "9999", "at most four digits")
        _ = press(.escape, &state)
        #expect(state.settings?.entry == nil)
        #expect(state.settings != nil, "the first Escape drops the digits, the second closes")
        _ = press(.text("7"), &state)
        _ = press(.down, &state)
        #expect(state.settings?.entry == nil, "moving away drops them")
    }

    @Test func aGridWithNoCellBesideDeleteIsRefused() {
        var configuration = Configuration()
        configuration.rows = 1
        configuration.columns = 2
        var state = running(configuration)
        focusing(.columns, &state)
        #expect(press(.left, &state) == [])
        #expect(state.settings?.refusal == "columns: a 1 x 1 grid leaves no cell beside delete")
    }

    @Test func thePacksFolderRowOpensTheFolder() {
        var state = running()
        focusing(.packsFolder, &state)
        #expect(press(.enter, &state) == [.openFolder(Self.packs)])
        #expect(press(.right, &state) == [.openFolder(Self.packs)])
        #expect(state.settings?.accepted == nil)
    }

    @Test func theRowsAnswerThePointer() throws {
        var state = running()
        _ = press(.control(","), &state)
        let panel = state.settingsPanel
        let row = try #require(panel.rowRect(2, firstRow: 0))
        let increase = center(panel.part(.increase, of: row))
        #expect(
            state.reduce(.pointerDown(increase, time: 10), catalog: catalog) == [
                .saveSetting(key: "skin-tone", literal: "\"light\"")
            ])
        #expect(state.settings?.focusedRow == .skinTone, "a press focuses its row")
        state.setUp(.pointerUp(increase, time: 20), catalog: catalog)
        #expect(
            state.reduce(.pointerDown(center(panel.part(.decrease, of: row)), time: 30), catalog: catalog)
                == [.saveSetting(key: "skin-tone", literal: "\"none\"")])
        let theme = try #require(panel.rowRect(0, firstRow: 0))
        #expect(state.reduce(.pointerDown(center(panel.part(.name, of: theme)), time: 40), catalog: catalog) == [])
        #expect(state.settings?.focusedRow == .theme)
        #expect(state.keyboard.press == nil, "the grid under the view is not pressed")
    }

    @Test func aChangedFileReadAgainIsWhatTheViewShows() {
        var state = running()
        _ = press(.control(","), &state)
        var dark = Configuration()
        dark.theme = .dark
        state.setUp(.reconfigured(dark, scale: 1, time: 20), catalog: catalog)
        #expect(state.settings?.value(of: .theme) == "dark")
        #expect(state.palette == .dark)
    }

    @Test func directModeTakesTheKeyboardWhileOpen() {
        var state = running(mode: .direct)
        #expect(
            state.reduce(.pointerDown(center(state.layout.settingsButton), time: 10), catalog: catalog) == [
                .grabKeyboard
            ])
        #expect(press(.escape, &state) == [.releaseKeyboard])
    }

    @Test func directModeChosenInTheViewKeepsItsKeys() {
        var state = running()
        _ = press(.control(","), &state)
        var direct = Configuration()
        direct.mode = .direct
        let effects = state.reduce(.reconfigured(direct, scale: 1, time: 20), catalog: catalog)
        #expect(effects.contains(.applyMode(.direct)) && effects.last == .grabKeyboard)
        #expect(press(.down, &state) == [] && state.settings?.focusedRow == .language, "keys still reach the view")
        #expect(press(.escape, &state) == [.releaseKeyboard])
    }

    /// Every window from the smallest to a dock's: every row can be focused and is then in view, inside the panel,
    /// and hit where it is drawn.
    @Test(arguments: [
        Size(width: 150, height: 150), Size(width: 416, height: 294), Size(width: 416, height: 200),
        Size(width: 1920, height: 300)
    ])
    func everyRowIsReachableAndHitWhereItIsDrawn(window: Size) throws {
        var state = running()
        state.setUp(.resized(window), catalog: catalog)
        _ = press(.control(","), &state)
        let panel = state.settingsPanel
        #expect(panel.frame.maxY <= state.layout.tabBar.y)
        for (index, row) in SettingsView.rows.enumerated() {
            let view = try #require(state.settings)
            #expect(view.focusedRow == row)
            let rect = try #require(panel.rowRect(index, firstRow: view.firstRow), "\(row) in view")
            #expect(panel.rowsArea.contains(rect))
            for part in [SettingsPanel.Part.name, .decrease, .value, .increase] {
                let hit = panel.hit(center(panel.part(part, of: rect)), firstRow: view.firstRow)
                #expect(hit?.row == row && hit?.part == part, "\(row) \(part) at \(window)")
            }
            _ = press(.down, &state)
        }
    }

    @Test func theWheelScrollsTheRows() {
        var state = running()
        state.setUp(.resized(Size(width: 416, height: 200)), catalog: catalog)
        _ = press(.control(","), &state)
        let visible = state.settingsPanel.visibleRows
        #expect(visible < SettingsView.rows.count)
        state.setUp(.scrolled(steps: 50, at: center(state.settingsPanel.rowsArea), time: 20), catalog: catalog)
        #expect(state.settings?.firstRow == SettingsView.rows.count - visible)
        #expect(state.keyboard.currentPage(catalog: catalog) == 0, "the grid under it does not turn")
    }

    @Test(arguments: [("light", Palette.light), ("dark", Palette.dark)])
    func theViewsColoursMeetWCAGAA(name: String, palette: Palette) {
        // The view is drawn on the grid's background: names, values and the title in text, the help, the ‹ › buttons
        // and what a row accepts in secondary text, the focus ring around the focused row, a refusal on the notice
        // colours; the ⚙ button while open on the selected tab's colour.
        let pairs: [(ThemeColorKey, ThemeColorKey, Double)] = [
            (.text, .gridBackground, 4.5), (.secondaryText, .gridBackground, 4.5), (.focusRing, .gridBackground, 3),
            (.noticeText, .notice, 4.5), (.text, .selectedTab, 4.5), (.text, .tabBar, 4.5)
        ]
        for (foreground, background, least) in pairs {
            let ratio = ThemeTests.contrast(palette[foreground], palette[background])
            #expect(ratio >= least, "\(name): \(foreground) on \(background) is \(ratio)")
        }
    }

    @Test func theSavedLiteralKeepsTheFilesCommentsAndUnknownKeys() throws {
        var state = running()
        _ = press(.control(","), &state)
        guard case .saveSetting(let key, let literal)? = press(.right, &state).first else {
            Issue.record("no save")
            return
        }
        let before = "# my keyboard\ntheme = \"dark\"   \nwobble = 3\n[colors.dark]\nsend = \"#3584E4\"\n"
        let after = try ConfigurationEdit.setting(key, to: literal, in: before)
        #expect(after == "# my keyboard\ntheme = \"light\"\nwobble = 3\n[colors.dark]\nsend = \"#3584E4\"\n")
        #expect(ConfigurationFile.parse(after, file: "config.toml", home: nil).configuration.theme == .light)
    }
}

/// Issue 33: the settings view's values follow the window's language; the file keeps its tokens.
@Suite("Settings view values in the window's language")
struct SettingsValueWordsTests {
    @Test func chineseShowsWordsAndEnglishTheFilesTokens() {
        let zh = UIWords(.chinese)
        let en = UIWords(.english)
        #expect(zh.settingsValue(.theme, "dark") == "深色" && en.settingsValue(.theme, "dark") == "dark")
        #expect(zh.settingsValue(.mode, "compose") == "编辑" && zh.settingsValue(.layer, "letters") == "字母")
        #expect(zh.settingsValue(.rows, "3") == "3" && zh.settingsValue(.rows, "12_") == "12_", "numbers as typed")
        #expect(zh.settingsValue(.theme, "sepia") == "sepia", "a value without a word shows as it is")
    }

    @Test func everyChoiceOfEveryRowHasAChineseWord() {
        let zh = UIWords(.chinese)
        for row in SettingsRow.allCases where row != .language {
            for choice in row.choices(in: Configuration()) {
                #expect(zh.settingsValue(row, choice) != choice, "\(row.rawValue) = \(choice)")
            }
        }
    }

    @Test func languagesAreShownByTheirOwnNames() {
        #expect(UIWords(.english).settingsValue(.language, "ja") == "日本語")
        #expect(UIWords(.chinese).settingsValue(.language, "auto") == "自动")
        #expect(UIWords(.english).settingsValue(.language, "auto") == "auto")
        #expect(UIWords(.english).settingsValue(.language, "pt_BR") == "pt_BR", "a locale set in the file")
    }

    @Test func theAcceptedLineListsTheShownChoices() {
        let zh = UIWords(.chinese)
        let themes = SettingsRow.theme.choices(in: Configuration())
        #expect(zh.settingsAccepted(.theme, choices: themes, accepted: nil) == "可选：浅色、深色或跟随系统")
        #expect(
            UIWords(.english).settingsAccepted(.theme, choices: themes, accepted: nil)
                == "Accepts light, dark or system")
        #expect(zh.settingsAccepted(.rows, choices: [], accepted: "1 to 20") == "可选：1 到 20")
    }
}
