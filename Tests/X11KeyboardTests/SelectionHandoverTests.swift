import CX11
import FoundationEssentials
import Testing

@testable import X11Keyboard

/// Issue 26, item 2: what the background owner is handed reads back whole, and nothing else is taken for a handover.
@Suite("Selection handover")
struct SelectionHandoverTests {
    @Test func selectionsReadBackWholeAndAnythingCutOrForgedIsRefused() throws {
        var clipboard = SelectionData()
        clipboard.add(Atom(300), type: Atom(300), bytes: Data("the user clipboard".utf8))
        clipboard.add(Atom(301), type: Atom(302), bytes: Data(repeating: 0xAB, count: 300_000))
        var primary = SelectionData()
        primary.add(Atom(31), type: Atom(31), bytes: Data())
        let bytes = SelectionData.encodeHandover([(Atom(400), clipboard), (Atom(1), primary)])
        let decoded = try #require(SelectionData.decodeHandover(bytes))
        #expect(decoded.map(\.0) == [Atom(400), Atom(1)])
        #expect(decoded[0].1.order == [Atom(300), Atom(301)])
        #expect(decoded[0].1.items[Atom(301)]?.type == Atom(302))
        #expect(decoded[0].1.items[Atom(300)]?.bytes == Data("the user clipboard".utf8))
        #expect(decoded[0].1.items[Atom(301)]?.bytes == Data(repeating: 0xAB, count: 300_000))
        #expect(decoded[1].1.items[Atom(31)]?.bytes == Data())
        #expect(SelectionData.decodeHandover(bytes.dropLast()) == nil, "cut short")
        #expect(SelectionData.decodeHandover(Data(repeating: 0xFF, count: 64)) == nil, "forged lengths")
    }
}
