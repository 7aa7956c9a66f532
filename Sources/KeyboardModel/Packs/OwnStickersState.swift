/// My stickers' edit in flight: the code ➕ is adding while the clipboard's image is on its way, and whether the new
/// sticker goes into the favourites (➕ was pressed there).
public struct OwnStickersState: Hashable, Sendable {
    public internal(set) var pendingCode: String?
    var pinsPending = false

    public init() {}
}
