// Fuzzes the plain-text codec and what is built on it: segments tile the input, import and export are inverse,
// streaming in pieces (UTF-8 decoding, chunking) gives what the whole does, terminal escaping leaves nothing active.
// Inputs of up to 32 KiB take at most about 0.6 s under AddressSanitizer, so one over a second is worse than linear.
// fuzz-max-len: 32768
import FoundationEssentials

@testable import KeyboardModel

let codes = ["[笑哭]", "[开心]", "[a]", "[[", "[x]]", "[微笑]", "[" + String(repeating: "长", count: 20) + "]"]
let codec = StickerCodec(codes: codes)
let names = EmojiNameCodes(
    emoji: [
        Emotion(kind: .emoji, text: "😂", nameEN: "joy", nameZH: "笑哭了"),
        Emotion(kind: .emoji, text: "☺️", nameEN: "smile", nameZH: "微笑"),
        Emotion(kind: .emoji, text: "👍🏽", nameEN: "ok", nameZH: "好")
    ], reserved: Set(codes))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlainText(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = Fuzz.data(start, count)
    let bytes = [UInt8](data)
    // The first byte chooses the piece size of the streamed run.
    let pieceSize = Int(bytes.first ?? 1) % 17 + 1
    var decoder = UTF8StreamDecoder()
    var decoded = ""
    var failure: UTF8StreamDecoder.InvalidUTF8?
    var offset = 0
    while offset < bytes.count, failure == nil {
        let piece = Array(bytes[offset..<min(bytes.count, offset + pieceSize)])
        do { decoded += try piece.withUnsafeBytes { try decoder.decode($0) } } catch {
            failure = error as? UTF8StreamDecoder.InvalidUTF8 ?? .init(offset: -1)
        }
        offset += pieceSize
    }
    if failure == nil { do { try decoder.finish() } catch { failure = error } }
    guard let text = String(validating: bytes, as: UTF8.self) else {
        Fuzz.require(failure != nil, "invalid UTF-8 was accepted")
        return 0
    }
    Fuzz.require(failure == nil && decoded == text, "streamed decoding differs")

    let segments = codec.segments(of: text)
    var next = 0
    for segment in segments {
        switch segment {
        case .text(let range):
            Fuzz.require(range.lowerBound == next, "gap")
            next = range.upperBound
        case .code(let index, let range):
            Fuzz.require(
                range.lowerBound == next && Array(text.utf8)[range].elementsEqual(codes[index].utf8), "wrong code")
            next = range.upperBound
        }
    }
    Fuzz.require(next == text.utf8.count, "segments do not cover the text")
    var buffer = TextBuffer()
    buffer.importPlainText(text, codec: codec)
    Fuzz.require(buffer.plainText == text, "export of import differs")
    buffer.checkInvariants()
    // Word boundaries from both ends and a double click in the middle: each walk is linear in the word it crosses
    // (a quadratic one, as storage indexed per atom once was, makes a long word a slow input).
    let middle = buffer.count / 2
    let wordLeft = buffer.position(after: .wordLeft, from: buffer.count)
    let wordRight = buffer.position(after: .wordRight, from: 0)
    Fuzz.require(
        wordLeft >= 0 && wordLeft <= buffer.count && wordRight >= 0 && wordRight <= buffer.count,
        "a word move left the text")
    var selecting = buffer
    selecting.selectWord(at: middle)
    Fuzz.require(
        selecting.selection.range.isEmpty == buffer.isEmpty && selecting.selection.range.upperBound <= buffer.count,
        "a double click selected past the text")

    let clean = TextInput.sanitized(text, keepLineBreaks: true)
    var whole = PlainTextConversion(
        direction: .fromPlain, format: .segmentsJSON, codec: codec, legacy: nil, names: names, image: { _ in "/i" })
    let expected = whole.convert(clean) + whole.finish()
    var chunker = TextChunker()
    var streamed = PlainTextConversion(
        direction: .fromPlain, format: .segmentsJSON, codec: codec, legacy: nil, names: names, image: { _ in "/i" })
    var output = ""
    var characters = clean.unicodeScalars.makeIterator()
    var piece = String.UnicodeScalarView()
    while let scalar = characters.next() {
        piece.append(scalar)
        if piece.count == pieceSize {
            output += streamed.convert(chunker.feed(String(piece)))
            piece = String.UnicodeScalarView()
        }
    }
    output += streamed.convert(chunker.feed(String(piece)))
    output += streamed.convert(chunker.finish()) + streamed.finish()
    Fuzz.require(output == expected, "chunked conversion differs from the whole")
    Fuzz.requireSafeLine(TerminalText.escaped(text))
    Fuzz.require(names.decode(names.encode(clean)) == clean || clean.contains("["), "emoji names lost text")
    return 0
}
