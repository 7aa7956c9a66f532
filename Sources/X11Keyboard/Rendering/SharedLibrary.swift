import CX11

#if canImport(Glibc)
    import Glibc
#endif

/// A C library opened with dlopen when first needed rather than linked: what the first frame of a warm start does not
/// use (HarfBuzz, FreeType, fontconfig, libpng, and what they bring) is then neither mapped, relocated nor bound.
struct SharedLibrary {
    private let handle: UnsafeMutableRawPointer

    struct MissingFunction: Error {
        let name: String
    }

    /// Opens `soname` and builds `Functions` from its functions (see `function`), or warns once, naming the library
    /// and `without` (what the keyboard does without it), and gives `nil`.
    static func load<Functions>(
        _ soname: String, without: String,
        _ make: (SharedLibrary) throws(MissingFunction) -> Functions
    ) -> Functions? {
        guard let handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else {
            // dlerror names the cause, which may be another library this one needs (warn escapes its paths).
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            StandardError.warn("cannot load \(soname) (\(reason)): \(without)")
            return nil
        }
        do throws(MissingFunction) {
            let functions = try make(SharedLibrary(handle: handle))
            Trace.mark("\(soname) loaded")
            return functions
        } catch {
            StandardError.warn("\(soname) lacks \(error.name): \(without)")
            dlclose(handle)
            return nil
        }
    }

    /// The function `name` as `Function`, which must be its declared type: the C module's `cx_` + `name` (shim.h takes
    /// it from the library's header, so each call is checked against the declaration). Libraries whose headers are not
    /// installed (libcanberra) still spell their types by hand.
    func function<Function>(_ name: String) throws(MissingFunction) -> Function {
        guard let address = dlsym(handle, name) else { throw MissingFunction(name: name) }
        return unsafeBitCast(address, to: Function.self)
    }
}
