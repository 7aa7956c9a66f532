import CX11
import KeyboardModel

/// One conversion we asked another client for.
struct IncomingRequest {
    enum Purpose: Equatable {
        case paste, saveTargets, saveItem
        /// An image to add to My stickers (`ClipboardImageTarget`), and the owner's TARGETS asked first to choose it.
        case image, imageTargets
        var isSave: Bool { self == .saveTargets || self == .saveItem }
        var isImage: Bool { self == .image || self == .imageTargets }
    }

    var selection: Atom
    var target: Atom
    var purpose: Purpose
    var time: Time
    /// The most bytes taken: more ends the transfer with nothing.
    var limit = SelectionBroker.receiveLimit
    /// The selection's owner when asked (for an image or a save): one that changed meanwhile quit, or lost it.
    var owner: Window = 0
    /// For an image: the most bytes it may have (TARGETS, asked first, has its own `limit`), and the target chosen.
    var imageLimit = 0
    var imageTarget: ClipboardImageTarget?
}
