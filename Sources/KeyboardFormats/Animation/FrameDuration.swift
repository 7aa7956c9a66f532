/// How long a frame shows, from the delay its file gives.
public enum FrameDuration {
    /// Delays of at most this many milliseconds are taken as "as fast as possible", which browsers show at `fallback`.
    public static let tiniest = 10
    public static let fallback = 100

    /// The duration a frame with a delay of `milliseconds` shows for: browsers slow 0 and 10 ms frames to 100 ms,
    /// and so do we (a GIF made for them relies on it).
    public static func clamped(milliseconds: Int) -> Int {
        milliseconds <= tiniest ? fallback : min(milliseconds, 60_000)
    }
}
