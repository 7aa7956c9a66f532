/// Bounds on an animated image, checked before anything is allocated for it: a hostile file can ask for a canvas of
/// 65535 x 65535 pixels or ten thousand frames in a few kilobytes.
public enum AnimationLimits {
    /// Most frames decoded; a sticker has tens.
    public static let maximumFrames = 300
    /// Largest canvas side decoded (a sticker is drawn at a cell's size, a fraction of it).
    public static let maximumSide = 2048
    /// Largest canvas in pixels (16 MiB of pixels while decoding).
    public static let maximumCanvasPixels = 2048 * 2048
    /// Most canvas pixels decoded over all frames (frames x canvas), and most pixels of a GIF's frame rectangles in
    /// all (each may be larger than the canvas): bounds the work of one image.
    public static let maximumTotalPixels = 32 << 20
    /// Largest file read.
    public static let maximumFileSize = 8 << 20

    /// Why a canvas of `width` x `height` with `frames` frames is refused, or `nil` when it is within bounds.
    public static func refusal(width: Int, height: Int, frames: Int) -> String? {
        if width < 1 || height < 1 { return "empty canvas \(width)x\(height)" }
        if width > maximumSide || height > maximumSide || width * height > maximumCanvasPixels {
            return "canvas \(width)x\(height) is larger than \(maximumSide)x\(maximumSide)"
        }
        if frames > maximumFrames { return "more than \(maximumFrames) frames" }
        if frames * width * height > maximumTotalPixels {
            return "\(frames) frames of \(width)x\(height) are too many pixels"
        }
        return nil
    }
}
