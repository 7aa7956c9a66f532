import Foundation
import KeyboardModel
import KeyboardStorage

/// Search as the window runs it: every prefix of 200 real queries, one keystroke at a time, over the catalog plus
/// 10,000 generated stickers; beside the seed's `KeyboardCatalog.search` on the same queries.
enum SearchBenchmark {
    struct Query {
        let language: String
        let text: String
    }

    static func run(assets: String) throws {
        let queries = try loadQueries()
        let catalogText = try String(contentsOfFile: assets + "/emoji.tsv", encoding: .utf8)
        let pack = try SyntheticStickerPack.write(
            count: 10_000, catalogText: catalogText, image: assets + "/packs/doudou/kaixin.png")
        defer { try? FileManager.default.removeItem(atPath: pack) }
        let extra = PackLoader.loadPack(at: pack)
        let locations = DataLocations(assets: assets, userPacks: "/nonexistent", stateDirectory: "/nonexistent")
        // The window's catalog (lazy, no keywords) for the index; the full one for the seed's search.
        let shippedCatalog = try KeyboardCatalog.load(locations: locations, lazily: true).catalog
        let windowCatalog = try KeyboardCatalog.load(locations: locations, extra: extra, lazily: true).catalog
        let fullCatalog = try KeyboardCatalog.load(locations: locations, extra: extra).catalog

        // One build first, so one-time set-up (the folding table, the file cache) is not in the figures.
        _ = try SearchIndex.load(catalog: shippedCatalog, locations: locations)
        let shipped = try measureBuild(catalog: shippedCatalog, locations: locations)
        let large = try measureBuild(catalog: windowCatalog, locations: locations)
        let index = try SearchIndex.load(catalog: windowCatalog, locations: locations).index

        let prefixes = queries.map { query in
            (1...query.text.count).map { (query.language, String(query.text.prefix($0))) }
        }
        var samples: [String: [Double]] = [:]
        var sameAsReference: [Double] = []
        var found = 0
        for (number, query) in prefixes.enumerated() {
            for prefix in query {
                let best = (0..<3).map { _ in seconds { found &+= index.search(prefix.1).count } }.min()! * 1e6
                samples[prefix.0, default: []].append(best)
                if number % 10 == 0 { sameAsReference.append(best) }
            }
        }
        let reference = prefixes.enumerated().filter { $0.offset % 10 == 0 }.flatMap(\.element).map { prefix in
            seconds { found &+= fullCatalog.search(prefix.1).count } * 1e6
        }

        let all = samples.values.flatMap { $0 }
        print(
            "search: every prefix of \(queries.count) queries (\(all.count) searches, best of 3 each) over \(index.count) "
                + "emotions (the catalog + \(extra.packs.first?.emotions.count ?? 0) generated stickers)")
        for (label, build) in [("shipped catalog", shipped), ("+ 10,000 stickers", large)] {
            print(
                "  index build, " + label.padding(toLength: 18, withPad: " ", startingAt: 0)
                    + String(
                        format: "median %6.1f ms   min %6.1f ms   resident memory %5.1f MiB",
                        build.median * 1000, build.min * 1000, Double(build.memory) / 1_048_576))
        }
        for language in ["en", "zh", "pinyin"] {
            let figures = percentiles(samples[language] ?? [])
            print(
                "  "
                    + "\(language) (\(samples[language]?.count ?? 0) prefixes)".padding(
                        toLength: 22, withPad: " ", startingAt: 0)
                    + String(
                        format: "p50 %7.1f us   p99 %7.1f us   max %7.1f us", figures.p50, figures.p99, figures.max))
        }
        let ours = percentiles(all)
        print(
            "  " + "all".padding(toLength: 22, withPad: " ", startingAt: 0)
                + String(
                    format: "p50 %7.1f us   p99 %7.1f us   max %7.1f us   (target: p99 < 1000 us)", ours.p50, ours.p99,
                    ours.max))
        let seed = percentiles(reference)
        print(
            "  " + "seed search (\(reference.count))".padding(toLength: 22, withPad: " ", startingAt: 0)
                + String(
                    format: "p50 %7.1f us   p99 %7.1f us   max %7.1f us   (every prefix of every 10th query, once)",
                    seed.p50, seed.p99, seed.max))
        let subset = percentiles(sameAsReference)
        print(
            "  " + "ours, same \(sameAsReference.count)".padding(toLength: 22, withPad: " ", startingAt: 0)
                + String(
                    format: "p50 %7.1f us   p99 %7.1f us   max %7.1f us   (seed/ours at p50: %.0fx)",
                    subset.p50, subset.p99, subset.max, seed.p50 / subset.p50))
        // The slowest queries a person or a script can type: words matched one by one when no emotion matches them
        // all, and pinyin that splits into many pieces.
        let hostile = [
            "s t u v w x y z", "sh zh ch an en in un ang", "de le ma ne ba a o e", "shishishishishishishishishishiq",
            "wo ai ni zhong guo ren min", String(repeating: "a", count: SearchIndex.maximumQueryLength)
        ]
        if CommandLine.arguments.contains("hostile") {
            for query in hostile + [
                "shishishishishishishishishishi", "shishishishishishishishishishix", "shishishishishi"
            ] {
                let time = (0..<5).map { _ in seconds { found &+= index.search(query).count } }.min()! * 1e6
                print(String(format: "    %8.1f us  %@", time, String(query.prefix(40))))
            }
        }
        let worst = hostile.map { query in
            (query, (0..<5).map { _ in seconds { found &+= index.search(query).count } }.min()! * 1e6)
        }
        .max { $0.1 < $1.1 }!
        print(
            "  " + "hostile (\(hostile.count))".padding(toLength: 22, withPad: " ", startingAt: 0)
                + String(format: "max %7.1f us (\"%@\", best of 5)", worst.1, String(worst.0.prefix(32))))
        if found < 0 { print("unreachable") }
    }

    /// Time (median and best of 5) to build the index from the files, as the window will, and the resident memory the
    /// index keeps.
    static func measureBuild(catalog: KeyboardCatalog, locations: DataLocations) throws -> (
        median: Double, min: Double, memory: Int
    ) {
        trimMemory()
        let before = residentBytes()
        var index: SearchIndex? = try SearchIndex.load(catalog: catalog, locations: locations).index
        trimMemory()
        let memory = residentBytes() - before
        let times = try (0..<5).map { _ in
            let start = DispatchTime.now().uptimeNanoseconds
            index = try SearchIndex.load(catalog: catalog, locations: locations).index
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }.sorted()
        if index?.count == 0 { print("empty index") }
        return (times[2], times[0], memory)
    }

    static func loadQueries() throws -> [Query] {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/search-queries.tsv"
        return try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t")
            guard !line.hasPrefix("#"), fields.count == 2 else { return nil }
            return Query(language: String(fields[0]), text: String(fields[1]))
        }
    }

    static func percentiles(_ values: [Double]) -> (p50: Double, p99: Double, max: Double) {
        guard !values.isEmpty else { return (0, 0, 0) }
        let sorted = values.sorted()
        return (
            sorted[sorted.count / 2], sorted[min(sorted.count - 1, sorted.count * 99 / 100)], sorted[sorted.count - 1]
        )
    }

    static func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// Resident set size from /proc/self/statm.
    static func residentBytes() -> Int {
        let fields = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8))?.split(separator: " ") ?? []
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }

    /// Hands freed heap memory back to the system (glibc's malloc_trim), so resident growth counts what is kept.
    static func trimMemory() {
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }
}
