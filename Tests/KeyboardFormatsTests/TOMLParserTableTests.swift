import KeyboardTestSupport
import Testing

@testable import KeyboardFormats
@testable import KeyboardModel

@Suite("TOML parser: keys, tables and arrays")
struct TOMLParserTableTests {
    func parse(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> TOMLTable? {
        do {
            return try TOMLParser.parse(text)
        } catch {
            Issue.record("\(text.debugDescription): \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    @Test func anEmptyDocumentAndOneOfCommentsAndBlankLinesAreEmptyTables() {
        #expect(parse("") == TOMLTable())
        #expect(parse("\n\r\n  \t\n# comment\n   # indented comment with \t tab and \u{1F600}\r\n") == TOMLTable())
        #expect(parse("\u{FEFF}") == TOMLTable())
        #expect(parse("\u{FEFF}a = 1") == TOMLTable(["a": .integer(1)]))
    }

    @Test func keysAreBareQuotedOrDottedAndKeepTheirOrder() {
        let text = """
            key = "value"
            bare_key = 1
            bare-key = 2
            1234 = 3
            "127.0.0.1" = 4
            "character encoding" = 5
            "ʎǝʞ" = 6
            'key2' = 7
            'quoted "value"' = 8
            "" = 9
            "\\u0041" = 10
            """
        #expect(
            parse(text)
                == TOMLTable([
                    "key": .string("value"), "bare_key": .integer(1), "bare-key": .integer(2), "1234": .integer(3),
                    "127.0.0.1": .integer(4),
                    "character encoding": .integer(5), "ʎǝʞ": .integer(6), "key2": .integer(7),
                    "quoted \"value\"": .integer(8), "": .integer(9),
                    "A": .integer(10)
                ]))
        let dotted = """
            name = "Orange"
            physical.color = "orange"
            physical . shape = "round"
            site."google.com" = true
            3.14159 = "pi"
            fruit	.	'apple'   .texture = "smooth"
            """
        #expect(
            parse(dotted)
                == TOMLTable([
                    "name": .string("Orange"),
                    "physical": .table(TOMLTable(["color": .string("orange"), "shape": .string("round")])),
                    "site": .table(TOMLTable(["google.com": .boolean(true)])),
                    "3": .table(TOMLTable(["14159": .string("pi")])),
                    "fruit": .table(TOMLTable(["apple": .table(TOMLTable(["texture": .string("smooth")]))]))
                ]))
        #expect(parse("b = 1\na = 2\nc = 3\n")?.keys == ["b", "a", "c"])
        #expect(parse("a=1#no space needed\nb\t=\t2")?.keys == ["a", "b"])
    }

    @Test func badKeysAreRefusedAtTheirLine() {
        TOMLCheck.refuses("= 1", line: 1, column: 1, saying: "expected a key")
        TOMLCheck.refuses("a = 1\nkey\n", line: 2, column: 4, saying: "expected '='")
        TOMLCheck.refuses("a = 1\nkey = \n", line: 2, saying: "expected a value")
        TOMLCheck.refuses("key = 1 2\n", line: 1, column: 9, saying: "end of the line")
        TOMLCheck.refuses("first = \"a\" last = \"b\"\n", line: 1, saying: "end of the line")
        TOMLCheck.refuses("a.= 1", line: 1, saying: "expected a key")
        TOMLCheck.refuses(".a = 1", line: 1, saying: "expected a key")
        TOMLCheck.refuses("a..b = 1", line: 1, saying: "expected a key")
        TOMLCheck.refuses("a b = 1", line: 1, saying: "expected '='")
        TOMLCheck.refuses("ʎǝʞ = 1", line: 1, column: 1, saying: "expected a key")
        TOMLCheck.refuses("\"\"\"k\"\"\" = 1", line: 1, saying: "multi-line")
        TOMLCheck.refuses("'''k''' = 1", line: 1, saying: "multi-line")
        TOMLCheck.refuses("\"k\nk\" = 1", line: 1, saying: "not closed")
        TOMLCheck.refuses("a = 1\n\n  a = 2\n", line: 3, column: 3, saying: "key a is defined twice")
        TOMLCheck.refuses("spelling = 1\n\"spelling\" = 2\n", line: 2, saying: "defined twice")
        TOMLCheck.refuses("a.b = 1\na.b = 2\n", line: 2, saying: "defined twice")
        TOMLCheck.refuses("a = 1\na.b = 2\n", line: 2, saying: "not a table")
        TOMLCheck.refuses("a.b = 1\na = 2\n", line: 2, saying: "defined twice")
        TOMLCheck.refuses("a = {}\na.b = 1\n", line: 2, saying: "not a table")
        TOMLCheck.refuses("a = []\na.b = 1\n", line: 2, saying: "not a table")
    }

    @Test func headersDefineTablesAndMayComeInAnyOrder() {
        let text = """
            top = 0
            [table-1]
            key1 = "some string"
            key2 = 123

            [ dog . "tater.man" ]
            type.name = "pug"

            [x.y.z.w]
            [x]
            a = 1

            [fruit]
            apple.color = "red"
            apple.taste.sweet = true
            [fruit.apple.texture]
            smooth = true

            [[ 'arr' ]]
            """
        let fruit = TOMLTable([
            "apple": .table(
                TOMLTable([
                    "color": .string("red"), "taste": .table(TOMLTable(["sweet": .boolean(true)])),
                    "texture": .table(TOMLTable(["smooth": .boolean(true)]))
                ]))
        ])
        #expect(
            parse(text)
                == TOMLTable([
                    "top": .integer(0),
                    "table-1": .table(TOMLTable(["key1": .string("some string"), "key2": .integer(123)])),
                    "dog": .table(
                        TOMLTable([
                            "tater.man": .table(TOMLTable(["type": .table(TOMLTable(["name": .string("pug")]))]))
                        ])),
                    "x": .table(
                        TOMLTable([
                            "y": .table(TOMLTable(["z": .table(TOMLTable(["w": .table(TOMLTable())]))])),
                            "a": .integer(1)
                        ])),
                    "fruit": .table(fruit),
                    "arr": .array([.table(TOMLTable())])
                ]))
        // An implicit table named by a header may get keys from dotted keys of a later section.
        #expect(
            parse("[a.b.c]\nz = 1\n[a]\nb.d = 2\n")
                == TOMLTable([
                    "a": .table(
                        TOMLTable([
                            "b": .table(
                                TOMLTable([
                                    "c": .table(TOMLTable(["z": .integer(1)])), "d": .integer(2)
                                ]))
                        ]))
                ]))
        #expect(parse("[a]\nb.c = 1\nb.d = 2\n[a.b.e]\n[a.b.e.f]\n")?["a"]?.table?["b"]?.table?.keys == ["c", "d", "e"])
    }

    @Test func noTableIsDefinedTwice() {
        TOMLCheck.refuses(
            "[fruit]\napple = \"red\"\n\n[fruit]\norange = \"orange\"\n", line: 4, column: 1,
            saying: "table fruit is defined twice")
        TOMLCheck.refuses(
            "[fruit]\napple = \"red\"\n\n[fruit.apple]\ntexture = \"smooth\"\n", line: 4, saying: "defined twice")
        TOMLCheck.refuses("[a.b]\n[a]\n[a]\n", line: 3, saying: "defined twice")
        TOMLCheck.refuses("[a]\n[\"a\"]\n", line: 2, saying: "defined twice")
        TOMLCheck.refuses("[fruit]\napple.color = \"red\"\n[fruit.apple]\n", line: 3, saying: "defined twice")
        TOMLCheck.refuses("[fruit]\napple.taste.sweet = true\n[fruit.apple.taste]\n", line: 3, saying: "defined twice")
        TOMLCheck.refuses("a.b = 1\n[a]\n", line: 2, saying: "defined twice")
        TOMLCheck.refuses("a = 1\n[a]\n", line: 2, saying: "defined twice")
        TOMLCheck.refuses("a = 1\n[a.b]\n", line: 2, saying: "is a value")
        TOMLCheck.refuses("[a]\nb = 1\n[a.b]\n", line: 3, saying: "defined twice")
        TOMLCheck.refuses("[a]\nb = 1\n[a.b.c]\n", line: 3, saying: "is a value")
        // Dotted keys cannot add to a table defined by a header or by dotted keys of another section.
        TOMLCheck.refuses("[a.b.c]\nz = 9\n[a]\nb.c.t = 1\n", line: 4, saying: "dotted keys cannot add to it")
        TOMLCheck.refuses("[a.b.c.d]\nz = 9\n[a]\nb.c.d.k.t = 1\n", line: 4, saying: "dotted keys cannot add to it")
        TOMLCheck.refuses("[a.b]\n[a]\nb.c = 1\n", line: 3, saying: "dotted keys cannot add to it")
        TOMLCheck.refuses("[t]\nx.y = 1\n[t.x.z]\n[t]\n", line: 4, saying: "defined twice")
        TOMLCheck.refuses("[a.b.c]\n[a]\nb.d = 1\n[a.b]\n", line: 4, saying: "defined twice")
    }

    @Test func inlineTablesAndArraysAreClosed() {
        TOMLCheck.refuses(
            "[product]\ntype = { name = \"Nail\" }\ntype.edible = false\n", line: 3, saying: "not a table")
        TOMLCheck.refuses(
            "[product]\ntype.name = \"Nail\"\n# type = { edible = false }\n[product.type]\n", line: 4,
            saying: "defined twice")
        TOMLCheck.refuses("a = {b = 1}\n[a]\n", line: 2, saying: "defined twice")
        TOMLCheck.refuses("a = {b = 1}\n[a.c]\n", line: 2, saying: "is a value")
        TOMLCheck.refuses("a = {b = {}}\n[a.b.c]\n", line: 2, saying: "is a value")
        TOMLCheck.refuses("a = [{b = 1}]\n[[a]]\n", line: 2, saying: "not an array of tables")
        TOMLCheck.refuses("a = []\n[[a]]\n", line: 2, saying: "not an array of tables")
        TOMLCheck.refuses("a = [{}]\n[a.b]\n", line: 2, saying: "is a value")
        TOMLCheck.refuses("a = {b = 1, b = 2}\n", line: 1, saying: "defined twice")
        TOMLCheck.refuses("a = {b.c = 1, b = 2}\n", line: 1, saying: "defined twice")
        TOMLCheck.refuses("a = {b = {c = 1}, b.d = 2}\n", line: 1, saying: "not a table")
    }

    @Test func arraysOfTablesAppendAndHeadersUnderThemGoToTheLastElement() {
        let text = """
            [[products]]
            name = "Hammer"
            sku = 738594937

            [[products]]  # empty table within the array

            [[products]]
            name = "Nail"
            color = "gray"

            [[fruits]]
            name = "apple"

            [fruits.physical]  # subtable
            color = "red"

            [[fruits.varieties]]  # nested array of tables
            name = "red delicious"

            [[fruits.varieties]]
            name = "granny smith"

            [[fruits]]
            name = "banana"

            [[fruits.varieties]]
            name = "plantain"
            """
        #expect(
            parse(text)
                == TOMLTable([
                    "products": .array([
                        .table(TOMLTable(["name": .string("Hammer"), "sku": .integer(738_594_937)])),
                        .table(TOMLTable()),
                        .table(TOMLTable(["name": .string("Nail"), "color": .string("gray")]))
                    ]),
                    "fruits": .array([
                        .table(
                            TOMLTable([
                                "name": .string("apple"),
                                "physical": .table(TOMLTable(["color": .string("red")])),
                                "varieties": .array([
                                    .table(TOMLTable(["name": .string("red delicious")])),
                                    .table(TOMLTable(["name": .string("granny smith")]))
                                ])
                            ])),
                        .table(
                            TOMLTable([
                                "name": .string("banana"),
                                "varieties": .array([.table(TOMLTable(["name": .string("plantain")]))])
                            ]))
                    ])
                ]))
        // A header may define the implicit table that holds an array of tables after it.
        #expect(
            parse("[[a.b]]\nx = 1\n[a]\ny = 2\n")
                == TOMLTable([
                    "a": .table(
                        TOMLTable([
                            "b": .array([.table(TOMLTable(["x": .integer(1)]))]), "y": .integer(2)
                        ]))
                ]))
        #expect(
            parse("[[a]]\n[a.b]\nc = 1\n[[a]]\n[a.b]\nc = 2\n")
                == TOMLTable([
                    "a": .array([
                        .table(TOMLTable(["b": .table(TOMLTable(["c": .integer(1)]))])),
                        .table(TOMLTable(["b": .table(TOMLTable(["c": .integer(2)]))]))
                    ])
                ]))
    }

    @Test func arraysOfTablesFollowTheRulesOfTables() {
        TOMLCheck.refuses("[fruit.physical]\ncolor = \"red\"\n\n[[fruit]]\n", line: 4, saying: "not an array of tables")
        TOMLCheck.refuses(
            "[[fruits]]\nname = \"apple\"\n[[fruits.varieties]]\n[fruits.varieties]\n", line: 4, saying: "defined twice"
        )
        TOMLCheck.refuses("[[fruits]]\n[fruits]\n", line: 2, saying: "defined twice")
        TOMLCheck.refuses("[a]\n[[a]]\n", line: 2, saying: "not an array of tables")
        TOMLCheck.refuses("[[albums.songs]]\n[[albums]]\n", line: 2, saying: "not an array of tables")
        TOMLCheck.refuses("[[t.arr]]\n[t]\narr.v = 1\n", line: 3, saying: "not a table")
        TOMLCheck.refuses("[[a]]\nb = 1\n[[a.b]]\n", line: 3, saying: "not an array of tables")
        TOMLCheck.refuses("[[a]\n", line: 1, saying: "']]'")
        TOMLCheck.refuses("[[a] ]\n", line: 1, saying: "']]'")
        TOMLCheck.refuses("[ [a]]\n", line: 1, saying: "expected a key")
        TOMLCheck.refuses("[a]]\n", line: 1, saying: "end of the line")
        TOMLCheck.refuses("[a\n", line: 1, saying: "expected ']'")
        TOMLCheck.refuses("[]\n", line: 1, saying: "expected a key")
        TOMLCheck.refuses("[a] b = 1\n", line: 1, saying: "end of the line")
        TOMLCheck.refuses("[a.]\n", line: 1, saying: "expected a key")
    }

    @Test func arraysSpanLinesWithCommentsAndATrailingComma() {
        let text = """
            integers = [ 1, 2, 3 ]
            colors = [ "red", 'yellow', \"\"\"green\"\"\" ]
            nested = [ [ 1, 2 ], [3, 4, 5] ]
            mixed = [ [ 1, 2 ], ["a", 'b'], 1.5, true, {x = 1} ]
            multi = [
              1, # one
              # a whole line of comment
              2
              , 3,
            ]
            empty = [ ]
            blank = [
            ]
            trailing = [1,]
            """
        #expect(
            parse(text)
                == TOMLTable([
                    "integers": .array([.integer(1), .integer(2), .integer(3)]),
                    "colors": .array([.string("red"), .string("yellow"), .string("green")]),
                    "nested": .array([
                        .array([.integer(1), .integer(2)]), .array([.integer(3), .integer(4), .integer(5)])
                    ]),
                    "mixed": .array([
                        .array([.integer(1), .integer(2)]), .array([.string("a"), .string("b")]), .float(1.5),
                        .boolean(true),
                        .table(TOMLTable(["x": .integer(1)]))
                    ]),
                    "multi": .array([.integer(1), .integer(2), .integer(3)]),
                    "empty": .array([]), "blank": .array([]), "trailing": .array([.integer(1)])
                ]))
        TOMLCheck.refuses("a = [1 2]\n", line: 1, saying: "expected ',' or ']'")
        TOMLCheck.refuses("a = [1,,2]\n", line: 1, saying: "expected a value")
        TOMLCheck.refuses("a = [,]\n", line: 1, saying: "expected a value")
        TOMLCheck.refuses("a = [\n1,\n2\n", line: 4, saying: "expected ',' or ']'")
        TOMLCheck.refuses("a = [\n  1, # \u{7}\n]\n", line: 2, saying: "control character")
        TOMLCheck.refuses("a = [1]]\n", line: 1, saying: "end of the line")
        TOMLCheck.refuses("a = [\n1,\n}", line: 3, saying: "expected a value")
    }

    @Test func inlineTablesStayOnOneLineWithoutATrailingComma() {
        let text = """
            name = { first = "Tom", last = "Preston-Werner" }
            point = {x=1,y=2}
            animal = { type.name = "pug", type.size = "small" }
            empty = {}
            nested = { a = { b = { c = [ 1,
              2 ] } } }
            """
        #expect(
            parse(text)
                == TOMLTable([
                    "name": .table(TOMLTable(["first": .string("Tom"), "last": .string("Preston-Werner")])),
                    "point": .table(TOMLTable(["x": .integer(1), "y": .integer(2)])),
                    "animal": .table(
                        TOMLTable(["type": .table(TOMLTable(["name": .string("pug"), "size": .string("small")]))])),
                    "empty": .table(TOMLTable()),
                    "nested": .table(
                        TOMLTable([
                            "a": .table(TOMLTable(["b": .table(TOMLTable(["c": .array([.integer(1), .integer(2)])]))]))
                        ]))
                ]))
        TOMLCheck.refuses("a = {b = 1,}\n", line: 1, saying: "end with a comma")
        TOMLCheck.refuses("a = {b = 1\n}\n", line: 1, saying: "one line")
        TOMLCheck.refuses("a = {\nb = 1}\n", line: 1, saying: "one line")
        TOMLCheck.refuses("a = {b = 1 c = 2}\n", line: 1, saying: "expected ',' or '}'")
        TOMLCheck.refuses("a = {b = 1, # comment\n}\n", line: 1, saying: "expected a key")
        TOMLCheck.refuses("a = {,}\n", line: 1, saying: "expected a key")
        TOMLCheck.refuses("a = {b}\n", line: 1, saying: "expected '='")
        TOMLCheck.refuses("a = {b = 1\n", line: 1, saying: "one line")
        TOMLCheck.refuses("a = {b = 1", line: 1, saying: "expected ',' or '}'")
    }
}
