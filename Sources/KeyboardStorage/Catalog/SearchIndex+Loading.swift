import KeyboardModel

extension SearchIndex {
    /// Builds the index of `catalog` with the files of `locations.assets`: emoji.tsv (read again, with the keywords and
    /// subgroups the window's catalog leaves out, without the catalog's hidden emoji), groups.tsv, pinyin.tsv, synonyms.tsv, everyday-words.tsv and
    /// popularity.tsv, and with `names` in the user's language. Without one of the last five the index goes on without
    /// it, and `problems` says why; a malformed emoji.tsv throws.
    public static func load(
        catalog: KeyboardCatalog, locations: DataLocations,
        names: LocalizedNames = .english
    ) throws -> (index: SearchIndex, problems: [String]) {
        let emojiText = String(
            decoding: try FileSystem.read(locations.assets + "/emoji.tsv", limit: 16 << 20), as: UTF8.self)
        let groups = try EmojiCatalog.parse(emojiText, hidden: catalog.hidden)
        var problems: [String] = []
        func optionalText(_ name: String) -> String {
            do {
                return String(
                    decoding: try FileSystem.read(locations.assets + "/" + name, limit: 4 << 20), as: UTF8.self)
            } catch {
                problems.append("\(name): \(error); search goes on without it")
                return ""
            }
        }
        let groupNames = GroupNames(parsing: optionalText("groups.tsv"))
        let readings = PinyinReadings(parsing: optionalText("pinyin.tsv"))
        let synonyms = SearchSynonyms(parsing: optionalText("synonyms.tsv"))
        let everydayWords = SearchSynonyms(parsing: optionalText("everyday-words.tsv"))
        let popularity = EmojiPopularity(parsing: optionalText("popularity.tsv"))
        return (
            SearchIndex(
                catalog: catalog, emojiGroups: groups, groupNames: groupNames, readings: readings, names: names,
                synonyms: synonyms, everydayWords: everydayWords, popularity: popularity), problems
        )
    }
}
