// Fuzzes the WEBP decoder (WebPDecoder, through the system's library opened with dlopen): it never traps, and what it
// returns is within AnimationLimits: at most the frame limit, a canvas within bounds, each frame whole, each duration
// clamped. The same file decoded at a cell's size gives as many frames.
// fuzz-max-len: 131072
// fuzz-sources: Sources/X11Keyboard/Rendering/WebPDecoder.swift Sources/X11Keyboard/Rendering/LibWebPDemux.swift Sources/X11Keyboard/Rendering/SharedLibrary.swift Sources/X11Keyboard/StandardError.swift Sources/X11Keyboard/StandardOutput.swift Sources/X11Keyboard/Shell/Trace.swift Sources/X11Keyboard/Shell/MonotonicClock.swift
import FoundationEssentials

@testable import KeyboardFormats
@testable import KeyboardModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWEBP(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = [UInt8](Fuzz.data(start, count))
    guard case .success(let image) = WebPDecoder.decode(bytes) else { return 0 }
    Fuzz.require(
        !image.frames.isEmpty && image.frames.count <= AnimationLimits.maximumFrames, "\(image.frames.count) frames")
    Fuzz.require(
        AnimationLimits.refusal(width: image.width, height: image.height, frames: image.frames.count) == nil,
        "canvas \(image.width)x\(image.height) of \(image.frames.count) frames passed")
    Fuzz.require(image.frames.allSatisfy { $0.count == image.width * image.height * 4 }, "a frame is not whole")
    Fuzz.require(
        image.durations.count == image.frames.count && image.durations.allSatisfy { $0 > FrameDuration.tiniest },
        "durations \(image.durations)")
    if case .success(let small) = WebPDecoder.decode(bytes, fitting: 24) {
        Fuzz.require(
            small.frames.count == image.frames.count && small.width <= 24 && small.height <= 24, "scaled differently")
    }
    return 0
}
