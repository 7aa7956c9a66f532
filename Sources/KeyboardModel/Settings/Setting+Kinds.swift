/// The kinds of setting, each with its checks; the table of keys is `Configuration.settings`.
extension Setting {
    typealias Path<Value> = WritableKeyPath<Configuration, Value> & Sendable

    static func integer(
        _ key: String, _ path: Path<Int>, _ range: ClosedRange<Int>, flag: String? = nil,
        affects: ConfigurationChange, _ summary: String
    ) -> Setting {
        let accepted = "\(range.lowerBound) to \(range.upperBound)"
        return Setting(
            key: key, flag: flag, summary: summary, accepted: accepted, affects: affects, property: path,
            store: { value, _, configuration in
                guard case .integer(let number) = value else { return expected("an integer from \(accepted)", value) }
                guard range.contains(number) else { return "\(number) is not from \(accepted)" }
                configuration[keyPath: path] = number
                return nil
            },
            literal: { String($0[keyPath: path]) })
    }

    static func boolean(_ key: String, _ path: Path<Bool>, affects: ConfigurationChange, _ summary: String) -> Setting {
        Setting(
            key: key, flag: nil, summary: summary, accepted: "true or false", affects: affects, property: path,
            store: { value, _, configuration in
                guard case .boolean(let on) = value else { return expected("true or false", value) }
                configuration[keyPath: path] = on
                return nil
            },
            literal: { $0[keyPath: path] ? "true" : "false" })
    }

    /// A size factor, or "auto" for `nil`.
    static func scale(
        _ key: String, _ path: Path<Double?>, _ range: ClosedRange<Double>, flag: String? = nil,
        affects: ConfigurationChange, _ summary: String
    ) -> Setting {
        let accepted = "\"auto\" or \(range.lowerBound) to \(range.upperBound)"
        return Setting(
            key: key, flag: flag, summary: summary, accepted: accepted, affects: affects, property: path,
            store: { value, _, configuration in
                let number: Double
                switch value {
                case .string("auto"):
                    configuration[keyPath: path] = nil
                    return nil
                case .integer(let integer): number = Double(integer)
                case .number(let double): number = double
                default: return expected(accepted, value)
                }
                guard range.contains(number) else {
                    return "\(number) is not from \(range.lowerBound) to \(range.upperBound)"
                }
                configuration[keyPath: path] = number
                return nil
            },
            literal: { $0[keyPath: path].map { "\($0)" } ?? "\"auto\"" })
    }

