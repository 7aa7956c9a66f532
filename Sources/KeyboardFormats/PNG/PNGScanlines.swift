/// Follows the decompressed image data of a PNG row by row (the seven passes of an interlaced image included):
/// every row starts with a filter type of 0 to 4, and the image is complete when every row has all its bytes.
/// O(1) per row plus O(1) per piece handed in; never holds the data.
package struct PNGScanlines {
    /// Rows and bytes per row (filter byte included) of each pass that has any.
    private var passes: [(rows: Int, rowBytes: Int)]
    private var pass = 0
    private var rowsLeft: Int
    private var bytesLeftInRow = 0

    package init(_ header: PNGHeader) {
        let bitsPerPixel = header.channels * header.bitDepth
        func rowBytes(_ width: Int) -> Int { 1 + (width * bitsPerPixel + 7) / 8 }
        if header.interlaced {
            let starts = [(0, 0), (4, 0), (0, 4), (2, 0), (0, 2), (1, 0), (0, 1)]
            let steps = [(8, 8), (8, 8), (4, 8), (4, 4), (2, 4), (2, 2), (1, 2)]
            passes = zip(starts, steps).compactMap { start, step in
                let width = header.width > start.0 ? (header.width - start.0 + step.0 - 1) / step.0 : 0
                let height = header.height > start.1 ? (header.height - start.1 + step.1 - 1) / step.1 : 0
                return width > 0 && height > 0 ? (height, rowBytes(width)) : nil
            }
        } else {
            passes = [(header.height, rowBytes(header.width))]
        }
        rowsLeft = passes.first?.rows ?? 0
    }

    /// Whether every row of every pass is complete.
    package var isComplete: Bool { pass >= passes.count }

    /// Takes the next decompressed bytes; bytes after the last row are ignored, as decoders do.
    package mutating func consume(_ bytes: UnsafeRawBufferPointer) throws(PNGHeader.PNGError) {
        var index = 0
        while index < bytes.count, !isComplete {
            if bytesLeftInRow == 0 {
                guard bytes[index] <= 4 else { throw .badData("unknown row filter \(bytes[index])") }
                bytesLeftInRow = passes[pass].rowBytes
            }
            let take = min(bytesLeftInRow, bytes.count - index)
            bytesLeftInRow -= take
            index += take
            if bytesLeftInRow == 0 {
                rowsLeft -= 1
                if rowsLeft == 0 {
                    pass += 1
                    rowsLeft = pass < passes.count ? passes[pass].rows : 0
                }
            }
        }
    }
}
