import CX11
import FoundationEssentials
import KeyboardModel
import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

/// Starts the background owner (`KeepSelectionCommand`) that keeps serving selections after the window exits, when
/// no clipboard manager took them: this executable again, in a session of its own, with the selections on a pipe,
/// standard output and error on /dev/null (a `--print | command` pipeline still ends) and every signal at its default.
enum SelectionKeeper {
    /// Whether the background owner was started and given all of `selections`.
    @discardableResult
    static func start(_ selections: [(Atom, SelectionData)], display: String) -> Bool {
        guard !selections.isEmpty else { return false }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return false }
        // Neither end may leak into other children; the child's dup2 onto 0 clears the flag there.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer { close(ends[1]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let arguments = ["emotion-keyboard", "keep-selection", "--display", display]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var child = pid_t()
        let spawned = posix_spawn(&child, "/proc/self/exe", &actions, &attributes, &argv, environ)
        close(ends[0])
        guard spawned == 0 else { return false }
        let data = SelectionData.encodeHandover(selections)
        return data.withUnsafeBytes { FileDescriptorWrite.all(ends[1], $0) } == 0
    }
}
