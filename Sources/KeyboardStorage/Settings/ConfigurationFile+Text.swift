import KeyboardFormats
import KeyboardModel

extension ConfigurationFile {
    /// The settings file with every key at its default, each under a comment saying what it means and accepts; the
    /// colour overrides are listed commented out with the theme's own colour. Parsing it gives the defaults.
    public static var defaultText: String {
        let header = [
            "# emotion-keyboard settings: $XDG_CONFIG_HOME/emotion-keyboard/config.toml (else ~/.config/emotion-keyboard/config.toml).",
            "# Written by `emotion-keyboard config --default`: every key with its default. Any key may be left out to keep",
            "# its default; command-line flags override this file. A running keyboard reads the file again when it changes."
        ]
        return text(of: .defaults, header: header, explained: true)
    }

    /// `configuration` as a settings file: every key with its value, colour overrides only where set; with
    /// `explained`, a comment above each key and the unset colour keys commented out with the theme's colour. Parsing
    /// it gives `configuration`.
    public static func text(of configuration: Configuration, header: [String] = [], explained: Bool = false) -> String {
        var lines = header
        var table = ""
        for setting in Configuration.settings {
            let parts = setting.key.split(separator: ".")
            let name = String(parts.last ?? "")
            let owner = parts.dropLast().joined(separator: ".")
            let literal = setting.literal(in: configuration)
            guard literal != nil || explained else { continue }
            if owner != table {
                table = owner
                lines += ["", "[\(owner)]"]
                if explained, let theme = parts.dropFirst().first {
                    lines.append(
                        "# Colours replacing the \(theme) theme's, \"#RRGGBB\" or \"#RRGGBBAA\"; a key left out keeps the theme's colour."
                    )
                }
            }
            if let literal {
                if explained {
                    let flag = setting.flag.map { "; flag \($0)" } ?? ""
                    lines += ["", "# \(setting.summary)", "# Accepts \(setting.accepted)\(flag)."]
                }
                lines.append("\(name) = \(literal)")
            } else if let color = ThemeColorKey(rawValue: name) {
                let theme = owner.hasSuffix(".dark") ? Palette.dark : Palette.light
                lines.append("# \(name) = \"\(theme[color])\"    # \(setting.summary)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
