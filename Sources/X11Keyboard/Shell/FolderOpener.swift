import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

/// Shows a folder in the desktop's file manager with `xdg-open`, creating the folder first (the user's packs folder
/// exists only once a pack was added).
enum FolderOpener {
    /// Creates `path` and starts `xdg-open` on it, not waiting for the file manager; returns why it could not.
    static func open(_ path: String) -> String? {
        if let refusal = PrivateFolder.prepare(path) { return refusal }
        // xdg-open may keep running as long as the file manager does: a shell starts it in the background and exits
        // at once, so the one child to reap is gone in a moment.
        let arguments = ["sh", "-c", "xdg-open \"$1\" >/dev/null 2>&1 &", "sh", path]
        var cArguments = arguments.map { strdup($0) } + [nil]
        defer { for argument in cArguments { free(argument) } }
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, "sh", nil, nil, &cArguments, environ)
        guard status == 0 else { return "cannot start xdg-open: \(String(cString: strerror(status)))" }
        var exit: Int32 = 0
        _ = waitpid(pid, &exit, 0)
        return nil
    }
}
