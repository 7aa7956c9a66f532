/// Pack problems told in the window: a notice once for those not yet told, and the details on each pack's tab.
extension AppState {
    /// Shows a notice of the catalog's pack problems that came after those already told (at start, and when the
    /// user's packs join), counting packs refused whole (they have no tab) and stickers left out.
    mutating func noticeNewPackProblems(catalog: KeyboardCatalog) {
        let problems = catalog.packProblems
        guard problems.count > packProblemsTold else {
            packProblemsTold = problems.count
            return
        }
        let new = problems[packProblemsTold...]
        packProblemsTold = problems.count
        // A problem of no entry in a pack that has a tab (its name was cleaned) refused nothing.
        let titles = Set(catalog.tabs.filter { $0.kind == .pack }.map(\.title))
        let refused = Set(new.filter { $0.entry == nil && !titles.contains($0.pack) }.map(\.pack)).count
        let entries = new.count { $0.entry != nil }
        guard refused + entries > 0 else { return }
        let kind = Notice.Kind.packProblems(packs: refused, entries: entries)
        notice = Notice(kind: kind, until: now + Notice.duration(of: kind))
    }
}
