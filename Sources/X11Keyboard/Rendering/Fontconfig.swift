import CX11

/// The fontconfig functions the keyboard calls, from the library opened on first use: a warm start draws from the
/// glyph cache and may never need it. Each type is the library's headers' own (through the C module).
struct Fontconfig: Sendable {
    let initialize: cx_FcInit
    let nameParse: cx_FcNameParse
    let configSubstitute: cx_FcConfigSubstitute
    let defaultSubstitute: cx_FcDefaultSubstitute
    let fontMatch: cx_FcFontMatch
    let patternDestroy: cx_FcPatternDestroy
    let patternGetString: cx_FcPatternGetString
    let patternGetInteger: cx_FcPatternGetInteger
    let patternGetCharSet: cx_FcPatternGetCharSet
    let freeTypeQuery: cx_FcFreeTypeQuery
    let charSetCopy: cx_FcCharSetCopy
    let charSetDestroy: cx_FcCharSetDestroy
    let charSetHasChar: cx_FcCharSetHasChar

    /// Opened once per process; `nil` when the library cannot be opened or lacks a function.
    static let library: Fontconfig? = SharedLibrary.load(
        "libfontconfig.so.1", without: "no font can be found",
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
