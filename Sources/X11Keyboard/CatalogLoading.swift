import ArgumentParser
import KeyboardModel

/// Loads the catalog for a command: pack problems become warnings, but a pack the user named that gives nothing is an error.
enum CatalogLoading {
    /// `configuredPacks` are the settings file's `packs`: one that gives nothing is a warning, as a user pack is.
    static func load(explicitPacks: [String], configuredPacks: [String] = [], lazily: Bool = false) throws -> KeyboardCatalog {
        var extra = try namedPacks(explicitPacks)
        let more = configured(configuredPacks)
        extra.packs += more.packs
        extra.problems += more.problems
        return try load(extra: extra, lazily: lazily, userPacks: true)
    }

    /// The window's catalog before its first frame: the shipped catalog and packs and the packs named on the command
    /// line, without the user's packs (see `userPacks`, added after the first frame).
    static func loadWithoutUserPacks(named: PackLoadResult) throws -> KeyboardCatalog {
        try load(extra: named, lazily: true, userPacks: false)
    }

    /// The packs named on the command line; throws when one gives no pack.
    static func namedPacks(_ directories: [String]) throws -> PackLoadResult {
        var result = PackLoadResult()
        for directory in directories {
            let loaded = PackLoader.loadPack(at: directory)
            if loaded.packs.isEmpty {
                throw CommandFailure(loaded.problems.first?.description ?? "no pack in \(directory)")
            }
            result.packs += loaded.packs
            result.problems += loaded.problems
        }
        return result
    }

    /// The packs of the user's packs folder, then those of the settings file, for the window: from the pack cache when
    /// none of them changed, else loading from their folders on another core (then kept in the cache); their problems
    /// are returned, not reported.
    static func userPacks(configured configuredPacks: [String]) -> UserPacks {
        let locations = DataLocations.fromEnvironment()
        let cacheFile = PackCache.path(in: locations.cacheDirectory)
        // A cache folder others could write to (or none, without a home) is never read; `keep` refuses to write there.
        let readable = PrivateFolder.check(locations.cacheDirectory) == nil
        let lookup = PackCache.lookUp(userPacks: locations.userPacks, configured: configuredPacks, path: readable ? cacheFile : nil)
        if let packs = lookup.packs { return .cached(packs) }
        return .loading(BackgroundValue {
            var result = PackLoader.loadUserPacks(in: locations.userPacks)
            let more = configured(configuredPacks)
            result.packs += more.packs
            result.problems += more.problems
            PackCache.keep(result, after: lookup) { data in
                guard PrivateFolder.prepare(locations.cacheDirectory) == nil else { return }
                try? AtomicFile.write(data, to: cacheFile, durable: false)
            }
            return result
        })
    }

    /// The user's packs as the window gets them.
    enum UserPacks: Sendable {
        /// Read from the pack cache: ready for the first frame.
        case cached(PackLoadResult)
        /// Loading from their folders: they join after the first frame.
        case loading(BackgroundValue<PackLoadResult>)
    }

    /// The packs of the settings key `packs`: a folder that gives nothing is a problem, not an error.
    private static func configured(_ directories: [String]) -> PackLoadResult {
        var result = PackLoadResult()
        for directory in directories {
            let loaded = PackLoader.loadPack(at: directory)
            result.packs += loaded.packs
            result.problems += loaded.packs.isEmpty && loaded.problems.isEmpty
                ? [PackProblem(pack: directory, entry: nil, reason: "no pack in this folder (settings key packs)")] : loaded.problems
        }
        return result
    }

    private static func load(extra: PackLoadResult, lazily: Bool, userPacks: Bool) throws -> KeyboardCatalog {
        let locations = DataLocations.fromEnvironment()
        let loaded: (catalog: KeyboardCatalog, problems: [PackProblem])
        do {
            loaded = try KeyboardCatalog.load(locations: locations, extra: extra, lazily: lazily, userPacks: userPacks)
        } catch {
            throw CommandFailure("cannot read the emoji catalog in \(locations.assets): \(error)")
        }
        for problem in loaded.problems { StandardError.warn(problem.description) }
        return loaded.catalog
    }
}

/// A failure reported by ArgumentParser as one `Error: ...` line with exit status 1.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
