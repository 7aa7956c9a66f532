/// The frames of an image (one for a still image), each a full canvas of premultiplied BGRA rows, and how long each
/// shows.
public struct AnimatedImage: Sendable {
    public let width: Int
    public let height: Int
    /// Premultiplied BGRA, `width * height * 4` bytes each.
    public let frames: [[UInt8]]
    /// Milliseconds, one per frame, already clamped (`FrameDuration`).
    public let durations: [Int]

    public init(width: Int, height: Int, frames: [[UInt8]], durations: [Int]) {
        self.width = width
        self.height = height
        self.frames = frames
        self.durations = durations
    }

    /// Bytes of pixels held.
    public var byteCount: Int { frames.count * width * height * 4 }
}
