import Testing

@testable import KeyboardFormats

/// Helpers shared by the TOML parser's tests.
package enum TOMLCheck {
    /// The value of `key` in the one-line document `key = literal`, or `nil` with a failed expectation.
    package static func value(_ literal: String, sourceLocation: SourceLocation = #_sourceLocation) -> TOMLValue? {
        do {
            let table = try TOMLParser.parse("v = \(literal)\n")
            #expect(table.keys == ["v"], sourceLocation: sourceLocation)
            return table["v"]
        } catch {
            Issue.record("\(literal): \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// Expects `text` to be refused at `line` (and at `column` when given), with a message containing `saying`.
    package static func refuses(
        _ text: String, line: Int, column: Int? = nil, saying message: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            let table = try TOMLParser.parse(text)
            Issue.record("accepted \(text.debugDescription) as \(table)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.line == line, "\(text.debugDescription): \(error)", sourceLocation: sourceLocation)
            if let column {
                #expect(error.column == column, "\(text.debugDescription): \(error)", sourceLocation: sourceLocation)
            }
            if let message {
                #expect(
                    error.message.contains(message), "\(text.debugDescription): \(error)",
                    sourceLocation: sourceLocation)
            }
        }
    }

    /// Expects the literal `v = literal` to be refused on line 1.
    package static func refusesValue(
        _ literal: String, saying message: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        refuses("v = \(literal)\n", line: 1, saying: message, sourceLocation: sourceLocation)
    }
}
