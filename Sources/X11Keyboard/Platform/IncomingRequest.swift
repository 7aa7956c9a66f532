import CX11

/// One conversion we asked another client for.
struct IncomingRequest {
    enum Purpose: Equatable {
        case paste, saveTargets, saveItem
        /// An image (`image/png`) to add to My stickers.
        case image
        var isSave: Bool { self == .saveTargets || self == .saveItem }
    }

    var selection: Atom
    var target: Atom
    var purpose: Purpose
    var time: Time
    /// The most bytes taken: more ends the transfer with nothing.
    var limit = SelectionBroker.receiveLimit
    /// The selection's owner when asked (for an image or a save): one that changed meanwhile quit, or lost it.
    var owner: Window = 0
}
