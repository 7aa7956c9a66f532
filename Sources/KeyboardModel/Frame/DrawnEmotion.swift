/// An emotion as it is drawn: an emoji's grapheme, a kaomoji's text (fitted to its box by the renderer, which knows
/// the font), a sticker's image at the frame its animation is at now.
public enum DrawnEmotion: Hashable, Sendable {
    case emoji(Character)
    case kaomoji(String)
    case sticker(path: String, frame: Int)
}

extension AppState {
    /// `emotion` as drawn now. O(1) but for a kaomoji's text.
    func drawn(_ emotion: Emotion) -> DrawnEmotion {
        switch emotion.kind {
        case .sticker(let image): .sticker(path: image.path, frame: animationFrame(of: image.path))
        case .kaomoji: .kaomoji(emotion.text)
        case .emoji: emotion.text.first.map(DrawnEmotion.emoji) ?? .kaomoji(emotion.text)
        }
    }
}
