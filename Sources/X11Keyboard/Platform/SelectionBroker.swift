import CX11
import FoundationEssentials
import KeyboardModel

/// Owns CLIPBOARD and PRIMARY for our text and asks other clients for theirs (ICCCM): serves TARGETS, TIMESTAMP, the
/// text targets and a sticker's image/png, with INCR for data larger than one request, and receives INCR too. Keeps
/// the previous clipboard across a paste delivery and gives it back. A requestor that vanishes or stops reading never
/// blocks anything: every transfer has a time limit, checked whenever the broker is used and at `expiresAt`, which
/// the shell hands to the model as a timer.
final class SelectionBroker {
    /// What a finished exchange tells the shell.
    enum Outcome {
        case pasted(String)
        /// A paste asked for got no text: no owner, a refusal, or an owner that stalled.
        case pasteFailed
        /// The contents to give back after a paste are kept.
        case saved
        /// The contents could not be kept in full: an owner still there stopped answering.
        case notSaved
        /// `requestor` was answered from `selection`: with the data itself when `content`, else with TARGETS or
        /// TIMESTAMP (an answer of INCR is reported when its last piece went).
        case served(selection: Atom, requestor: Window, content: Bool)
        /// The image asked for with `requestImage`, or why none came.
        case image(Result<Data, ClipboardImageProblem>)
    }

    /// A transfer with no progress for this long is abandoned.
    static let transferTimeout: Milliseconds = 3000
    /// The most a paste or a kept clipboard may hold.
    static let receiveLimit = 64 << 20

    let display: XDisplay
    let window: Window
    let atoms: SelectionAtoms
    /// Changed only by owning, letting go and SelectionClear.
    var owned: [Atom: SelectionData] = [:]
    private(set) var ownedSince: [Atom: Time] = [:]
    /// Largest property written in one piece; more goes by INCR.
    private let chunkSize: Int
    private var outgoing: [OutgoingTransfer] = []
    /// Waiting their turn behind `incoming` (the keeping extension queues and drops saves).
    var requests: [IncomingRequest] = []
    /// Our request under way (SelectionBroker+Receiving).
    var incoming: IncomingTransfer?
    /// Outcomes of abandoned transfers, until `takeAbandoned`.
    var abandoned: [Outcome] = []
    /// What was on CLIPBOARD and PRIMARY before a paste delivery, kept to give back (an empty value: nothing was).
    var kept: [Atom: SelectionData]?
    /// A selection's owner stopped answering while its contents were being kept.
    var keptInPart = false

    init(display: XDisplay, window: Window) {
        self.display = display
        self.window = window
        atoms = SelectionAtoms(display)
        // The core request limit (not BIG-REQUESTS'), so INCR is used for anything over 256 KiB as ICCCM expects.
        chunkSize = max(4096, min(Int(XMaxRequestSize(display.handle)) * 4 - 1024, 256 << 10))
    }

    // MARK: Owning

    func own(_ kind: ClipboardKind, content: ClipboardContent, time: Time) {
        own(atoms.selection(kind), data: SelectionData(content, atoms: atoms), time: time)
    }

    /// Owns `selection` with `data` now, for the background owner (`KeepSelectionCommand`).
    func adopt(_ selection: Atom, data: SelectionData) {
        own(selection, data: data, time: Time(CurrentTime))
    }

    func own(_ selection: Atom, data: SelectionData, time: Time) {
        if kept != nil, !savingDone { ownedWhileKeeping(selection, data: data) }
        owned[selection] = data
        ownedSince[selection] = time
        XSetSelectionOwner(display.handle, selection, window, time)
        if XGetSelectionOwner(display.handle, selection) != window { owned[selection] = nil }
    }

    func selectionCleared(_ event: XSelectionClearEvent) {
        owned[event.selection] = nil
    }

    /// Whether we own the clipboard now (so the clipboard manager should keep it at exit).
    var ownsClipboard: Bool { owned[atoms.clipboard] != nil }

    /// Answers another client's request for a selection we own.
    func answer(_ request: XSelectionRequestEvent, now: Milliseconds) -> Outcome? {
        expireTransfers(now: now)
        // Obsolete clients send property None: ICCCM says to use the target as the property.
        let property = request.property != 0 ? request.property : request.target
        var replied: Atom = 0
        var content = false
        if let data = owned[request.selection],
            request.time == 0 || request.time >= (ownedSince[request.selection] ?? 0)
        {
            if request.target == atoms.targets {
                replied = property
                WindowProperty.set(
                    display, window: request.requestor, atom: property, type: XA_ATOM,
                    values: ([atoms.targets, atoms.timestamp] + data.order).map { Int($0) })
            } else if request.target == atoms.timestamp {
                replied = property
                WindowProperty.set(
                    display, window: request.requestor, atom: property, type: XA_INTEGER,
                    values: [Int(ownedSince[request.selection] ?? 0)])
            } else if let item = data.items[request.target] {
                replied = property
                if item.bytes.count > chunkSize && request.requestor != window {
                    startIncremental(
                        item, to: request.requestor, property: property, selection: request.selection, now: now)
                } else {
                    item.bytes.withUnsafeBytes { bytes in
                        _ = XChangeProperty(
                            display.handle, request.requestor, property, item.type, 8, PropModeReplace,
                            bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(bytes.count))
                    }
                    // Once the property holds the data, the server keeps it for the requestor whoever owns the
                    // selection next: the text has reached it.
                    content = true
                }
            }
        }
        notify(request, property: replied)
        guard replied != 0 else { return nil }
        return .served(selection: request.selection, requestor: request.requestor, content: content)
    }

