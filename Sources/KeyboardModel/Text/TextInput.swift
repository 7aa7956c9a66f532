/// What typed or pasted text may bring into the composer: control characters (escape sequences, bells, NUL) never
/// get in, so nothing Send delivers can drive a terminal. Line breaks and tabs are kept; format characters (joiners,
/// tag sequences of subdivision flags) are text and stay.
public enum TextInput {
    /// O(n); text without control characters (the usual case, found from its bytes) is returned as it is.
    public static func sanitized(_ text: String, keepLineBreaks: Bool) -> String {
        let clean = !text.utf8.contains { byte in
            byte == 0x7F || byte == 0xC2
                || (byte < 0x20 && !(keepLineBreaks && (byte == 0x0A || byte == 0x0D || byte == 0x09)))
        }
        if clean { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            // The control category (Cc) is exactly these code points.
            let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            let isBreak = scalar == "\n" || scalar == "\r" || scalar == "\t"
            if !isControl || (keepLineBreaks && isBreak) { result.append(scalar) }
        }
        return String(result)
    }
}
