import Testing

@testable import KeyboardModel

/// The keycode planner: which keys type what, which spare keycodes are bound to which keysyms and when they may be
/// bound anew, with literal times.
@Suite("Keycode planner")
struct KeycodePlannerTests {
    static let a = KeyPress(keycode: 38, shifted: false)
    static let capitalA = KeyPress(keycode: 38, shifted: true)
    static let one = KeyPress(keycode: 10, shifted: false)
    static let bang = KeyPress(keycode: 10, shifted: true)
    static let returnKey = KeyPress(keycode: 36, shifted: false)
    static let tab = KeyPress(keycode: 23, shifted: false)
    static let backSpace = KeyPress(keycode: 22, shifted: false)

    /// Keysyms of a small US layout by (keycode, level); everything else, the spare keycodes included, has none.
    static let usLayout: [UInt8: [UInt]] = [
        10: [0x31, 0x21], 22: [0xFF08, 0xFF08], 23: [0xFF09, 0xFF09], 36: [0xFF0D, 0xFF0D], 38: [0x61, 0x41],
        65: [0x20, 0x20]
    ]

    static func keysym(_ scalar: Unicode.Scalar) -> UInt { UInt(0x0100_0000 + scalar.value) }

    static func planner(spare: [UInt8] = [200, 201], witnessed: Bool = true, layout: [UInt8: [UInt]] = usLayout)
        -> KeycodePlanner
    {
        var planner = KeycodePlanner(spare: spare, witnessed: witnessed)
        planner.readLayout(group: 0, keycodes: 8...255) { code, level in layout[code]?[level] ?? 0 }
        return planner
    }

    /// Plans `text` at `now` and, when it changed the keymap, sends the change as request number `request`.
    static func type(
        _ text: String, _ planner: inout KeycodePlanner, at now: Milliseconds, request: UInt = 0,
        capsLock: Bool = false
    ) -> TypingPlan {
        let plan = planner.plan([.text(text)], capsLock: capsLock, now: now)
        if !plan.keymapChange.isEmpty { planner.keymapChanged(request: request, now: now) }
        return plan
    }

    @Test func asciiOnTheLayoutGoesThroughItsOwnKeysWithShiftWhereNeeded() {
        var planner = Self.planner()
        let plan = Self.type("aA!1", &planner, at: 0)
        #expect(plan.presses == [Self.a, Self.capitalA, Self.bang, Self.one])
        #expect(plan.keymapChange.isEmpty)
        #expect(plan.remaining.isEmpty)
        #expect(planner.bindings.isEmpty)
        #expect(planner.lastChange == nil, "nothing bound, nothing to wait for")
    }

