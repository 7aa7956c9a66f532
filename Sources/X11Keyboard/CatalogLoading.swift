import ArgumentParser
import KeyboardModel

/// Loads the catalog for a command: pack problems become warnings, but a pack the user named that gives nothing is an error.
enum CatalogLoading {
    static func load(explicitPacks: [String], lazily: Bool = false) throws -> KeyboardCatalog {
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
