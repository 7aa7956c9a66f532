extension String {
    /// The folder part of a path: everything before its last "/", empty when it has none.
    public var folderOfPath: String { String(self[..<(lastIndex(of: "/") ?? startIndex)]) }
}
