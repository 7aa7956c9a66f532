import Synchronization

/// The key click of the desktop's sound theme (freedesktop's "keyboard-click"), through libcanberra, opened on the
/// first click (`dlopen`, as FreeType is) so that starts never pay for it. Every call runs on a thread of its own:
/// connecting to the sound server and playing never hold up the event loop, and a click still under way when the
/// next key comes is simply joined by it.
final class KeyClick: Sendable {
    private struct Canberra {
        let contextCreate: @convention(c) (UnsafeMutablePointer<OpaquePointer?>?) -> Int32
        let proplistCreate: @convention(c) (UnsafeMutablePointer<OpaquePointer?>?) -> Int32
        let proplistSets: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32
        let proplistDestroy: @convention(c) (OpaquePointer?) -> Int32
        // ca_context_play is variadic; ca_context_play_full takes a property list and is not.
        let playFull:
            @convention(c) (OpaquePointer?, UInt32, OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Int32

        init(_ library: SharedLibrary) throws(SharedLibrary.MissingFunction) {
            contextCreate = try library.function("ca_context_create")
            proplistCreate = try library.function("ca_proplist_create")
            proplistSets = try library.function("ca_proplist_sets")
            proplistDestroy = try library.function("ca_proplist_destroy")
            playFull = try library.function("ca_context_play_full")
        }
    }

    private struct State: ~Copyable {
        var canberra: Canberra?
        var context: OpaquePointer?
        var opened = false
        var playing = false
    }

    private let state = Mutex(State())

    /// Plays the click unless one is being started already; returns at once.
    func play() {
        let start = state.withLockIfAvailable { state -> Bool in
            guard !state.playing else { return false }
            state.playing = true
            return true
        }
        guard start == true else { return }
        DetachedThread.run { [self] in
            state.withLock { state in
                defer { state.playing = false }
                guard let (canberra, context) = Self.openedContext(&state) else { return }
                var properties: OpaquePointer?
                guard canberra.proplistCreate(&properties) == 0 else { return }
                _ = canberra.proplistSets(properties, "event.id", "keyboard-click")
                _ = canberra.proplistSets(properties, "event.description", "key pressed")
                _ = canberra.playFull(context, 0, properties, nil, nil)
                _ = canberra.proplistDestroy(properties)
            }
        }
    }

    /// The library and a context, made on the first click.
    private static func openedContext(_ state: inout State) -> (Canberra, OpaquePointer)? {
        if !state.opened {
            state.opened = true
            state.canberra = SharedLibrary.load("libcanberra.so.0", without: "keys do not click", Canberra.init)
            var made: OpaquePointer?
            if let canberra = state.canberra, canberra.contextCreate(&made) == 0 { state.context = made }
        }
        guard let canberra = state.canberra, let context = state.context else { return nil }
        return (canberra, context)
    }
}
