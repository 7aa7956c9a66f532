import Foundation
import KeyboardModel
import KeyboardStorage

/// Loading generated packs of 1k, 10k and 50k stickers (pack.json and one small PNG per sticker, in a temporary
/// folder). Each size runs in a fresh child process, so its memory figure is its own: the growth of the resident set
/// while the loaded pack is held, per sticker. Time per sticker is the best of three warm loads, beside two references
/// measured in the same process: decoding the manifest alone, and the bare system calls of the check (openat, one
/// read of 33 bytes, close) on every image. Beside them, what a start whose packs did not change pays: reading them
/// back from the pack cache (`PackCache.lookUp`, stamps included), and the first frame's look-up in it
/// (`PackCache.read(...).first(wanted:)`: every pack, of its stickers the first and 20 a Recent tab names).
enum PackBenchmark {
    static let sizes = [1000, 10_000, 50_000]

    static func run() {
        let root = NSTemporaryDirectory() + "ek-pack-bench-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: root) }
        print(
            "packs: loading a pack.json pack of N stickers (each a PNG file), per sticker (target: < 10 us, memory flat)"
        )
        print(
            "  stickers   load/sticker   manifest decode   syscall floor   memory/sticker   pack cache hit/sticker   first frame's look-up/sticker"
        )
        generate(stickers: 1, in: root + "/pack-1")
        for size in sizes {
            let folder = root + "/pack-\(size)"
            generate(stickers: size, in: folder)
            runChild(["pack-child", String(size), folder, root + "/pack-1"])
        }
    }

    /// Writes a pack of `stickers` entries, each its own copy of a small PNG.
    static func generate(stickers: Int, in folder: String) {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let png = tinyPNG()
        var entries: [String] = []
        entries.reserveCapacity(stickers)
        for index in 0..<stickers {
            let name = "s\(index).png"
            _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: png)
            entries.append(
                #"{"code": "[贴\#(index)]", "image": "\#(name)", "name_en": "sticker \#(index)", "name_zh": "贴图\#(index)"}"#
            )
        }
        let manifest = #"{"name": "Bench", "stickers": [\#(entries.joined(separator: ",\n"))]}"#
        _ = FileManager.default.createFile(atPath: folder + "/pack.json", contents: Data(manifest.utf8))
    }

    /// In the child: measures one size and prints its row. A one-sticker pack is loaded first, so that what every
    /// load costs once (the decoder's and the allocator's start-up) is not counted per sticker.
    static func measure(stickers: Int, folder: String, warmUp: String) {
        let warm = PackLoader.loadPack(at: warmUp)
        let before = residentBytes()
        let held = PackLoader.loadPack(at: folder)
        let after = residentBytes()
        guard held.packs.first?.emotions.count == stickers, held.problems.isEmpty else {
            print("  pack did not load: \(held.problems.prefix(3))")
            return
        }
        let load = best(of: 3) { _ = PackLoader.loadPack(at: folder) }
        let manifest = (try? Data(contentsOf: URL(fileURLWithPath: folder + "/pack.json"))) ?? Data()
        struct Entry: Decodable {
            let code: String
            let image: String
            let name_en: String?
            let name_zh: String?
        }
        struct Manifest: Decodable {
            let name: String
            let stickers: [Entry]
        }
        let decode = best(of: 3) { _ = try? JSONDecoder().decode(Manifest.self, from: manifest) }
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        let floor = best(of: 3) {
            var header = [UInt8](repeating: 0, count: 33)
            for index in 0..<stickers {
                let descriptor = openat(directory, "s\(index).png", O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
                _ = pread(descriptor, &header, 33, 0)
                close(descriptor)
            }
        }
        close(directory)
        let cacheFile = folder + ".cache"
        let missing = folder + "-no-user-packs"
        // As a later start keeps it: the pack was written a moment ago, too recently for its stamps to be trusted.
        let later = Int(Date().timeIntervalSince1970) + 60
        PackCache.keep(
            held, after: PackCache.lookUp(userPacks: missing, configured: [folder], path: cacheFile), now: later
        ) { data in
            try? AtomicFile.write(data, to: cacheFile, durable: false)
        }
        var hits = 0
        let cached = best(of: 3) {
            hits += PackCache.lookUp(userPacks: missing, configured: [folder], path: cacheFile).packs == nil ? 0 : 1
        }
        // What a first frame pays: every pack, of its stickers only those the Recent tab names (20 here).
        let named = Set((0..<20).map { "[贴\($0 * stickers / 20)]" })
        let firstFrame = best(of: 3) {
            hits +=
                PackCache.read(userPacks: missing, configured: [folder], path: cacheFile).first(wanted: named).packs?
                    .packs.first?.emotions.count == 20 ? 1 : 0
        }
        let perSticker = { (seconds: Double) in String(format: "%8.2f us", seconds * 1e6 / Double(stickers)) }
        print(
            String(format: "  %8d   ", stickers) + perSticker(load) + "     " + perSticker(decode) + "       "
                + perSticker(floor)
                + String(format: "     %6.0f bytes", Double(after - before) / Double(stickers))
                + (hits == 6
                    ? "     " + perSticker(cached) + "         " + perSticker(firstFrame)
                    : "     (the pack cache missed)"))
        withExtendedLifetime((warm, held)) {}
    }

    static func best(of runs: Int, _ body: () -> Void) -> Double {
        (0..<runs).map { _ in
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }.min() ?? 0
    }

    /// The resident set size of this process.
    static func residentBytes() -> Int {
        let fields = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8))?.split(separator: " ") ?? []
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }

    /// Runs this executable again with `arguments` and waits for it.
    static func runChild(_ arguments: [String]) {
        let child = Process()
        child.executableURL = URL(
            fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? CommandLine.arguments[0])
        child.arguments = arguments
        fflush(nil)
        do {
            try child.run()
            child.waitUntilExit()
        } catch {
            print("  cannot run the measuring child: \(error)")
        }
    }

    /// A 4x4 RGBA PNG, made with the model's own check in mind (checksums computed here).
    static func tinyPNG() -> Data {
        func word(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        func crc(_ bytes: [UInt8]) -> UInt32 {
            var value: UInt32 = 0xFFFF_FFFF
            for byte in bytes {
                value ^= UInt32(byte)
                for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
            }
            return ~value
        }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return word(UInt32(body.count)) + typed + word(crc(typed))
        }
        let raw = [UInt8]((0..<4).flatMap { _ in [0] + [UInt8](repeating: 0x80, count: 16) })
        var adlerA: UInt32 = 1
        var adlerB: UInt32 = 0
        for byte in raw {
            adlerA = (adlerA + UInt32(byte)) % 65521
            adlerB = (adlerB + adlerA) % 65521
        }
        let zlib: [UInt8] =
            [0x78, 0x01, 0x01, UInt8(raw.count), 0, ~UInt8(raw.count), 0xFF] + raw + word(adlerB << 16 | adlerA)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        return Data(
            signature + chunk("IHDR", word(4) + word(4) + [8, 6, 0, 0, 0]) + chunk("IDAT", zlib) + chunk("IEND", []))
    }
}
