import CX11
import KeyboardModel
#if canImport(Glibc)
import Glibc
#endif

/// The top-level window with the properties a window manager needs: title, class, size hints, protocols, icon.
final class KeyboardWindow {
    let display: XDisplay
    let id: Window
    let deleteWindowAtom: Atom

    init(display: XDisplay, size requested: Size, minimum: Size, title: String) {
        self.display = display
        let maximum = LayoutMetrics.maximumWindowSize
        let size = Size(width: min(requested.width, maximum.width), height: min(requested.height, maximum.height))
        var attributes = XSetWindowAttributes()
        attributes.background_pixmap = 0
        attributes.bit_gravity = NorthWestGravity
        attributes.event_mask = ExposureMask | StructureNotifyMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask
            | KeyPressMask | FocusChangeMask | PropertyChangeMask
        id = XCreateWindow(display.handle, display.root, 0, 0, UInt32(size.width), UInt32(size.height), 0, display.depth,
                           UInt32(InputOutput), display.visual, UInt(CWBackPixmap | CWBitGravity | CWEventMask), &attributes)
        deleteWindowAtom = display.atom("WM_DELETE_WINDOW")
        setTitle(title)
        setClass(instance: "emotion-keyboard", className: "EmotionKeyboard")
        setSizeHints(size: size, minimum: minimum, maximum: maximum)
        var protocols = [deleteWindowAtom]
        XSetWMProtocols(display.handle, id, &protocols, 1)
        setInputHint()
        setCardinals("_NET_WM_PID", [Int(getpid())])
        setCardinals("_NET_WM_ICON", WindowIcon.argb(side: 32))
    }

    func map() { XMapWindow(display.handle, id) }

    private func setTitle(_ title: String) {
        XStoreName(display.handle, id, title)
        var bytes = Array(title.utf8)
        XChangeProperty(display.handle, id, display.atom("_NET_WM_NAME"), display.atom("UTF8_STRING"), 8, PropModeReplace, &bytes, Int32(bytes.count))
    }

    private func setClass(instance: String, className: String) {
        guard let hint = XAllocClassHint() else { return }
        instance.withCString { name in
            className.withCString { kind in
                hint.pointee.res_name = UnsafeMutablePointer(mutating: name)
                hint.pointee.res_class = UnsafeMutablePointer(mutating: kind)
                XSetClassHint(display.handle, id, hint)
            }
        }
        XFree(hint)
    }

    private func setSizeHints(size: Size, minimum: Size, maximum: Size) {
        guard let hints = XAllocSizeHints() else { return }
        hints.pointee.flags = PMinSize | PMaxSize | PBaseSize | PSize
        hints.pointee.min_width = Int32(min(minimum.width, maximum.width))
        hints.pointee.min_height = Int32(min(minimum.height, maximum.height))
        hints.pointee.max_width = Int32(maximum.width)
        hints.pointee.max_height = Int32(maximum.height)
        hints.pointee.base_width = Int32(size.width)
        hints.pointee.base_height = Int32(size.height)
        hints.pointee.width = Int32(size.width)
        hints.pointee.height = Int32(size.height)
        XSetWMNormalHints(display.handle, id, hints)
        XFree(hints)
    }

    /// The composer takes typing, so the window accepts focus in this mode.
    private func setInputHint() {
        guard let hints = XAllocWMHints() else { return }
        hints.pointee.flags = InputHint
        hints.pointee.input = 1
        XSetWMHints(display.handle, id, hints)
        XFree(hints)
    }

    private func setCardinals(_ name: String, _ values: [Int]) {
        var longs = values
        longs.withUnsafeMutableBytes { bytes in
            _ = XChangeProperty(display.handle, id, display.atom(name), XA_CARDINAL, 32, PropModeReplace,
                                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(values.count))
        }
    }
}

/// The window icon: a smiling face drawn in code, as _NET_WM_ICON's width, height and ARGB pixels.
enum WindowIcon {
    static func argb(side: Int) -> [Int] {
        var pixels = [side, side]
        let center = Double(side - 1) / 2
        let radius = Double(side) / 2 - 1
        for y in 0..<side {
            for x in 0..<side {
                let dx = Double(x) - center
                let dy = Double(y) - center
                let distance = (dx * dx + dy * dy).squareRoot()
                var color: UInt32 = 0
                if distance <= radius { color = 0xFFFF_CC4D }
                if distance <= radius, distance > radius - 1.5 { color = 0xFFC4_8C1E }
                let eye = (abs(dx + radius * 0.35) < radius * 0.12 || abs(dx - radius * 0.35) < radius * 0.12) && abs(dy + radius * 0.25) < radius * 0.2
                let mouth = distance > radius * 0.45 && distance < radius * 0.62 && dy > radius * 0.1
                if eye || mouth { color = 0xFF50_2814 }
                pixels.append(Int(color))
            }
        }
        return pixels
    }
}
