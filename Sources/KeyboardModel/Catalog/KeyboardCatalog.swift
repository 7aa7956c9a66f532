/// Everything the keyboard can show: the tabs in order (recent, favourites, the Unicode groups, the packs, kaomoji) and
/// a lookup by plain text.
public struct KeyboardCatalog: Sendable {
    public let tabs: [Tab]
    /// The index of the recent tab and of the favourites tab, which come first.
    public static let recentTab = 0
    public static let favouritesTab = 1
    /// The index of the first tab of the catalog's own emotions, where the window opens without recents.
    public static let firstCatalogTab = 2
    /// Every sticker of the pack tabs, in tab order. O(emotions of the packs): computed on each use.
    public var stickers: [Emotion] {
        tabs.filter { $0.kind == .pack }.flatMap { $0.emotions.filter(\.isSticker) }
    }
    private let lookup: Lazy<[String: Emotion]>
    /// Tells this catalog from any other built, however alike: a renderer that keeps it knows when the catalog was
    /// replaced (packs joined, the settings changed) without comparing tabs.
    public let identity = Identity()

    /// An object per catalog built, compared with `===`; it holds nothing, so keeping it keeps no catalog alive.
    public final class Identity: Sendable {}

    /// Every emotion by its plain text, skin-tone variants included; built on first use.
    public var byText: [String: Emotion] { lookup.value }

    /// The emotion whose plain text is `text`, as `byText` gives it, for the few texts of the Recent and Favourites
    /// tabs: a sticker through the codec's table and its place in the tabs, an emoji in the one group that holds it
    /// (parsed then), anything else (kaomoji, a pack's Unicode emoji) in a lookup of those alone, so a returning user's
    /// first frame neither parses every emoji group nor indexes every sticker.
    /// O(length of `text` + emoji of its group), after the texts of the emoji groups are indexed once.
    public func emotion(forText text: String) -> Emotion? {
        if let sticker = stickerCodec.code(exactly: text) {
            let place = stickerPlaces[sticker]
            return tabs[Int(place.tab)].emotions[Int(place.index)]
        }
        if let group = groupOfEmoji.value[ByteHash.of(text)] {
            // Another group, if another emoji's text has the same hash (then every group is looked in, in order).
            if let emoji = Self.emoji(text, in: groups[group])
                ?? groups.lazy.compactMap({ Self.emoji(text, in: $0) }).first
            {
                return emoji
            }
        }
        return othersByText.value[text]
    }

    /// Whether the sticker code `code` has an image here, so the composer draws it as one (else as its code, the text
    /// it sends). O(length of `code`).
    public func drawsSticker(_ code: String) -> Bool {
        stickerCodec.code(exactly: code) != nil
    }

    /// The emoji or skin-tone variant of `group` whose text is `text`, compared byte for byte. O(emoji of the group).
    private static func emoji(_ text: String, in group: LazyEmojiGroup) -> Emotion? {
        let bytes = text.utf8
        for base in group.emotions.value {
            if base.text.utf8.elementsEqual(bytes) { return base }
            if let variant = base.variants.first(where: { $0.text.utf8.elementsEqual(bytes) }) { return variant }
        }
        return nil
    }

    /// The emotions of `texts` as `emotion(forText:)` gives them, `.unresolved` for a text the catalog does not have,
    /// without the `hidden` emoji (the font draws them not): the Recent and Favourites tabs. O(texts) for a list
    /// resolved lately, else O(texts) look-ups.
    public func emotions(forTexts texts: [String]) -> [Emotion] {
        resolvedLists.emotions(for: texts) { texts in
            texts.compactMap { text in emotion(forText: text) ?? (hidden.contains(text) ? nil : .unresolved(text)) }
        }
    }

    /// The emoji of the catalog file left out of this catalog: those the installed colour font does not draw.
    public let hidden: HiddenEmoji

    /// SoftBank's private-use emoji and their Unicode ones (`softbank.tsv`), parsed the first time text that comes
    /// into the window has one.
    let legacyEmoji: Lazy<LegacyCarrierEmoji>