    static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ path: Path<Choice>, flag: String? = nil, affects: ConfigurationChange, _ summary: String
    ) -> Setting where Choice.RawValue == String {
        let names = Choice.allCases.map(\.rawValue)
        let accepted = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        return Setting(
            key: key, flag: flag, summary: summary, accepted: accepted, affects: affects, property: path,
            store: { value, _, configuration in
                guard case .string(let name) = value else { return expected(accepted, value) }
                guard let choice = Choice(rawValue: name) else {
                    return "\(TOMLText.quotedExcerpt(name)) is not \(accepted)"
                }
                configuration[keyPath: path] = choice
                return nil
            },
            literal: { TOMLText.quoted($0[keyPath: path].rawValue) })
    }

    /// A CLDR locale such as `de` or `zh_Hant_TW`, or "auto" for `nil`.
    static func language(
        _ key: String, _ path: Path<String?>, flag: String? = nil, affects: ConfigurationChange, _ summary: String
    ) -> Setting {
        let accepted = "\"auto\" or a locale such as \"de\", \"pt_BR\" or \"zh_Hant\""
        return Setting(
            key: key, flag: flag, summary: summary, accepted: accepted, affects: affects, property: path,
            store: { value, _, configuration in
                guard case .string(let text) = value else { return expected(accepted, value) }
                if text == "auto" {
                    configuration[keyPath: path] = nil
                    return nil
                }
                guard let locale = LocaleID(tag: text) else {
                    return "\(TOMLText.quotedExcerpt(text)) is not a locale like \"de\" or \"zh_Hant\""
                }
                configuration[keyPath: path] = locale.identifier
                return nil
            },
            literal: { TOMLText.quoted($0[keyPath: path] ?? "auto") })
    }

    static func fontFamily(_ key: String, _ path: Path<String>, affects: ConfigurationChange, _ summary: String)
        -> Setting
    {
        Setting(
            key: key, flag: nil, summary: summary, accepted: "a fontconfig family name", affects: affects,
            property: path,
            store: { value, _, configuration in
                guard case .string(let family) = value else { return expected("a font family name", value) }
                if let problem = fontFamilyProblem(family) { return problem }
                configuration[keyPath: path] = family
                return nil
            },
            literal: { TOMLText.quoted($0[keyPath: path]) })
    }

    static func fontFamilies(
        _ key: String, _ path: Path<[String]>, limit: Int, affects: ConfigurationChange, _ summary: String
    ) -> Setting {
        Setting(
            key: key, flag: nil, summary: summary, accepted: "1 to \(limit) fontconfig family names", affects: affects,
            property: path,
            store: { value, _, configuration in
                guard case .list(let items) = value, (1...limit).contains(items.count) else {
                    return expected("an array of 1 to \(limit) font family names", value)
                }
                var families: [String] = []
                for item in items {
                    guard case .string(let family) = item else { return expected("font family names", item) }
                    if let problem = fontFamilyProblem(family) { return problem }
                    families.append(family)
                }
                configuration[keyPath: path] = families
                return nil
            },
            literal: { "[" + $0[keyPath: path].map(TOMLText.quoted).joined(separator: ", ") + "]" })
    }

    /// Folders, each made absolute: `~/` is the home folder, a relative name is relative to the settings file's folder.
    static func folders(
        _ key: String, _ path: Path<[String]>, limit: Int, affects: ConfigurationChange, _ summary: String
    ) -> Setting {
        Setting(
            key: key, flag: nil, summary: summary, accepted: "up to \(limit) folder names", affects: affects,
            property: path,
            store: { value, context, configuration in
                guard case .list(let items) = value, items.count <= limit else {
                    return expected("an array of up to \(limit) folder names", value)
                }
                var folders: [String] = []
                for item in items {
                    guard case .string(let name) = item else { return expected("folder names", item) }
                    guard !name.isEmpty, name.utf8.count <= 4096, !name.unicodeScalars.contains(where: isControl) else {
                        return "\(TOMLText.quotedExcerpt(name)) is not a folder name"
                    }
                    guard let absolute = context.absolute(name) else {
                        return "\(TOMLText.quotedExcerpt(name)) needs a home folder, and there is none"
                    }
                    folders.append(absolute)
                }
                configuration[keyPath: path] = folders
                return nil
            },
            literal: { "[" + $0[keyPath: path].map(TOMLText.quoted).joined(separator: ", ") + "]" })
    }

    /// `"CLASS=KEY"` entries: a WM_CLASS class name (no controls, `=` or spaces at its ends) and a `PasteChoice` name.
    static func pasteKeys(
        _ key: String, _ path: Path<[String: PasteChoice]>, limit: Int, affects: ConfigurationChange,
        _ summary: String
    ) -> Setting {
        let names = PasteChoice.names.joined(separator: ", ")
        return Setting(
            key: key, flag: nil, summary: summary,
            accepted: "up to \(limit) \"CLASS=KEY\" entries, KEY one of \(names)",
            affects: affects, property: path,
            store: { value, _, configuration in
                guard case .list(let items) = value, items.count <= limit else {
                    return expected("an array of up to \(limit) \"CLASS=KEY\" strings", value)
                }
                var choices: [String: PasteChoice] = [:]
                for item in items {
                    guard case .string(let entry) = item else { return expected("\"CLASS=KEY\" strings", item) }
                    guard let equals = entry.lastIndex(of: "=") else {
                        return "\(TOMLText.quotedExcerpt(entry)) is not \"CLASS=KEY\""
                    }
                    let className = String(entry[..<equals])
                    let name = String(entry[entry.index(after: equals)...])
                    guard !className.isEmpty, className.utf8.count <= 256, className.first != " ",
                        className.last != " ",
                        !className.unicodeScalars.contains(where: { isControl($0) || $0 == "=" })
                    else {
                        return
                            "\(TOMLText.quotedExcerpt(entry)): a class name has 1 to 256 bytes, no control characters, = or outer spaces"
                    }
                    guard let choice = PasteChoice(name: name) else {
                        return
                            "\(TOMLText.quotedExcerpt(entry)): \(TOMLText.quotedExcerpt(name)) is not one of \(names)"
                    }
                    guard choices.updateValue(choice, forKey: className.lowercased()) == nil else {
                        return "\(TOMLText.quotedExcerpt(className)) is named twice"
                    }
                }
                configuration[keyPath: path] = choices
                return nil
            },
            literal: {
                "["
                    + $0[keyPath: path].sorted { $0.key < $1.key }.map { TOMLText.quoted("\($0.key)=\($0.value.name)") }
                    .joined(separator: ", ") + "]"
            })
    }

    static func color(_ color: ThemeColorKey, dark: Bool) -> Setting {
        let path: Path<[ThemeColorKey: RGBAColor]> = dark ? \.darkColors : \.lightColors
        let theme = dark ? "dark" : "light"
        return Setting(
            key: "colors.\(theme).\(color.rawValue)", flag: nil,
            summary: "Colour of \(color.summary) in the \(theme) theme.",
            accepted: "\"#RRGGBB\" or \"#RRGGBBAA\"", affects: .theme, property: path,
            store: { value, _, configuration in
                guard case .string(let text) = value else {
                    return expected("a colour \"#RRGGBB\" or \"#RRGGBBAA\"", value)
                }
                guard let parsed = RGBAColor(hex: text) else {
                    return "\(TOMLText.quotedExcerpt(text)) is not a colour \"#RRGGBB\" or \"#RRGGBBAA\""
                }
                configuration[keyPath: path][color] = parsed
                return nil
            },
            literal: { $0[keyPath: path][color].map { TOMLText.quoted($0.description) } })
    }

    private static func expected(_ what: String, _ value: SettingValue) -> String {
        "expected \(what), got \(value.kindDescription)"
    }

    /// fontconfig's name syntax gives `\ - : ,` a meaning (escape, size, properties, more families), so a family
    /// containing one would open another font than the one named.
    private static func fontFamilyProblem(_ family: String) -> String? {
        guard !family.isEmpty, family.count <= 100 else { return "a font family name has 1 to 100 characters" }
        guard !family.unicodeScalars.contains(where: { isControl($0) || "\\-:,".unicodeScalars.contains($0) }) else {
            return
                "\(TOMLText.quotedExcerpt(family)): font family names cannot contain control characters or any of \\ - : ,"
        }
        return nil
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
