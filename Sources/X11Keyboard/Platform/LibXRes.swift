import CX11

/// The X-Resource functions typing asks which process a client belongs to, from the library opened on the first
/// batch typed into another application. Each type is XRes.h's own (through the C module).
struct LibXRes: Sendable {
    let queryClientIds: cx_XResQueryClientIds
    let clientPid: cx_XResGetClientPid
    let clientIdsDestroy: cx_XResClientIdsDestroy

    /// Opened once per process; `nil` when the library cannot be opened or lacks a function.
    static let library: LibXRes? = SharedLibrary.load(
        "libXRes.so.1",
        without: "a program with several X connections (Chromium) may miss the first key typed after a keymap change",
        LibXRes.init)

    private init(_ library: SharedLibrary) throws(SharedLibrary.MissingFunction) {
        queryClientIds = try library.function("XResQueryClientIds")
        clientPid = try library.function("XResGetClientPid")
        clientIdsDestroy = try library.function("XResClientIdsDestroy")
    }
}
