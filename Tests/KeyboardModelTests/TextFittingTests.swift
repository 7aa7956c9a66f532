import KeyboardTestSupport
import Testing

@testable import KeyboardModel

@Suite("Text fitting")
struct TextFittingTests {
    /// Advances that round per grapheme as a font's do: wide for "W" and CJK, narrow for "i", in between otherwise.
    static func advance(_ grapheme: Character, _ size: Int) -> Int {
        let weight = grapheme == "i" ? 3 : grapheme == "W" || !grapheme.isASCII ? 10 : 6
        return max(1, (size * weight + 5) / 10)
    }

    /// Counts the graphemes measured, to show the work done.
    final class Counter {
        var measured = 0
    }

    static func fitting(_ counter: Counter) -> TextFitting {
        TextFitting { grapheme, size in
            counter.measured += 1
            return advance(grapheme, size)
        }
    }

    /// The obvious search: one full measurement per size, from the largest down.
    static func bruteForceSize(_ text: String, start: Int, minimum: Int, width: Int) -> Int {
        var size = start
        while size > minimum, text.reduce(0, { $0 + advance($1, size) }) > width { size -= 1 }
        return size
    }

    @Test(arguments: 0..<300)
    func findsTheSameSizeAsTheObviousSearch(seed: UInt64) {
        var random = SeededGenerator(state: seed &+ 41)
        let alphabet: [Character] = ["a", "i", "W", "表", " ", "(", "╯"]
        let text = String(
            (0..<Int(random.next() % 40 + 1)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
        let start = Int(random.next() % 40) + 2
        let minimum = Int(random.next() % UInt64(start - 1)) + 1
        let width = Int(random.next() % 300) + 1
        let fitted = Self.fitting(Counter()).fittedSize(text, start: start, minimum: minimum, width: width)
        #expect(
            fitted == Self.bruteForceSize(text, start: start, minimum: minimum, width: width),
            "\(text) from \(start) to \(minimum) in \(width)")
    }

    @Test(arguments: 0..<300)
    func cutsAtTheLongestBeginningThatFitsWithTheEllipsis(seed: UInt64) {
        var random = SeededGenerator(state: seed &+ 7)
        let alphabet: [Character] = ["a", "i", "W", "表", "😀"]
        let text = String(
            (0..<Int(random.next() % 60)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
        let width = Int(random.next() % 200) + 1
        let cut = Self.fitting(Counter()).truncated(text, size: 12, width: width)
        let measure = { (text: String) in text.reduce(0) { $0 + Self.advance($1, 12) } }
        if measure(text) <= width {
            #expect(cut == text)
        } else {
            let kept = String(cut.dropLast())
            #expect(cut.last == "…" && text.hasPrefix(kept))
            #expect(measure(cut) <= width || kept.isEmpty)
            if kept.count < text.count {
                let longer = String(text.prefix(kept.count + 1)) + "…"
                #expect(measure(longer) > width, "one more grapheme would still fit")
            }
        }
    }

    /// Issue 10: a 20,000-character name in the magnifier took 10.8 s a frame (re-measured per size and per cut).
    @Test func aHugeNameCostsWhatAShortOneDoes() {
        let counter = Counter()
        let fitting = Self.fitting(counter)
        let name = String(repeating: "W", count: 20_000)
        let size = fitting.fittedSize(name, start: 18, minimum: 8, width: 90)
        let cut = fitting.truncated(name, size: size, width: 90)
        #expect(size == 8)
        #expect(cut.count < 20)
        #expect(counter.measured < 200, "\(counter.measured) graphemes measured")
    }
}