    /// `text` with SoftBank's private-use emoji (text from old iPhones) turned into their Unicode emoji, as
    /// `convert --legacy` does: what is pasted or typed into the window. O(length of `text`).
    public func normalizingLegacyEmoji(_ text: String) -> String {
        LegacyCarrierEmoji.mayHaveCodes(text) ? legacyEmoji.value.normalize(text) : text
    }

    private let resolvedLists = ResolvedTextLists()

    /// Where the sticker of each code of `stickerCodec` is: its tab and its index there.
    private let stickerPlaces: [(tab: Int32, index: Int32)]
    /// The emoji group holding each emoji text (the first, as `byText` takes it), by its `ByteHash`.
    let groupOfEmoji: Lazy<[Int: Int]>
    /// The emotions of the pack and kaomoji tabs that are not stickers, by text (the first of each, as `byText`).
    private let othersByText: Lazy<[String: Emotion]>

    /// Every Unicode emoji of the emoji tabs, skin-tone variants included.
    public var emoji: [Emotion] {
        tabs.filter { $0.kind == .emoji }.flatMap { $0.emotions.flatMap { [$0] + $0.variants } }
    }

    /// Emotions whose names, keywords or text contain every word of `query` (English or Chinese), in tab order,
    /// a base's skin-tone variants only when the base itself does not match ("wave" gives 👋, "wave dark" its dark tones).
    public func search(_ query: String) -> [Emotion] {
        let words = query.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { return [] }
        return tabs.filter { !$0.isPersonal }.flatMap { tab in
            tab.emotions.flatMap { base in
                base.matches(words) ? [base] : base.variants.filter { $0.matches(words) }
            }
        }
    }

    /// A codec that knows every sticker's code.
    public let stickerCodec: StickerCodec

    /// What was wrong in the packs: those passed in when it was built (found loading them) and the codes two packs
    /// share; a catalog `adding` packs keeps its own as well. The window tells of them and the pack tabs show theirs.
    public private(set) var packProblems: [PackProblem] = []

    /// What the catalog was made of, so that packs can be added later without parsing an emoji group again.
    private let groups: [LazyEmojiGroup]
    /// The sticker packs, in tab order.
    public let packs: [StickerPack]
    private let kaomoji: [Emotion]

    public init(groups: [EmojiGroup], packs: [StickerPack], kaomoji: [Emotion], problems: inout [PackProblem]) {
        self.init(lazyGroups: groups.map(LazyEmojiGroup.init), packs: packs, kaomoji: kaomoji, problems: &problems)
    }

    /// `hidden`: the emoji `groups` were made without (see `EmojiCatalog.scan`), left out of Recent and Favourites too.
    /// `legacyEmoji`: the SoftBank table that text coming into the window is normalized with.
    public init(
        lazyGroups groups: [LazyEmojiGroup], packs: [StickerPack], kaomoji: [Emotion], problems: inout [PackProblem],
        hidden: HiddenEmoji = .none, legacyEmoji: Lazy<LegacyCarrierEmoji> = Lazy(ready: .none)
    ) {
        self.init(
            lazyGroups: groups, packs: packs, kaomoji: kaomoji, problems: &problems, reportingFrom: 0, hidden: hidden,
            legacyEmoji: legacyEmoji)
    }

