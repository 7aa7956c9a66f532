extension TOMLParser {
    /// A value `depth` levels under the document: a string, number, boolean, date or time, array or inline table.
    /// O(its length); arrays and inline tables deeper than `maximumDepth` are an error.
    mutating func readValue(depth: Int) throws(Failure) -> TOMLValue {
        guard let byte = peek(), byte != 0x0A, byte != 0x0D else {
            throw Failure(position, "expected a value before the end of the line")
        }
        switch byte {
        case UInt8(ascii: "\""): return .string(try readBasicString())
        case UInt8(ascii: "'"): return .string(try readLiteralString())
        case UInt8(ascii: "["): return try readArray(depth: depth)
        case UInt8(ascii: "{"): return try readInlineTable(depth: depth)
        case UInt8(ascii: "t") where peek("true"):
            position += 4
            return .boolean(true)
        case UInt8(ascii: "f") where peek("false"):
            position += 5
            return .boolean(false)
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "i"), UInt8(ascii: "n"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try readNumberOrDate()
        default: throw Failure(position, "expected a value")
        }
    }

    private func checkDepth(_ depth: Int) throws(Failure) {
        guard depth <= Self.maximumDepth else {
            throw Failure(position, "arrays and tables nest deeper than \(Self.maximumDepth) levels")
        }
    }

    /// `[ value, ... ]` across lines, with comments and a trailing comma.
    private mutating func readArray(depth: Int) throws(Failure) -> TOMLValue {
        try checkDepth(depth)
        position += 1
        var items: [TOMLValue] = []
        while true {
            try skipBlankLines()
            if peek() == UInt8(ascii: "]") { break }
            items.append(try readValue(depth: depth + 1))
            try skipBlankLines()
            if peek() == UInt8(ascii: ",") {
                position += 1
            } else if peek() == UInt8(ascii: "]") {
                break
            } else {
                throw Failure(position, "expected ',' or ']' after an item of an array")
            }
        }
        position += 1
        return .array(items)
    }

    /// `{ key = value, ... }` on one line (a value inside may span lines), without a trailing comma. It is finished
    /// here: nothing can be added to it later.
    private mutating func readInlineTable(depth: Int) throws(Failure) -> TOMLValue {
        try checkDepth(depth)
        position += 1
        sectionCount += 1
        let ownSection = sectionCount
        let table = TOMLTableNode(definition: .header, depth: depth)
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            return .table(table.table())
        }
        while true {
            try checkOneLine()
            try readKeyValue(in: table, section: ownSection)
            skipWhitespace()
            if peek() == UInt8(ascii: ",") {
                position += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "}") { throw Failure(position, "an inline table cannot end with a comma") }
            } else if peek() == UInt8(ascii: "}") {
                position += 1
                return .table(table.table())
            } else {
                try checkOneLine()
                throw Failure(position, "expected ',' or '}' after a value of an inline table")
            }
        }
    }

    private func checkOneLine() throws(Failure) {
        if peek() == 0x0A || peek() == 0x0D { throw Failure(position, "an inline table must be on one line") }
    }
}
