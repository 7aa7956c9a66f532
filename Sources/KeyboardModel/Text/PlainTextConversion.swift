/// What `emotion-keyboard convert` does to each chunk of its input (as `TextChunker` cuts it, after
/// `TextInput.sanitized`): SoftBank emoji to Unicode, then emoji to name codes (`toPlain`) or name codes to emoji and
/// the composer's reading of the text (`fromPlain`), written as text or as a streamed JSON array of segments in which
/// consecutive text runs form one segment across chunks. O(n) per chunk; nothing is kept between chunks but whether a
/// text segment is open.
public struct PlainTextConversion {
    public enum Direction: Sendable { case toPlain, fromPlain }
    public enum Format: Sendable { case text, segmentsJSON }

    private let direction: Direction
    private let format: Format
    private let codec: StickerCodec
    private let legacy: LegacyCarrierEmoji?
    private let names: EmojiNameCodes?
    private let image: (String) -> String?
    private var started = false
    private var textOpen = false

    /// `image` gives a sticker's image path for the JSON segments.
    public init(
        direction: Direction, format: Format, codec: StickerCodec, legacy: LegacyCarrierEmoji?, names: EmojiNameCodes?,
        image: @escaping (String) -> String?
    ) {
        self.direction = direction
        self.format = direction == .fromPlain ? format : .text
        self.codec = codec
        self.legacy = legacy
        self.names = names
        self.image = image
    }

    /// The output for one chunk.
    public mutating func convert(_ chunk: String) -> String {
        var text = legacy?.normalize(chunk) ?? chunk
        switch direction {
        case .toPlain: return names?.encode(text) ?? text
        case .fromPlain:
            text = names?.decode(text) ?? text
            // The composer's import keeps every byte (stickers read back as their codes), so text output is the text.
            guard format == .segmentsJSON else { return text }
            return segmentsJSON(text)
        }
    }

    /// What ends the output.
    public mutating func finish() -> String {
        guard format == .segmentsJSON else { return "" }
        let end = (started ? "" : "[") + (textOpen ? "\"}" : "") + "]\n"
        started = true
        textOpen = false
        return end
    }

    private mutating func segmentsJSON(_ text: String) -> String {
        var output = ""
        var text = text
        text.withUTF8 { bytes in
            for segment in codec.segments(ofUTF8: bytes) {
                switch segment {
                case .text(let range):
                    if !textOpen { output += separator() + "{\"text\":\"" }
                    textOpen = true
                    output += Self.jsonEscaped(
                        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
                case .code(let index, _):
                    if textOpen { output += "\"}" }
                    textOpen = false
                    let code = codec.codes[index]
                    output += separator() + "{\"sticker\":\"" + Self.jsonEscaped(code) + "\""
                    if let path = image(code) { output += ",\"image\":\"" + Self.jsonEscaped(path) + "\"" }
                    output += "}"
                }
            }
        }
        return output
    }

    private mutating func separator() -> String {
        defer { started = true }
        return started ? "," : "["
    }

    /// The body of a JSON string for `text` (`TerminalText.jsonStringBody`).
    static func jsonEscaped(_ text: String) -> String {
        TerminalText.jsonStringBody(text)
    }
}
