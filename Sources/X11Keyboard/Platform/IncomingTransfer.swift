import CX11
import FoundationEssentials
import KeyboardModel

/// The conversion under way, and what has arrived of it.
struct IncomingTransfer {
    var request: IncomingRequest
    var incremental = false
    var buffer = Data()
    var type: Atom = 0
    var lastActivity: Milliseconds
}
