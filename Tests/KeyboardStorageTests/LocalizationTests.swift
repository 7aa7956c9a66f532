import FoundationEssentials
import Testing

@testable import KeyboardFormats
@testable import KeyboardModel
@testable import KeyboardStorage

#if canImport(Glibc)
    import Glibc
    import KeyboardTestSupport
#endif

@Suite("Locales")
struct LocaleTests {
    @Test func tagsAndPOSIXNamesAreRead() {
        #expect(LocaleID(tag: "zh-hant-tw") == LocaleID(language: "zh", script: "Hant", region: "TW"))
        #expect(LocaleID(tag: "pt_BR")?.identifier == "pt_BR")
        #expect(LocaleID(tag: "es-419")?.identifier == "es_419")
        #expect(LocaleID(tag: "ca-ES-valencia")?.identifier == "ca_ES")
        for bad in ["", "x", "toolong", "de_", "-de", "d3", "de DE", "ümlaut", String(repeating: "a-", count: 40) + "a"]
        {
            #expect(LocaleID(tag: bad) == nil, "\(bad)")
        }
        #expect(LocaleID(posix: "de_DE.UTF-8")?.identifier == "de_DE")
        #expect(LocaleID(posix: "sr_RS@latin")?.identifier == "sr_Latn_RS")
        #expect(LocaleID(posix: "zh_TW.Big5")?.identifier == "zh_TW")
        #expect(LocaleID(posix: "C") == nil)
        #expect(LocaleID(posix: "C.UTF-8") == nil)
        #expect(LocaleID(posix: "POSIX") == nil)
    }

    @Test func preferencesFollowGettext() {
        func resolve(_ environment: [String: String], setting: String? = nil) -> [String] {
            LocalePreferences.resolve(setting: setting, environment: environment).map(\.identifier)
        }
        #expect(resolve(["LANG": "de_DE.UTF-8"]) == ["de_DE"])
        #expect(resolve(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"]) == ["ja_JP"])
        #expect(resolve(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8", "LC_ALL": "fr_FR"]) == ["fr_FR"])
        #expect(resolve(["LANG": "de_DE.UTF-8", "LC_ALL": ""]) == ["de_DE"])
        #expect(resolve(["LANG": "en_US.UTF-8", "LANGUAGE": "zh_TW:ja:zh_TW:bogus!"]) == ["zh_TW", "ja"])
        // gettext ignores LANGUAGE when messages are in the C locale.
        #expect(resolve(["LANG": "C.UTF-8", "LANGUAGE": "de"]) == [])
        #expect(resolve(["LANGUAGE": "de"]) == [])
        #expect(resolve([:]) == [])
        #expect(resolve(["LANG": "de_DE.UTF-8", "LANGUAGE": "ja"], setting: "zh_Hant") == ["zh_Hant"])
    }

    @Test func builtInInheritanceSendsTraditionalChineseToRoot() {
        let inheritance = LocaleInheritance.builtIn
        #expect(inheritance.chain(for: LocaleID(language: "zh", region: "TW")) == ["zh_Hant_TW", "zh_Hant"])
        #expect(inheritance.chain(for: LocaleID(language: "zh", region: "CN")) == ["zh_CN", "zh"])
        #expect(inheritance.chain(for: LocaleID(language: "zh", script: "Hans", region: "SG")) == ["zh_SG", "zh"])
        #expect(inheritance.chain(for: LocaleID(language: "de", region: "AT")) == ["de_AT", "de"])
    }

    @Test func hostileParentsCannotLoop() {
        let inheritance = LocaleInheritance(parents: ["a_B": "c", "c": "a_B", "x": "x"], likelyScripts: [:])
        #expect(inheritance.chain(for: LocaleID(language: "a", region: "B")) == ["a_B", "c"])
        #expect(inheritance.chain(for: LocaleID(language: "x")) == ["x"])
        let long = LocaleInheritance(
            parents: Dictionary(uniqueKeysWithValues: (0..<100).map { ("l\($0)", "l\($0 + 1)") }), likelyScripts: [:])
        #expect(long.chain(for: LocaleID(language: "l0")).count == 8)
    }
}

@Suite("Localized names", .enabled(if: FileSystem.isFile(CLDRFiles.debianFolder + "/annotations/de.xml")))
struct LocalizedNamesTests {
    let cldr = CLDRFiles.debianFolder

    func emoji(_ text: String, en: String = "english", zh: String = "中文") -> Emotion {
        Emotion(kind: .emoji, text: text, nameEN: en, nameZH: zh)
    }

