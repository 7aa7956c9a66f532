import CX11

/// Which selection requests are another launch asking the running keyboard: requests for its instance selection
/// owned by `window`; a toggle when they ask for the toggle target and are not older than the ownership.
struct InstanceRequests {
    let window: Window
    let selection: Atom
    let toggleTarget: Atom
    let ownedSince: Time

    func matches(_ request: XSelectionRequestEvent) -> Bool {
        request.selection == selection && request.owner == window
    }

    func isToggle(_ request: XSelectionRequestEvent) -> Bool {
        request.target == toggleTarget && (request.time == 0 || request.time >= ownedSince)
    }
}
