import FoundationEssentials

@testable import KeyboardFormats
@testable import KeyboardModel
@testable import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

/// What every fuzz target shares: the input as bytes, a property check that stops the fuzzer with a message, and a
/// scratch pack folder with a few images to resolve entries against.
enum Fuzz {
    /// The fuzzer's input.
    static func data(_ start: UnsafeRawPointer?, _ count: Int) -> Data {
        guard let start, count > 0 else { return Data() }
        return Data(bytes: start, count: count)
    }

    /// Stops the run (libFuzzer saves the input) when a property does not hold.
    static func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        if !condition() { fatalError("property failed: \(message())") }
    }

    /// A report line must be one line a terminal cannot act on.
    static func requireSafeLine(_ line: String) {
        require(
            !line.unicodeScalars.contains(where: TerminalText.needsEscape),
            "unsafe report line \(line.debugDescription)")
    }

    /// A folder of this process for scratch files: under `FUZZ_SCRATCH` (which `Fuzz/run.sh` removes after each
    /// target), else under /tmp.
    static let scratch: String = {
        let base = ProcessInfo.processInfo.environment["FUZZ_SCRATCH"] ?? "/tmp"
        let path = base + "/ek-fuzz-\(getpid())"
        mkdir(base, 0o700)
        mkdir(path, 0o700)
        return path
    }()

    /// A pack folder made once per process: two PNGs, one in a bundle, a link inside, a link out, a FIFO.
    static let packFolder: PackFolder = {
        let root = scratch
        let folder = root + "/pack"
        mkdir(folder, 0o700)
        mkdir(folder + "/Images.bundle", 0o700)
        let png = Data(tinyPNG)
        for path in ["a.png", "b@2x.png", "Images.bundle/c@2x.png", "../outside.png"] {
            _ = try? AtomicFile.write(png, to: folder + "/" + path, durable: false)
        }
        symlink("a.png", folder + "/link.png")
        symlink("../outside.png", folder + "/escape.png")
        mkfifo(folder + "/fifo.png", 0o600)
        guard let opened = try? PackFolder(folder) else { fatalError("cannot make the fuzz pack folder") }
        return opened
    }()

    /// A 1x1 RGBA PNG.
    static let tinyPNG: [UInt8] = {
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return word(UInt32(body.count)) + typed + word(CRC32.update(0, typed))
        }
        let header = word(1) + word(1) + [8, 6, 0, 0, 0]
        let idat: [UInt8] = [0x78, 0x01, 0x01, 0x05, 0x00, 0xFA, 0xFF, 0, 0, 0, 0, 0, 0x00, 0x05, 0x00, 0x01]
        return PNGHeader.signature + chunk("IHDR", header) + chunk("IDAT", idat) + chunk("IEND", [])
    }()

    static func word(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }

    /// Checks what any pack format produced from hostile input.
    static func checkPackResult(_ result: PackLoadResult) {
        for problem in result.problems { requireSafeLine(problem.description) }
        for pack in result.packs {
            requireSafeLine(pack.name)
            require(pack.name.count <= DisplayName.maximumLength, "pack name too long")
            for emotion in pack.emotions {
                requireSafeLine(emotion.nameEN)
                requireSafeLine(emotion.nameZH)
                if emotion.isSticker {
                    require(
                        (try? StickerCode.validate(emotion.text).get()) != nil,
                        "invalid code \(emotion.text.debugDescription)")
                    // As bytes: a file name may start with a combining mark, which String's prefix test joins to the "/".
                    require(
                        emotion.imagePath?.utf8.starts(with: (packFolder.realPath + "/").utf8) == true,
                        "image outside the pack")
                }
            }
        }
    }
}
