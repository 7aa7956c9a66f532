// Fuzzes the settings file reader: the TOML parser (KeyboardFormats/TOML) and the walk over known keys. The reader must
// always return (no trap, no deep recursion), with a bounded number of problems, each one line without control
// characters; what it read must be a usable configuration, and writing that back as a settings file must read back to
// the same configuration without a problem. Leaks are checked: the parser is pure Swift.
// fuzz-max-len: 65536
import FoundationEssentials

@testable import KeyboardModel
@testable import KeyboardStorage

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSettings(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    // The file reader refuses text that is not UTF-8 before parsing; everything else reaches `parse`.
    guard let text = String(validating: Fuzz.data(start, count), as: UTF8.self) else { return 0 }
    let reading = ConfigurationFile.parse(text, file: "/fuzz/config.toml", home: "/home/fuzz")
    Fuzz.require(reading.problems.count <= ConfigurationFile.problemLimit + 1, "\(reading.problems.count) problems")
    for problem in reading.problems {
        Fuzz.require(
            !problem.description.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
            "a problem line with a control character: \(problem.description.debugDescription)")
    }
    let configuration = reading.configuration
    Fuzz.require(configuration.gridProblem == nil, "an unusable grid was kept")
    let written = ConfigurationFile.text(of: configuration)
    let again = ConfigurationFile.parse(written, file: "/fuzz/config.toml", home: "/home/fuzz")
    Fuzz.require(
        again.problems.isEmpty, "the written file has problems: \(again.problems) in \(written.debugDescription)")
    Fuzz.require(
        again.configuration == configuration, "the written file reads back differently: \(written.debugDescription)")
    return 0
}
