import ArgumentParser
import KeyboardModel

/// Loads the catalog for a command: pack problems become warnings, but a pack the user named that gives nothing is an error.
enum CatalogLoading {
    static func load(explicitPacks: [String]) throws -> KeyboardCatalog {
        let locations = DataLocations.fromEnvironment()
        for directory in explicitPacks {
            let result = PackLoader.loadPack(at: directory)
            if result.packs.isEmpty {
                throw ValidationError(result.problems.first?.description ?? "no pack in \(directory)")
            }
        }
        let loaded: (catalog: KeyboardCatalog, problems: [PackProblem])
        do {
            loaded = try KeyboardCatalog.load(locations: locations, extraPacks: explicitPacks)
        } catch {
            throw CleanExit.message("error: cannot read the emoji catalog in \(locations.assets): \(error)")
        }
        for problem in loaded.problems { StandardError.warn(problem.description) }
        return loaded.catalog
    }
}
