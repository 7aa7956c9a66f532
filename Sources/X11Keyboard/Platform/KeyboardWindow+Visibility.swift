import CX11
import KeyboardModel

/// Changes the model asks for while the window runs: a new preferred size, hiding and showing.
extension KeyboardWindow {
    /// Resizes to `size` (at most the screen and the maximum window size) with `minimum` as the least size; a dock
    /// keeps the screen's width and its edge, and reserves its new height there.
    func resize(to requested: Size, minimum requestedMinimum: Size) {
        let maximum = Self.maximumSize(screen: display.screenSize)
        let minimum = Self.least(requestedMinimum, maximum)
        let size = Size(width: min(requested.width, maximum.width), height: min(requested.height, maximum.height))
        if let dock {
            let frame = dock.frame(height: size.height, screen: display.screenSize)
            setSizeHints(
                size: Size(width: frame.width, height: frame.height), minimum: minimum, maximum: maximum,
                position: Point(x: frame.x, y: frame.y))
            setStruts(dock.strut(frame: frame))
            // A new frame is a new request: the window manager's answers to the old one spent none of its retries.
            dockFrame = frame
            dockFrameRequests = 0
            XMoveResizeWindow(
                display.handle, id, Int32(frame.x), Int32(frame.y), UInt32(frame.width), UInt32(frame.height))
        } else {
            setSizeHints(size: size, minimum: minimum, maximum: maximum, position: nil)
            XResizeWindow(display.handle, id, UInt32(max(1, size.width)), UInt32(max(1, size.height)))
        }
        display.flush()
    }

    /// Puts a dock the window manager placed elsewhere back on its edge (`Dock.frameToRequest`); other windows stay
    /// where they were put.
    func keepDockFrame() {
        guard let frame = dockFrame, let placed = rootFrame(),
            let request = Dock.frameToRequest(placed: placed, frame: frame, requests: dockFrameRequests)
        else { return }
        dockFrameRequests += 1
        XMoveResizeWindow(
            display.handle, id, Int32(request.x), Int32(request.y), UInt32(request.width), UInt32(request.height))
        display.flush()
    }

    /// Withdraws the window (ICCCM 4.1.4): the window manager forgets it until it is shown again. Returns where its
    /// frame was, for `show(at:)`.
    func hide() -> Point? {
        let place = framePosition()
        XWithdrawWindow(display.handle, id, display.screen)
        display.flush()
        return place
    }

    /// Maps the window above the others, its frame at `place` when given (where it was when hidden): a window manager
    /// would otherwise place it as a new window.
    func show(at place: Point?) {
        if let place, dock == nil, let hints = XAllocSizeHints() {
            var supplied = 0
            XGetWMNormalHints(display.handle, id, hints, &supplied)
            hints.pointee.flags |= USPosition | PPosition
            hints.pointee.x = Int32(place.x)
            hints.pointee.y = Int32(place.y)
            XSetWMNormalHints(display.handle, id, hints)
            XFree(hints)
            XMoveWindow(display.handle, id, Int32(place.x), Int32(place.y))
        }
        XMapRaised(display.handle, id)
        display.flush()
    }

    /// The window's own rectangle on the root window; `nil` when it is not mapped.
    private func rootFrame() -> Rect? {
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display.handle, id, &attributes) != 0, attributes.map_state == IsViewable else {
            return nil
        }
        var x: Int32 = 0
        var y: Int32 = 0
        var child: Window = 0
        guard XTranslateCoordinates(display.handle, id, display.root, 0, 0, &x, &y, &child) != 0 else { return nil }
        return Rect(x: Int(x), y: Int(y), width: Int(attributes.width), height: Int(attributes.height))
    }

    /// The top left corner of the window manager's frame around the window, on the root window: the window's own
    /// corner less the frame's left and top (_NET_FRAME_EXTENTS); `nil` when the window is not mapped.
    private func framePosition() -> Point? {
        guard let own = rootFrame() else { return nil }
        let extents =
            WindowProperty.cardinals(display, window: id, atom: display.atom("_NET_FRAME_EXTENTS"), limit: 4) ?? []
        // Left, right, top, bottom; another client wrote them, so only sizes a frame could have are believed.
        let left = extents.count == 4 && (0...500).contains(extents[0]) ? extents[0] : 0
        let top = extents.count == 4 && (0...500).contains(extents[2]) ? extents[2] : 0
        return Point(x: own.x - left, y: own.y - top)
    }
}
