/// A count of reads, kept only where a test asks, in its own task: atoms read by index (each read costs O(chunks +
/// one chunk), so an operation that walks a long text this way is quadratic), or atoms unpacked from their bytes (an
/// edit that unpacks all it inserts builds what the packed store exists to avoid).
final class IndexedReads: @unchecked Sendable {
    var count = 0
}
