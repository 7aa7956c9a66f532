import Foundation
import KeyboardModel

/// Single-character edits at random positions in a large buffer, timed one by one.
enum BufferBenchmark {
    struct Latencies {
        let p50: Double
        let p99: Double
        let max: Double
    }

    static func report() {
        let latencies = run(bufferBytes: 1 << 20, operations: 100_000)
        print("buffer: 100000 single-character inserts and deletes at random positions in a 1 MB buffer")
        print(
            String(
                format: "  p50 %6.2f us   p99 %6.2f us   max %7.2f us   (target: p99 < 50 us)", latencies.p50,
                latencies.p99, latencies.max))
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

/// Word boundaries in one long word, as a double click or Ctrl+Left in it: each must be linear in the word (the
/// reference beside it is counting the word's graphemes with `String.count`, one linear pass).
enum WordBenchmark {
    static func report() {
        print(
            "buffer: word boundaries in one long word (double click in its middle, Ctrl+Left from its end); linear like the reference"
        )
        for characters in [1 << 20, 10 << 20] {
            let word = run(characters: characters)
            print(
                String(
                    format:
                        "  %5.1f M chars: double click %7.2f ms   Ctrl+Left %7.2f ms   reference (String.count) %7.2f ms",
                    Double(characters) / 1_048_576, word.select * 1000, word.wordLeft * 1000, word.reference * 1000))
        }
    }

    static func run(characters: Int) -> (select: Double, wordLeft: Double, reference: Double) {
        let word = String(repeating: "w", count: characters)
        var buffer = TextBuffer()
        buffer.importPlainText("x " + word + " y", codec: StickerCodec(codes: []))
        let select = PackBenchmark.best(of: 3) {
            var copy = buffer
            copy.selectWord(at: 2 + characters / 2)
            precondition(copy.selection.range.count == characters)
        }
        let wordLeft = PackBenchmark.best(of: 3) {
            var copy = buffer
            copy.setCursor(2 + characters)
            copy.move(.wordLeft)
            precondition(copy.cursor == 2)
        }
        let reference = PackBenchmark.best(of: 3) { precondition(word.count == characters) }
        return (select, wordLeft, reference)
    }
}
