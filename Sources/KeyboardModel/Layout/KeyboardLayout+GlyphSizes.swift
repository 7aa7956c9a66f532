extension KeyboardLayout {
    /// The size emoji are drawn at in a grid cell.
    public var cellGlyphSize: Int { Int(Double(cellSide) * GridFrame.emotionScale) }

    /// Tab icons at full size: about half the bar's height, never wider than the narrowest tab allows.
    public var tabIconSize: Int { max(10, min(tabBar.height * 11 / 20, minimumTabWidth - 4)) }
}
