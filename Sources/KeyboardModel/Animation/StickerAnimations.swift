/// The animated sticker images the window shows and the clock they play on. The renderer learns an image's frame
/// durations when it decodes it and reports the animated images each frame showed (`.animationsShown`); from them
/// the model says which frame each image shows at a time and when the next one is due (`nextFrameAt`), so the loop
/// wakes for frames only while an animated image is on screen, the window is shown, and motion is allowed.
public struct StickerAnimations: Hashable, Sendable {
    /// An animated image on screen: its frame durations and when it appeared (it plays from its first frame then).
    public struct Shown: Hashable, Sendable {
        public let durations: [Milliseconds]
        public let since: Milliseconds
        /// One loop, at least 1 ms.
        let period: Milliseconds

        init(durations: [Milliseconds], since: Milliseconds) {
            self.durations = durations
            self.since = since
            period = max(1, durations.reduce(0) { $0 + max(1, $1) })
        }
    }

    /// Most images kept: a page, the magnifier and the composer show far fewer.
    public static let limit = 256

    /// The animated images shown, by image path.
    public private(set) var shown: [String: Shown] = [:]
    /// The desktop's XSETTINGS `Gtk/EnableAnimations`, when a settings daemon gives it.
    public internal(set) var desktopEnablesAnimations: Bool?

    public init() {}

    /// Takes the animated images the last frame showed, each with its frame durations: those already shown keep
    /// playing where they are, new ones start at `now`, the others are forgotten. Past `limit`, the same images are
    /// kept every time (the first by path): a dictionary's own order would change which play, restarting them.
    /// O(images log images).
    mutating func update(_ images: [String: [Milliseconds]], now: Milliseconds) {
        var next: [String: Shown] = [:]
        let animated = images.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }.prefix(Self.limit)
        for (path, durations) in animated {
            if let known = shown[path], known.durations == durations {
                next[path] = known
            } else {
                next[path] = Shown(durations: durations, since: now)
            }
        }
        shown = next
    }

    /// The frame `path` shows at `now` when animations play (`plays`), else its first. O(frames).
    public func frame(of path: String, at now: Milliseconds, plays: Bool) -> Int {
        guard plays, let image = shown[path] else { return 0 }
        var elapsed = (now - image.since) % image.period
        if elapsed < 0 { elapsed += image.period }
        for (index, duration) in image.durations.enumerated() {
            elapsed -= max(1, duration)
            if elapsed < 0 { return index }
        }
        return 0
    }

    /// When the next frame of any shown image is due after `now`, or `nil` when none animates. O(images x frames).
    func nextFrameAt(after now: Milliseconds) -> Milliseconds? {
        var earliest: Milliseconds?
        for image in shown.values {
            let loops = max(0, (now - image.since) / image.period)
            var boundary = image.since + loops * image.period
            var index = 0
            while boundary <= now {
                boundary += max(1, image.durations[index % image.durations.count])
                index += 1
            }
            earliest = min(earliest ?? boundary, boundary)
        }
        return earliest
    }
}
