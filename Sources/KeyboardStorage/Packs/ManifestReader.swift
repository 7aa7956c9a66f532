import FoundationEssentials
import KeyboardFormats
import KeyboardModel

/// Reads and decodes a pack manifest: bounded in size when read, bounded in nesting before any decoder sees it, and
/// every failure one phrase for a one-line report naming the pack.
enum ManifestReader {
    enum Syntax { case propertyList }

    /// The manifest `name` of `folder`, read whole (at most `PackLoader.manifestLimit` bytes).
    static func read(_ name: String, in folder: PackFolder) -> Result<Data, ManifestFailure> {
        switch folder.open(name) {
        case .success(let opened):
            do {
                return .success(try opened.file.readAll(limit: PackLoader.manifestLimit))
            } catch {
                return .failure(ManifestFailure("\(TerminalText.escaped(name)) is unreadable (\(error.reason))"))
            }
        case .failure(.missing): return .failure(ManifestFailure("\(TerminalText.escaped(name)) is missing"))
        case .failure(.outside):
            return .failure(ManifestFailure("\(TerminalText.escaped(name)) is outside the pack folder"))
        case .failure(.unreadable(let reason)):
            return .failure(ManifestFailure("\(TerminalText.escaped(name)) is unreadable (\(reason))"))
        }
    }

    /// `data` decoded as `T`, after the nesting check; `what` says what the file should have been.
    /// O(n) in the manifest's size for the check, then the decoder's own cost (linear for these flat schemas).
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, syntax: Syntax, file: String, what: String)
        -> Result<T, ManifestFailure>
    {
        let file = TerminalText.escaped(file)
        do {
            switch syntax {
            case .propertyList: try NestingCheck.propertyList(data)
            }
        } catch {
            return .failure(ManifestFailure("\(file) \(error.description)"))
        }
        do {
            switch syntax {
            case .propertyList: return .success(try PropertyListDecoder().decode(type, from: data))
            }
        } catch let error as DecodingError {
            return .failure(ManifestFailure("\(file) is not \(what) (\(DecodingErrorSummary.describe(error)))"))
        } catch {
            return .failure(ManifestFailure("\(file) is not \(what)"))
        }
    }
}
