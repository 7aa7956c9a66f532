import CX11
import FoundationEssentials
import KeyboardModel

/// Receiving: pastes, images and the contents kept across a paste are asked of their owners one request at a time,
/// INCR included.
extension SelectionBroker {
    /// Asks the owner of `kind` for its text; the answer comes back as `.pasted` from `received`.
    func requestPaste(_ kind: ClipboardKind, time: Time, now: Milliseconds) -> Outcome? {
        let selection = atoms.selection(kind)
        if XGetSelectionOwner(display.handle, selection) == window, let text = owned[selection]?.items[atoms.utf8String]
        {
            return .pasted(String(decoding: text.bytes, as: UTF8.self))
        }
        enqueue(IncomingRequest(selection: selection, target: atoms.utf8String, purpose: .paste, time: time), now: now)
        return nil
    }

    func enqueue(_ request: IncomingRequest, now: Milliseconds) {
        expireTransfers(now: now)
        requests.append(request)
        if incoming == nil { sendNextRequest(now: now) }
    }

    func sendNextRequest(now: Milliseconds) {
        guard incoming == nil, !requests.isEmpty else { return }
        let request = requests.removeFirst()
        incoming = IncomingTransfer(request: request, lastActivity: now)
        XDeleteProperty(display.handle, window, atoms.pasteProperty)
        XConvertSelection(display.handle, request.selection, request.target, atoms.pasteProperty, window, request.time)
        display.flush()
    }

    /// The owner's answer to our request.
    func received(_ event: XSelectionEvent, now: Milliseconds) -> Outcome? {
        guard var transfer = incoming, event.selection == transfer.request.selection,
            event.target == transfer.request.target
        else { return nil }
        guard event.property != 0,
            let value = WindowProperty.take(
                display, window: window, atom: event.property, limit: transfer.request.limit)
        else {
            // Old owners may know only STRING.
            if transfer.request.purpose == .paste, transfer.request.target == atoms.utf8String {
                incoming = nil
                requests.insert(
                    IncomingRequest(
                        selection: transfer.request.selection, target: XA_STRING, purpose: .paste,
                        time: transfer.request.time), at: 0)
                sendNextRequest(now: now)
                return nil
            }
            // Refused (no property): no image/png; a property too large to take: more than the limit.
            return finishIncoming(
                transfer, data: nil, type: 0, now: now, problem: event.property == 0 ? .noImage : .tooLarge)
        }
        if value.type == atoms.incr {
            // The owner sends chunks as we delete each one, and `take` deleted the INCR property: that said we are
            // ready. Deleting it again could delete the first chunk, which the owner may already have written.
            transfer.incremental = true
            transfer.lastActivity = now
            incoming = transfer
            return nil
        }
        return finishIncoming(transfer, data: value.bytes, type: value.type, now: now)
    }

    /// Ends the transfer with `data`, or with none for `problem` (for an image).
    func finishIncoming(
        _ transfer: IncomingTransfer, data: Data?, type: Atom, now: Milliseconds,
        problem: ClipboardImageProblem = .noImage
    ) -> Outcome? {
        incoming = nil
        defer { sendNextRequest(now: now) }
        switch transfer.request.purpose {
        case .paste:
            guard let data else { return .pasteFailed }
            // STRING is Latin-1; everything else we ask for is UTF-8.
            if type == XA_STRING { return .pasted(String(String.UnicodeScalarView(data.map { Unicode.Scalar($0) }))) }
            return .pasted(String(validating: data, as: UTF8.self) ?? String(decoding: data, as: UTF8.self))
        case .imageTargets:
            return targetsOffered(transfer.request, list: data.map(Self.atomList), now: now)
        case .image:
            guard let data else { return .image(.failure(problem)) }
            return imageArrived(transfer.request, data: data, type: type)
        case .saveTargets:
            return targetsArrived(transfer.request, list: data.map(Self.atomList))
        case .saveItem:
            return itemArrived(transfer.request, data: data, type: type)
        }
    }

    /// Whether no save is queued or under way.
    var savingDone: Bool {
        !requests.contains { $0.purpose.isSave } && incoming?.request.purpose.isSave != true
    }

    static func atomList(_ data: Data) -> [Atom] {
        let count = data.count / MemoryLayout<Int>.size
        return data.withUnsafeBytes { bytes in
            (0..<count).map { Atom(UInt(bitPattern: bytes.loadUnaligned(fromByteOffset: $0 * 8, as: Int.self))) }
        }
    }
}
