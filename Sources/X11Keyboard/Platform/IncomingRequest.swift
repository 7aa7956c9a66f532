import CX11

/// One conversion we asked another client for.
struct IncomingRequest {
    enum Purpose: Equatable {
        case paste, saveTargets, saveItem
        var isSave: Bool { self != .paste }
    }

    var selection: Atom
    var target: Atom
    var purpose: Purpose
    var time: Time
}
