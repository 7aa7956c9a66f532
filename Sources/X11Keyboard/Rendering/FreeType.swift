import CX11

/// The FreeType functions the keyboard calls, from the library opened on first use: a warm start draws from the glyph
/// cache and never needs it. Each type is written from freetype.h, ftadvanc.h, ftsizes.h and tttables.h.
struct FreeType: Sendable {
    let initFreeType: @convention(c) (UnsafeMutablePointer<FT_Library?>?) -> FT_Error
    let doneFreeType: @convention(c) (FT_Library?) -> FT_Error
    let newMemoryFace: @convention(c) (FT_Library?, UnsafePointer<FT_Byte>?, FT_Long, FT_Long, UnsafeMutablePointer<FT_Face?>?) -> FT_Error
    let openFace: @convention(c) (FT_Library?, UnsafePointer<FT_Open_Args>?, FT_Long, UnsafeMutablePointer<FT_Face?>?) -> FT_Error
    let doneFace: @convention(c) (FT_Face?) -> FT_Error
    let selectSize: @convention(c) (FT_Face?, FT_Int) -> FT_Error
    let setPixelSizes: @convention(c) (FT_Face?, FT_UInt, FT_UInt) -> FT_Error
    let loadGlyph: @convention(c) (FT_Face?, FT_UInt, FT_Int32) -> FT_Error
    let getCharIndex: @convention(c) (FT_Face?, FT_ULong) -> FT_UInt
    let newSize: @convention(c) (FT_Face?, UnsafeMutablePointer<FT_Size?>?) -> FT_Error
    let doneSize: @convention(c) (FT_Size?) -> FT_Error
    let activateSize: @convention(c) (FT_Size?) -> FT_Error
    let getAdvance: @convention(c) (FT_Face?, FT_UInt, FT_Int32, UnsafeMutablePointer<FT_Fixed>?) -> FT_Error
    let loadSfntTable: @convention(c) (FT_Face?, FT_ULong, FT_Long, UnsafeMutablePointer<FT_Byte>?, UnsafeMutablePointer<FT_ULong>?) -> FT_Error
    let getSfntTable: @convention(c) (FT_Face?, FT_Sfnt_Tag) -> UnsafeMutableRawPointer?

    /// Opened once per process; `nil` when the library cannot be opened or lacks a function.
    static let library: FreeType? = SharedLibrary.load("libfreetype.so.6", without: "no glyph can be drawn that the glyph cache lacks",
                                                       FreeType.init)

    private init(_ library: SharedLibrary) throws(SharedLibrary.MissingFunction) {
        initFreeType = try library.function("FT_Init_FreeType")
        doneFreeType = try library.function("FT_Done_FreeType")
        newMemoryFace = try library.function("FT_New_Memory_Face")
        openFace = try library.function("FT_Open_Face")
        doneFace = try library.function("FT_Done_Face")
        selectSize = try library.function("FT_Select_Size")
        setPixelSizes = try library.function("FT_Set_Pixel_Sizes")
        loadGlyph = try library.function("FT_Load_Glyph")
        getCharIndex = try library.function("FT_Get_Char_Index")
        newSize = try library.function("FT_New_Size")
        doneSize = try library.function("FT_Done_Size")
        activateSize = try library.function("FT_Activate_Size")
        getAdvance = try library.function("FT_Get_Advance")
        loadSfntTable = try library.function("FT_Load_Sfnt_Table")
        getSfntTable = try library.function("FT_Get_Sfnt_Table")
    }
}