    private func notify(_ request: XSelectionRequestEvent, property: Atom) {
        SelectionReply.send(display, answering: request, property: property)
    }

    private func startIncremental(
        _ item: SelectionData.Item, to requestor: Window, property: Atom, selection: Atom, now: Milliseconds
    ) {
        XSelectInput(display.handle, requestor, PropertyChangeMask)
        WindowProperty.set(display, window: requestor, atom: property, type: atoms.incr, values: [item.bytes.count])
        outgoing.append(
            OutgoingTransfer(
                requestor: requestor, property: property, selection: selection, item: item, lastActivity: now))
    }

    /// A property changed on some window we watch: the next INCR chunk in either direction.
    func propertyChanged(_ event: XPropertyEvent, now: Milliseconds) -> Outcome? {
        expireTransfers(now: now)
        if event.window == window, event.state == PropertyNewValue, var transfer = incoming, transfer.incremental,
            event.atom == atoms.pasteProperty
        {
            let limit = transfer.request.limit
            guard let chunk = WindowProperty.take(display, window: window, atom: atoms.pasteProperty, limit: limit)
            else { return nil }
            transfer.lastActivity = now
            if chunk.bytes.isEmpty {
                return finishIncoming(transfer, data: transfer.buffer, type: transfer.type, now: now)
            }
            transfer.type = chunk.type
            guard transfer.buffer.count + chunk.bytes.count <= limit else {
                // An image's reader says so itself, in its own line.
                if !transfer.request.purpose.isImage {
                    StandardError.warn("the clipboard holds more than \(limit >> 20) MiB; not pasted")
                }
                return finishIncoming(transfer, data: nil, type: 0, now: now, problem: .tooLarge)
            }
            // `incoming` shares the buffer's storage with this copy: let it go first, or every chunk would copy
            // everything received so far (quadratic, and twice the text held at once).
            incoming = nil
            transfer.buffer.append(chunk.bytes)
            incoming = transfer
            return nil
        }
        guard event.state == PropertyDelete,
            let index = outgoing.firstIndex(where: { $0.requestor == event.window && $0.property == event.atom })
        else {
            return nil
        }
        var transfer = outgoing[index]
        let piece = transfer.item.bytes[transfer.offset..<min(transfer.item.bytes.count, transfer.offset + chunkSize)]
        piece.withUnsafeBytes { bytes in
            _ = XChangeProperty(
                display.handle, transfer.requestor, transfer.property, transfer.item.type, 8, PropModeReplace,
                bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(bytes.count))
        }
        display.flush()
        transfer.lastActivity = now
        if piece.isEmpty {
            outgoing.remove(at: index)
            XSelectInput(display.handle, transfer.requestor, NoEventMask)
            return .served(selection: transfer.selection, requestor: transfer.requestor, content: true)
        }
        transfer.offset += piece.count
        outgoing[index] = transfer
        return nil
    }

    /// The outcomes of transfers abandoned since the last call: each one asked for is answered, if only with nothing.
    func takeAbandoned() -> [Outcome] {
        defer { abandoned = [] }
        return abandoned
    }

    /// When `expireTransfers` next abandons a transfer, unless it progresses first; `nil` without transfers.
    var expiresAt: Milliseconds? {
        (outgoing.map(\.lastActivity) + [incoming?.lastActivity].compactMap { $0 }).min().map {
            $0 + Self.transferTimeout + 1
        }
    }

    /// Abandons the transfers that made no progress for `transferTimeout`.
    func expireTransfers(now: Milliseconds) {
        for transfer in outgoing where now - transfer.lastActivity > Self.transferTimeout {
            XSelectInput(display.handle, transfer.requestor, NoEventMask)
        }
        outgoing.removeAll { now - $0.lastActivity > Self.transferTimeout }
        if let transfer = incoming, now - transfer.lastActivity > Self.transferTimeout {
            incoming = nil
            // Whoever asked is told it did not come: for an image, why (the owner hangs, or it is gone: a client's
            // selections pass to no one when it quits, and it never answers).
            if transfer.request.purpose.isImage {
                let gone = XGetSelectionOwner(display.handle, transfer.request.selection) != transfer.request.owner
                abandoned.append(.image(.failure(gone ? .ownerGone : .noAnswer)))
            }
            if transfer.request.purpose == .paste { abandoned.append(.pasteFailed) }
            if transfer.request.purpose.isSave { saveAbandoned(transfer.request) }
            sendNextRequest(now: now)
        }
    }
}
