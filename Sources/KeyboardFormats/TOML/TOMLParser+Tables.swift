extension TOMLParser {
    /// A key as written, dotted parts unquoted, with the offset where it starts (for errors).
    struct KeyPath {
        var parts: [String]
        let offset: Int

        /// The key in messages, at most about 60 characters.
        func described(upTo count: Int? = nil) -> String {
            let text = parts.prefix(count ?? parts.count).joined(separator: ".")
            return text.count > 60 ? String(text.prefix(60)) + "..." : text
        }
    }

    /// A key: bare or quoted parts joined by dots, with whitespace around the dots. O(length of the key).
    mutating func readKey() throws(Failure) -> KeyPath {
        var key = KeyPath(parts: [], offset: position)
        while true {
            key.parts.append(try readSimpleKey())
            skipWhitespace()
            guard peek() == UInt8(ascii: ".") else { return key }
            position += 1
            skipWhitespace()
        }
    }

    private mutating func readSimpleKey() throws(Failure) -> String {
        switch peek() {
        case UInt8(ascii: "\"")?:
            if peek("\"\"\"") { throw Failure(position, "a key cannot be a multi-line string") }
            return try readBasicString()
        case UInt8(ascii: "'")?:
            if peek("'''") { throw Failure(position, "a key cannot be a multi-line string") }
            return try readLiteralString()
        default:
            let start = position
            while let byte = peek(), Self.isBareKeyByte(byte) { position += 1 }
            guard position > start else {
                let byte = peek()
                throw Failure(
                    position,
                    byte == 0x0A || byte == 0x0D || byte == nil
                        ? "expected a key before the end of the line" : "expected a key")
            }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }
    }

    static func isBareKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "-"):
            true
        default: false
        }
    }

    /// `key = value` into `table`, whose dotted keys belong to `section`. O(length of the key and the value).
    mutating func readKeyValue(in table: TOMLTableNode, section: Int) throws(Failure) {
        let key = try readKey()
        skipWhitespace()
        guard peek() == UInt8(ascii: "=") else { throw Failure(position, "expected '=' after a key") }
        position += 1
        skipWhitespace()
        var target = table
        for (index, part) in key.parts.dropLast().enumerated() {
            switch target[part] {
            case nil:
                let child = try newTable(.dotted(section: section), under: target, depth: 1, key: key)
                target.add(part, .table(child))
                target = child
            case .table(let child)?:
                switch child.definition {
                case .dotted(section: section): break
                case .implicit: child.definition = .dotted(section: section)
                case .header, .dotted:
                    throw Failure(
                        key.offset,
                        "table \(key.described(upTo: index + 1)) is already defined; dotted keys cannot add to it")
                }
                target = child
            case .tables?, .value?:
                throw Failure(key.offset, "key \(key.described(upTo: index + 1)) is already defined and is not a table")
            }
        }
        let last = key.parts[key.parts.count - 1]
        guard target[last] == nil else { throw Failure(key.offset, "key \(key.described()) is defined twice") }
        let value = try readValue(depth: target.depth + 1)
        target.add(last, .value(value))
    }

    /// A `[table]` or `[[array of tables]]` header: the table it names becomes the current one. O(length of the key).
    mutating func readHeader() throws(Failure) {
        let start = position
        position += 1
        let isArray = peek() == UInt8(ascii: "[")
        if isArray { position += 1 }
        skipWhitespace()
        let key = try readKey()
        guard peek() == UInt8(ascii: "]"), !isArray || peek(1) == UInt8(ascii: "]") else {
            throw Failure(position, isArray ? "expected ']]' after a table name" : "expected ']' after a table name")
        }
        position += isArray ? 2 : 1
        sectionCount += 1
        section = sectionCount
        var table = root
        for (index, part) in key.parts.dropLast().enumerated() {
            switch table[part] {
            case nil:
                let child = try newTable(.implicit, under: table, depth: 1, key: key)
                table.add(part, .table(child))
                table = child
            case .table(let child)?: table = child
            case .tables(let list)?:
                guard let last = list.elements.last else { throw Failure(start, "an empty array of tables") }
                table = last
            case .value?:
                throw Failure(
                    start, "key \(key.described(upTo: index + 1)) is a value, not a table; nothing can be added to it")
            }
        }
        let last = key.parts[key.parts.count - 1]
        if isArray {
            let element = try newTable(.header, under: table, depth: 2, key: key)
            switch table[last] {
            case nil:
                let list = TOMLTableNode.List()
                list.elements.append(element)
                table.add(last, .tables(list))
            case .tables(let list)?: list.elements.append(element)
            case .table?, .value?:
                throw Failure(start, "key \(key.described()) is already defined and is not an array of tables")
            }
            current = element
        } else {
            switch table[last] {
            case nil:
                let child = try newTable(.header, under: table, depth: 1, key: key)
                table.add(last, .table(child))
                current = child
            case .table(let child)? where child.definition == .implicit:
                child.definition = .header
                current = child
            case .table?, .tables?, .value?: throw Failure(start, "table \(key.described()) is defined twice")
            }
        }
    }

    /// A new table `depth` levels under `parent` (2 for an element of an array of tables), within the depth limit.
    private func newTable(_ definition: TOMLTableNode.Definition, under parent: TOMLTableNode, depth: Int, key: KeyPath)
        throws(Failure) -> TOMLTableNode
    {
        guard parent.depth + depth <= Self.maximumDepth else {
            throw Failure(key.offset, "tables nest deeper than \(Self.maximumDepth) levels")
        }
        return TOMLTableNode(definition: definition, depth: parent.depth + depth)
    }
}
