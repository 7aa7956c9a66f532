/// A sticker image in the X server at one size: one picture for a still image, one per frame for an animated one,
/// with how long each frame shows.
final class StickerPictures {
    let frames: [RenderPicture]
    /// Milliseconds per frame; empty for a still image.
    let durations: [Int]

    init(frames: [RenderPicture], durations: [Int]) {
        self.frames = frames
        self.durations = frames.count > 1 ? durations : []
    }

    convenience init(still picture: RenderPicture) {
        self.init(frames: [picture], durations: [])
    }

    var isAnimated: Bool { frames.count > 1 }

    /// Pixel bytes held in the X server.
    var byteCount: Int { frames.reduce(0) { $0 + $1.width * $1.height * 4 } }

    /// Frame `index`, or the first when there is no such frame.
    func frame(_ index: Int) -> RenderPicture {
        frames.indices.contains(index) ? frames[index] : frames[0]
    }
}
