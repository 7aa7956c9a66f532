import CX11

/// One FreeType library instance. FreeType objects are not thread-safe: each thread that renders has its own
/// library and faces (over shared `FontFile`s). Faces keep their library alive.
final class FreeTypeLibrary {
    let handle: FT_Library

    init?() {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        handle = library
    }

    deinit { FT_Done_FreeType(handle) }
}
