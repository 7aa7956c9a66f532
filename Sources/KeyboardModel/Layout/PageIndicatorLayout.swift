/// The page indicator's shape for a page count.
public enum PageIndicatorLayout: Hashable, Sendable {
    case dots([Rect])
    case scrubber(Rect)
}