    @Test func lineBreaksTabsAndBackSpaceUseTheirKeysAndControlCharactersAreDropped() {
        var planner = Self.planner()
        let plan = planner.plan([.text("a\r\n\t\u{7}\n"), .backspace(count: 3)], capsLock: false, now: 0)
        #expect(
            plan.presses == [
                Self.a, Self.returnKey, Self.tab, Self.returnKey, Self.backSpace, Self.backSpace, Self.backSpace
            ])
        #expect(plan.keymapChange.isEmpty)
    }

    @Test func withoutABackSpaceKeyBackSpaceIsSkippedAndTheRestTyped() {
        var layout = Self.usLayout
        layout[22] = nil
        var planner = Self.planner(layout: layout)
        let plan = planner.plan([.backspace(count: 2), .text("a")], capsLock: false, now: 0)
        #expect(plan.presses == [Self.a])
        #expect(plan.remaining.isEmpty)
    }

    @Test func capsLockBindsLettersSoTheirCaseIsKeptButNotOtherAscii() {
        var planner = Self.planner()
        let plan = Self.type("a1", &planner, at: 0, capsLock: true)
        #expect(plan.keymapChange == [200: [0x61]], "a letter's own key would type it in upper case")
        #expect(plan.presses == [KeyPress(keycode: 200, shifted: false), Self.one])
    }

    @Test func latin1BeyondTheLayoutIsBoundAsItsLatin1KeysymAndTheRestAsUnicodeKeysyms() {
        var planner = Self.planner()
        let plan = Self.type("é😀", &planner, at: 0)
        #expect(plan.keymapChange == [200: [0xE9, Self.keysym("😀")]])
        #expect(plan.presses == [KeyPress(keycode: 200, shifted: false), KeyPress(keycode: 200, shifted: true)])
    }

    @Test func twoKeysymsShareAKeycodeTheSecondOnShiftAndARepeatedOneIsBoundOnce() {
        var planner = Self.planner()
        let plan = Self.type("😀😃😀😄", &planner, at: 0)
        #expect(plan.keymapChange == [200: [Self.keysym("😀"), Self.keysym("😃")], 201: [Self.keysym("😄")]])
        #expect(plan.presses.map(\.keycode) == [200, 200, 200, 201])
        #expect(plan.presses.map(\.shifted) == [false, true, false, false])
        #expect(planner.bindings[200] == KeycodeBinding(keysyms: [Self.keysym("😀"), Self.keysym("😃")], lastUsed: 0))
    }

    @Test func aBoundKeysymIsPressedAgainWithoutAKeymapChangeAndMarkedUsed() {
        var planner = Self.planner()
        _ = Self.type("😀😃", &planner, at: 0, request: 10)
        let plan = Self.type("😃", &planner, at: 100)
        #expect(plan.keymapChange.isEmpty)
        #expect(plan.presses == [KeyPress(keycode: 200, shifted: true)])
        #expect(planner.bindings[200]?.lastUsed == 100)
        #expect(planner.lastChange == KeymapChange(request: 10, time: 0), "reusing changes nothing")
    }

    @Test func theLeastRecentlyUsedKeycodeIsTakenWhenTheSpareOnesRunOut() {
        var planner = Self.planner()
        _ = Self.type("😀😃", &planner, at: 0, request: 10)
        _ = Self.type("😄😁", &planner, at: 400, request: 20)
        planner.keymapFetched(after: 30, now: 410)
        _ = Self.type("😀", &planner, at: 500)
        // 201 was last used at 400, 200 at 500 (reused): 201 goes first.
        let plan = Self.type("😆", &planner, at: 1000, request: 40)
        #expect(plan.keymapChange == [201: [Self.keysym("😆")]])
        #expect(planner.bindings[200]?.keysyms == [Self.keysym("😀"), Self.keysym("😃")])
        #expect(plan.presses == [KeyPress(keycode: 201, shifted: false)])
    }

    @Test func theKeycodeOfAKeysymReusedInTheBatchIsNotTakenForANewOne() {
        var planner = Self.planner()
        _ = Self.type("😀😃", &planner, at: 0, request: 10)
        planner.keymapFetched(after: 20, now: 10)
        let plan = Self.type("😀😄😁😆", &planner, at: 1000, request: 30)
        #expect(plan.keymapChange == [201: [Self.keysym("😄"), Self.keysym("😁")]])
        #expect(plan.remaining == [.text("😆")], "200 holds 😀, pressed in this batch")
        #expect(plan.presses.map(\.keycode) == [200, 201, 201])
        #expect(planner.bindings[200]?.keysyms == [Self.keysym("😀"), Self.keysym("😃")])
    }

    @Test func aUsedKeycodeRestsForTheSettleTimeBeforeItIsBoundAnew() {
        var planner = Self.planner(spare: [200])
        _ = Self.type("😀😃", &planner, at: 0, request: 10)
        planner.keymapFetched(after: 20, now: 0)
        let early = planner.plan([.text("😄"), .backspace(count: 1)], capsLock: false, now: 299)
        #expect(early.keymapChange.isEmpty)
        #expect(early.presses.isEmpty)
        #expect(early.remaining == [.text("😄"), .backspace(count: 1)])
        #expect(planner.earliestRebind(now: 299) == KeycodePlanner.settle)
        let rested = Self.type("😄", &planner, at: KeycodePlanner.settle, request: 40)
        #expect(rested.keymapChange == [200: [Self.keysym("😄")]])
    }

    @Test func withAWitnessRebindingWaitsForTheTargetToFetchTheChangedKeymap() {
        var planner = Self.planner(spare: [200])
        _ = Self.type("😀😃", &planner, at: 0, request: 50)
        #expect(planner.isWaitingForFetch)
        planner.keymapFetched(after: 49, now: 10)
        #expect(planner.isWaitingForFetch, "a fetch the server handled before the change does not see it")
        #expect(Self.type("😄", &planner, at: 400).remaining == [.text("😄")])
        #expect(
            planner.earliestRebind(now: 400) == KeycodePlanner.fetchTimeout,
            "a target stopped across the change is waited for")
        #expect(
            !planner.mayRestore(now: 2 * KeycodePlanner.unwitnessedWait),
            "and its keys keep their mapping until it reads them")
        planner.keymapFetched(after: 50, now: 400)
        #expect(!planner.isWaitingForFetch, "the server handled the change, then this fetch")
        #expect(!planner.mayRebind(now: 699), "the keys after the change are translated after the fetch")
        #expect(planner.earliestRebind(now: 400) == 700)
        #expect(planner.mayRebind(now: 700))
        #expect(Self.type("😄", &planner, at: 700, request: 60).keymapChange == [200: [Self.keysym("😄")]])
    }

    /// Seen in Benchmarks/typing.sh with xterm stopped for 800 ms after a batch: it fetched the keymap on resuming,
    /// when every key of the batch had rested by our clock; rebinding 1 ms later had xterm read the new mapping ahead
    /// of the batch's keys and type the next batch's keysyms in their place.
    @Test func aTargetThatFetchesLateGetsTheSettleTimeAfterItsFetchToTranslateTheKeys() {
        var planner = Self.planner(spare: [200])
        let first = Self.type("😀😃", &planner, at: 0, request: 1000)
        #expect(first.presses == [KeyPress(keycode: 200, shifted: false), KeyPress(keycode: 200, shifted: true)])
        #expect(Self.type("😄", &planner, at: 800).remaining == [.text("😄")], "not fetched yet")
        planner.keymapFetched(after: 1800, now: 800)
        let early = Self.type("😄", &planner, at: 801)
        #expect(
            early.keymapChange.isEmpty, "200 rested 801 ms by our clock, but the target has only just read the change")
        #expect(early.remaining == [.text("😄")])
        #expect(planner.earliestRebind(now: 801) == 1100)
        #expect(!planner.mayRestore(now: 1099))
        let late = Self.type("😄", &planner, at: 1100, request: 2100)
        #expect(late.keymapChange == [200: [Self.keysym("😄")]])
        #expect(planner.isWaitingForFetch, "the new change is waited for again")
    }

    @Test func withoutAWitnessRebindingWaitsFiveSettleTimesAfterTheChange() {
        var planner = Self.planner(spare: [200], witnessed: false)
        _ = Self.type("😀😃", &planner, at: 0, request: 50)
        planner.keymapFetched(after: 100, now: 10)
        #expect(!planner.isWaitingForFetch, "nothing reports fetches, so nothing is waited for by name")
        #expect(Self.type("😄", &planner, at: 1000).remaining == [.text("😄")])
        #expect(planner.earliestRebind(now: 1000) == 1500, "rested since 300, but the change is too recent")
        #expect(!planner.mayRebind(now: 1499))
        #expect(Self.type("😄", &planner, at: 1500).keymapChange == [200: [Self.keysym("😄")]])
    }

    @Test func aGraphemeThatDoesNotFitWaitsWholeForTheNextBatch() {
        var planner = Self.planner(spare: [200])
        let plan = planner.plan([.text("😀👍🏽x"), .backspace(count: 1)], capsLock: false, now: 0)
        #expect(plan.keymapChange == [200: [Self.keysym("😀")]], "👍🏽 needs two more keysyms; one is free")
        #expect(plan.presses == [KeyPress(keycode: 200, shifted: false)])
        #expect(plan.remaining == [.text("👍🏽x"), .backspace(count: 1)])
    }

    @Test func aGraphemeBiggerThanEveryFreeKeycodeGoesScalarByScalar() {
        var planner = Self.planner(spare: [200])
        let family = "👨\u{200D}👩\u{200D}👧"
        let plan = Self.type(family + "a", &planner, at: 0)
        #expect(plan.keymapChange == [200: [Self.keysym("👨"), Self.keysym("\u{200D}")]])
        #expect(plan.presses == [KeyPress(keycode: 200, shifted: false), KeyPress(keycode: 200, shifted: true)])
        #expect(plan.remaining == [.text("👩\u{200D}👧a")])
    }

    @Test func everythingGoesBackOnlyOnceRestedAndFetched() {
        var planner = Self.planner()
        _ = Self.type("😀", &planner, at: 0, request: 10)
        _ = Self.type("a", &planner, at: 500)
        #expect(!planner.mayRestore(now: 500), "not fetched yet")
        planner.keymapFetched(after: 11, now: 500)
        _ = Self.type("😀", &planner, at: 600)
        #expect(!planner.mayRestore(now: 899))
        #expect(planner.mayRestore(now: 900))
        #expect(planner.unbindAll() == [200])
        #expect(planner.bindings.isEmpty)
        #expect(planner.lastChange == nil)
        #expect(planner.unbindAll().isEmpty)
    }

    @Test func theLayoutIsReadAtTheLowestKeycodeAndLevelSkippingSpareKeycodesOncePerGroup() {
        var planner = KeycodePlanner(spare: [9], witnessed: true)
        let table: [UInt8: [UInt]] = [9: [0x62, 0x42], 12: [0x61, 0x41], 11: [0x41, 0x61], 13: [0xFF0D, 0x7A]]
        var reads = 0
        planner.readLayout(group: 0, keycodes: 8...20) { code, level in
            reads += 1
            return table[code]?[level] ?? 0
        }
        #expect(
            planner.layout == [
                0x41: KeyPress(keycode: 11, shifted: false), 0x61: KeyPress(keycode: 11, shifted: true),
                0xFF0D: KeyPress(keycode: 13, shifted: false), 0x7A: KeyPress(keycode: 13, shifted: true)
            ])
        planner.readLayout(group: 0, keycodes: 8...20) { _, _ in
            reads += 1
            return 0
        }
        #expect(reads == 24, "the same group is not read again")
        planner.forgetLayout()
        planner.readLayout(group: 0, keycodes: 8...20) { _, _ in 0 }
        #expect(planner.layout.isEmpty, "read again after a keymap change")
        planner.readLayout(group: 1, keycodes: 8...20) { code, level in table[code]?[level] ?? 0 }
        #expect(planner.layout.count == 4, "another group is read")
    }

    /// Russian, Greek and Arabic layouts have no `v`: Ctrl+V pressed nothing and the paste was lost.
    @Test func aPasteChordWhoseLetterNoKeyHasGetsASpareKeycodeBoundToItsBothCases() throws {
        var planner = Self.planner()
        let first = planner.plan(PasteKey.controlShiftV.chord, now: 10)
        let bound = try #require(first)
        #expect(bound.keymapChange == [200: [0x76, 0x56]], "v, and V on Shift")
        #expect(bound.presses == [KeyPress(keycode: 200, shifted: true, modifiers: .control)])
        let second = planner.plan(PasteKey.controlV.chord, now: 20)
        let again = try #require(second)
        #expect(again.keymapChange.isEmpty, "bound once")
        #expect(again.presses == [KeyPress(keycode: 200, shifted: false, modifiers: .control)])
        #expect(planner.bindings[200]?.lastUsed == 20)

        var us = Self.planner(layout: Self.usLayout.merging([55: [0x76, 0x56], 118: [0xFF63, 0xFF63]]) { $1 })
        #expect(
            us.plan(PasteKey.controlV.chord, now: 0)
                == TypingPlan(
                    keymapChange: [:], presses: [KeyPress(keycode: 55, shifted: false, modifiers: .control)],
                    remaining: []), "the layout's own key when it has one")
        #expect(us.plan(PasteKey.shiftInsert.chord, now: 0)?.presses == [KeyPress(keycode: 118, shifted: true)])

        var full = Self.planner(spare: [])
        #expect(full.plan(PasteKey.controlY.chord, now: 0) == nil, "no key and no spare keycode: said, not pressed")
    }
}
