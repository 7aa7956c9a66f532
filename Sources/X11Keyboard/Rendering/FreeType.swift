import CX11

/// The FreeType functions the keyboard calls, from the library opened on first use: a warm start draws from the glyph
/// cache and never needs it. Each type is the library's headers' own (through the C module).
struct FreeType: Sendable {
    let initFreeType: cx_FT_Init_FreeType
    let doneFreeType: cx_FT_Done_FreeType
    let newMemoryFace: cx_FT_New_Memory_Face
    let openFace: cx_FT_Open_Face
    let doneFace: cx_FT_Done_Face
    let selectSize: cx_FT_Select_Size
    let setPixelSizes: cx_FT_Set_Pixel_Sizes
    let loadGlyph: cx_FT_Load_Glyph
    let getCharIndex: cx_FT_Get_Char_Index
    let newSize: cx_FT_New_Size
    let doneSize: cx_FT_Done_Size
    let activateSize: cx_FT_Activate_Size
    let getAdvance: cx_FT_Get_Advance
    let loadSfntTable: cx_FT_Load_Sfnt_Table
    let getSfntTable: cx_FT_Get_Sfnt_Table

    /// Opened once per process; `nil` when the library cannot be opened or lacks a function.
    static let library: FreeType? = SharedLibrary.load(
        "libfreetype.so.6", without: "no glyph can be drawn that the glyph cache lacks",
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
