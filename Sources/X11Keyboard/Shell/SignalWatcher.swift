import CX11

#if canImport(Glibc)
    import Glibc
#endif

/// SIGTERM, SIGINT and SIGHUP as a file descriptor the event loop polls, so they end the loop cleanly instead of
/// killing it; SIGPIPE is ignored, so a closed output is a failed write, never death.
final class SignalWatcher {
    let fileDescriptor: Int32

    init() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGTERM)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGHUP)
        signal(SIGPIPE, SIG_IGN)
        sigprocmask(SIG_BLOCK, &signals, nil)
        fileDescriptor = signalfd(-1, &signals, Int32(SFD_CLOEXEC))
    }

    deinit { if fileDescriptor >= 0 { close(fileDescriptor) } }

    /// Reads the pending signal, if any.
    func take() -> Int32? {
        var info = signalfd_siginfo()
        let count = read(fileDescriptor, &info, MemoryLayout<signalfd_siginfo>.size)
        return count == MemoryLayout<signalfd_siginfo>.size ? Int32(info.ssi_signo) : nil
    }
}
