/// Resamples images of premultiplied BGRA pixels (4 bytes a pixel, rows packed) to another size with a tent filter as
/// wide as the scale factor, so that shrinking averages every source pixel and enlarging interpolates; used for colour
/// emoji strikes and sticker images, which are scaled in memory and uploaded at the size they are drawn.
public enum PixelScaler {
    /// Largest side accepted on either end.
    public static let maxSide = 8192

    /// `source` (`width` x `height`) scaled to `targetWidth` x `targetHeight`, or `nil` when a size is out of range or
    /// `source` is too short. O((width + targetWidth) x height x taps + targetWidth x targetHeight x taps), taps being
    /// about twice the scale factor.
    public static func scale(
        _ source: UnsafeRawBufferPointer, width: Int, height: Int, toWidth targetWidth: Int, height targetHeight: Int
    ) -> [UInt8]? {
        guard (1...maxSide).contains(width), (1...maxSide).contains(height), (1...maxSide).contains(targetWidth),
            (1...maxSide).contains(targetHeight), source.count >= width * height * 4
        else { return nil }
        if width == targetWidth, height == targetHeight { return Array(source.prefix(width * height * 4)) }
        // Halving first, while the image is at least twice the target, is exact for the tent filter's purpose (an
        // average) and cuts the filter's taps: a 136-pixel emoji strike drawn at 40 pixels is filtered from 68.
        if width >= 2 * targetWidth, height >= 2 * targetHeight, width >= 2, height >= 2 {
            let halved = halve(source, width: width, height: height)
            return halved.withUnsafeBytes {
                scale($0, width: width / 2, height: height / 2, toWidth: targetWidth, height: targetHeight)
            }
        }
        let columns = Taps(from: width, to: targetWidth)
        let rows = Taps(from: height, to: targetHeight)
        // Four channels at a time in single precision: SSE2 multiplies four floats in one instruction but has no
        // four-lane 32-bit integer multiply.
        var middle = [SIMD4<Float>](repeating: .zero, count: targetWidth * height)
        middle.withUnsafeMutableBufferPointer { middle in
            columns.withBuffers { starts, sources, weights in
                for y in 0..<height {
                    let row = y * width
                    for x in 0..<targetWidth {
                        var sum = SIMD4<Float>.zero
                        for tap in starts[x]..<starts[x + 1] {
                            sum += weights[tap] * pixel(source, row + sources[tap])
                        }
                        middle[y * targetWidth + x] = sum
                    }
                }
            }
        }
        var result = [UInt8](repeating: 0, count: targetWidth * targetHeight * 4)
        result.withUnsafeMutableBytes { result in
            middle.withUnsafeBufferPointer { middle in
                rows.withBuffers { starts, sources, weights in
                    for y in 0..<targetHeight {
                        for x in 0..<targetWidth {
                            var sum = SIMD4<Float>.zero
                            for tap in starts[y]..<starts[y + 1] {
                                sum += weights[tap] * middle[sources[tap] * targetWidth + x]
                            }
                            // Back to bytes, rounded; premultiplied, so no channel may exceed alpha, which rounding
                            // could otherwise allow.
                            let alpha = byte(sum[3])
                            let pixel = SIMD4(
                                min(byte(sum[0]), alpha), min(byte(sum[1]), alpha), min(byte(sum[2]), alpha), alpha)
                            result.storeBytes(of: pixel, toByteOffset: (y * targetWidth + x) * 4, as: SIMD4<UInt8>.self)
                        }
                    }
                }
            }
        }
        return result
    }

    // Lane by lane with the concrete conversions (one instruction each): the generic vector conversions between
    // integers and floats went through `FixedWidthInteger._convert` per lane, most of the time of a colour emoji.
    private static func pixel(_ source: UnsafeRawBufferPointer, _ index: Int) -> SIMD4<Float> {
        let bytes = source.loadUnaligned(fromByteOffset: index * 4, as: SIMD4<UInt8>.self)
        return SIMD4(Float(bytes[0]), Float(bytes[1]), Float(bytes[2]), Float(bytes[3]))
    }

