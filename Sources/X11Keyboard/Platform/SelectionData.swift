import CX11
import FoundationEssentials
import KeyboardFormats
import KeyboardModel
import KeyboardStorage

/// What we serve on one selection: data by target atom, each with the type its reply carries.
struct SelectionData {
    struct Item {
        var type: Atom
        var bytes: Data
    }

    var items: [Atom: Item] = [:]
    /// The order TARGETS lists them in.
    var order: [Atom] = []

    /// The largest image offered as `image/png`.
    static let imageLimit = 16 << 20

    mutating func add(_ target: Atom, type: Atom, bytes: Data) {
        if items[target] == nil { order.append(target) }
        items[target] = Item(type: type, bytes: bytes)
    }

    /// Plain text as UTF8_STRING, text/plain;charset=utf-8 and TEXT, as STRING when it is Latin-1, and when the
    /// content is exactly one sticker its image: a PNG as image/png, a GIF as image/gif and a WebP as image/webp, each
    /// with its first frame as image/png for the applications that take only PNG.
    init(_ content: ClipboardContent, atoms: SelectionAtoms) {
        let utf8 = Data(content.text.utf8)
        add(atoms.utf8String, type: atoms.utf8String, bytes: utf8)
        add(atoms.textPlainUTF8, type: atoms.textPlainUTF8, bytes: utf8)
        add(atoms.text, type: atoms.utf8String, bytes: utf8)
        if content.text.unicodeScalars.allSatisfy({ $0.value < 256 }) {
            add(XA_STRING, type: XA_STRING, bytes: Data(content.text.unicodeScalars.map { UInt8($0.value) }))
        }
        if let path = content.imagePath,
            let image = try? OpenedFile(path, followLinks: false).readAll(limit: Self.imageLimit)
        {
            switch ImageFormat(sniffing: image.prefix(ImageFormat.sniffedPrefix)) {
            case .png:
                if (try? PNGHeader(data: image)) != nil { add(atoms.imagePNG, type: atoms.imagePNG, bytes: image) }
            case .gif:
                // The first frame alone: a whole animation at its canvas's size can be a hundred megabytes.
                addAnimated(
                    image, as: atoms.imageGIF, firstFrame: GIFDecoder.decode([UInt8](image), frameLimit: 1),
                    atoms: atoms)
            case .webp:
                addAnimated(
                    image, as: atoms.imageWebP, firstFrame: WebPDecoder.decode([UInt8](image), frameLimit: 1),
                    atoms: atoms)
            case nil:
                break
            }
        }
    }

    init() {}

    /// A GIF or WebP that decodes, as itself and its first frame as a PNG.
    private mutating func addAnimated(
        _ image: Data, as target: Atom, firstFrame decoded: Result<AnimatedImage, AnimationDecodeError>,
        atoms: SelectionAtoms
    ) {
        guard case .success(let frames) = decoded else { return }
        add(target, type: target, bytes: image)
        if let png = PNGEncoder.encode(premultipliedBGRA: frames.frames[0], width: frames.width, height: frames.height)
        {
            add(atoms.imagePNG, type: atoms.imagePNG, bytes: png)
        }
    }

    var isEmpty: Bool { items.isEmpty }
}
