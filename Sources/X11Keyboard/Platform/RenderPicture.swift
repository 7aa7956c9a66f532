import CX11
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// A pixmap with an XRender picture on it, freed together.
final class RenderPicture {
    let display: XDisplay
    let pixmap: Pixmap
    let picture: Picture
    let width: Int
    let height: Int
    /// Where drawing lands now: the intersection of the `clipped` calls under way, `nil` outside them.
    private var clip: Rect?

    /// A depth-32 ARGB pixmap, transparent, for glyphs and images composited with alpha.
    init(argbWidth width: Int, height: Int, display: XDisplay) {
        self.display = display
        self.width = max(1, width)
        self.height = max(1, height)
        pixmap = XCreatePixmap(display.handle, display.root, UInt32(self.width), UInt32(self.height), 32)
        picture = XRenderCreatePicture(
            display.handle, pixmap, XRenderFindStandardFormat(display.handle, Int32(PictStandardARGB32)), 0, nil)
        fill(RenderColor.clear, Rect(x: 0, y: 0, width: self.width, height: self.height), operation: PictOpSrc)
    }

    /// An ARGB picture holding `pixels`: premultiplied BGRA rows of `width * 4` bytes in a `malloc`ed buffer, which
    /// this takes over (XCreateImage frees it), or `nil` when X cannot take the image.
    convenience init?(premultipliedBGRA pixels: UnsafeMutableRawPointer, width: Int, height: Int, display: XDisplay) {
        self.init(argbWidth: width, height: height, display: display)
        guard
            let image = XCreateImage(
                display.handle, display.visual, 32, ZPixmap, 0, pixels.assumingMemoryBound(to: CChar.self),
                UInt32(width), UInt32(height), 32, Int32(width * 4))
        else {
            free(pixels)
            return nil
        }
        let gc = XCreateGC(display.handle, pixmap, 0, nil)
        XPutImage(display.handle, pixmap, gc, image, 0, 0, 0, 0, UInt32(width), UInt32(height))
        XFreeGC(display.handle, gc)
        // XDestroyImage is a macro; the function pointer frees the pixel buffer XCreateImage took over.
        _ = image.pointee.f.destroy_image(image)
    }

    /// A pixmap in the screen's own visual, for the window's back buffer.
    init(screenWidth width: Int, height: Int, display: XDisplay) {
        self.display = display
        self.width = max(1, width)
        self.height = max(1, height)
        pixmap = XCreatePixmap(
            display.handle, display.root, UInt32(self.width), UInt32(self.height), UInt32(display.depth))
        picture = XRenderCreatePicture(
            display.handle, pixmap, XRenderFindVisualFormat(display.handle, display.visual), 0, nil)
    }

    deinit {
        XRenderFreePicture(display.handle, picture)
        XFreePixmap(display.handle, pixmap)
    }

    func fill(_ color: RenderColor, _ rect: Rect, operation: Int32 = PictOpOver) {
        guard rect.width > 0, rect.height > 0 else { return }
        var value = color.xRender
        XRenderFillRectangle(
            display.handle, operation, picture, &value, Int32(rect.x), Int32(rect.y), UInt32(rect.width),
            UInt32(rect.height))
    }

    /// Runs `body` with drawing into this picture clipped to `rect` and to any clip already in force, which it gets.
    func clipped(to rect: Rect, _ body: (_ clip: Rect) -> Void) {
        let outer = clip
        let inner = outer.map(rect.intersection) ?? rect
        setClip(inner)
        clip = inner
        body(inner)
        clip = outer
        if let outer {
            setClip(outer)
        } else {
            var attributes = XRenderPictureAttributes()
            attributes.clip_mask = 0
            XRenderChangePicture(display.handle, picture, UInt(CPClipMask), &attributes)
        }
    }

    private func setClip(_ rect: Rect) {
        var clip = XRectangle(
            x: Int16(clamping: rect.x), y: Int16(clamping: rect.y),
            width: UInt16(clamping: max(0, rect.width)), height: UInt16(clamping: max(0, rect.height)))
        XRenderSetPictureClipRectangles(display.handle, picture, 0, 0, &clip, 1)
    }

    /// Composites `source` (whole) at `origin`.
    func draw(_ source: Picture, width: Int, height: Int, at origin: Point) {
        XRenderComposite(
            display.handle, PictOpOver, source, 0, picture, 0, 0, 0, 0, Int32(origin.x), Int32(origin.y), UInt32(width),
            UInt32(height))
    }
}
