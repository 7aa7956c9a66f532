import CX11
import FoundationEssentials
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// Reads the image on CLIPBOARD once (a browser's "Copy image", a file manager's copied image file), for
/// `sticker add --clipboard`: an unmapped window of its own and the selection broker, INCR included, at most `limit`
/// bytes. An owner that takes no
/// step for the broker's time limit is given up on, and the failure says what happened (no image, too large, no
/// answer, the owner quit) in one line, as the window's notice does. Xlib's own messages never reach the terminal:
/// protocol errors are logged (`XErrorLog`), a lost connection is one line and exit status 1.
enum ClipboardImageReader {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func read(display name: String?, limit: Int) throws(Failure) -> Data {
        let display: XDisplay
        do {
            display = try XDisplay(name: name)
        } catch {
            throw Failure(description: "\(error)")
        }
        XSetIOErrorHandler { _ in
            StandardOutput.writeLine(
                2,
                "emotion-keyboard: lost the connection to the X server while reading the clipboard; nothing was added")
            Glibc.exit(1)
        }
        XErrorLog.install()
        let window = XCreateSimpleWindow(display.handle, display.root, -10, -10, 1, 1, 0, 0, 0)
        defer { XDestroyWindow(display.handle, window) }
        XSelectInput(display.handle, window, PropertyChangeMask)
        let broker = SelectionBroker(display: display, window: window)
        var outcome = broker.requestImage(
            .clipboard, limit: limit, time: ServerClock(display: display, window: window).now(),
            now: MonotonicClock.now())
        var event = XEvent()
        while true {
            if case .image(let answer)? = outcome {
                switch answer {
                case .success(let data): return data
                case .failure(let problem): throw Failure(description: message(problem, limit: limit))
                }
            }
            outcome = nil
            let now = MonotonicClock.now()
            broker.expireTransfers(now: now)
            if let abandoned = broker.takeAbandoned().first(where: { if case .image = $0 { true } else { false } }) {
                outcome = abandoned
                continue
            }
            if XPending(display.handle) == 0 {
                var descriptor = pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)
                // Waits for the owner's SelectionNotify or next INCR piece; at the broker's transfer limit (3 s with no
                // progress) the transfer is abandoned and the user reads "did not answer within 3 s" (e2e:
                // 56-my-stickers-cli, a silent and a quitting owner).
                let wait = (broker.expiresAt ?? now + SelectionBroker.transferTimeout) - now
                _ = poll(&descriptor, 1, Int32(clamping: max(0, wait)))
                continue
            }
            XNextEvent(display.handle, &event)
            switch event.type {
            case SelectionNotify: outcome = broker.received(event.xselection, now: now)
            case PropertyNotify: outcome = broker.propertyChanged(event.xproperty, now: now)
            default: break
            }
        }
    }

    /// The window's notice for `problem`, for the command line.
    static func message(_ problem: ClipboardImageProblem, limit: Int) -> String {
        switch problem {
        case .noImage: "the clipboard holds no image: copy an image first"
        case .notAnImage(let offered):
            "the clipboard holds no PNG, GIF or WebP image (it offers \(offered.joined(separator: ", "))): copy one first"
        case .noLocalFile: "the files on the clipboard are not on this computer: save the image and copy it again"
        case .fileNotImage(let name, let reason): "the copied file \(name) cannot be a sticker: \(reason)"
        case .tooLarge: "the clipboard's image is larger than \(limit >> 20) MiB: copy a smaller one"
        case .noAnswer:
            "the program holding the clipboard did not answer within \(SelectionBroker.transferTimeout / 1000) s: copy the image again"
        case .ownerGone: "the program holding the clipboard quit before answering: copy the image again"
        }
    }
}
