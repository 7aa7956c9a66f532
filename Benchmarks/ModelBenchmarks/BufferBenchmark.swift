import Foundation
import KeyboardModel

/// Single-character edits at random positions in a large buffer, timed one by one.
enum BufferBenchmark {
    struct Latencies {
        let p50: Double
        let p99: Double
        let max: Double
    }

    static func run(bufferBytes: Int, operations: Int) -> Latencies {
        var random = SplitMix(state: 7)
        let text = SyntheticText.make(bytes: bufferBytes, codes: SyntheticText.knownCodes)
        var buffer = TextBuffer()
        buffer.importPlainText(text, codec: StickerCodec(codes: SyntheticText.knownCodes))
        let letters = Array("abcdefghij中文😀 ").map(String.init)
        var samples: [Double] = []
        samples.reserveCapacity(operations)
        for operation in 0..<operations {
            let position = Int(random.next() % UInt64(buffer.count + 1))
            let letter = letters[Int(random.next() % UInt64(letters.count))]
            let start = DispatchTime.now().uptimeNanoseconds
            buffer.setCursor(position)
            if operation % 2 == 0 { buffer.insert(text: letter) } else { buffer.deleteBackward() }
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000)
        }
        samples.sort()
        return Latencies(p50: samples[samples.count / 2], p99: samples[samples.count * 99 / 100], max: samples.last!)
    }
}
