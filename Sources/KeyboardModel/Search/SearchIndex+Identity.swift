/// An index is one built object, shared, never changed: two are the same when they are the same build.
extension SearchIndex: Hashable {
    public static func == (lhs: SearchIndex, rhs: SearchIndex) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
