import ArgumentParser
import KeyboardModel
import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

/// Loads the catalog for a command: pack problems become warnings, but a pack the user named that gives nothing is an error.
enum CatalogLoading {
    /// `configuredPacks` are the settings file's `packs`: one that gives nothing is a warning, as a user pack is.
    /// The shipped demo pack is loaded as the settings file's `demo-pack` says (read without reporting its problems).
    /// `fromPackCache` takes the user's packs from the pack cache when they did not change since it was kept (one
    /// file read instead of a manifest and an image header per sticker); it is never written here (the window keeps
    /// it, with the packs of its settings). `hidden`: the emoji to leave out (`DrawableEmoji`: those the colour font
    /// does not draw).
    static func load(
        explicitPacks: [String], configuredPacks: [String] = [], lazily: Bool = false, fromPackCache: Bool = false,
        hidden: HiddenEmoji = .none
    ) throws -> KeyboardCatalog {
        var extra = try namedPacks(explicitPacks)
        let more = configured(configuredPacks)
        extra.packs += more.packs
        extra.problems += more.problems
        let cached = fromPackCache ? cachedUserPacks() : nil
        return try load(
            extra: extra, lazily: lazily, userPacks: true, demoPack: demoPackSetting, userPackLoad: cached,
            hidden: hidden)
    }

    /// The window's catalog before its first frame: the shipped catalog and packs (unless `demoPack` is off) and the
    /// packs named on the command line, without the user's packs (see `userPacks`, added after the first frame).
    static func loadWithoutUserPacks(named: PackLoadResult, demoPack: Bool, hidden: HiddenEmoji) throws
        -> KeyboardCatalog
    {
        try load(extra: named, lazily: true, userPacks: false, demoPack: demoPack, hidden: hidden)
    }

    /// The settings file's `demo-pack`, for the commands that do not otherwise read the file.
    static var demoPackSetting: Bool {
        guard let path = ConfigurationFile.userPath() else { return true }
        return ConfigurationFile.load(path, home: DataLocations.home()).configuration.demoPack
    }

    /// The packs named on the command line; throws when one gives no pack, or a pack with no sticker (every entry
    /// refused, or none): one line, with its first problem.
    static func namedPacks(_ directories: [String]) throws -> PackLoadResult {
        var result = PackLoadResult()
        for directory in directories {
            let loaded = PackLoader.loadPack(at: directory)
            if loaded.packs.isEmpty {
                throw CommandFailure(
                    loaded.problems.first?.description ?? "no pack in \(TerminalText.escaped(directory))")
            }
            if loaded.packs.allSatisfy({ $0.emotions.isEmpty }) {
                let why = loaded.problems.first.map { ": \($0.description)" } ?? ": its manifest lists none"
                let more = loaded.problems.count > 1 ? ", the first of its problems" : ""
                throw CommandFailure("\(TerminalText.escaped(directory)) gives no sticker\(why)\(more)")
            }
            result.packs += loaded.packs
            result.problems += loaded.problems
        }
        return result
    }

    /// The pack cache read for the window's first frame: its `first(wanted:)` gives the user's packs when none of them
    /// changed, with only the stickers whose code is wanted (those the tab shown first names); see
    /// `userPacks(configured:after:)` for all.
    static func packCache(configured configuredPacks: [String]) -> PackCache.Read {
        let locations = DataLocations.ofThisProcess
        // A cache folder others could write to (or none, without a home) is never read, nor written.
        let readable = PrivateFolder.check(locations.cacheDirectory) == nil
        return PackCache.read(
            userPacks: locations.userPacks, configured: configuredPacks,
            path: readable ? PackCache.path(in: locations.cacheDirectory) : nil)
    }

    /// The packs of the user's packs folder as the pack cache holds them, when none of them changed since; `nil`
    /// otherwise, or when the cache folder is not ours alone.
    static func cachedUserPacks() -> PackLoadResult? {
        let locations = DataLocations.ofThisProcess
        guard PrivateFolder.check(locations.cacheDirectory) == nil else { return nil }
        return PackCache.lookUp(
            userPacks: locations.userPacks, configured: [], path: PackCache.path(in: locations.cacheDirectory)
        ).packs
    }

    /// The packs of the user's packs folder, then those of the settings file, then My stickers, for the window: the rest of the pack
    /// cache after `first` when it held them, else from their folders (then kept in the cache, on the writer's queue);
    /// their problems are returned, not reported.
    static func userPacks(configured configuredPacks: [String], after first: PackCache.FirstLookup) -> UserPacks {
        let lookup = first.packs == nil ? first.miss : first.rest()
        let locations = DataLocations.ofThisProcess
        // My stickers is small and changes while the window runs: never kept in the pack cache, always read afresh.
        let own = OwnStickerStore(folder: locations.ownStickers).load()
        if var packs = lookup.packs {
            packs.merge(own)
            return UserPacks(result: packs, cached: true)
        }
        var result = PackLoader.loadUserPacks(in: locations.userPacks)
        let more = configured(configuredPacks)
        result.packs += more.packs
        result.problems += more.problems
        let loaded = result
        FileWriter.shared.perform {
            PackCache.keep(loaded, after: lookup, now: Int(time(nil))) { data in
                guard PrivateFolder.prepare(locations.cacheDirectory) == nil else { return }
                try? AtomicFile.write(data, to: PackCache.path(in: locations.cacheDirectory), durable: false)
            }
        }
        result.merge(own)
        return UserPacks(result: result, cached: false)
    }

    /// The user's packs as the window gets them, and whether they came from the pack cache.
    struct UserPacks: Sendable {
        let result: PackLoadResult
        let cached: Bool
    }

    /// The packs of the settings key `packs`: a folder that gives nothing is a problem, not an error.
    private static func configured(_ directories: [String]) -> PackLoadResult {
        var result = PackLoadResult()
        for directory in directories {
            let loaded = PackLoader.loadPack(at: directory)
            result.packs += loaded.packs
            result.problems +=
                loaded.packs.isEmpty && loaded.problems.isEmpty
                ? [PackProblem(pack: directory, entry: nil, reason: "no pack in this folder (settings key packs)")]
                : loaded.problems
        }
        return result
    }

    private static func load(
        extra: PackLoadResult, lazily: Bool, userPacks: Bool, demoPack: Bool,
        userPackLoad: PackLoadResult? = nil, hidden: HiddenEmoji
    ) throws -> KeyboardCatalog {
        let locations = DataLocations.ofThisProcess
        let loaded: (catalog: KeyboardCatalog, problems: [PackProblem])
        do {
            loaded = try KeyboardCatalog.load(
                locations: locations, extra: extra, lazily: lazily, userPacks: userPacks, demoPack: demoPack,
                userPackLoad: userPackLoad, hidden: hidden)
        } catch {
            throw CommandFailure("cannot read the emoji catalog in \(locations.assets): \(error)")
        }
        for problem in PackProblem.bounded(loaded.problems) { StandardError.warn(problem.description) }
        return loaded.catalog
    }
}