    @Test func cldrInheritanceFollowsParentLocalesAndLikelyScripts() throws {
        let inheritance = try #require(LocaleInheritance.read(supplemental: cldr + "/supplemental"))
        func chain(_ tag: String) -> [String] { LocaleID(tag: tag).map(inheritance.chain) ?? [] }
        #expect(chain("zh_TW") == ["zh_Hant_TW", "zh_Hant"])
        #expect(chain("zh_HK") == ["zh_Hant_HK", "zh_Hant"])
        #expect(chain("zh_MO") == ["zh_Hant_MO", "zh_Hant_HK", "zh_Hant"])
        #expect(chain("zh_CN") == ["zh_CN", "zh"])
        #expect(chain("en_GB") == ["en_GB", "en_001", "en"])
        #expect(chain("nb_NO") == ["nb_NO", "nb", "no"])
        #expect(chain("sr_Latn_RS") == ["sr_Latn_RS", "sr_Latn"])
        #expect(chain("sr_RS") == ["sr_RS", "sr"])
        #expect(chain("pa_PK") == ["pa_Arab_PK", "pa_Arab"])
        #expect(chain("ja_JP") == ["ja_JP", "ja"])
    }

    @Test func traditionalChineseJapaneseAndGermanNamesComeFromCLDR() throws {
        let inheritance = try #require(LocaleInheritance.read(supplemental: cldr + "/supplemental"))
        let cases: [(String, String, String, String)] = [
            ("zh_TW", "感動", "讚: 淺褐皮膚", "喜極而泣"),
            ("ja_JP", "嬉し泣き", "サムズアップ: 中間の肌色", "笑う"),
            ("de_DE", "Gesicht mit Freudentränen", "Daumen hoch: mittlere Hautfarbe", "lachen")
        ]
        for (tag, joy, thumbs, keyword) in cases {
            let names = LocalizedNames.build(
                preferences: [try #require(LocaleID(tag: tag))], inheritance: inheritance, cldrFolder: cldr)
            #expect(names.name(of: emoji("😂")) == joy, "\(tag)")
            #expect(names.name(of: emoji("👍🏽")) == thumbs, "\(tag)")
            #expect(names.entry(forEmoji: "😂")?.keywordList.contains(Substring(keyword)) == true, "\(tag)")
            // CLDR keys drop U+FE0F; the catalog's text keeps it.
            #expect(names.entry(forEmoji: "❤️")?.name.isEmpty == false, "\(tag)")
            // What no locale of the chain names keeps the catalog's English.
            #expect(names.name(of: emoji("🫨", en: "shaking face")) == "shaking face", "\(tag)")
            #expect(names.name(of: Emotion(kind: .kaomoji, text: "(^_^)", nameEN: "smile", nameZH: "微笑")) == "smile")
            #expect(names.fallback == .english)
        }
        let zh = LocalizedNames.build(
            preferences: [LocaleID(language: "zh", region: "CN")], inheritance: inheritance, cldrFolder: cldr)
        #expect(zh.locales == [] && zh.fallback == .chinese)
        #expect(zh.name(of: emoji("😂", zh: "笑哭了")) == "笑哭了")
        let british = LocalizedNames.build(
            preferences: [LocaleID(language: "en", region: "GB")], inheritance: inheritance, cldrFolder: cldr)
        #expect(british.locales == ["en_GB", "en_001"] && british.fallback == .english)
    }

    @Test func aLaterPreferenceFillsWhatTheFirstLacks() throws {
        let inheritance = try #require(LocaleInheritance.read(supplemental: cldr + "/supplemental"))
        let names = LocalizedNames.build(
            preferences: [LocaleID(language: "de", region: "CH"), LocaleID(language: "ja")], inheritance: inheritance,
            cldrFolder: cldr)
        #expect(names.locales == ["de_CH", "de", "ja"])
        #expect(names.name(of: emoji("😂")) == "Gesicht mit Freudentränen")
    }

    @Test func withoutCLDRTraditionalChineseFallsToEnglishAndChineseStaysChinese() throws {
        let empty = try Fixtures.scratchFolder()
        let tw = LocalizedNames.load(
            preferences: [LocaleID(language: "zh", region: "TW")], cldrFolder: empty, cacheFolder: nil)
        #expect(tw.name(of: emoji("😂", en: "face with tears of joy", zh: "笑哭了")) == "face with tears of joy")
        let cn = LocalizedNames.load(
            preferences: [LocaleID(language: "zh", region: "CN")], cldrFolder: empty, cacheFolder: nil)
        #expect(cn.name(of: emoji("😂", en: "face with tears of joy", zh: "笑哭了")) == "笑哭了")
        let de = LocalizedNames.load(preferences: [LocaleID(language: "de")], cldrFolder: empty, cacheFolder: nil)
        #expect(de == LocalizedNames(locales: [], fallback: .english, entries: [:]))
        #expect(LocalizedNames.load(preferences: [], cldrFolder: empty, cacheFolder: nil) == .english)
        #expect(
            LocalizedNames.load(preferences: [LocaleID(language: "zh")], cldrFolder: empty, cacheFolder: nil).fallback
                == .chinese)
    }

    @Test func namesAreCachedAndRebuiltWhenCLDRChanges() throws {
        let folder = try Fixtures.scratchFolder()
        // A private copy of the CLDR files German needs, so the test can change them.
        let copy = folder + "/cldr"
        for path in [
            "annotations/de.xml", "annotationsDerived/de.xml", "supplemental/supplementalData.xml",
            "supplemental/likelySubtags.xml"
        ] {
            let target = copy + "/" + path
            try FileManager.default.createDirectory(
                atPath: String(target[..<(target.lastIndex(of: "/") ?? target.endIndex)]),
                withIntermediateDirectories: true)
            try Fixtures.write(try FileSystem.read(cldr + "/" + path, limit: 16 << 20), to: target)
        }
        let cache = folder + "/cache"
        let german = [LocaleID(language: "de", region: "DE")]
        let built = LocalizedNames.load(preferences: german, cldrFolder: copy, cacheFolder: cache)
        let cacheFile = cache + "/names/de_DE.tsv"
        #expect(FileSystem.isFile(cacheFile))
        #expect(built.locales == ["de"])
        #expect(LocalizedNames.load(preferences: german, cldrFolder: copy, cacheFolder: cache) == built)
        // A cache whose entries were changed is read as it is: it really is what the second load used.
        let text = try Fixtures.text(cacheFile).replacing("Gesicht mit Freudentränen", with: "aus dem Cache")
        try Fixtures.write(text, to: cacheFile)
        #expect(
            LocalizedNames.load(preferences: german, cldrFolder: copy, cacheFolder: cache).name(of: emoji("😂"))
                == "aus dem Cache")
        // A newer CLDR (another file in the annotations folder changes its time) makes it build again.
        sleep(1)
        try Fixtures.write("<ldml/>", to: copy + "/annotations/xx.xml")
        #expect(
            LocalizedNames.load(preferences: german, cldrFolder: copy, cacheFolder: cache).name(of: emoji("😂"))
                == "Gesicht mit Freudentränen")
        // A corrupt cache is built again too.
        try Fixtures.write("emotion-keyboard names 1\ngarbage", to: cacheFile)
        #expect(LocalizedNames.load(preferences: german, cldrFolder: copy, cacheFolder: cache) == built)
    }
}

