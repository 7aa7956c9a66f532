/// What typed or pasted text may bring into the composer: control characters (escape sequences, bells, NUL) never
/// get in, so nothing Send delivers can drive a terminal. Line breaks and tabs are kept; format characters (joiners,
/// tag sequences of subdivision flags) are text and stay.
public enum TextInput {
    public static func sanitized(_ text: String, keepLineBreaks: Bool) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let isControl = scalar.properties.generalCategory == .control
            let isBreak = scalar == "\n" || scalar == "\r" || scalar == "\t"
            if !isControl || (keepLineBreaks && isBreak) { result.append(scalar) }
        }
        return String(result)
    }
}
