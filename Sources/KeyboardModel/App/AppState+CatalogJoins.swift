extension AppState {
    /// `.joinCatalog` for each part ready to join, once the first frame was shown and while no press is under way.
    /// My stickers read again joins only after the user's packs, which bring it as it was when they loaded.
    mutating func dueCatalogJoins() -> [AppEffect] {
        guard !catalogPartsReady.isEmpty, firstFrameShownAt != nil, isBetweenPresses else { return [] }
        let due = CatalogPart.allCases.filter { part in
            catalogPartsReady.contains(part) && (part == .userPacks || searchIndexing.catalogComplete)
        }
        catalogPartsReady.subtract(due)
        return due.map(AppEffect.joinCatalog)
    }

    /// The tab open stays open, the composer's stickers are measured again, new pack problems are told; search waits
    /// for the whole catalog and then finds the new codes.
    mutating func catalogJoined(
        _ part: CatalogPart, previousTabIDs: [String]?,
        catalog: KeyboardCatalog
    ) -> [AppEffect] {
        if let previousTabIDs {
            keyboard.keepTab(previousTabIDs: previousTabIDs, catalog: catalog)
            textLayout.invalidate()
            noticeNewPackProblems(catalog: catalog)
        }
        switch part {
        case .userPacks: return searchIndexing.catalogCompleted()
        case .ownStickers: return searchIndexing.invalidate()
        }
    }
}
