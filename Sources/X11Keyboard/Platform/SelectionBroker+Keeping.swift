import CX11
import KeyboardModel

/// Keeping the user's CLIPBOARD and PRIMARY across a paste delivery, and giving them back.
extension SelectionBroker {
    /// Keeps what CLIPBOARD and PRIMARY hold now (ours as it is, another owner's by asking), to give back later.
    func keepCurrentContents(time: Time, now: Milliseconds) -> Outcome? {
        kept = [:]
        for selection in [atoms.clipboard, XA_PRIMARY] {
            let owner = XGetSelectionOwner(display.handle, selection)
            if owner == window, let data = owned[selection] {
                kept?[selection] = data
            } else if owner != 0 {
                enqueue(IncomingRequest(selection: selection, target: atoms.targets, purpose: .saveTargets, time: time), now: now)
            }
        }
        return savingDone() ? .saved : nil
    }

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
