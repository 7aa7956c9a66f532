import Testing

@testable import KeyboardModel

/// Typing into a process with several X connections (Chromium translates its window's keys with a keymap another
/// connection fetches): the presses after a keymap change wait for the fetch; a single connection types at once.
@Suite("Keycode planner, the target's connections")
struct KeycodePlannerConnectionsTests {
    static let smile = KeycodePlannerTests.keysym("😀")
    static let grin = KeycodePlannerTests.keysym("😃")
    static let chromium = TargetConnections(process: 4242, hasOtherConnections: true)

    static func planner(_ target: TargetConnections, witnessed: Bool = true) -> KeycodePlanner {
        var planner = KeycodePlannerTests.planner(witnessed: witnessed)
        planner.target(target)
        return planner
    }

    @Test func aSingleConnectionGetsTheKeysWithTheChange() {
        var planner = Self.planner(TargetConnections(process: 7, hasOtherConnections: false))
        let plan = KeycodePlannerTests.type("😀😃", &planner, at: 1000, request: 50)
        #expect(plan.keymapChange == [200: [Self.smile, Self.grin]])
        #expect(plan.presses.count == 2)
        #expect(planner.pressesHeldUntil == nil)
    }

    @Test func anotherConnectionHoldsThePressesUntilTheTargetFetches() {
        var planner = Self.planner(Self.chromium)
        let first = KeycodePlannerTests.type("😀😃a", &planner, at: 1000, request: 50)
        #expect(first.keymapChange == [200: [Self.smile, Self.grin]], "the keymap changes at once")
        #expect(first.presses.isEmpty, "but no key is pressed before the target has the new mapping")
        #expect(first.remaining == [.text("😀😃a")])
        #expect(planner.earliestRebind(now: 1000) == 1000 + KeycodePlanner.unwitnessedWait)

        let early = planner.plan(first.remaining, capsLock: false, now: 1010)
        #expect(early.presses.isEmpty && early.remaining == first.remaining, "no fetch yet: still held")

        planner.keymapFetched(after: 49, now: 1015)
        #expect(planner.plan(first.remaining, capsLock: false, now: 1016).presses.isEmpty, "a fetch before the change")

        planner.keymapFetched(after: 50, now: 1020)
        let after = planner.plan(first.remaining, capsLock: false, now: 1021)
        #expect(after.keymapChange.isEmpty, "the keysyms are still bound")
        #expect(
            after.presses == [
                KeyPress(keycode: 200, shifted: false), KeyPress(keycode: 200, shifted: true), KeycodePlannerTests.a
            ])
        #expect(after.remaining.isEmpty)
        #expect(planner.processesFetchingApart == [4242])
    }

    @Test func aProcessNeverSeenFetchingApartIsWaitedForOnlyABoundedTime() {
        var planner = Self.planner(Self.chromium)
        let first = KeycodePlannerTests.type("😀", &planner, at: 1000, request: 50)
        #expect(first.presses.isEmpty)
        let bound = 1000 + KeycodePlanner.unwitnessedWait
        #expect(planner.plan(first.remaining, capsLock: false, now: bound - 1).presses.isEmpty)
        let late = planner.plan(first.remaining, capsLock: false, now: bound)
        #expect(late.presses == [KeyPress(keycode: 200, shifted: false)], "its other connections may never fetch")
        #expect(planner.processesFetchingApart.isEmpty, "it was not seen fetching")
    }

    @Test func aProcessSeenFetchingApartIsWaitedForUntilItFetchesWhenStopped() {
        var planner = Self.planner(Self.chromium)
        let first = KeycodePlannerTests.type("😀", &planner, at: 1000, request: 50)
        planner.keymapFetched(after: 51, now: 1003)
        _ = planner.plan(first.remaining, capsLock: false, now: 1004)
        // A later batch needs another keysym bound: the process is known to fetch apart, so a stopped one is waited
        // for beyond the bound, up to the outer one.
        let second = KeycodePlannerTests.type("😃", &planner, at: 5000, request: 90)
        #expect(second.keymapChange.isEmpty == false)
        #expect(second.presses.isEmpty)
        let longAfter = 5000 + KeycodePlanner.unwitnessedWait + 500
        #expect(planner.plan(second.remaining, capsLock: false, now: longAfter).presses.isEmpty)
        #expect(planner.earliestRebind(now: longAfter) == 5000 + KeycodePlanner.fetchTimeout)
        planner.keymapFetched(after: 91, now: longAfter + 10)
        #expect(planner.plan(second.remaining, capsLock: false, now: longAfter + 11).presses.count == 1)
    }

    /// Measured under `setxkbmap ru`: Chromium ignores Ctrl on a spare keycode bound to `v` and pastes on Ctrl+М,
    /// where a US layout has V; GTK and Qt take the bound `v` and not the position.
    @Test func underALayoutWithoutTheLetterChromiumGetsTheKeyAtItsPositionAndOthersABoundKeycode() throws {
        let russian: [UInt8: [UInt]] = [55: [0x6CD, 0x6ED], 29: [0x6CE, 0x6EE]]
        let names: [UInt8: String] = [55: "AB04", 29: "AD06", 200: "I200"]
        var chromium = KeycodePlanner(spare: [200], witnessed: true)
        chromium.target(Self.chromium)
        chromium.readLayout(group: 0, keycodes: 8...255, names: names) { russian[$0]?[$1] ?? 0 }
        #expect(chromium.keysByName["AB04"] == 55 && chromium.keysByName["I200"] == nil, "spare keycodes left out")
        #expect(
            chromium.plan(PasteKey.controlV.chord, now: 0)
                == TypingPlan(
                    keymapChange: [:], presses: [KeyPress(keycode: 55, shifted: false, modifiers: .control)],
                    remaining: []))
        #expect(chromium.plan(PasteKey.controlY.chord, now: 0)?.presses.first?.keycode == 29)
        #expect(chromium.plan(PasteKey.shiftInsert.chord, now: 0)?.keymapChange == [200: [0xFF63, 0xFF63]], "no letter")

        var unnamed = Self.planner(Self.chromium)
        let withoutNames = unnamed.plan(PasteKey.controlV.chord, now: 0)
        #expect(withoutNames?.keymapChange == [200: [0x76, 0x56]], "no key names: a bound keycode, as for GTK")
        #expect(withoutNames?.presses == [KeyPress(keycode: 200, shifted: false, modifiers: .control)])

        var gtk = KeycodePlanner(spare: [200], witnessed: true)
        gtk.target(TargetConnections(process: 9, hasOtherConnections: false))
        gtk.readLayout(group: 0, keycodes: 8...255, names: names) { russian[$0]?[$1] ?? 0 }
        let bound = gtk.plan(PasteKey.controlV.chord, now: 0)
        #expect(bound?.keymapChange == [200: [0x76, 0x56]])
        #expect(bound?.presses == [KeyPress(keycode: 200, shifted: false, modifiers: .control)])
    }

    @Test func latinLettersHaveTheirUSKeyNames() {
        let names = "qpavmz".unicodeScalars.map { LatinKeyPosition.name(of: UInt($0.value)) }
        #expect(names == ["AD01", "AD10", "AC01", "AB04", "AB07", "AB01"])
        #expect(LatinKeyPosition.name(of: 0x56) == nil, "V is v with Shift")
        #expect(LatinKeyPosition.name(of: 0xFF63) == nil)
    }

    @Test func aStoppedProcessSeenFetchingApartGetsItsKeysAtTheOuterBound() {
        var planner = Self.planner(Self.chromium)
        let first = KeycodePlannerTests.type("😀", &planner, at: 1000, request: 50)
        planner.keymapFetched(after: 51, now: 1003)
        _ = planner.plan(first.remaining, capsLock: false, now: 1004)
        let second = KeycodePlannerTests.type("😃", &planner, at: 5000, request: 90)
        let bound = 5000 + KeycodePlanner.fetchTimeout
        #expect(planner.plan(second.remaining, capsLock: false, now: bound - 1).presses.isEmpty)
        #expect(
            planner.plan(second.remaining, capsLock: false, now: bound).presses == [
                KeyPress(keycode: 201, shifted: false)
            ],
            "never fetched: the keys go at the bound")
    }

    @Test func withoutAWitnessNothingIsHeld() {
        var planner = Self.planner(Self.chromium, witnessed: false)
        let plan = KeycodePlannerTests.type("😀", &planner, at: 1000)
        #expect(plan.presses.count == 1, "no fetch would ever be reported")
    }

    @Test func restoringForgetsHeldPresses() {
        var planner = Self.planner(Self.chromium)
        _ = KeycodePlannerTests.type("😀", &planner, at: 1000, request: 50)
        _ = planner.unbindAll()
        #expect(planner.pressesHeldUntil == nil)
    }
}
