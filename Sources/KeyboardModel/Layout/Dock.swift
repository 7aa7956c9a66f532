/// A screen edge the window docks along (`--dock`): it spans the screen's width there and reserves its height, so
/// that maximised windows make room. The layout then fills that width like any wide window: more columns, the tab bar
/// and the composer across it.
public enum Dock: String, CaseIterable, Hashable, Sendable {
    case top, bottom

    /// The window's frame on a screen of `screen` pixels: the whole width (at most the largest window laid out),
    /// `height` tall (at most the screen's), at the edge.
    public func frame(height: Int, screen: Size) -> Rect {
        let width = max(1, min(screen.width, LayoutMetrics.maximumWindowSize.width))
        let height = max(1, min(height, screen.height, LayoutMetrics.maximumWindowSize.height))
        return Rect(x: 0, y: self == .top ? 0 : max(0, screen.height - height), width: width, height: height)
    }

    /// _NET_WM_STRUT_PARTIAL for `frame`: the left, right, top and bottom reservations, then the start and end of each
    /// edge's band (left, right, top, bottom), the ends inclusive.
    public func strut(frame: Rect) -> [Int] {
        switch self {
        case .top: [0, 0, frame.maxY, 0, 0, 0, 0, 0, frame.minX, frame.maxX - 1, 0, 0]
        case .bottom: [0, 0, 0, frame.height, 0, 0, 0, 0, 0, 0, frame.minX, frame.maxX - 1]
        }
    }

    /// How many times a misplaced dock asks for its frame again: a window manager that insists on another place is
    /// not fought for ever.
    public static let frameRequestLimit = 3

    /// The frame to ask the window manager for again when the dock was placed at `placed` instead of `frame`, after
    /// `requests` such requests; nil when it is where it belongs, or has asked often enough. (Openbox gives a new
    /// window the place and size of a destroyed one whose id it reuses, when it has not yet forgotten that one.)
    public static func frameToRequest(placed: Rect, frame: Rect, requests: Int) -> Rect? {
        placed == frame || requests >= frameRequestLimit ? nil : frame
    }
}
