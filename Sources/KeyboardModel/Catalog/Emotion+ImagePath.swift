extension Emotion {
    /// The image of a sticker, `nil` for text emotions.
    public var imagePath: String? {
        if case .sticker(let image) = kind { return image.path }
        return nil
    }
}
