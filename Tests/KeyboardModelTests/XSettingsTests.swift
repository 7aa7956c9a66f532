import Testing

@testable import KeyboardModel

@Suite("XSETTINGS property")
struct XSettingsTests {
    enum Value {
        case integer(Int32)
        case string([UInt8])
        case color(UInt16, UInt16, UInt16, UInt16)
    }

    /// A property laid out as the XSETTINGS specification says, in either byte order.
    static func property(_ settings: [(name: String, value: Value)], bigEndian: Bool = false, serial: UInt32 = 7)
        -> [UInt8]
    {
        func card16(_ value: UInt16) -> [UInt8] {
            bigEndian ? [UInt8(value >> 8), UInt8(value & 0xFF)] : [UInt8(value & 0xFF), UInt8(value >> 8)]
        }
        func card32(_ value: UInt32) -> [UInt8] {
            let little = [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
            return bigEndian ? little.reversed() : little
        }
        func padded(_ bytes: [UInt8]) -> [UInt8] { bytes + [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4) }
        var bytes: [UInt8] = [bigEndian ? 1 : 0, 0, 0, 0] + card32(serial) + card32(UInt32(settings.count))
        for (name, value) in settings {
            let type: UInt8
            switch value {
            case .integer: type = 0
            case .string: type = 1
            case .color: type = 2
            }
            bytes += [type, 0] + card16(UInt16(name.utf8.count)) + padded(Array(name.utf8)) + card32(3)
            switch value {
            case .integer(let number): bytes += card32(UInt32(bitPattern: number))
            case .string(let text): bytes += card32(UInt32(text.count)) + padded(text)
            case .color(let r, let g, let b, let a): bytes += card16(r) + card16(b) + card16(g) + card16(a)
            }
        }
        return bytes
    }

    static let typical: [(name: String, value: Value)] = [
        ("Net/ThemeName", .string(Array("Adwaita-dark".utf8))), ("Xft/DPI", .integer(98304)),
        ("Gtk/ColorScheme", .color(1, 2, 3, 4)), ("Net/IconThemeName", .string(Array("Adwaita".utf8))),
        ("Xft/Antialias", .integer(-1))
    ]

    @Test(arguments: [false, true])
    func readsBothByteOrders(bigEndian: Bool) throws {
        let settings = try XSettings(parsing: Self.property(Self.typical, bigEndian: bigEndian, serial: 0x0102_0304))
        #expect(settings.serial == 0x0102_0304)
        #expect(settings.themeName == "Adwaita-dark")
        #expect(settings.strings == ["Net/ThemeName": "Adwaita-dark", "Net/IconThemeName": "Adwaita"])
        #expect(settings.integers == ["Xft/DPI": 98304, "Xft/Antialias": -1])
    }

    @Test func gtkEnableAnimationsSaysWhetherStickersPlay() throws {
        #expect(try XSettings(parsing: Self.property(Self.typical)).enablesAnimations == nil, "not said: they play")
        #expect(
            try XSettings(parsing: Self.property([("Gtk/EnableAnimations", .integer(0))])).enablesAnimations == false)
        #expect(
            try XSettings(parsing: Self.property([("Gtk/EnableAnimations", .integer(1))])).enablesAnimations == true)
    }

    @Test func everyTruncationIsRefusedWithoutCrashing() {
        let whole = Self.property(Self.typical)
        for length in 0..<whole.count {
            #expect(throws: XSettings.Malformed.self, "\(length) bytes") {
                try XSettings(parsing: Array(whole.prefix(length)))
            }
        }
        #expect((try? XSettings(parsing: whole)) != nil)
    }

    @Test func hostileHeadersAndLengthsAreRefused() {
        var bytes = Self.property(Self.typical)
        bytes[0] = 2
        #expect(throws: XSettings.Malformed.self, "byte order 2") { try XSettings(parsing: bytes) }
        // A count of 4 billion settings in a few bytes: refused before anything is read.
        var many = Self.property([])
        many.replaceSubrange(8..<12, with: [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(throws: XSettings.Malformed.self) { try XSettings(parsing: many) }
        // A string claiming 4 GiB, a name claiming 65535 bytes, an unknown type, a name with a control character.
        var longString = Self.property([("Net/ThemeName", .string(Array("x".utf8)))])
        longString.replaceSubrange(36..<40, with: [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(throws: XSettings.Malformed.self) { try XSettings(parsing: longString) }
        var longName = Self.property([("Net/ThemeName", .integer(1))])
        longName.replaceSubrange(14..<16, with: [0xFF, 0xFF])
        #expect(throws: XSettings.Malformed.self) { try XSettings(parsing: longName) }
        var unknown = Self.property([("Net/ThemeName", .integer(1))])
        unknown[12] = 9
        #expect(throws: XSettings.Malformed.self) { try XSettings(parsing: unknown) }
        #expect(throws: XSettings.Malformed.self) {
            try XSettings(parsing: Self.property([("Net/Theme\u{1B}Name", .integer(1))]))
        }
        #expect(throws: XSettings.Malformed.self) {
            try XSettings(parsing: [UInt8](repeating: 0, count: XSettings.byteLimit + 1))
        }
    }

    @Test func aStringThatIsNotUTF8IsSkippedAndTheRestKept() throws {
        let settings = try XSettings(
            parsing: Self.property([
                ("Net/ThemeName", .string([0xFF, 0xFE, 0x41])), ("Net/IconThemeName", .string(Array("ok".utf8)))
            ]))
        #expect(settings.themeName == nil)
        #expect(settings.strings["Net/IconThemeName"] == "ok")
    }

    /// Random bytes, and valid properties with random bytes flipped: every one is read or refused, in time linear in
    /// its length (a read can only move forward).
    @Test func randomBytesNeverCrash() {
        var generator = SystemRandomNumberGenerator()
        let valid = Self.property(Self.typical)
        var parsed = 0
        for round in 0..<20_000 {
            var bytes: [UInt8]
            if round % 2 == 0 {
                bytes = (0..<Int.random(in: 0...96, using: &generator)).map { _ in
                    UInt8.random(in: 0...255, using: &generator)
                }
                if !bytes.isEmpty { bytes[0] = UInt8.random(in: 0...1, using: &generator) }
            } else {
                bytes = valid
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(
                        in: 0...255, using: &generator)
                }
            }
            if (try? XSettings(parsing: bytes)) != nil { parsed += 1 }
        }
        #expect(parsed > 0, "some flipped properties are still valid")
    }
}
