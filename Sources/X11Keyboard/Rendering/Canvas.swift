import KeyboardModel

/// Premultiplied BGRA pixels that bitmaps are composited onto ("over"), clipped at the edges.
struct Canvas {
    let width: Int
    let height: Int
    var pixels: [UInt8]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    mutating func draw(_ bitmap: GlyphBitmap, at origin: Point, color: RenderColor) {
        let rows = max(0, -origin.y)..<min(bitmap.height, height - origin.y)
        let columns = max(0, -origin.x)..<min(bitmap.width, width - origin.x)
        guard !rows.isEmpty, !columns.isEmpty else { return }
        let width = width
        switch bitmap.pixels {
        case .coverage(let coverage):
            let alpha = UInt32(color.alpha)
            let tint = [color.blue, color.green, color.red].map { UInt32($0) * alpha / 255 } + [alpha]
            pixels.withUnsafeMutableBufferPointer { target in
                for row in rows {
                    for column in columns {
                        let amount = UInt32(coverage[row * bitmap.width + column])
                        guard amount > 0 else { continue }
                        Self.over(
                            &target, at: ((origin.y + row) * width + origin.x + column) * 4,
                            tint[0] * amount / 255, tint[1] * amount / 255, tint[2] * amount / 255,
                            tint[3] * amount / 255)
                    }
                }
            }
        case .color(let bgra):
            pixels.withUnsafeMutableBufferPointer { target in
                for row in rows {
                    for column in columns {
                        let at = (row * bitmap.width + column) * 4
                        guard bgra[at + 3] > 0 else { continue }
                        Self.over(
                            &target, at: ((origin.y + row) * width + origin.x + column) * 4,
                            UInt32(bgra[at]), UInt32(bgra[at + 1]), UInt32(bgra[at + 2]), UInt32(bgra[at + 3]))
                    }
                }
            }
        }
    }

    /// Porter-Duff "over" of one premultiplied pixel.
    private static func over(
        _ target: inout UnsafeMutableBufferPointer<UInt8>, at index: Int, _ blue: UInt32, _ green: UInt32,
        _ red: UInt32, _ alpha: UInt32
    ) {
        let keep = 255 - alpha
        target[index] = UInt8(min(255, blue + UInt32(target[index]) * keep / 255))
        target[index + 1] = UInt8(min(255, green + UInt32(target[index + 1]) * keep / 255))
        target[index + 2] = UInt8(min(255, red + UInt32(target[index + 2]) * keep / 255))
        target[index + 3] = UInt8(min(255, alpha + UInt32(target[index + 3]) * keep / 255))
    }

    /// The outline of `rect`, `line` pixels thick: the box drawn for a grapheme no font has.
    mutating func frame(_ rect: Rect, line: Int, color: RenderColor) {
        let edges = [
            Rect(x: rect.x, y: rect.y, width: rect.width, height: line),
            Rect(x: rect.x, y: rect.maxY - line, width: rect.width, height: line),
            Rect(x: rect.x, y: rect.y, width: line, height: rect.height),
            Rect(x: rect.maxX - line, y: rect.y, width: line, height: rect.height)
        ]
        for edge in edges {
            let coverage = [UInt8](repeating: 255, count: max(0, edge.width) * max(0, edge.height))
            draw(
                GlyphBitmap(
                    width: max(0, edge.width), height: max(0, edge.height), left: 0, top: 0, pixels: .coverage(coverage)
                ),
                at: Point(x: edge.x, y: edge.y), color: color)
        }
    }
}
