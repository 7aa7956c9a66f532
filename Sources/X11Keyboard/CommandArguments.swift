#if canImport(Glibc)
    import Glibc
#endif

/// The command line as the kernel gave it: Swift's `CommandLine.arguments` decodes each argument as UTF-8 with
/// replacement, so bytes that are not UTF-8 arrive as U+FFFD and a code typed with them would silently differ.
enum CommandArguments {
    /// The arguments' bytes.
    static var bytes: [[UInt8]] {
        (0..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return [] }
            return Array(
                UnsafeBufferPointer(
                    start: UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self), count: strlen(argument)))
        }
    }

    /// Whether `value`, an argument as parsed (alone, or after `--option=`), came from bytes that are not UTF-8.
    /// O(bytes of the arguments).
    static func isLossy(_ value: String, in arguments: [[UInt8]] = bytes) -> Bool {
        guard value.unicodeScalars.contains("\u{FFFD}") else { return false }
        return arguments.contains { argument in
            guard String(validating: argument, as: UTF8.self) == nil else { return false }
            let decoded = String(decoding: argument, as: UTF8.self)
            return decoded == value || decoded.hasSuffix("=" + value)
        }
    }
}
