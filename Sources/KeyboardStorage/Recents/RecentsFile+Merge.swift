import KeyboardFormats
import KeyboardModel

extension RecentsFile {
    /// The file after one instance saves: `local` is that instance's recents now, `base` what it last loaded or saved.
    /// What `local` did since `base` is applied to the file as it is now, so uses, pins and unpins of other instances
    /// written meanwhile are kept: counts add up, the emotions used since come first (stamped `now`), then the file's
    /// own order; the list is cut to `capacity`. Tones picked since `base` replace the file's. O(capacity + favourites +
    /// tones + session uses).
    /// Codes renamed since `base` are renamed in the file first, where they stand, as `local` renamed them.
    func merging(local: Recents, base: Recents?, capacity: Int, now: Int) -> RecentsFile {
        var file = self
        var base = base
        for rename in local.renames.dropFirst(base?.renames.count ?? 0) {
            file.entries = rename.applied(to: file.entries)
            file.favourites = rename.applied(to: file.favourites)
            base?.rename(rename)
        }
        return file.applying(local: local, base: base, capacity: capacity, now: now)
    }

    private func applying(local: Recents, base: Recents?, capacity: Int, now: Int) -> RecentsFile {
        let current = Dictionary(entries.map { ($0.text, $0.usage) }, uniquingKeysWith: { first, _ in first })
        var used: [Recents.Entry] = []
        var usedTexts: Set<String> = []
        for entry in local.entries {
            let uses = (local.sessionUses[entry.text] ?? 0) - (base?.sessionUses[entry.text] ?? 0)
            guard uses > 0, usedTexts.insert(entry.text).inserted else { continue }
            let (count, overflow) = (current[entry.text]?.count ?? 0).addingReportingOverflow(uses)
            used.append(
                Recents.Entry(
                    text: entry.text, usage: EmotionUsage(count: overflow ? Int.max : count, lastUse: Int64(now))))
        }
        let kept = entries.filter { !usedTexts.contains($0.text) }
        let baseFavourites = Set(base?.favourites ?? [])
        let localFavourites = Set(local.favourites)
        let unpinned = baseFavourites.subtracting(localFavourites)
        var favourites = self.favourites.filter { !unpinned.contains($0) }
        var pinned = Set(favourites)
        for text in local.favourites where !baseFavourites.contains(text) && pinned.insert(text).inserted {
            favourites.append(text)
        }
        var tones = self.tones
        for (emoji, chosen) in local.tones
        where base?.tones[emoji] != chosen && (tones[emoji] != nil || tones.count < Recents.tonesCapacity) {
            tones[emoji] = chosen
        }
        return RecentsFile(
            entries: Array((used + kept).prefix(capacity)),
            favourites: Array(favourites.prefix(Recents.favouritesCapacity)),
            tones: tones)
    }
}
