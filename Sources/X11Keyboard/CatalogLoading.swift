import ArgumentParser
import KeyboardModel

/// Loads the catalog for a command: pack problems become warnings, but a pack the user named that gives nothing is an error.
enum CatalogLoading {
    /// `configuredPacks` are the settings file's `packs`: one that gives nothing is a warning, as a user pack is.
    static func load(explicitPacks: [String], configuredPacks: [String] = [], lazily: Bool = false) throws -> KeyboardCatalog {
        let locations = DataLocations.fromEnvironment()
        var extra = PackLoadResult()
        for directory in explicitPacks {
            let result = PackLoader.loadPack(at: directory)
            if result.packs.isEmpty {
                throw CommandFailure(result.problems.first?.description ?? "no pack in \(directory)")
            }
            extra.packs += result.packs
            extra.problems += result.problems
        }
        for directory in configuredPacks {
            let result = PackLoader.loadPack(at: directory)
            extra.packs += result.packs
            extra.problems += result.packs.isEmpty && result.problems.isEmpty ? [PackProblem(pack: directory, entry: nil, reason: "no pack in this folder (settings key packs)")] : result.problems
        }
        let loaded: (catalog: KeyboardCatalog, problems: [PackProblem])
        do {
            loaded = try KeyboardCatalog.load(locations: locations, extra: extra, lazily: lazily)
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
