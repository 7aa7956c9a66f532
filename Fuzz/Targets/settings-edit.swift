// Fuzzes the settings file writer (KeyboardStorage/Settings/ConfigurationEdit+Text.swift): hostile text (any line
// endings, a byte-order mark, multi-line strings and arrays, tables, broken TOML) gets one to four edits of keys the
// window changes. After each edit, every byte of the text the edit did not touch must survive: the result is the text
// with at most part of one line replaced, the new bytes only the assignment and line endings; a byte-order mark
// stays first; and when the text was TOML the result is TOML with the key set to the value written. Refusals are the
// documented ones. Leaks are checked: the writer and the parser are pure Swift.
// fuzz-max-len: 65536
import FoundationEssentials

@testable import KeyboardFormats
@testable import KeyboardModel
@testable import KeyboardStorage

/// The keys the window writes, with values each one may take.
private let edits: [(key: String, literal: String)] = [
    ("skin-tone", "\"medium\""), ("skin-tone", "\"none\""), ("theme", "\"dark\""), ("theme", "\"system\""),
    ("layer", "\"letters\""), ("layer", "\"emotions\""), ("rows", "4"), ("columns", "12"), ("click-sound", "true"),
    ("mode", "\"direct\""), ("language", "\"zh\""), ("\"quoted key\"", "'x'"), ("colors.dark.text", "\"#102030\"")
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSettingsEdit(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let input = [UInt8](Fuzz.data(start, count))
    guard let first = input.first else { return 0 }
    let editCount = 1 + Int(first % 4)
    guard input.count > editCount else { return 0 }
    let choices = input[1...editCount].map { edits[Int($0) % edits.count] }
    var text = Array(input[(editCount + 1)...])
    // The file reader refuses text that is not UTF-8 before the writer sees it.
    guard String(validating: text, as: UTF8.self) != nil else { return 0 }
    for (key, literal) in choices {
        let edited: [UInt8]
        do {
            edited = try ConfigurationEdit.setting(key, to: literal, inUTF8: text)
        } catch {
            switch error {
            case .multiLineValue(let refused), .wouldNotReadBack(let refused):
                Fuzz.require(refused == key, "refused for another key: \(error)")
            case .tooLarge: Fuzz.require(text.count > ConfigurationFile.byteLimit, "tooLarge for \(text.count) bytes")
            case .readOnly, .keptChanging, .file: Fuzz.require(false, "a file refusal from text: \(error)")
            }
            continue
        }
        checkUntouched(text, edited, assignment: Array((key + " = " + literal).utf8))
        checkReadsBack(text, edited, key: key, literal: literal)
        text = edited
    }
    return 0
}

/// `edited` is `original` with one stretch replaced: what was removed holds no line ending (no line lost, at most
/// one line's content changed), and what was added is part of the assignment with its line endings.
private func checkUntouched(_ original: [UInt8], _ edited: [UInt8], assignment: [UInt8]) {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    if original.starts(with: bom) { Fuzz.require(edited.starts(with: bom), "the byte-order mark was lost") }
    let shorter = min(original.count, edited.count)
    var prefix = 0
    while prefix < shorter, original[prefix] == edited[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix, original[original.count - 1 - suffix] == edited[edited.count - 1 - suffix] {
        suffix += 1
    }
    let removed = original[prefix..<(original.count - suffix)]
    let added = Array(edited[prefix..<(edited.count - suffix)])
    Fuzz.require(
        !removed.contains(0x0A) && !removed.contains(0x0D),
        "a line ending was removed: \(String(decoding: removed, as: UTF8.self).debugDescription)")
    let allowed = [[0x0A], [0x0D, 0x0A], [0x0D]].map { (ending: [UInt8]) in ending + assignment + ending }
    Fuzz.require(
        added.isEmpty || allowed.contains { contains($0, added) },
        "added bytes other than the assignment: \(String(decoding: added, as: UTF8.self).debugDescription)")
    Fuzz.require(contains(edited, assignment), "the assignment is not in the result")
}

/// A TOML document stays one, with the key set to the value written.
private func checkReadsBack(_ original: [UInt8], _ edited: [UInt8], key: String, literal: String) {
    guard (try? TOMLParser.parse(utf8: original)) != nil else { return }
    let after: TOMLTable
    do {
        after = try TOMLParser.parse(utf8: edited)
    } catch {
        Fuzz.require(
            false,
            "TOML no more after the edit: \(error) in \(String(decoding: edited, as: UTF8.self).debugDescription)")
        return
    }
    let wanted = (try? TOMLParser.parse(utf8: Array((key + " = " + literal).utf8))) ?? TOMLTable()
    Fuzz.require(
        value(key, after) == value(key, wanted) && value(key, wanted) != nil,
        "\(key) is not \(literal) after the edit: \(String(decoding: edited, as: UTF8.self).debugDescription)")
}

private func value(_ key: String, _ table: TOMLTable) -> TOMLValue? {
    let parts = key.hasPrefix("\"") ? [String(key.dropFirst().dropLast())] : key.split(separator: ".").map(String.init)
    var table = table
    for part in parts.dropLast() {
        guard let inner = table[part]?.table else { return nil }
        table = inner
    }
    return parts.last.flatMap { table[$0] }
}

/// Whether `needle` occurs in `haystack` as a contiguous run. O(n·m), on short needles.
private func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty else { return true }
    guard haystack.count >= needle.count else { return false }
    return (0...(haystack.count - needle.count)).contains { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
}