@Suite("CLDR XML scanner")
struct CLDRXMLScannerTests {
    func scan(_ xml: String, _ name: String = "annotation") -> [([String: String], String)] {
        var found: [([String: String], String)] = []
        CLDRXMLScanner(Array(xml.utf8)).forEach(name) { found.append(($0, $1)) }
        return found
    }

    @Test func readsElementsAttributesTextAndEntities() {
        let found = scan(
            """
            <?xml version="1.0"?><!DOCTYPE ldml SYSTEM "x.dtd"><!-- <annotation cp="no">comment</annotation> -->
            <ldml><annotations>
            <annotation cp="&#x1F600;" type='tts'>grinning &amp; &lt;face&gt; &#128512;</annotation>
            <annotation cp="a&quot;b" draft="contributed">one | two</annotation>
            <annotations/><parentLocale parent="root" locales="a b"/>
            </annotations></ldml>
            """)
        #expect(found.count == 2)
        #expect(found[0].0 == ["cp": "😀", "type": "tts"])
        #expect(found[0].1 == "grinning & <face> 😀")
        #expect(found[1].0 == ["cp": "a\"b", "draft": "contributed"])
        #expect(
            scan(
                "<x><parentLocale parent=\"root\" locales=\"a b\"/><parentLocale parent = 'en_001' locales='en_GB'/></x>",
                "parentLocale"
            ).map(\.0)
                == [["parent": "root", "locales": "a b"], ["parent": "en_001", "locales": "en_GB"]])
    }

    @Test func hostileInputEndsWithoutCrashingOrLooping() {
        let hostile = [
            "<annotation", "<annotation cp=\"unterminated", "<annotation cp=", "<annotation ====>x</annotation>",
            "<!-- never closed <annotation cp=\"a\">x</annotation>",
            "<annotation cp=\"&#xD800;&#x110000;&#99999999999;&bogus;&\">t",
            String(repeating: "<annotation ", count: 10_000),
            "<annotation " + String(repeating: "=", count: 100_000) + ">",
            String(repeating: "&", count: 100_000), "<annotation cp='x'/>", "<", ""
        ]
        for xml in hostile {
            _ = scan(xml)
        }
        #expect(
            scan("<annotation cp=\"&#xD800;&#x110000;&bogus;\">t</annotation>").first?.0["cp"]
                == "&#xD800;&#x110000;&bogus;")
        #expect(scan("<annotation cp='x'/>").first?.1 == "")
        let long = String(repeating: "x", count: 10_000)
        #expect(
            scan("<annotation cp=\"\(long)\">\(long)</annotation>").first.map {
                ($0.0["cp"]?.utf8.count, $0.1.utf8.count)
            }
            .map { $0 == CLDRXMLScanner.valueLimit && $1 == CLDRXMLScanner.valueLimit } == true)
        let nested = String(repeating: "<a>", count: 100_000) + "<annotation cp=\"deep\">x</annotation>"
        #expect(scan(nested).first?.0["cp"] == "deep")
    }
}
