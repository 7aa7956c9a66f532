import Foundation
import KeyboardFormats
import KeyboardModel

/// Scaling a colour emoji strike (136 x 128 pixels, Noto Color Emoji's only size) to the 40 pixels a cell draws it at,
/// the work of every glyph a page renders that the glyph cache does not hold; beside it, in the same run, a copy of
/// the strike's bytes (the least any resampling of them costs).
enum ImagingBenchmark {
    static func report() {
        var strike = [UInt8](repeating: 0, count: 136 * 128 * 4)
        var state: UInt32 = 1
        for index in strike.indices {
            state = state &* 1_664_525 &+ 1_013_904_223
            strike[index] = UInt8(truncatingIfNeeded: state >> 24)
        }
        let runs = 2000
        var sink = 0
        let scale = best {
            for _ in 0..<runs {
                sink &+= strike.withUnsafeBytes {
                    PixelScaler.scale($0, width: 136, height: 128, toWidth: 40, height: 38)?.count ?? 0
                }
            }
        }
        let copy = best {
            for _ in 0..<runs { sink &+= strike.withUnsafeBytes { [UInt8]($0) }.count }
        }
        print("imaging: a colour emoji strike, 136x128 scaled to 40x38")
        print(String(format: "  PixelScaler.scale  %7.1f us", scale * 1e6 / Double(runs)))
        print(String(format: "  copy of its bytes  %7.1f us (reference)", copy * 1e6 / Double(runs)))
        withExtendedLifetime(sink) {}
    }

    private static func best(_ body: () -> Void) -> Double {
        (0..<5).map { _ in
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }.min() ?? 0
    }
}
