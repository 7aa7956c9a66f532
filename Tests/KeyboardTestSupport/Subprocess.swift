#if canImport(Glibc)
    import Glibc
#endif

/// Runs a helper program for a test and returns its exit status.
package enum Subprocess {
    package static func run(_ path: String, _ arguments: [String]) throws -> Int32 {
        var pid: pid_t = 0
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let spawned = posix_spawn(&pid, path, nil, nil, argv, environ)
        guard spawned == 0 else { return -1 }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return (status >> 8) & 0xFF
    }
}
