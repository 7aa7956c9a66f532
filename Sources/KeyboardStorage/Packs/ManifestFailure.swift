import FoundationEssentials
import KeyboardFormats
import KeyboardModel

/// Why a manifest gave no pack, as a phrase.
struct ManifestFailure: Error, Hashable {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
