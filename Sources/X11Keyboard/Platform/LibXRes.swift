import CX11

/// The X-Resource functions that find every connection of the process we type into, from the library opened when
/// first needed. Each type is XRes.h's own (through the C module).
struct LibXRes: Sendable {
    let queryClients: cx_XResQueryClients
    let queryClientIds: cx_XResQueryClientIds
    let getClientPid: cx_XResGetClientPid
    let clientIdsDestroy: cx_XResClientIdsDestroy

    /// Opened once per process; `nil` when the library cannot be opened or lacks a function.
    static let library: LibXRes? = SharedLibrary.load("libXRes.so.1", without: "typing watches only the target window's own connection",
                                                      LibXRes.init)

    private init(_ library: SharedLibrary) throws(SharedLibrary.MissingFunction) {
        queryClients = try library.function("XResQueryClients")
        queryClientIds = try library.function("XResQueryClientIds")
        getClientPid = try library.function("XResGetClientPid")
        clientIdsDestroy = try library.function("XResClientIdsDestroy")
    }
}
