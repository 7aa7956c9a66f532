import CX11
import KeyboardModel

/// An INCR transfer we are sending.
struct OutgoingTransfer {
    var requestor: Window
    var property: Atom
    var selection: Atom
    var item: SelectionData.Item
    var offset = 0
    var lastActivity: Milliseconds
}
