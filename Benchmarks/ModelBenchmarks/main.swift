import Foundation
import KeyboardModel
import KeyboardStorage

// Prints the model's benchmark figures: codec throughput against the seed approach, and buffer edit latency.
// Run with `make bench` (release build). Each figure is the best of several runs, to damp noise on a shared machine.

if CommandLine.arguments.count == 5, CommandLine.arguments[1] == "pack-child",
    let stickers = Int(CommandLine.arguments[2])
{
    PackBenchmark.measure(stickers: stickers, folder: CommandLine.arguments[3], warmUp: CommandLine.arguments[4])
    exit(0)
}

// `ModelBenchmarks buffer words packs imaging search layout frame` runs only those sections.
if CommandLine.arguments.count > 1 {
    if CommandLine.arguments.contains("buffer") { BufferBenchmark.report() }
    if CommandLine.arguments.contains("words") { WordBenchmark.report() }
    if CommandLine.arguments.contains("packs") { PackBenchmark.run() }
    if CommandLine.arguments.contains("imaging") { ImagingBenchmark.report() }
    if CommandLine.arguments.contains("layout") { LayoutJSONBenchmark.report() }
    if CommandLine.arguments.contains("frame") { FrameBenchmark.report() }
    if CommandLine.arguments.contains("search") {
        do {
            try SearchBenchmark.run(assets: DataLocations.ofThisProcess.assets)
        } catch {
            print("search benchmark failed: \(error)")
        }
    }
    exit(0)
}

let codes = SyntheticText.knownCodes
let codec = StickerCodec(codes: codes)
let text = SyntheticText.make(bytes: 10 << 20, codes: codes)
let megabytes = Double(text.utf8.count) / 1_048_576

func best(of runs: Int, _ body: () -> Void) -> Double {
    (0..<runs).map { _ in
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }.min()!
}

var found = 0
let codecSeconds = best(of: 7) {
    var copy = text
    found = copy.withUTF8 { codec.segments(ofUTF8: $0) }.count
}
let importSeconds = best(of: 3) {
    var buffer = TextBuffer()
    buffer.importPlainText(text, codec: codec)
    found &+= buffer.count
}

let seedSample = String(text.utf8.prefix(1 << 20))!
let seedMegabytes = Double(seedSample.utf8.count) / 1_048_576
let regex = try! NSRegularExpression(pattern: "\\[.+?\\]")
var seedFound = 0
let seedSeconds = best(of: 3) {
    let range = NSRange(seedSample.startIndex..., in: seedSample)
    for match in regex.matches(in: seedSample, range: range) {
        let token = String(seedSample[Range(match.range, in: seedSample)!])
        if codes.firstIndex(of: token) != nil { seedFound += 1 }
    }
}

let ours = megabytes / codecSeconds
let seed = seedMegabytes / seedSeconds
print(
    "codec: \(String(format: "%.1f", megabytes)) MB, \(codes.count) known codes, a [token] every ~20 bytes, with unknown codes and CJK"
)
print(String(format: "  segments (ours)            %8.1f MB/s", ours))
print(String(format: "  import into buffer (ours)  %8.1f MB/s", megabytes / importSeconds))
print(String(format: "  seed: \\[.+?\\] + linear     %8.1f MB/s (on the first %.0f MB)", seed, seedMegabytes))
print(String(format: "  ratio ours/seed            %8.1fx   (targets: >= 200 MB/s, >= 20x)", ours / seed))

for (name, hostile) in SyntheticText.hostile(bytes: 4 << 20) {
    let seconds = best(of: 3) {
        var copy = hostile
        found &+= copy.withUTF8 { codec.segments(ofUTF8: $0) }.count
    }
    let label = "hostile: " + name
    print(
        "  " + label.padding(toLength: 31, withPad: " ", startingAt: 0)
            + String(format: "%8.1f MB/s", Double(hostile.utf8.count) / 1_048_576 / seconds))
}

BufferBenchmark.report()
WordBenchmark.report()
PackBenchmark.run()
ImagingBenchmark.report()
if found < 0 || seedFound < 0 { print("unreachable") }

let locations = DataLocations(
    assets: DataLocations.fromEnvironment().assets, userPacks: "/nonexistent", stateDirectory: "/nonexistent")
let tsv = String(decoding: FileManager.default.contents(atPath: locations.assets + "/emoji.tsv")!, as: UTF8.self)
let parseSeconds = best(of: 5) { found &+= (try? EmojiCatalog.parse(tsv))?.count ?? 0 }
let scanSeconds = best(of: 5) { found &+= EmojiCatalog.scan(tsv).count }
let packSeconds = best(of: 5) { found &+= PackLoader.loadPacks(in: locations.shippedPacks).packs.count }
let loadSeconds = best(of: 5) { found &+= (try? KeyboardCatalog.load(locations: locations))?.catalog.byText.count ?? 0 }
let kaomojiText = String(
    decoding: FileManager.default.contents(atPath: locations.assets + "/kaomoji.tsv")!, as: UTF8.self)
let kaomojiSeconds = best(of: 5) { found &+= KaomojiCatalog.parse(kaomojiText).count }
let windowSeconds = best(of: 5) {
    found &+= (try? KeyboardCatalog.load(locations: locations, lazily: true, userPacks: false))?.catalog.tabs.count ?? 0
}
print("catalog: start-up cost of the model")
print(String(format: "  parse emoji.tsv (3963 emoji)   %6.2f ms", parseSeconds * 1000))
print(
    String(
        format: "  scan emoji.tsv for its groups  %6.2f ms   (the window: each group parses when first shown)",
        scanSeconds * 1000))
print(String(format: "  load the shipped packs         %6.2f ms", packSeconds * 1000))
print(String(format: "  whole catalog with lookups     %6.2f ms", loadSeconds * 1000))
print(String(format: "  parse kaomoji.tsv              %6.2f ms", kaomojiSeconds * 1000))
print(
    String(
        format: "  the window's catalog           %6.2f ms   (read, scan, kaomoji, shipped packs; no group parsed)",
        windowSeconds * 1000))

do {
    try SearchBenchmark.run(assets: locations.assets)
} catch {
    print("search benchmark failed: \(error)")
}

SettingsBenchmark.run(best: { runs, body in best(of: runs, body) }, reference: scanSeconds)
LayoutJSONBenchmark.report()
FrameBenchmark.report()
