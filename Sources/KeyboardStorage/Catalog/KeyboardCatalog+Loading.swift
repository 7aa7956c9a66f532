import KeyboardModel

extension KeyboardCatalog {
    /// This catalog with the packs of `more` after its own (a folder already loaded is taken once), sharing its emoji
    /// groups, parsed or not: the window adds the user's packs after its first frame. Returns the problems of the
    /// added packs only. O(stickers).
    public func adding(_ more: PackLoadResult) -> (catalog: KeyboardCatalog, problems: [PackProblem]) {
        let known = Set(packs.map { FileSystem.resolved($0.directory) })
        let added = more.packs.filter { !known.contains(FileSystem.resolved($0.directory)) }
        return adding(packs: added, problems: more.problems)
    }

    /// Loads the shipped catalog and the shipped and user packs, the user's own (My stickers) last; pack problems are returned, never thrown.
    /// `extra` holds packs the user named, already loaded; a folder that is also a shipped or user pack is taken once.
    /// `lazily` defers parsing each emoji group to its first use and leaves out the keywords (the window); otherwise a
    /// malformed catalog throws here. `userPacks: false` leaves out the user's packs folder (the window adds it after
    /// its first frame, see `adding`). `demoPack: false` (the `demo-pack` setting) leaves out the shipped packs; when
    /// loaded, any other pack takes a code from them. `userPackLoad` is the user's packs folder as already loaded
    /// (from the pack cache), taken instead of loading it here. `hidden` emoji (those the font does not draw) are left
    /// out.
    public static func load(
        locations: DataLocations, extra: PackLoadResult = PackLoadResult(), lazily: Bool = false,
        userPacks: Bool = true, demoPack: Bool = true, userPackLoad: PackLoadResult? = nil,
        hidden: HiddenEmoji = .none
    ) throws -> (catalog: KeyboardCatalog, problems: [PackProblem]) {
        let file = try FileSystem.read(locations.assets + "/emoji.tsv", limit: 16 << 20)
        let groups =
            lazily
            ? EmojiCatalog.scan(bytes: file, keywords: false, hidden: hidden)
            : try EmojiCatalog.parse(String(decoding: file, as: UTF8.self), hidden: hidden).map(LazyEmojiGroup.init)
        let kaomoji =
            (try? FileSystem.read(locations.assets + "/kaomoji.tsv", limit: 1 << 20)).map {
                KaomojiCatalog.parse(String(decoding: $0, as: UTF8.self))
            } ?? []
        var packs = demoPack ? PackLoader.loadPacks(in: locations.shippedPacks) : PackLoadResult()
        packs.packs = packs.packs.map { $0.markedShipped() }
        if userPacks { packs.merge(userPackLoad ?? PackLoader.loadUserPacks(in: locations.userPacks)) }
        let known = Set(packs.packs.map { FileSystem.resolved($0.directory) })
        packs.packs += extra.packs.filter { !known.contains(FileSystem.resolved($0.directory)) }
        packs.problems += extra.problems
        if userPacks { packs.merge(OwnStickerStore(folder: locations.ownStickers).load()) }
        var problems = packs.problems
        // A missing table is an empty one: such text then stays as it is.
        let legacyText = (try? FileSystem.read(locations.assets + "/softbank.tsv", limit: 1 << 20)).map {
            String(decoding: $0, as: UTF8.self)
        }
        let legacy = Lazy { legacyText.map(LegacyCarrierEmoji.parse) ?? .none }
        let catalog = KeyboardCatalog(
            lazyGroups: groups, packs: packs.packs, kaomoji: kaomoji, problems: &problems, hidden: hidden,
            legacyEmoji: legacy)
        return (catalog, problems)
    }
}
