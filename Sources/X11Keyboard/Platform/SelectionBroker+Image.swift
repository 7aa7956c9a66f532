import CX11
import FoundationEssentials
import KeyboardFormats
import KeyboardModel
import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

/// Asking the clipboard for an image, for ➕ and `sticker add --clipboard`: its owner's TARGETS first, then the one
/// `ClipboardImageTarget` chooses (a GIF, WebP or PNG as it is, else the image file a file manager copied). The answer,
/// or why there is none (`ClipboardImageProblem`), comes back as `.image` from `received`, `propertyChanged` or
/// `takeAbandoned`.
extension SelectionBroker {
    /// The most targets read from an owner's TARGETS.
    static let targetsLimit = 512

    /// Asks the owner of `kind` for an image of at most `limit` bytes; the answer comes back as `.image`. Our own
    /// clipboard (a sticker we copied) answers at once.
    func requestImage(_ kind: ClipboardKind, limit: Int, time: Time, now: Milliseconds) -> Outcome? {
        let selection = atoms.selection(kind)
        let owner = XGetSelectionOwner(display.handle, selection)
        if owner == window {
            let items = owned[selection]?.items ?? [:]
            guard
                let image = [atoms.imageGIF, atoms.imageWebP, atoms.imagePNG].lazy.compactMap({ items[$0]?.bytes })
                    .first(where: { !$0.isEmpty })
            else { return .image(.failure(.noImage)) }
            return .image(image.count <= limit ? .success(image) : .failure(.tooLarge))
        }
        if owner == 0 { return .image(.failure(.noImage)) }
        var request = IncomingRequest(selection: selection, target: atoms.targets, purpose: .imageTargets, time: time)
        // Room for far more targets than are read: a longer list is cut to `targetsLimit`, not refused.
        request.limit = 64 << 10
        request.owner = owner
        request.imageLimit = limit
        enqueue(request, now: now)
        return nil
    }

    /// The owner's TARGETS (`nil`: it refused them, as a very old owner may): asks for the target chosen from them, or
    /// for `image/png` when it named none.
    func targetsOffered(_ asked: IncomingRequest, list: [Atom]?, now: Milliseconds) -> Outcome? {
        var request = asked
        request.purpose = .image
        request.limit = asked.imageLimit
        guard let list else {
            request.target = atoms.imagePNG
            request.imageTarget = .image("image/png")
            enqueue(request, now: now)
            return nil
        }
        let targets = Array(list.prefix(Self.targetsLimit).filter { $0 != 0 })
        let names = display.atomNames(targets)
        guard let chosen = ClipboardImageTarget.choose(offered: names) else {
            let shown = ClipboardImageTarget.shown(names.filter { !$0.isEmpty })
            return .image(.failure(shown.isEmpty ? .noImage : .notAnImage(offered: shown)))
        }
        let name: String
        switch chosen {
        case .image(let image): name = image
        case .files(let files): name = files
        }
        guard let index = names.firstIndex(of: name) else { return .image(.failure(.noImage)) }
        request.target = targets[index]
        request.imageTarget = chosen
        enqueue(request, now: now)
        return nil
    }

    /// The chosen target's data: the image as it came, or the first image among the files it lists.
    func imageArrived(_ request: IncomingRequest, data: Data, type: Atom) -> Outcome {
        if case .files(let name)? = request.imageTarget {
            let list = CopiedFileList([UInt8](data), gnome: name == "x-special/gnome-copied-files", host: Self.hostName)
            return .image(CopiedImageFile.read(list, limit: request.imageLimit))
        }
        guard !data.isEmpty, type == request.target || type == 0 else { return .image(.failure(.noImage)) }
        return .image(.success(data))
    }

    /// This machine's name, for a `file://HOST/path` URI.
    private static var hostName: String? {
        var name = [CChar](repeating: 0, count: 256)
        guard gethostname(&name, name.count - 1) == 0 else { return nil }
        return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
