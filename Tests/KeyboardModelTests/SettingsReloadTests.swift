import KeyboardTestSupport
import Testing

@testable import KeyboardModel

@Suite("Settings changed while the window runs")
struct SettingsReloadTests {
    let catalog = Fixtures.catalog(groupSizes: [100], packs: [])
    let xterm = TargetWindow(id: 42, className: "xterm")

    func running(_ configuration: Configuration = Configuration(), delivery: Delivery? = nil, canPressKeys: Bool = true)
        -> AppState
    {
        let metrics = LayoutMetrics(configuration)
        return AppState(
            keyboard: KeyboardState(
                windowSize: metrics.preferredWindowSize, metrics: metrics, timings: configuration.timings),
            mode: configuration.mode, delivery: delivery ?? configuration.delivery, canPressKeys: canPressKeys,
            configuration: configuration, measure: FixedMeasure())
    }

    func center(_ rect: Rect) -> Point { Point(x: rect.midX, y: rect.midY) }

    @Test func aTouchedFileIsReadOnceWritingPauses() {
        var state = running()
        state.setUp(.settingsFileTouched(time: 1000), catalog: catalog)
        state.setUp(.settingsFileTouched(time: 1040), catalog: catalog)
        #expect(state.nextDeadline == 1040 + AppState.settingsQuietTime)
        #expect(state.reduce(.tick(1100), catalog: catalog) == [])
        #expect(state.reduce(.tick(1040 + AppState.settingsQuietTime), catalog: catalog) == [.readSettings])
        #expect(state.reduce(.tick(5000), catalog: catalog) == [], "read once")
        #expect(state.nextDeadline == .max)
    }

