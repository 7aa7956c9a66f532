import CX11

/// An Xft font opened through `XftFontMatch` (so colour bitmap fonts scale), closed on release.
final class XftFontHandle {
    let display: XDisplay
    let font: UnsafeMutablePointer<XftFont>
    let family: String

    /// Xft keeps rendered glyphs in client memory too; ours are cached on the server, so its cache is kept small.
    init?(family: String, pixelSize: Int, display: XDisplay) {
        guard let font = XftFontOpenName(display.handle, display.screen, "\(family):pixelsize=\(pixelSize):maxglyphmemory=131072") else { return nil }
        var familyName: UnsafeMutablePointer<FcChar8>?
        let matched = FcPatternGetString(font.pointee.pattern, FC_FAMILY, 0, &familyName) == FcResultMatch
        let actual = matched ? familyName.map { String(cString: $0) } ?? "" : ""
        // fontconfig substitutes any font for a missing family; only the family asked for counts.
        guard actual.lowercased() == family.lowercased() else {
            XftFontClose(display.handle, font)
            return nil
        }
        self.display = display
        self.font = font
        self.family = family
    }

    deinit { XftFontClose(display.handle, font) }

    var ascent: Int { Int(font.pointee.ascent) }
    var height: Int { Int(font.pointee.ascent + font.pointee.descent) }

    func has(_ scalar: Unicode.Scalar) -> Bool { XftCharExists(display.handle, font, scalar.value) != 0 }

    /// The font file and face index, for HarfBuzz.
    var file: (path: String, index: Int32)? {
        var path: UnsafePointer<CChar>?
        var index: Int32 = 0
        guard cx_fc_file(font.pointee.pattern, &path, &index) != 0, let path else { return nil }
        return (String(cString: path), index)
    }

    func advance(ofGlyph glyph: UInt32) -> Int {
        var id = FT_UInt(glyph)
        var info = XGlyphInfo()
        XftGlyphExtents(display.handle, font, &id, 1, &info)
        return Int(info.xOff)
    }

    func advance(ofText text: String) -> Int {
        var info = XGlyphInfo()
        var text = text
        text.withUTF8 { bytes in
            XftTextExtentsUtf8(display.handle, font, bytes.baseAddress, Int32(bytes.count), &info)
        }
        return Int(info.xOff)
    }
}
