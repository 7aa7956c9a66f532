/// The size factor a screen asks for through the X resource `Xft.dpi`, checked: the resource comes from whoever set
/// the RESOURCE_MANAGER property, so it may say anything.
public enum DisplayScale {
    /// The scale for an `Xft.dpi` value (`dpi` / 96) and, when the value cannot be used, why, with 1 used instead:
    /// not a number, not finite, not positive, or a scale outside what `--scale` accepts. O(length of `text`).
    public static func fromXftDPI(_ text: String) -> (scale: Double, problem: String?) {
        let trimmed = text.trimmingCharacters(in: " \t")
        guard let setting = Configuration.setting("scale") else { return (1, nil) }
        guard let dpi = Double(trimmed), dpi.isFinite, dpi > 0 else {
            return (1, "X resource Xft.dpi is \(TOMLText.quotedExcerpt(trimmed)), not a positive number; using scale 1")
        }
        var probe = Configuration()
        if let reason = setting.store(.number(dpi / 96), in: &probe, context: SettingContext(folder: "/", home: nil)) {
            return (1, "X resource Xft.dpi is \(trimmed): scale \(reason); using scale 1")
        }
        return (probe.scale ?? 1, nil)
    }
}

extension String {
    /// Without leading and trailing characters of `set`. O(length).
    func trimmingCharacters(in set: String) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !set.unicodeScalars.contains($0) }),
            let last = scalars.lastIndex(where: { !set.unicodeScalars.contains($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}
