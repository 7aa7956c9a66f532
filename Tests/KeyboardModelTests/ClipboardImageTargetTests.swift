import Testing

@testable import KeyboardModel

/// Which clipboard target ➕ asks for, and how a refusal names what the clipboard offered instead.
@Suite("The clipboard's image target")
struct ClipboardImageTargetTests {
    @Test func aGIFIsChosenOverItsStillPNGAndAPNGOverAWebPEncodedOnRequest() {
        #expect(ClipboardImageTarget.choose(offered: ["TARGETS", "image/png", "image/gif"]) == .image("image/gif"))
        #expect(ClipboardImageTarget.choose(offered: ["image/webp", "image/png"]) == .image("image/png"))
        #expect(ClipboardImageTarget.choose(offered: ["UTF8_STRING", "image/webp"]) == .image("image/webp"))
        #expect(
            ClipboardImageTarget.choose(offered: ["UTF8_STRING", "image/png", "text/uri-list"]) == .image("image/png"))
    }

    @Test func copiedFilesAreTakenWhenNoImageIs() {
        #expect(
            ClipboardImageTarget.choose(offered: ["UTF8_STRING", "x-special/gnome-copied-files", "text/uri-list"])
                == .files("text/uri-list"))
        #expect(
            ClipboardImageTarget.choose(offered: ["x-special/gnome-copied-files"])
                == .files("x-special/gnome-copied-files"))
    }

    @Test func textAndJPEGAreNotTaken() {
        #expect(ClipboardImageTarget.choose(offered: ["TARGETS", "UTF8_STRING", "image/jpeg"]) == nil)
        #expect(ClipboardImageTarget.choose(offered: []) == nil)
    }

    @Test func aRefusalShowsTheOwnersTargetsWithoutTheProtocolsBoundedAndEscaped() {
        #expect(
            ClipboardImageTarget.shown(["TARGETS", "TIMESTAMP", "UTF8_STRING", "image/jpeg"]) == [
                "UTF8_STRING", "image/jpeg"
            ])
        #expect(ClipboardImageTarget.shown(["a", "b", "a", "c", "d", "e", "f"]) == ["a", "b", "c", "d", "…"])
        #expect(
            ClipboardImageTarget.shown(["evil\u{1B}]0;title\u{7}", "\u{202E}gpj.png"]) == [
                "evil\\u{1B}]0;title\\u{7}", "\\u{202E}gpj.png"
            ])
        let long = String(repeating: "x", count: 100)
        #expect(ClipboardImageTarget.shown([long]) == [String(repeating: "x", count: 39) + "…"])
        #expect(ClipboardImageTarget.shown(["TARGETS", "MULTIPLE"]).isEmpty)
        let marks = "a" + String(repeating: "\u{301}", count: 1000)
        #expect(
            ClipboardImageTarget.shown([marks]).first?.unicodeScalars.count == 40,
            "one grapheme of many marks is cut too")
    }

    @Test func theNoticeNamesWhatWasOfferedInBothLanguages() {
        let problem = ClipboardImageProblem.notAnImage(offered: ["UTF8_STRING", "image/jpeg"])
        #expect(UIWords(.english).clipboardImage(problem).contains("(it offers UTF8_STRING, image/jpeg)"))
        #expect(UIWords(.chinese).clipboardImage(problem).contains("UTF8_STRING、image/jpeg"))
    }
}
