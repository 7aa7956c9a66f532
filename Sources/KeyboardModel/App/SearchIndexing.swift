/// The search index's lifecycle. It is built on demand (search opened), once the user's packs have joined the catalog,
/// and built again whenever the catalog or the names it indexes change; every build carries the generation it was
/// started for, and a build that finishes after a newer one was asked for is dropped, so the index in use always
/// matches the catalog and the language of now.
public struct SearchIndexing: Hashable, Sendable {
    /// Whether search was opened: from then on the index is kept built.
    public private(set) var wanted = false
    /// Whether the user's packs have joined the catalog; the index waits for them.
    public private(set) var catalogComplete: Bool
    /// Counts the catalogs and names an index was needed for.
    public private(set) var generation = 0
    /// The generation the latest build was started for.
    public private(set) var started: Int?
    /// The index of the current generation, once built.
    public private(set) var index: SearchIndex?
    /// Whether the build of the current generation failed: search then answers nothing rather than waiting.
    public private(set) var failed = false

    public init(catalogComplete: Bool = true) {
        self.catalogComplete = catalogComplete
    }

    /// Search was opened: build the index if it is not built or being built for this generation.
    mutating func want() -> [AppEffect] {
        wanted = true
        return startIfNeeded()
    }

    /// The user's packs joined the catalog (or turned out to be none): what was indexed before is out of date.
    mutating func catalogCompleted() -> [AppEffect] {
        catalogComplete = true
        return invalidate()
    }

    /// The catalog or the names changed: a new generation, built at once if search was wanted.
    mutating func invalidate() -> [AppEffect] {
        generation += 1
        index = nil
        failed = false
        return startIfNeeded()
    }

    /// A build finished; `nil` when it failed. Returns whether the index is the current one (else it is dropped).
    mutating func finished(_ built: SearchIndex?, generation: Int) -> Bool {
        guard generation == self.generation else { return false }
        index = built
        failed = built == nil
        return true
    }

    private mutating func startIfNeeded() -> [AppEffect] {
        guard wanted, catalogComplete, started != generation else { return [] }
        started = generation
        return [.buildSearchIndex(generation: generation)]
    }
}
