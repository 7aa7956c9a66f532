import Foundation
import KeyboardModel
import KeyboardStorage

// The search evaluation (`make eval`): runs every query of Benchmarks/search-eval/eval.tsv through the window's search
// index over the shipped catalog and prints, per set and language, how often an expected emotion comes first (top-1),
// in the first three (top-3), and the mean reciprocal rank of the first expected one (MRR, 0 when none is found).
// `--misses SET LANGUAGE` lists the queries of that row whose expected emotions are not first. The report ends with
// the best top-3 any ranking could reach on the set (`TopThreeCeiling`: a query asked for different emotions), how
// many Chinese words the initials queries stand for (`InitialsAmbiguity`), and the targets of issue 23 it misses
// (names first for 99% in each language; top-3 of 95% in each language over the everyday and keyword queries); with
// `--check`, missing one exits with status 1.

struct Row {
    let set: String
    let language: String
    let query: String
    let expected: Set<String>
}

struct Tally {
    var count = 0
    var top1 = 0
    var top3 = 0
    var reciprocal = 0.0

    mutating func add(rank: Int?) {
        count += 1
        guard let rank else { return }
        if rank == 0 { top1 += 1 }
        if rank < 3 { top3 += 1 }
        reciprocal += 1 / Double(rank + 1)
    }

    func percent(_ part: Int) -> Double { count == 0 ? 0 : 100 * Double(part) / Double(count) }
    var mrr: Double { count == 0 ? 0 : reciprocal / Double(count) }
}

let arguments = CommandLine.arguments
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path
let assets = repository + "/assets"
let misses: (set: String, language: String)? =
    arguments.count == 4 && arguments[1] == "--misses" ? (arguments[2], arguments[3]) : nil

do {
    let text = try String(contentsOfFile: repository + "/Benchmarks/search-eval/eval.tsv", encoding: .utf8)
    let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line -> Row? in
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 4 else { return nil }
        return Row(
            set: fields[0], language: fields[1], query: fields[2],
            expected: Set(fields[3].split(separator: " ").map(String.init)))
    }
    let locations = DataLocations(assets: assets, userPacks: "/nonexistent", stateDirectory: "/nonexistent")
    let catalog = try KeyboardCatalog.load(locations: locations, lazily: true).catalog
    let index = try SearchIndex.load(catalog: catalog, locations: locations).index
    var tallies: [String: Tally] = [:]
    var order: [String] = []
    var rowsByKey: [String: [Row]] = [:]
    for row in rows {
        let results = index.search(row.query)
        let rank = results.firstIndex { row.expected.contains($0.text) }
        for key in [row.set + "\t" + row.language] + (row.set == "names" ? [] : ["all\t" + row.language]) {
            if tallies[key] == nil { order.append(key) }
            tallies[key, default: Tally()].add(rank: rank)
            rowsByKey[key, default: []].append(row)
        }
        if let misses, misses.set == row.set, misses.language == row.language, rank != 0 {
            let top = results.prefix(3).map(\.text).joined(separator: " ")
            print(
                "\(row.query)\t\(row.expected.sorted().joined(separator: " "))\t\(rank.map { String($0 + 1) } ?? "-")\t\(top)"
            )
        }
    }
    if misses != nil { exit(0) }
    print("set       language  queries  top-1    top-3    MRR    top-3 ceiling")
    for key in order.sorted(by: {
        ($0.hasPrefix("all") ? 1 : 0, order.firstIndex(of: $0)!) < (
            $1.hasPrefix("all") ? 1 : 0, order.firstIndex(of: $1)!
        )
    }) {
        let tally = tallies[key]!
        let parts = key.split(separator: "\t")
        print(
            String(
                format: "%@ %@ %7d  %6.1f%%  %6.1f%%  %.3f  %6.1f%%",
                String(parts[0]).padding(toLength: 9, withPad: " ", startingAt: 0),
                String(parts[1]).padding(toLength: 9, withPad: " ", startingAt: 0), tally.count,
                tally.percent(tally.top1), tally.percent(tally.top3), tally.mrr,
                tally.percent(TopThreeCeiling.hits(rowsByKey[key] ?? []))))
    }
    let ambiguity = InitialsAmbiguity(
        emojiTable: try String(contentsOfFile: assets + "/emoji.tsv", encoding: .utf8),
        synonyms: try String(contentsOfFile: assets + "/synonyms.tsv", encoding: .utf8),
        readings: PinyinReadings(parsing: try String(contentsOfFile: assets + "/pinyin.tsv", encoding: .utf8)))
    print(ambiguity.summary(rowsByKey["all\tpyi"] ?? []))
    var missed: [String] = []
    for (key, tally) in tallies {
        if key.hasPrefix("names"), tally.percent(tally.top1) < 99 { missed.append("\(key): top-1 below 99%") }
        if key.hasPrefix("all"), tally.percent(tally.top3) < 95 { missed.append("\(key): top-3 below 95%") }
    }
    for line in missed.sorted() { print("target missed: " + line.replacingOccurrences(of: "\t", with: " ")) }
    exit(missed.isEmpty || !arguments.contains("--check") ? 0 : 1)
} catch {
    print("search evaluation failed: \(error)")
    exit(2)
}
