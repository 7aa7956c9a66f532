import CX11
import KeyboardModel

/// Asking the clipboard for an image, for ➕ and `sticker add --clipboard`: the answer, or why there is none
/// (`ClipboardImageProblem`), comes back as `.image` from `received`, `propertyChanged` or `takeAbandoned`.
extension SelectionBroker {
    /// Asks the owner of `kind` for its `image/png`, at most `limit` bytes; the answer comes back as `.image`. Our own
    /// clipboard (a sticker we copied) answers at once.
    func requestImage(_ kind: ClipboardKind, limit: Int, time: Time, now: Milliseconds) -> Outcome? {
        let selection = atoms.selection(kind)
        let owner = XGetSelectionOwner(display.handle, selection)
        if owner == window {
            guard let image = owned[selection]?.items[atoms.imagePNG]?.bytes, !image.isEmpty else {
                return .image(.failure(.noImage))
            }
            return .image(image.count <= limit ? .success(image) : .failure(.tooLarge))
        }
        if owner == 0 { return .image(.failure(.noImage)) }
        var request = IncomingRequest(selection: selection, target: atoms.imagePNG, purpose: .image, time: time)
        request.limit = limit
        request.owner = owner
        enqueue(request, now: now)
        return nil
    }
}
