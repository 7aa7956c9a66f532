import KeyboardModel
import KeyboardStorage

/// The catalog the window starts with from the shipped assets, without the user's packs.
enum ShippedCatalog {
    static func load() -> KeyboardCatalog? {
        let locations = DataLocations(
            assets: DataLocations.fromEnvironment().assets, userPacks: "/nonexistent",
            stateDirectory: "/nonexistent")
        return try? KeyboardCatalog.load(locations: locations, lazily: true, userPacks: false).catalog
    }
}
