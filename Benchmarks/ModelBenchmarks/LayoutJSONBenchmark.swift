import Foundation
import KeyboardModel

/// What the tests' layout data costs the shell after each action while EMOTION_KEYBOARD_LAYOUT is set
/// (`AppState.layoutJSON` and its bytes), beside the reduce of the pointer motion it follows.
enum LayoutJSONBenchmark {
    static func report() {
        guard let catalog = ShippedCatalog.load() else {
            print("layout json: the catalog did not load; skipped")
            return
        }
        print("layout json: per action with EMOTION_KEYBOARD_LAYOUT set, beside reducing a pointer motion")
        let windows = [
            ("default window 416 x 294", Size(width: 416, height: 294)),
            ("dock 3840 x 294", Size(width: 3840, height: 294))
        ]
        for (name, size) in windows {
            let keyboard = KeyboardState(windowSize: size, metrics: LayoutMetrics())
            var state = AppState(keyboard: keyboard, measure: WidthMeasure())
            var bytes = 0
            let json = MicroTiming.bestMicroseconds { bytes = state.layoutJSON(catalog: catalog).utf8.count }
            var x = 0
            let motion = MicroTiming.bestMicroseconds {
                x = (x + 7) % size.width
                _ = state.reduce(.pointerMoved(Point(x: x, y: 80), time: 0), catalog: catalog, measure: WidthMeasure())
            }
            let line = String(format: "layoutJSON %7.1f us (%6d bytes)   pointer motion %6.1f us", json, bytes, motion)
            print("  " + name.padding(toLength: 26, withPad: " ", startingAt: 0) + line)
        }
    }

    /// Every character 10 px wide, lines 16 px high: the composer is empty here.
    struct WidthMeasure: TextMeasuring {
        func advance(of character: Character, size: Int) -> Int { 10 }
        func lineHeight(size: Int) -> Int { 16 }
    }
}
