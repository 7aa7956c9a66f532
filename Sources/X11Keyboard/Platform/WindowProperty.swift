import CX11
import FoundationEssentials

/// Reads window properties another client may have written: every length is bounded before use.
enum WindowProperty {
    /// A format-32 property as integers, at most `limit` of them; `nil` when absent or of another format.
    static func cardinals(_ display: XDisplay, window: Window, atom: Atom, limit: Int) -> [Int]? {
        read(display, window: window, atom: atom, longs: limit) { format, count, data in
            guard format == 32 else { return nil }
            // Xlib returns format-32 items as C longs.
            return data.withMemoryRebound(to: Int.self, capacity: count) {
                Array(UnsafeBufferPointer(start: $0, count: count))
            }
        }
    }

    /// A format-8 property's bytes, at most `limit` of them; `nil` when absent or of another format.
    static func bytes(_ display: XDisplay, window: Window, atom: Atom, limit: Int) -> (type: Atom, bytes: Data)? {
        var type: Atom = 0
        let data: Data? = read(display, window: window, atom: atom, longs: (limit + 3) / 4, type: &type) {
            format, count, pointer in
            guard format == 8 else { return nil }
            return Data(bytes: pointer, count: min(count, limit))
        }
        return data.map { (type, $0) }
    }

    private static func read<T>(
        _ display: XDisplay, window: Window, atom: Atom, longs: Int,
        _ convert: (Int32, Int, UnsafeMutablePointer<UInt8>) -> T?
    ) -> T? {
        var type: Atom = 0
        return read(display, window: window, atom: atom, longs: longs, type: &type, convert)
    }

    private static func read<T>(
        _ display: XDisplay, window: Window, atom: Atom, longs: Int, type: inout Atom,
        _ convert: (Int32, Int, UnsafeMutablePointer<UInt8>) -> T?
    ) -> T? {
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard
            XGetWindowProperty(
                display.handle, window, atom, 0, max(1, longs), 0, Atom(AnyPropertyType),
                &type, &format, &count, &remaining, &data) == Success
        else { return nil }
        defer { if let data { XFree(data) } }
        guard let data, type != 0 else { return nil }
        return convert(format, Int(count), data)
    }
}

extension WindowProperty {
    /// Reads and deletes a property (the selection protocol's handover), at most `limit` bytes of it: its type and
    /// bytes (format-32 items as Xlib's C longs).
    static func take(_ display: XDisplay, window: Window, atom: Atom, limit: Int) -> (type: Atom, bytes: Data)? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard
            XGetWindowProperty(
                display.handle, window, atom, 0, max(1, limit / 4), 1, Atom(AnyPropertyType),
                &type, &format, &count, &remaining, &data) == Success
        else { return nil }
        defer { if let data { XFree(data) } }
        guard type != 0 else { return nil }
        let itemSize = format == 32 ? MemoryLayout<Int>.size : format == 16 ? 2 : 1
        let (bytes, overflow) = Int(count).multipliedReportingOverflow(by: itemSize)
        guard !overflow, bytes <= limit + 8, remaining == 0 else { return nil }
        return (type, data.map { Data(bytes: $0, count: bytes) } ?? Data())
    }

    /// Sets a format-32 property (atoms, cardinals, integers) from Swift integers.
    static func set(_ display: XDisplay, window: Window, atom: Atom, type: Atom, values: [Int]) {
        let count = Int32(values.count)
        values.withUnsafeBytes { bytes in
            _ = XChangeProperty(
                display.handle, window, atom, type, 32, PropModeReplace,
                bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), count)
        }
    }
}
