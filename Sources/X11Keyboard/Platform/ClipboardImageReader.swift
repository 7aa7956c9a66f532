import CX11
import FoundationEssentials
import KeyboardModel
#if canImport(Glibc)
import Glibc
#endif

/// Reads the `image/png` on CLIPBOARD once (what a browser's "Copy image" gives), for `sticker add --clipboard`: an
/// unmapped window of its own and the selection broker, INCR included, at most `limit` bytes and `timeout` long.
enum ClipboardImageReader {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func read(display name: String?, limit: Int, timeout: Milliseconds = 5000) throws(Failure) -> Data {
        let display: XDisplay
        do {
            display = try XDisplay(name: name)
        } catch {
            throw Failure(description: "\(error)")
        }
        let window = XCreateSimpleWindow(display.handle, display.root, -10, -10, 1, 1, 0, 0, 0)
        defer { XDestroyWindow(display.handle, window) }
        XSelectInput(display.handle, window, PropertyChangeMask)
        let broker = SelectionBroker(display: display, window: window)
        let start = MonotonicClock.now()
        var outcome = broker.requestImage(.clipboard, limit: limit, time: ServerClock(display: display, window: window).now(), now: start)
        var event = XEvent()
        while outcome == nil {
            let now = MonotonicClock.now()
            guard now - start < timeout else { throw Failure(description: "the clipboard's owner did not answer within \(timeout / 1000) s") }
            if XPending(display.handle) == 0 {
                var descriptor = pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&descriptor, 1, Int32(timeout - (now - start)))
                continue
            }
            XNextEvent(display.handle, &event)
            switch event.type {
            case SelectionNotify: outcome = broker.received(event.xselection, now: now)
            case PropertyNotify: outcome = broker.propertyChanged(event.xproperty, now: now)
            default: break
            }
            if case .image? = outcome {} else { outcome = nil }
        }
        guard case .image(let data)? = outcome, let data, !data.isEmpty else {
            throw Failure(description: "the clipboard holds no image (image/png, at most \(limit >> 20) MiB): copy an image first")
        }
        return data
    }
}
