/// Collects the frames a decoder composes at the canvas's size, each scaled at once to the size it is drawn at, so
/// that only one canvas-sized frame is held at a time. O(canvas + scaled pixels) per frame.
public struct AnimatedImageBuilder {
    public let canvasWidth: Int
    public let canvasHeight: Int
    /// The size frames are kept at: the canvas fitted into the side asked for.
    public let width: Int
    public let height: Int
    private var frames: [[UInt8]] = []
    private var durations: [Int] = []

    /// Frames of a `canvasWidth` x `canvasHeight` canvas, kept fitted into `side` x `side`, larger or smaller, as still
    /// stickers are (kept as they are when `side` is `nil`).
    public init(canvasWidth: Int, canvasHeight: Int, fitting side: Int?) {
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
        let scale = side.map { min(Double($0) / Double(canvasWidth), Double($0) / Double(canvasHeight)) } ?? 1
        width = max(1, Int(Double(canvasWidth) * scale))
        height = max(1, Int(Double(canvasHeight) * scale))
    }

    public var frameCount: Int { frames.count }

    /// Adds a frame of premultiplied BGRA canvas pixels showing for `milliseconds` (clamped, `FrameDuration`);
    /// false when it cannot be scaled.
    public mutating func append(_ canvas: UnsafeRawBufferPointer, milliseconds: Int) -> Bool {
        if width == canvasWidth, height == canvasHeight {
            frames.append(Array(canvas.prefix(width * height * 4)))
        } else {
            guard
                let scaled = PixelScaler.scale(
                    canvas, width: canvasWidth, height: canvasHeight, toWidth: width, height: height)
            else { return false }
            frames.append(scaled)
        }
        durations.append(FrameDuration.clamped(milliseconds: milliseconds))
        return true
    }

    /// The image, or `nil` when no frame was added.
    public var image: AnimatedImage? {
        frames.isEmpty ? nil : AnimatedImage(width: width, height: height, frames: frames, durations: durations)
    }
}