    /// A channel's sum as a byte: clamped to 0...255, then rounded. Scalar operations: the vector `clamped` called the
    /// generic `pointwiseMin` and `pointwiseMax` for every pixel.
    @inline(__always)
    private static func byte(_ value: Float) -> UInt8 {
        UInt8(Int32(min(max(value, 0), 255) + 0.5))
    }

    private static func integerPixel(_ source: UnsafeRawBufferPointer, _ index: Int) -> SIMD4<Int32> {
        let bytes = source.loadUnaligned(fromByteOffset: index * 4, as: SIMD4<UInt8>.self)
        return SIMD4(Int32(bytes[0]), Int32(bytes[1]), Int32(bytes[2]), Int32(bytes[3]))
    }

    /// Each 2x2 block averaged into one pixel (a last odd row or column is dropped). O(pixels).
    private static func halve(_ source: UnsafeRawBufferPointer, width: Int, height: Int) -> [UInt8] {
        let half = (width: width / 2, height: height / 2)
        var result = [UInt8](repeating: 0, count: half.width * half.height * 4)
        result.withUnsafeMutableBytes { result in
            for y in 0..<half.height {
                let top = 2 * y * width
                let bottom = top + width
                for x in 0..<half.width {
                    let sum =
                        integerPixel(source, top + 2 * x) &+ integerPixel(source, top + 2 * x + 1)
                        &+ integerPixel(source, bottom + 2 * x) &+ integerPixel(source, bottom + 2 * x + 1)
                    result.storeBytes(
                        of: SIMD4<UInt8>(truncatingIfNeeded: (sum &+ 2) &>> 2), toByteOffset: (y * half.width + x) * 4,
                        as: SIMD4<UInt8>.self)
                }
            }
        }
        return result
    }

    public static func scale(
        _ source: [UInt8], width: Int, height: Int, toWidth targetWidth: Int, height targetHeight: Int
    ) -> [UInt8]? {
        source.withUnsafeBytes { scale($0, width: width, height: height, toWidth: targetWidth, height: targetHeight) }
    }

    /// Turns straight alpha (as PNG stores it) into premultiplied alpha (as XRender composites). O(pixels).
    public static func premultiply(_ pixels: UnsafeMutableRawBufferPointer) {
        var index = 0
        while index + 3 < pixels.count {
            let alpha = UInt32(pixels[index + 3])
            if alpha != 255 {
                for channel in 0..<3 {
                    pixels[index + channel] = UInt8((UInt32(pixels[index + channel]) * alpha + 127) / 255)
                }
            }
            index += 4
        }
    }

    /// For each target coordinate, the source coordinates it reads and their weights, summing to 1.
    private struct Taps {
        var starts: [Int] = []
        var sources: [Int] = []
        var weights: [Float] = []

        init(from size: Int, to target: Int) {
            let factor = Double(size) / Double(target)
            let radius = max(1, factor)
            let most = Int(2 * radius) + 2
            starts.reserveCapacity(target + 1)
            sources.reserveCapacity(target * most)
            weights.reserveCapacity(target * most)
            for index in 0..<target {
                let begin = sources.count
                starts.append(begin)
                let center = (Double(index) + 0.5) * factor - 0.5
                let first = max(0, Int((center - radius).rounded(.up)))
                let last = min(size - 1, Int((center + radius).rounded(.down)))
                var total = 0.0
                for source in first...max(first, last) {
                    let weight = 1 - abs(Double(source) - center) / radius
                    guard weight > 0 else { continue }
                    total += weight
                }
                guard total > 0 else {
                    sources.append(min(size - 1, max(0, Int(center.rounded()))))
                    weights.append(1)
                    continue
                }
                for source in first...max(first, last) {
                    let weight = 1 - abs(Double(source) - center) / radius
                    guard weight > 0 else { continue }
                    sources.append(source)
                    weights.append(Float(weight / total))
                }
            }
            starts.append(sources.count)
        }

        func withBuffers<Result>(
            _ body: (UnsafeBufferPointer<Int>, UnsafeBufferPointer<Int>, UnsafeBufferPointer<Float>) -> Result
        ) -> Result {
            starts.withUnsafeBufferPointer { starts in
                sources.withUnsafeBufferPointer { sources in
                    weights.withUnsafeBufferPointer { weights in body(starts, sources, weights) }
                }
            }
        }
    }
}