    /// Duplicate codes are reported only in the packs from index `reportingFrom` on (the earlier ones were reported).
    /// `groupOfEmoji` is the index of another catalog with the same `groups`, shared rather than built again.
    private init(
        lazyGroups groups: [LazyEmojiGroup], packs: [StickerPack], kaomoji: [Emotion], problems: inout [PackProblem],
        reportingFrom firstReported: Int, groupOfEmoji shared: Lazy<[Int: Int]>? = nil, hidden: HiddenEmoji,
        legacyEmoji: Lazy<LegacyCarrierEmoji>
    ) {
        self.groups = groups
        self.hidden = hidden
        self.legacyEmoji = legacyEmoji
        self.packs = packs
        self.kaomoji = kaomoji
        var tabs = [
            Tab(id: "recent", kind: .recent, title: "Recent", icon: .recent, emotions: []),
            Tab(id: "favourites", kind: .favourites, title: "Favourites", icon: .favourites, emotions: [])
        ]
        for group in groups {
            tabs.append(
                Tab(
                    id: "emoji:" + group.name, kind: .emoji, title: group.name, icon: .text(group.firstEmoji ?? "?"),
                    source: group.emotions))
        }
        let stickers = packs.reduce(0) { $0 + $1.emotions.count }
        var codes: [String] = []
        codes.reserveCapacity(stickers)
        var places: [(tab: Int32, index: Int32)] = []
        places.reserveCapacity(stickers)
        // The codec's table, filled as the codes are met: the first of equal codes is kept.
        var table = CodeTable(capacity: stickers)
        // Traditional Chinese codes join the table after every pack's own codes, so a code always wins over an alias.
        var aliases: [(alias: String, pack: Int, place: (tab: Int32, index: Int32))] = []
        let claimed = Self.shippedCodesClaimed(in: packs)
        for (index, pack) in packs.enumerated() {
            // A pack without a code taken by an earlier one shares its array of emotions with the tab (one copy
            // of 10,000 stickers is about 1 MB).
            var dropped: Set<Int> = []
            for (position, emotion) in pack.emotions.enumerated() where emotion.isSticker {
                if pack.isShipped, let owner = claimed[emotion.text] {
                    dropped.insert(position)
                    guard index >= firstReported || owner >= firstReported else { continue }
                    problems.append(
                        PackProblem(
                            pack: pack.name, entry: emotion.text,
                            reason:
                                "also a code of pack \(packs[owner].name), which keeps it; this shipped sticker is left out"
                        ))
                    continue
                }
                if table.append(emotion.text) {
                    codes.append(emotion.text)
                    continue
                }
                dropped.insert(position)
                guard index >= firstReported else { continue }
                problems.append(
                    PackProblem(
                        pack: pack.name, entry: emotion.text,
                        reason: "duplicate code \(emotion.text) already used by another pack; the first one is kept"))
            }
            let kept =
                dropped.isEmpty
                ? pack.emotions : pack.emotions.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
            for (position, emotion) in kept.enumerated() where emotion.isSticker {
                places.append((Int32(tabs.count), Int32(position)))
                if let alias = emotion.traditionalCode {
                    aliases.append((alias, index, (Int32(tabs.count), Int32(position))))
                }
            }
            let icon =
                pack.coverImage.map { Tab.Icon.image(path: $0) } ?? kept.first.map { .text($0.text) }
                ?? .text(pack.isOwn ? "+" : "?")
            let id = pack.isOwn ? Tab.ownStickersID : "pack:\(index):" + pack.name
            tabs.append(Tab(id: id, kind: .pack, title: pack.name, icon: icon, emotions: kept))
        }
        // A shipped pack's aliases come after the others', so that they too yield.
        aliases = aliases.filter { !packs[$0.pack].isShipped } + aliases.filter { packs[$0.pack].isShipped }
        for (alias, pack, place) in aliases {
            if table.append(alias) {
                codes.append(alias)
                places.append(place)
            } else if pack >= firstReported {
                problems.append(
                    PackProblem(
                        pack: packs[pack].name, entry: alias,
                        reason: "duplicate code \(alias) already used by another sticker; it stays that one's"))
            }
        }
        tabs.append(Tab(id: "kaomoji", kind: .kaomoji, title: "Kaomoji", icon: .text("(^_^)"), emotions: kaomoji))
        self.tabs = tabs
        packProblems = problems
        stickerCodec = StickerCodec(codes: codes, table: table)
        stickerPlaces = places
        let others = tabs.filter { $0.kind == .pack || $0.kind == .kaomoji }.map(\.emotions)
        othersByText = Lazy {
            var byText: [String: Emotion] = [:]
            for emotion in others.joined() where !emotion.isSticker && byText[emotion.text] == nil {
                byText[emotion.text] = emotion
            }
            return byText
        }
        groupOfEmoji =
            shared
            ?? Lazy {
                var groupOf: [Int: Int] = [:]
                for (index, group) in groups.enumerated() {
                    for hash in group.textHashes.value where groupOf[hash] == nil { groupOf[hash] = index }
                }
                return groupOf
            }
        lookup = Lazy {
            let emoji = groups.map(\.emotions.value)
            var byText: [String: Emotion] = [:]
            byText.reserveCapacity(
                emoji.reduce(others.reduce(0) { $0 + $1.count }) { total, group in
                    total + group.reduce(group.count) { $0 + $1.variants.count }
                })
            for group in emoji {
                for base in group {
                    byText[base.text] = base
                    for variant in base.variants { byText[variant.text] = variant }
                }
            }
            for emotion in others.joined() where byText[emotion.text] == nil { byText[emotion.text] = emotion }
            return byText
        }
    }

