import Foundation
import KeyboardFormats
import KeyboardModel
import KeyboardStorage

/// What reading the settings and the localized names costs, beside the catalog scan every start pays (`reference`).
enum SettingsBenchmark {
    static func run(best: (Int, () -> Void) -> Double, reference: Double) {
        var sink = 0
        let defaults = ConfigurationFile.defaultText
        let small = "rows = 4\ncolumns = 9\ntheme = \"dark\"\nlanguage = \"de\"\n[colors.dark]\ncaret = \"#ff8800\"\n"
        let defaultSeconds = best(200) {
            sink &+= ConfigurationFile.parse(defaults, file: "/c/config.toml", home: "/h").configuration.rows
        }
        let smallSeconds = best(200) {
            sink &+= ConfigurationFile.parse(small, file: "/c/config.toml", home: "/h").configuration.rows
        }
        print(
            "settings: reading config.toml, beside scanning emoji.tsv (every start) \(String(format: "%.3f", reference * 1000)) ms"
        )
        print(
            String(
                format: "  every key (%5d bytes)        %7.1f us   %5.1f%% of the scan", defaults.utf8.count,
                defaultSeconds * 1e6, defaultSeconds / reference * 100))
        print(
            String(
                format: "  six keys  (%5d bytes)        %7.1f us   %5.1f%% of the scan", small.utf8.count,
                smallSeconds * 1e6, smallSeconds / reference * 100))

        let cldr = CLDRFiles.debianFolder
        guard FileManager.default.fileExists(atPath: cldr + "/annotations/de.xml"),
            let inheritance = LocaleInheritance.read(supplemental: cldr + "/supplemental")
        else {
            print("names: CLDR not installed (unicode-cldr-core); skipped")
            return
        }
        print("names: built from CLDR on first use, then read from the cache")
        let cache = NSTemporaryDirectory() + "/ek-names-bench-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let supplementalSeconds = best(5) {
            sink &+= LocaleInheritance.read(supplemental: cldr + "/supplemental")?.parents.count ?? 0
        }
        print(String(format: "  parent locales + likely scripts %7.2f ms", supplementalSeconds * 1000))
        for tag in ["de", "ja", "zh_TW"] {
            guard let locale = LocaleID(tag: tag) else { continue }
            var entries = 0
            let buildSeconds = best(5) {
                let names = LocalizedNames.build(preferences: [locale], inheritance: inheritance, cldrFolder: cldr)
                entries = names.allEntries.count
            }
            _ = LocalizedNames.load(preferences: [locale], cldrFolder: cldr, cacheFolder: cache)
            let cachedSeconds = best(5) {
                sink &+=
                    LocalizedNames.load(preferences: [locale], cldrFolder: cldr, cacheFolder: cache).allEntries.count
            }
            let file = cache + "/names/\(locale.identifier).tsv"
            let bytes = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
            print(
                String(
                    format: "  %-6@ build %7.2f ms, cached %6.2f ms (%4d emoji, cache %4d KB)", tag,
                    buildSeconds * 1000, cachedSeconds * 1000, entries, bytes / 1024))
        }
        let annotation = Array(
            (try? Data(contentsOf: URL(fileURLWithPath: cldr + "/annotationsDerived/de.xml"))) ?? Data())
        let hostile = Array(("<annotation " + String(repeating: "=", count: 4 << 20) + ">").utf8)
        for (name, bytes) in [("annotationsDerived/de.xml", annotation), ("hostile: one tag of 4 MB of '='", hostile)] {
            let seconds = best(3) { CLDRXMLScanner(bytes).forEach("annotation") { _, _ in sink &+= 1 } }
            print(String(format: "  scan %-32@ %7.1f MB/s", name, Double(bytes.count) / 1_048_576 / seconds))
        }
        if sink < 0 { print("unreachable") }
    }
}
