/// A part of the catalog that the shell loads apart from the first frame's and that joins it when the model says
/// (`AppEffect.joinCatalog`): never during a press, which it would move the cells under, and never before the first
/// frame was shown, which it would delay.
public enum CatalogPart: Hashable, Sendable, CaseIterable {
    /// The user's packs, loaded after the first frame (with My stickers as it was then).
    case userPacks
    /// My stickers read again after its manifest changed (an edit from the window, the command line, a hand edit).
    case ownStickers
}
