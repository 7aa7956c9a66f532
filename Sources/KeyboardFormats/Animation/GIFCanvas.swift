/// A GIF's logical screen, onto which each frame's palette indices are drawn in turn, as browsers compose it: a
/// frame's transparent pixels leave what is below, and its disposal (`2` clear its rectangle, `3` restore what was
/// there before it) is applied before the next frame is drawn. The canvas starts transparent, and `2` clears to
/// transparent (browsers ignore the background colour).
public struct GIFCanvas {
    public let width: Int
    public let height: Int
    /// Premultiplied BGRA.
    public private(set) var pixels: [UInt8]
    private var pendingDisposal: (mode: Int, rect: FrameRect, saved: [UInt8]?)?

    /// Where a frame lies on the canvas, as its image descriptor gives it (possibly partly outside).
    public struct FrameRect: Sendable {
        public let left: Int
        public let top: Int
        public let width: Int
        public let height: Int

        public init(left: Int, top: Int, width: Int, height: Int) {
            self.left = left
            self.top = top
            self.width = width
            self.height = height
        }
    }

    /// A transparent canvas; the caller has checked the size (`AnimationLimits`).
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// Draws a frame: `indices` holds `rect.width * rect.height` palette indices row by row; `palette` is RGB
    /// triples; `transparent` is the index drawn as nothing, if any; `disposal` the frame's disposal mode, applied
    /// before the next `draw`. Indices beyond the palette draw black, as browsers do; pixels outside the canvas are
    /// dropped. O(canvas) at most.
    public mutating func draw(
        indices: UnsafeBufferPointer<UInt8>, rect: FrameRect, palette: [UInt8], transparent: Int?, disposal: Int
    ) {
        dispose()
        let saved = disposal == 3 ? pixels : nil
        pendingDisposal = (disposal, rect, saved)
        let colours = palette.count / 3
        let left = max(0, rect.left)
        let right = min(width, rect.left + rect.width)
        let top = max(0, rect.top)
        let bottom = min(height, rect.top + rect.height)
        guard left < right, top < bottom, indices.count >= rect.width * rect.height else { return }
        pixels.withUnsafeMutableBufferPointer { canvas in
            palette.withUnsafeBufferPointer { palette in
                for y in top..<bottom {
                    let sourceRow = (y - rect.top) * rect.width - rect.left
                    var target = (y * width + left) * 4
                    for x in left..<right {
                        let index = Int(indices[sourceRow + x])
                        if index != transparent {
                            if index < colours {
                                canvas[target] = palette[index * 3 + 2]
                                canvas[target + 1] = palette[index * 3 + 1]
                                canvas[target + 2] = palette[index * 3]
                            } else {
                                canvas[target] = 0
                                canvas[target + 1] = 0
                                canvas[target + 2] = 0
                            }
                            canvas[target + 3] = 255
                        }
                        target += 4
                    }
                }
            }
        }
    }

    private mutating func dispose() {
        guard let pending = pendingDisposal else { return }
        pendingDisposal = nil
        switch pending.mode {
        case 2:
            let left = max(0, pending.rect.left)
            let right = min(width, pending.rect.left + pending.rect.width)
            let top = max(0, pending.rect.top)
            let bottom = min(height, pending.rect.top + pending.rect.height)
            guard left < right, top < bottom else { return }
            for y in top..<bottom {
                let start = (y * width + left) * 4
                pixels.replaceSubrange(
                    start..<start + (right - left) * 4, with: repeatElement(0, count: (right - left) * 4))
            }
        case 3:
            if let saved = pending.saved { pixels = saved }
        default:
            break
        }
    }

    /// The row each of a frame's `height` rows, in the order an interlaced GIF stores them, lands on: rows 0, 8, 16…,
    /// then 4, 12…, then 2, 6…, then 1, 3…. O(height).
    public static func interlacedRows(height: Int) -> [Int] {
        var rows: [Int] = []
        rows.reserveCapacity(height)
        for (start, step) in [(0, 8), (4, 8), (2, 4), (1, 2)] {
            rows.append(contentsOf: stride(from: start, to: height, by: step))
        }
        return rows
    }
}
