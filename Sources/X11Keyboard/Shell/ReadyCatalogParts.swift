import KeyboardModel

/// Parts of the catalog the shell has loaded, kept until the model lets them join (`AppEffect.joinCatalog`).
struct ReadyCatalogParts {
    /// The user's packs, and the catalog without them that they are added to (the first frame's may hold a few of
    /// their stickers).
    var userPacks: (packs: PackLoadResult, base: KeyboardCatalog)?
    /// My stickers as the writer's queue last read it.
    var ownStickers: PackLoadResult?
}
