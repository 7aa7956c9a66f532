import CX11

/// One FreeType library instance. FreeType objects are not thread-safe: each thread that renders has its own
/// library and faces (over shared `FontFile`s). Faces keep their library alive.
final class FreeTypeLibrary {
    let handle: FT_Library
    let functions: FreeType

    /// `nil` when FreeType cannot be loaded (warned once) or set up.
    init?() {
        guard let functions = FreeType.library else { return nil }
        var library: FT_Library?
        guard functions.initFreeType(&library) == 0, let library else { return nil }
        handle = library
        self.functions = functions
    }

    deinit { _ = functions.doneFreeType(handle) }
}
