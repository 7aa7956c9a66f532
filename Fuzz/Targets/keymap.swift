// Fuzzes the letters layer over any keymap the server could give (what KeymapReader reads: four levels of keysyms
// per keycode in the active group), as `LetterKeymap`: both pages lay out inside their bands with no two keys
// overlapping and every key of the bottom row there; a keymap without letters gets the Latin letters; every label
// is text without C0 or C1 controls; the key `press(typing:)` finds types what was asked at the level it says; and
// every key tapped in compose and in direct mode never traps and types only what its label shows.
// fuzz-max-len: 4096
import FoundationEssentials

@testable import KeyboardFormats
@testable import KeyboardModel

private struct Measure: TextMeasuring {
    func advance(of character: Character, size: Int) -> Int { 10 }
    func lineHeight(size: Int) -> Int { 16 }
}

private let catalog: KeyboardCatalog = {
    var problems: [PackProblem] = []
    return KeyboardCatalog(groups: [], packs: [], kaomoji: [], problems: &problems)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeymap(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let input = [UInt8](Fuzz.data(start, count))
    guard input.count >= 2 else { return 0 }
    // Each record: a keycode, then four keysyms of 4 bytes (little-endian); small ones are kept small half the time, so
    // Latin-1 and the legacy blocks are met as often as the Unicode range.
    var keysyms: [UInt8: [UInt32]] = [:]
    var index = 1
    while index + 17 <= input.count {
        let keycode = input[index]
        keysyms[keycode] = (0..<4).map { level in
            let offset = index + 1 + level * 4
            let value = input[offset..<offset + 4].enumerated().reduce(UInt32(0)) {
                $0 | UInt32($1.element) << (8 * UInt32($1.offset))
            }
            return input[0] & (1 << level) != 0 ? value & 0xFFFF : value
        }
        index += 17
    }
    let keymap = LetterKeymap(group: Int(input[0] >> 6), keysyms: keysyms)
    for level in 0...3 {
        for keycode in keysyms.keys {
            guard let text = keymap.text(keycode, level: level) else { continue }
            Fuzz.require(
                !text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                "control in \(text.debugDescription)")
            guard let press = keymap.press(typing: text) else {
                Fuzz.require(false, "no press types \(text.debugDescription), which keycode \(keycode) types")
                continue
            }
            let pressLevel = (press.shifted ? 1 : 0) + (press.modifiers.contains(.altGr) ? 2 : 0)
            Fuzz.require(
                keymap.text(press.keycode, level: pressLevel) == text,
                "the press for \(text.debugDescription) types otherwise")
        }
    }
    for mode in [InputMode.compose, .direct] {
        var configuration = Configuration()
        configuration.layer = .letters
        var state = AppState(
            keyboard: KeyboardState(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics()), mode: mode,
            configuration: configuration, measure: Measure())
        _ = state.reduce(.keymapRead(keymap), catalog: catalog, measure: Measure())
        var time: Milliseconds = 100
        for page in 0..<2 {
            let layout = state.lettersLayout
            checkLayout(layout, state: state, latin: page == 0 && !LettersLayout.typesLetters(keymap))
            for (number, cap) in layout.keys.enumerated()
            where cap.key != .page && cap.key != .emotions && cap.key != .enter {
                let before = state.composer.plainText
                let label = state.label(of: cap.key)
                let point = Point(x: cap.frame.midX, y: cap.frame.midY)
                _ = state.reduce(.pointerDown(point, time: time), catalog: catalog, measure: Measure())
                _ = state.reduce(.pointerUp(point, time: time + 20), catalog: catalog, measure: Measure())
                time += 1000
                state.composer.checkInvariants()
                guard mode == .compose, state.letters.modifiers.isEmpty else { continue }
                switch cap.key {
                case .keycode, .symbol, .space:
                    Fuzz.require(
                        state.composer.plainText == before + (cap.key == .space ? " " : label) || label.isEmpty,
                        "key \(number) labelled \(label.debugDescription) typed otherwise")
                default: break
                }
            }
            if let pageKey = state.lettersLayout.keys.first(where: { $0.key == .page }) {
                let point = Point(x: pageKey.frame.midX, y: pageKey.frame.midY)
                _ = state.reduce(.pointerDown(point, time: time), catalog: catalog, measure: Measure())
                _ = state.reduce(.pointerUp(point, time: time + 20), catalog: catalog, measure: Measure())
                time += 1000
            }
        }
    }
    return 0
}

private func checkLayout(_ layout: LettersLayout, state: AppState, latin: Bool) {
    let bands = [state.layout.gridArea, state.layout.tabBar]
    for cap in layout.keys {
        Fuzz.require(
            bands.contains { $0.contains(cap.frame) } && cap.frame.width > 0 && cap.frame.height > 0,
            "key \(cap.key) at \(cap.frame) outside its band")
    }
    for (first, a) in layout.keys.enumerated() {
        for b in layout.keys[(first + 1)...] where a.frame.intersects(b.frame) {
            Fuzz.require(false, "keys \(a.key) and \(b.key) overlap")
        }
    }
    for key in [LetterKey.shift, .backspace, .emotions, .page, .space, .enter] {
        Fuzz.require(layout.keys.contains { $0.key == key }, "no \(key) key")
    }
    if latin {
        Fuzz.require(
            !layout.keys.contains { if case .keycode = $0.key { true } else { false } },
            "blank keys of a keymap without letters")
    }
}
