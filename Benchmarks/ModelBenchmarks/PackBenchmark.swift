import Foundation
import KeyboardModel

/// What loading user sticker packs costs per sticker, in time and in memory kept, at 1,000, 10,000 and 50,000 stickers
/// (issue 11: < 10 us each, memory per sticker flat). The packs are `pack.json` folders of 2,000 stickers each, every
/// image a hard link to one shipped PNG, as `Benchmarks/make-sticker-packs.py` writes them for the start-up benchmark.
enum PackBenchmark {
    static func run(assets: String, best: (Int, () -> Void) -> Double) {
        let image = assets + "/packs/doudou/kaixin.png"
        print("packs: loading user packs (pack.json, 2000 stickers a pack); the window checks each image in its folder's listing,")
        print("the commands open it and read its PNG header")
        var sink = 0
        for count in [1000, 10_000, 50_000] {
            let folder = NSTemporaryDirectory() + "/ek-bench-packs-\(getpid())-\(count)"
            defer { try? FileManager.default.removeItem(atPath: folder) }
            do {
                try write(count: count, perPack: 2000, into: folder, image: image)
            } catch {
                print("  cannot write the packs: \(error)")
                return
            }
            let seconds = best(3) { sink &+= PackLoader.loadPacks(in: folder, imageCheck: .listing).packs.count }
            let headerSeconds = best(3) { sink &+= PackLoader.loadPacks(in: folder, imageCheck: .header).packs.count }
            SearchBenchmark.trimMemory()
            let before = SearchBenchmark.residentBytes()
            resetPeak()
            var problems: [PackProblem] = []
            let loaded = PackLoader.loadPacks(in: folder, imageCheck: .listing)
            let catalog = KeyboardCatalog(groups: [], packs: loaded.packs, kaomoji: [], problems: &problems)
            let peak = peakBytes()
            SearchBenchmark.trimMemory()
            let after = SearchBenchmark.residentBytes()
            sink &+= catalog.stickers.count + problems.count
            print(String(format: "  %6d stickers  window %7.1f ms  %5.2f us each   commands %5.2f us each   %5.0f bytes kept, %5.0f at peak each",
                         count, seconds * 1000, seconds * 1e6 / Double(count), headerSeconds * 1e6 / Double(count),
                         Double(after - before) / Double(count), Double(peak - before) / Double(count)))
        }
        print("  (targets: the window < 10 us each, memory per sticker flat from 1,000 to 50,000)")
        if sink < 0 { print("unreachable") }
    }

    /// Starts measuring the peak resident size afresh (Linux: 5 to clear_refs).
    static func resetPeak() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    /// The peak resident size since `resetPeak` (VmHWM).
    static func peakBytes() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }

    /// Writes `count` stickers as packs of `perPack` into `folder`, the images hard links of `image`.
    static func write(count: Int, perPack: Int, into folder: String, image: String) throws {
        let files = FileManager.default
        try? files.removeItem(atPath: folder)
        try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let source = folder + "/.image.png"
        try files.copyItem(atPath: image, toPath: source)
        var made = 0
        var pack = 0
        while made < count {
            let directory = folder + "/bench\(pack)"
            try files.createDirectory(atPath: directory, withIntermediateDirectories: true)
            var entries: [String] = []
            for number in 0..<min(perPack, count - made) {
                let name = String(format: "s%05d.png", number)
                if link(source, directory + "/" + name) != 0 { try files.copyItem(atPath: source, toPath: directory + "/" + name) }
                entries.append("{\"code\":\"[bench-\(pack)-\(number)]\",\"image\":\"\(name)\",\"name_en\":\"bench \(pack) \(number)\"}")
            }
            let manifest = "{\"name\":\"Bench \(pack)\",\"stickers\":[" + entries.joined(separator: ",") + "]}"
            try manifest.write(toFile: directory + "/pack.json", atomically: false, encoding: .utf8)
            made += entries.count
            pack += 1
        }
    }
}