    @Test func aNewGridLaysOutAgainAsksForItsSizeAndKeepsThePage() throws {
        var state = running()
        // Page 2 of the first tab starts with emotion 40 (20 emotions a page in a 3 x 7 grid).
        let next = center(state.layout.cellRect(3))
        state.setUp(.scrolled(steps: 2, at: center(state.layout.grid), time: 10), catalog: catalog)
        let first = try #require(state.keyboard.emotion(atCell: 0, catalog: catalog))
        state.setUp(.pointerDown(next, time: 20), catalog: catalog)
        var bigger = Configuration()
        bigger.rows = 5
        let metrics = LayoutMetrics(bigger)
        #expect(
            state.reduce(.reconfigured(bigger, scale: 1, time: 30), catalog: catalog)
                == [.resizeWindow(metrics.preferredWindowSize, minimum: metrics.minimumWindowSize)])
        #expect(state.keyboard.paging.rows == 5)
        #expect(state.keyboard.press == nil, "the press under the old layout ends")
        // 34 emotions a page now: emotion 40 is on page 1, which begins with emotion 34.
        #expect(state.keyboard.currentPage(catalog: catalog) == 1)
        #expect(state.keyboard.emotion(atCell: 40 - 34, catalog: catalog) == first)
        state.setUp(.resized(metrics.preferredWindowSize), catalog: catalog)
        #expect(state.layout.cellSide == bigger.cellSize)
        #expect(
            state.reduce(.reconfigured(bigger, scale: 1, time: 40), catalog: catalog) == [],
            "the same settings change nothing")
        #expect(
            state.reduce(.reconfigured(bigger, scale: 2, time: 50), catalog: catalog)
                == [
                    .resizeWindow(
                        metrics.scaled(by: 2).preferredWindowSize, minimum: metrics.scaled(by: 2).minimumWindowSize)
                ])
    }

    @Test func themeAndColoursChangeThePaletteAndSystemFollowsTheDesktop() {
        var state = running()
        #expect(state.palette == .light, "system without a settings daemon is light")
        state.setUp(.desktopThemeChanged("Adwaita-dark"), catalog: catalog)
        #expect(state.palette == .dark)
        var light = Configuration()
        light.theme = .light
        light.lightColors = [.send: RGBAColor(red: 1, green: 2, blue: 3)]
        #expect(state.reduce(.reconfigured(light, scale: 1, time: 10), catalog: catalog) == [])
        #expect(state.palette == Palette.light.overridden(by: [.send: RGBAColor(red: 1, green: 2, blue: 3)]))
        state.setUp(.desktopThemeChanged("Adwaita"), catalog: catalog)
        state.setUp(.reconfigured(Configuration(), scale: 1, time: 20), catalog: catalog)
        #expect(state.palette == .light)
        state.setUp(.desktopThemeChanged(nil), catalog: catalog)
        #expect(state.palette == .light)
    }

    @Test func timingsApplyToTheNextPress() {
        var state = running()
        var slow = Configuration()
        slow.timings.deleteRepeatDelay = 900
        state.setUp(.reconfigured(slow, scale: 1, time: 0), catalog: catalog)
        state.setUp(.key(.text("abc"), shift: false, time: 10), catalog: catalog)
        state.setUp(
            .pointerDown(center(state.layout.cellRect(state.keyboard.paging.deleteCell)), time: 100), catalog: catalog)
        #expect(state.nextDeadline == 1000)
    }

    @Test func modeChangesOnlyWhenTheFilesModeChanges() {
        var state = running()
        // The user switched to direct with the button; another key changing in the file leaves that alone.
        state.setUp(.modeToggled(time: 0), catalog: catalog, effects: [.applyMode(.direct)])
        var other = Configuration()
        other.theme = .dark
        #expect(state.reduce(.reconfigured(other, scale: 1, time: 10), catalog: catalog) == [])
        #expect(state.mode == .direct)
        var compose = other
        compose.mode = .direct
        #expect(state.reduce(.reconfigured(compose, scale: 1, time: 20), catalog: catalog) == [], "already direct")
        compose.mode = .compose
        #expect(state.reduce(.reconfigured(compose, scale: 1, time: 30), catalog: catalog) == [.applyMode(.compose)])
        #expect(state.mode == .compose)
    }

    @Test func aNewDeliveryWaitsForTextOnItsWay() {
        var state = running(delivery: .type)
        state.setUp(.activeWindowChanged(xterm, time: 0), catalog: catalog)
        state.setUp(.key(.text("hi"), shift: false, time: 5), catalog: catalog)
        state.setUp(.key(.enter, shift: false, time: 8), catalog: catalog)
        #expect(state.reduce(.keyReleased(.enter, time: 10), catalog: catalog) == [.activate(xterm)])
        var paste = Configuration()
        paste.delivery = .paste
        state.setUp(.reconfigured(paste, scale: 1, time: 20), catalog: catalog)
        #expect(state.delivery == .type, "the Send under way is typed as it began")
        #expect(state.reduce(.activeWindowChanged(xterm, time: 30), catalog: catalog) == [.type([.text("hi")])])
        state.setUp(.typingReported(remaining: [], retryAt: nil, keymapChanged: false, time: 40), catalog: catalog)
        #expect(state.delivery == .paste)
    }

    @Test func typingWithoutXTestBecomesPasting() {
        var paste = Configuration()
        paste.delivery = .paste
        var state = running(paste, canPressKeys: false)
        state.setUp(.reconfigured(Configuration(), scale: 1, time: 0), catalog: catalog)
        #expect(state.delivery == .paste)
        var print = Configuration()
        print.delivery = .print
        state.setUp(.reconfigured(print, scale: 1, time: 10), catalog: catalog)
        #expect(state.delivery == .print)
    }

    @Test func keysThatWaitForTheNextStartAreNamed() {
        var changed = Configuration()
        changed.recentsSize = 10
        changed.textFonts = ["Noto Sans"]
        changed.rows = 5
        changed.skinTone = .dark
        changed.dock = .bottom
        #expect(
            AppState.keysApplyingAtNextStart(from: Configuration(), to: changed) == ["dock", "recents", "text-fonts"])
        #expect(AppState.keysApplyingAtNextStart(from: changed, to: changed) == [])
    }

    @Test func anotherLaunchHidesAShownWindowAndShowsAHiddenOne() {
        var state = running()
        #expect(
            state.reduce(.instanceAsked(toggle: false, time: 0), catalog: catalog) == [.answerInstance(shown: false)],
            "asked only: not shown, nothing changes")
        #expect(
            state.reduce(.instanceAsked(toggle: true, time: 0), catalog: catalog) == [
                .showWindow, .answerInstance(shown: true)
            ],
            "not mapped yet: shown, and the answer says what it is about to be")
        state.setUp(.shownChanged(true), catalog: catalog)
        let cell = center(state.layout.cellRect(0))
        state.setUp(.pointerDown(cell, time: 10), catalog: catalog)
        #expect(state.keyboard.magnifiedCell == 0)
        #expect(
            state.reduce(.instanceAsked(toggle: true, time: 20), catalog: catalog) == [
                .hideWindow, .answerInstance(shown: false)
            ])
        state.setUp(.shownChanged(false), catalog: catalog)
        #expect(state.keyboard.press == nil, "hidden under the pointer: the press ends")
        #expect(state.reduce(.pointerUp(cell, time: 30), catalog: catalog) == [], "and its release inserts nothing")
        #expect(state.composer.isEmpty)
        #expect(
            state.reduce(.instanceAsked(toggle: true, time: 40), catalog: catalog) == [
                .showWindow, .answerInstance(shown: true)
            ])
    }
}
