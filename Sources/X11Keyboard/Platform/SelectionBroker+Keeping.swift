import CX11
import FoundationEssentials
import KeyboardModel

/// Keeping the user's CLIPBOARD and PRIMARY across a paste delivery, and giving them back. Keeping ends in `.saved`
/// or `.notSaved` however it goes: every owner answered (or refused, or quit), or one still there stopped answering.
extension SelectionBroker {
    /// Keeps what CLIPBOARD and PRIMARY hold now (ours as it is, another owner's by asking), to give back later.
    func keepCurrentContents(time: Time, now: Milliseconds) -> Outcome? {
        kept = [:]
        keptInPart = false
        for selection in [atoms.clipboard, XA_PRIMARY] {
            let owner = XGetSelectionOwner(display.handle, selection)
            if owner == window, let data = owned[selection] {
                kept?[selection] = data
            } else if owner != 0 {
                enqueue(
                    IncomingRequest(
                        selection: selection, target: atoms.targets, purpose: .saveTargets, time: time, owner: owner),
                    now: now)
            }
        }
        return savingDone ? keepingOutcome : nil
    }

    /// The owner's TARGETS: each kind of data worth keeping is asked for in turn, before any paste waiting behind.
    /// An owner that refuses TARGETS (an old client) is asked for text.
    func targetsArrived(_ request: IncomingRequest, list: [Atom]?) -> Outcome? {
        guard stillOwned(request) else { return savingDone ? keepingOutcome : nil }
        let worthKeeping = [
            atoms.utf8String, atoms.textPlainUTF8, XA_STRING, atoms.imagePNG, atoms.textHTML, atoms.uriList
        ]
        let wanted =
            list.map { Set($0) }.map { offered in worthKeeping.filter(offered.contains) } ?? [
                atoms.utf8String, XA_STRING
            ]
        for target in wanted {
            var item = request
            item.target = target
            item.purpose = .saveItem
            requests.insert(item, at: requests.firstIndex { !$0.purpose.isSave } ?? requests.endIndex)
        }
        return savingDone ? keepingOutcome : nil
    }

    /// One kind of data of the owner's, or its refusal (`nil`: it does not have that kind after all).
    func itemArrived(_ request: IncomingRequest, data: Data?, type: Atom) -> Outcome? {
        if let data, kept != nil, stillOwned(request) {
            kept?[request.selection, default: SelectionData()].add(request.target, type: type, bytes: data)
        }
        return savingDone ? keepingOutcome : nil
    }

    /// A save made no progress for `transferTimeout`: the owner sent no SelectionNotify (or INCR piece) for it. An
    /// owner that quit took its contents with it (nothing to give back is lost); one still there would lose them to
    /// the paste, so keeping ends in `.notSaved`: the user sees "The clipboard's owner did not answer: not pasted, the
    /// text is back", the clipboard stays the owner's (e2e 28-clipboard-bounds, an owner 8 s late). The rest of that
    /// owner's saves would wait as long.
    func saveAbandoned(_ request: IncomingRequest) {
        if stillOwned(request) { keptInPart = true }
        requests.removeAll { $0.purpose.isSave && $0.selection == request.selection }
        if savingDone { abandoned.append(keepingOutcome) }
    }

    /// We own `selection` while its previous contents are still being kept (the user copied in the composer
    /// meanwhile; a paste takes the clipboard only once keeping is done): what we own now is the newest the user
    /// chose, so that is what comes back after the paste.
    func ownedWhileKeeping(_ selection: Atom, data: SelectionData) {
        requests.removeAll { $0.purpose.isSave && $0.selection == selection }
        kept?[selection] = data
        if savingDone { abandoned.append(keepingOutcome) }
    }

    /// Whether `request`'s owner still owns its selection: an answer that comes after we took it is not the user's.
    private func stillOwned(_ request: IncomingRequest) -> Bool {
        XGetSelectionOwner(display.handle, request.selection) == request.owner
    }

    private var keepingOutcome: Outcome { keptInPart ? .notSaved : .saved }

    /// Gives back what `keepCurrentContents` kept; a selection that held nothing is let go. A selection another client
    /// took meanwhile (the user copied something new) stays theirs.
    func giveBackKeptContents(time: Time) {
        guard let kept else { return }
        self.kept = nil
        for selection in [atoms.clipboard, XA_PRIMARY] where XGetSelectionOwner(display.handle, selection) == window {
            if let data = kept[selection], !data.isEmpty {
                own(selection, data: data, time: time)
            } else {
                letGo(selection, time: time)
            }
        }
        display.flush()
    }

    /// Stops owning `selection` now.
    func letGo(_ selection: Atom, time: Time) {
        owned[selection] = nil
        XSetSelectionOwner(display.handle, selection, 0, time)
    }
}
