import ArgumentParser
import FoundationEssentials
import KeyboardModel
import KeyboardStorage

enum LegacyLoading {
    static func load() throws -> LegacyCarrierEmoji {
        let path = DataLocations.ofThisProcess.assets + "/softbank.tsv"
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure("cannot read the legacy emoji table \(path)")
        }
        return LegacyCarrierEmoji.parse(String(decoding: data, as: UTF8.self))
    }
}
