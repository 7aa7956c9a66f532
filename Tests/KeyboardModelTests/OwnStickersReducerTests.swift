import Testing

@testable import KeyboardModel

/// My stickers' reducer alone (issue 36 step 3): what it changes is the edit in flight, what it asks of the window
/// (the clipboard, the disk, a notice, the text field, the recents) are its effects.
@Suite("My stickers: their own reducer")
struct OwnStickersReducerTests {
    let image: [UInt8] = [0x89, 0x50, 0x4E, 0x47]

    func typed(_ code: String?, taken: Bool = false, composing: Bool = true, onFavourites: Bool = false)
        -> OwnStickersContext
    {
        OwnStickersContext(
            typed: code.map { .success($0) }, typedIsTaken: taken, composing: composing, onFavourites: onFavourites)
    }

    @Test func addSaysWhatToDoFirstWhenNoCodeCanBeHad() {
        var state = OwnStickersState()
        #expect(
            state.reduce(.command(.add, code: nil), in: typed("[猫]", composing: false)) == [.tell(.composeModeFirst)])
        #expect(state.reduce(.command(.add, code: nil), in: typed(nil)) == [.tell(.typeCodeFirst)])
        let tooLong = OwnStickersContext(
            typed: .failure(.tooLong), typedIsTaken: false, composing: true, onFavourites: false)
        #expect(
            state.reduce(.command(.add, code: nil), in: tooLong) == [
                .tell(.badCode(StickerCode.CodeError.tooLong.description))
            ])
        #expect(state.reduce(.command(.add, code: nil), in: typed("[笑哭]", taken: true)) == [.tell(.codeTaken("[笑哭]"))])
        #expect(state == OwnStickersState(), "nothing is in flight")
    }

    @Test func addAsksForTheClipboardsImageThenForTheFileAndOnlyOnce() {
        var state = OwnStickersState()
        #expect(state.reduce(.command(.add, code: nil), in: typed("[猫]")) == [.readClipboardImage])
        #expect(state.pendingCode == "[猫]")
        #expect(
            state.reduce(.clipboardImageRead(.success(image)), in: typed("[猫]")) == [
                .edit(.add(code: "[猫]", image: image))
            ])
        #expect(state.pendingCode == nil)
        #expect(
            state.reduce(.clipboardImageRead(.success(image)), in: typed("[猫]")) == [], "an answer nobody waits for")
    }

    @Test func aClipboardWithoutAnImageIsSaid() {
        var state = OwnStickersState()
        _ = state.reduce(.command(.add, code: nil), in: typed("[猫]"))
        #expect(state.reduce(.clipboardImageRead(.success([])), in: typed("[猫]")) == [.tell(.clipboardImage(.noImage))])
        _ = state.reduce(.command(.add, code: nil), in: typed("[猫]"))
        #expect(
            state.reduce(.clipboardImageRead(.failure(.tooLarge)), in: typed("[猫]")) == [
                .tell(.clipboardImage(.tooLarge))
            ])
    }

    @Test func anAddInTheFavouritesIsPinnedAndTheCodeTypedGoesUnlessSomethingElseWasTyped() {
        var state = OwnStickersState()
        _ = state.reduce(.command(.add, code: nil), in: typed("[猫]", onFavourites: true))
        _ = state.reduce(.clipboardImageRead(.success(image)), in: typed("[猫]"))
        #expect(
            state.reduce(.edited(.add(code: "[猫]", image: image), failure: nil), in: typed("[猫]"))
                == [.clearTextField, .tell(.added("[猫]")), .pin("[猫]")])
        _ = state.reduce(.command(.add, code: nil), in: typed("[狗]"))
        _ = state.reduce(.clipboardImageRead(.success(image)), in: typed("[狗]"))
        #expect(
            state.reduce(.edited(.add(code: "[狗]", image: image), failure: nil), in: typed("[dog]"))
                == [.tell(.added("[狗]"))],
            "another text typed meanwhile stays; outside the favourites nothing is pinned")
    }

    @Test func renameChecksTheNewCodeAndKeepsTheStickersPlaceInTheRecents() {
        var state = OwnStickersState()
        #expect(
            state.reduce(.command(.rename, code: "[猫]"), in: typed("[猫]", taken: true)) == [],
            "the same code: nothing to do")
        #expect(
            state.reduce(.command(.rename, code: "[猫]"), in: typed("[狗]", taken: true)) == [.tell(.codeTaken("[狗]"))])
        #expect(
            state.reduce(.command(.rename, code: "[猫]"), in: typed("[貓]")) == [.edit(.rename(code: "[猫]", to: "[貓]"))])
        #expect(
            state.reduce(.edited(.rename(code: "[猫]", to: "[貓]"), failure: nil), in: typed("[貓]"))
                == [.clearTextField, .tell(.renamed("[貓]")), .renameInRecents(CodeRename(from: "[猫]", to: "[貓]"))])
    }

    @Test func aFailedEditIsSaidAndChangesNothingElse() {
        var state = OwnStickersState()
        _ = state.reduce(.command(.add, code: nil), in: typed("[猫]", onFavourites: true))
        _ = state.reduce(.clipboardImageRead(.success(image)), in: typed("[猫]"))
        let before = state
        #expect(
            state.reduce(.edited(.add(code: "[猫]", image: image), failure: "disk full"), in: typed("[猫]")) == [
                .tell(.failed("disk full"))
            ])
        #expect(state == before)
        #expect(state.reduce(.command(.remove, code: "[猫]"), in: typed(nil)) == [.edit(.remove(code: "[猫]"))])
        #expect(state.reduce(.command(.moveLeft, code: "[猫]"), in: typed(nil)) == [.edit(.move(code: "[猫]", by: -1))])
    }
}
