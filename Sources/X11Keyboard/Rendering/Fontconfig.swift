import CX11

/// The fontconfig functions the keyboard calls, from the library opened on first use: a warm start draws from the
/// glyph cache and may never need it. Each type is written from fontconfig.h and fcfreetype.h.
struct Fontconfig: Sendable {
    let initialize: @convention(c) () -> FcBool
    let nameParse: @convention(c) (UnsafePointer<FcChar8>?) -> OpaquePointer?
    let configSubstitute: @convention(c) (OpaquePointer?, OpaquePointer?, FcMatchKind) -> FcBool
    let defaultSubstitute: @convention(c) (OpaquePointer?) -> Void
    let fontMatch: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutablePointer<FcResult>?) -> OpaquePointer?
    let patternDestroy: @convention(c) (OpaquePointer?) -> Void
    let patternGetString: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<UnsafeMutablePointer<FcChar8>?>?) -> FcResult
    let patternGetInteger: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<Int32>?) -> FcResult
    let patternGetCharSet: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> FcResult
    let freeTypeQuery: @convention(c) (UnsafePointer<FcChar8>?, UInt32, OpaquePointer?, UnsafeMutablePointer<Int32>?) -> OpaquePointer?
    let charSetCopy: @convention(c) (OpaquePointer?) -> OpaquePointer?
    let charSetDestroy: @convention(c) (OpaquePointer?) -> Void
    let charSetHasChar: @convention(c) (OpaquePointer?, FcChar32) -> FcBool

    /// Opened once per process; `nil` when the library cannot be opened or lacks a function.
    static let library: Fontconfig? = SharedLibrary.load("libfontconfig.so.1", without: "no font can be found",
                                                         Fontconfig.init)

    private init(_ library: SharedLibrary) throws(SharedLibrary.MissingFunction) {
        initialize = try library.function("FcInit")
        nameParse = try library.function("FcNameParse")
        configSubstitute = try library.function("FcConfigSubstitute")
        defaultSubstitute = try library.function("FcDefaultSubstitute")
        fontMatch = try library.function("FcFontMatch")
        patternDestroy = try library.function("FcPatternDestroy")
        patternGetString = try library.function("FcPatternGetString")
        patternGetInteger = try library.function("FcPatternGetInteger")
        patternGetCharSet = try library.function("FcPatternGetCharSet")
        freeTypeQuery = try library.function("FcFreeTypeQuery")
        charSetCopy = try library.function("FcCharSetCopy")
        charSetDestroy = try library.function("FcCharSetDestroy")
        charSetHasChar = try library.function("FcCharSetHasChar")
    }
}
