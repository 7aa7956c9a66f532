// Fuzzes the editing of My stickers (KeyboardStorage/Packs/OwnStickerStore*.swift): a hostile pack.json (read
// directly, or through a symbolic link) gets one to four changes (add, remove, rename, move) with codes that are
// hostile, taken from the manifest itself, or as `sticker list` prints them. Nothing the user has is lost: a refused
// change leaves every file as it was; a change keeps every other entry as it was (code and image) and in order; a
// manifest that cannot be read is set aside byte for byte, never overwritten. What `entries` shows is what the loader
// loads, and every refusal or note is one safe line.
// fuzz-max-len: 16384
import FoundationEssentials

@testable import KeyboardFormats
@testable import KeyboardModel
@testable import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

private let typedCodes = [
    "a", "[a]", "猫", "[ ]", " ", "", "[x[y]", "a\u{0007}", "[gone]", "b\u{00A0}c", "ㅤ", "[笑哭]",
    String(repeating: "长", count: 30), "[a]]", "\\n"
]

private let root = Fuzz.scratch + "/own"
private let folder = root + "/my-stickers"
private let elsewhere = root + "/elsewhere"
private let store = OwnStickerStore(folder: folder)

private struct Listed: Equatable {
    let code: String
    let image: String
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOwnStickers(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let input = [UInt8](Fuzz.data(start, count))
    guard let first = input.first else { return 0 }
    let changes = 1 + Int(first % 4)
    guard input.count > 1 + changes * 2 else { return 0 }
    let operations = stride(from: 1, to: 1 + changes * 2, by: 2).map { (input[$0], input[$0 + 1]) }
    let manifest = Data(input[(1 + changes * 2)...])
    reset(manifest: manifest, linked: first & 0x10 != 0)
    for (kind, choice) in operations {
        let before = snapshot()
        let listedBefore = manifestStickers()
        let code = pickCode(choice, from: listedBefore ?? [])
        let result: Result<OwnStickerStore.Change, OwnStickerStore.Failure>
        switch kind % 5 {
        case 0, 1:
            result = Result { () throws(OwnStickerStore.Failure) in
                try store.add(image: Data(Fuzz.tinyPNG), code: code, now: 1000)
            }
        case 2: result = Result { () throws(OwnStickerStore.Failure) in try store.remove(code: code, now: 1000) }
        case 3:
            result = Result { () throws(OwnStickerStore.Failure) in
                try store.rename(code: code, to: pickCode(choice &+ 7, from: listedBefore ?? []), now: 1000)
            }
        default:
            result = Result { () throws(OwnStickerStore.Failure) in
                try store.move(code: code, by: Int(Int8(bitPattern: choice)) % 5, now: 1000)
            }
        }
        switch result {
        case .failure(let failure):
            Fuzz.requireSafeLine(failure.description)
            Fuzz.require(snapshot() == before, "a refused change (\(failure)) changed the files")
        case .success(let change):
            for note in change.notes { Fuzz.requireSafeLine(note) }
            guard let after = manifestStickers() else {
                Fuzz.require(false, "a change left a manifest that cannot be read")
                return 0
            }
            check(kind: kind % 5, before: listedBefore, after: after, before: before, notes: change.notes)
        }
        checkListing()
    }
    return 0
}

/// Every other entry kept, in order, and the change the one asked for.
private func check(
    kind: UInt8, before listed: [Listed]?, after: [Listed], before files: [String: Data], notes: [String]
) {
    guard let listed else {
        // An add over a manifest that could not be read: it is set aside as it was, and the new one has one sticker.
        Fuzz.require(kind <= 1 && after.count == 1, "a change other than an add over a broken manifest")
        let asideNames = FileSystem.contents(of: folder).filter { $0.hasPrefix("pack.json.corrupt-") }
        let original = files["pack.json"]
        Fuzz.require(notes.count == 1 && asideNames.count == 1, "the broken manifest was not set aside: \(notes)")
        if let original, let name = asideNames.first, FileSystem.isFile(FileSystem.join(folder, name)) {
            Fuzz.require(
                (try? FileSystem.read(FileSystem.join(folder, name), limit: 1 << 20)) == original,
                "the set-aside manifest differs")
        }
        return
    }
    switch kind {
    case 0, 1:
        Fuzz.require(
            after.count == listed.count + 1 && Array(after.dropLast()) == listed, "an add changed other entries")
        Fuzz.require(
            FileSystem.isFile(FileSystem.join(folder, after[after.count - 1].image)), "the added image is missing")
    case 2:
        Fuzz.require(
            after.count == listed.count - 1
                && (0..<listed.count).contains { index in
                    var left = listed
                    left.remove(at: index)
                    return left == after
                }, "a remove changed other entries")
    case 3:
        Fuzz.require(
            after.count == listed.count && zip(listed, after).filter { $0.code != $1.code }.count <= 1
                && zip(listed, after).allSatisfy { $0.image == $1.image }, "a rename changed other entries")
    default:
        Fuzz.require(
            after.count == listed.count && Set(after.map(\.image)) == Set(listed.map(\.image))
                && after.map(\.code).sorted() == listed.map(\.code).sorted(), "a move lost or changed an entry")
    }
}

/// What `entries` shows is what the window loads, in order; every problem is one safe line.
private func checkListing() {
    guard let entries = try? store.entries() else { return }
    let loaded = store.load()
    for problem in loaded.problems { Fuzz.requireSafeLine(problem.description) }
    for entry in entries { if let refusal = entry.refusal { Fuzz.requireSafeLine(refusal) } }
    let shown = entries.filter { $0.refusal == nil }.map(\.code)
    Fuzz.require(shown == (loaded.packs.first?.emotions.map(\.text) ?? []), "listed \(shown) but loaded otherwise")
}

/// A code typed for a change: one of `typedCodes`, or a code of the manifest as it has it or as `list` prints it.
private func pickCode(_ choice: UInt8, from listed: [Listed]) -> String {
    if choice & 1 == 0 || listed.isEmpty { return typedCodes[Int(choice >> 1) % typedCodes.count] }
    let code = listed[Int(choice >> 2) % listed.count].code
    return choice & 2 == 0 ? code : TerminalText.escaped(code)
}

/// The stickers of the manifest, or `nil` when it cannot be read.
private func manifestStickers() -> [Listed]? {
    switch store.readManifest() {
    case .absent: return []
    case .read(let manifest): return manifest.stickers.map { Listed(code: $0.code, image: $0.image) }
    case .broken: return nil
    }
}

/// Every file of the pack folder (and the link's target) with its bytes.
private func snapshot() -> [String: Data] {
    var files: [String: Data] = [:]
    for directory in [folder, elsewhere] {
        for name in FileSystem.contents(of: directory) {
            let path = FileSystem.join(directory, name)
            files[(directory == folder ? "" : "elsewhere/") + name] =
                (try? FileSystem.read(path, limit: 1 << 20)) ?? Data("<not a file>".utf8)
        }
    }
    return files
}

/// A fresh pack folder: the manifest, two images it may name, and for `linked` the manifest kept elsewhere.
private func reset(manifest: Data, linked: Bool) {
    for directory in [folder, elsewhere] {
        for name in FileSystem.contents(of: directory) { unlink(FileSystem.join(directory, name)) }
    }
    mkdir(root, 0o700)
    mkdir(folder, 0o700)
    mkdir(elsewhere, 0o700)
    let png = Data(Fuzz.tinyPNG)
    for name in ["a.png", "sticker-old.png"] {
        _ = try? AtomicFile.write(png, to: FileSystem.join(folder, name), durable: false)
    }
    if linked {
        _ = try? AtomicFile.write(manifest, to: elsewhere + "/pack.json", durable: false)
        symlink(elsewhere + "/pack.json", folder + "/pack.json")
    } else {
        _ = try? AtomicFile.write(manifest, to: folder + "/pack.json", durable: false)
    }
}
