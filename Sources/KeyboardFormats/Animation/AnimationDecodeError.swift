/// Why an image could not be decoded, in words for one report line.
public struct AnimationDecodeError: Error, Equatable, Sendable {
    public let message: String
    /// The decoding library could not be loaded: every image of its kind fails alike, and that was reported once.
    public var isLibraryMissing = false

    public init(_ message: String, isLibraryMissing: Bool = false) {
        self.message = message
        self.isLibraryMissing = isLibraryMissing
    }
}
