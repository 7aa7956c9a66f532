import KeyboardModel
import Testing

@testable import X11Keyboard

/// Issue 26, item 7: a window larger than the screen held 89 MB of pixmaps in the X server.
@Suite("Window size limit")
struct WindowSizeLimitTests {
    @Test func theLargestWindowIsTheScreenAndNeverMoreThanTheMaximum() {
        #expect(KeyboardWindow.maximumSize(screen: Size(width: 1280, height: 800)) == Size(width: 1280, height: 800))
        #expect(KeyboardWindow.maximumSize(screen: Size(width: 8000, height: 300)) == Size(width: 4096, height: 300))
        #expect(
            KeyboardWindow.maximumSize(screen: Size(width: 0, height: 0)) == LayoutMetrics.maximumWindowSize,
            "a broken screen size")
        #expect(
            KeyboardWindow.least(Size(width: 500, height: 900), Size(width: 320, height: 240))
                == Size(width: 320, height: 240))
    }
}