    /// The codes of shipped packs' stickers that a pack not shipped has too, each with the first such pack: the shipped
    /// sticker yields, wherever its pack is in the tabs. O(stickers), with a set of the shipped codes alone.
    private static func shippedCodesClaimed(in packs: [StickerPack]) -> [String: Int] {
        let shipped = Set(packs.filter(\.isShipped).flatMap { $0.emotions.filter(\.isSticker).map(\.text) })
        guard !shipped.isEmpty else { return [:] }
        var claimed: [String: Int] = [:]
        for (index, pack) in packs.enumerated() where !pack.isShipped {
            for emotion in pack.emotions
            where emotion.isSticker && shipped.contains(emotion.text) && claimed[emotion.text] == nil {
                claimed[emotion.text] = index
            }
        }
        return claimed
    }

    /// This catalog with `added` packs after its own and `problems` (found while loading them) beside those of the
    /// added packs, sharing its emoji groups, parsed or not: the window adds the user's packs after its first frame.
    /// O(stickers).
    public func adding(packs added: [StickerPack], problems: [PackProblem]) -> (
        catalog: KeyboardCatalog, problems: [PackProblem]
    ) {
        var problems = problems
        // The window adds the user's packs before its first frame when the Recent tab names their stickers: the index of
        // every emoji text (3,700 hashed) the recents were resolved with is kept, not built again on the main thread.
        var catalog = KeyboardCatalog(
            lazyGroups: groups, packs: packs + added, kaomoji: kaomoji, problems: &problems,
            reportingFrom: packs.count, groupOfEmoji: groupOfEmoji, hidden: hidden,
            legacyEmoji: legacyEmoji)
        catalog.packProblems = packProblems + problems
        return (catalog, problems)
    }

    /// This catalog with the user's own pack (My stickers) replaced by the one in `own` (none when it holds none), its
    /// other packs and their problems kept: the window reloads My stickers whenever its manifest changes. `own`'s
    /// problems name the pack `StickerPack.ownName`, by which the old ones are dropped. Returns the problems of the new
    /// own pack. O(stickers).
    public func replacingOwnStickers(with own: PackLoadResult) -> (catalog: KeyboardCatalog, problems: [PackProblem]) {
        let others = packs.filter { !$0.isOwn }
        var problems = own.problems
        var catalog = KeyboardCatalog(
            lazyGroups: groups, packs: others + own.packs.map { $0.markedOwn() }, kaomoji: kaomoji,
            problems: &problems, reportingFrom: others.count, groupOfEmoji: groupOfEmoji, hidden: hidden,
            legacyEmoji: legacyEmoji)
        catalog.packProblems = packProblems.filter { $0.pack != StickerPack.ownName } + problems
        return (catalog, problems)
    }

    /// The codes (and Traditional Chinese aliases) of the stickers of every pack but My stickers and the shipped ones
    /// (which yield to it), which a sticker of My stickers may not take. O(stickers).
    public var codesOfOtherPacks: Set<String> {
        Set(
            packs.filter { !$0.isOwn && !$0.isShipped }.flatMap {
                $0.emotions.flatMap { [$0.text] + [$0.traditionalCode].compactMap { $0 } }
            })
    }

    /// The problems of the pack tab titled `title` (problems name their pack by its title). O(problems).
    public func problems(ofPack title: String) -> [PackProblem] {
        packProblems.filter { $0.pack == title }
    }
}
