// Fuzzes the recents file reader and the merge of a save: what parses must write back to itself, stay bounded, say
// what it did not keep and merge without losing what the file held (favourites above all).
// fuzz-max-len: 65536
import FoundationEssentials

@testable import KeyboardModel
@testable import KeyboardStorage

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecents(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let (file, dropped) = try? RecentsFile.read(Fuzz.data(start, count)) else { return 0 }
    Fuzz.require(
        dropped.recents == 0 || file.entries.count == Recents.defaultCapacity, "recents dropped below the capacity")
    Fuzz.require(
        dropped.favourites == 0 || file.favourites.count == Recents.favouritesCapacity,
        "favourites dropped below the limit")
    Fuzz.require(file.entries.count <= Recents.defaultCapacity, "more recents than the capacity")
    Fuzz.require(file.favourites.count <= Recents.favouritesCapacity, "too many favourites")
    for entry in file.entries {
        Fuzz.require(
            RecentsFile.isStorable(entry.text) && entry.usage.count >= 1 && entry.usage.lastUse >= 0, "bad entry kept")
    }
    Fuzz.require((try? RecentsFile.parse(file.encoded())) == file, "a written file does not read back the same")
    var local = Recents(entries: file.entries, favourites: file.favourites, now: 5)
    let base = local
    local.record(file.entries.last?.text ?? "😀")
    local.pin("[fuzz]")
    let merged = file.merging(local: local, base: base, capacity: Recents.defaultCapacity, now: 9)
    let before = Dictionary(file.entries.map { ($0.text, $0.usage.count) }, uniquingKeysWith: max)
    for entry in merged.entries where entry.usage.lastUse != 9 {
        Fuzz.require(before[entry.text] == entry.usage.count, "an untouched entry changed")
    }
    Fuzz.require(merged.entries.count <= Recents.defaultCapacity, "merge grew past the capacity")
    let mergedFavourites = Set(merged.favourites)
    Fuzz.require(file.favourites.allSatisfy(mergedFavourites.contains), "a favourite was lost in the merge")
    Fuzz.require(
        file.favourites.count == Recents.favouritesCapacity || mergedFavourites.contains("[fuzz]"), "a new pin was lost"
    )
    return 0
}
