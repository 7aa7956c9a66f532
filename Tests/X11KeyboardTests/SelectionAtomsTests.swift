import CX11
import Testing

@testable import X11Keyboard

@Suite("Selection atoms")
struct SelectionAtomsTests {
    /// Start-up interns `names` in one round trip before the window is mapped: a name the fields use but the list
    /// lacks would cost a round trip behind the window manager, one listed but unused a wasted atom.
    @Test func theNamesInternedAtStartAreExactlyThoseOfTheFields() {
        var asked: [String] = []
        let atoms = SelectionAtoms { name in
            asked.append(name)
            return Atom(asked.count)
        }
        #expect(asked.sorted() == SelectionAtoms.names.sorted())
        let fields = [
            atoms.clipboard, atoms.targets, atoms.timestamp, atoms.incr, atoms.utf8String, atoms.textPlainUTF8,
            atoms.text,
            atoms.imagePNG, atoms.imageGIF, atoms.imageWebP, atoms.textHTML, atoms.uriList, atoms.clipboardManager,
            atoms.saveTargets, atoms.pasteProperty,
            atoms.saveProperty, atoms.timeProperty, atoms.targetsProperty
        ]
        #expect(Set(fields).count == SelectionAtoms.names.count)
    }
}
