extension LayoutMetrics {
    /// The metrics `scaled(by: scale)` fitted to a screen of `screen` pixels, and one line saying what changed (`nil`
    /// when they fit as asked): first fewer rows, down to one; when one row is still too large, a smaller scale
    /// (smaller cells, bars and text), in steps of 5% down to a quarter of the design's size; then as many rows as fit
    /// at that scale. A screen too small even then gets the smallest, which the window's size hints still hold to the
    /// screen. O(rows + steps).
    public func fitted(to screen: Size, scale: Double) -> (metrics: LayoutMetrics, note: String?) {
        func fits(_ metrics: LayoutMetrics) -> Bool {
            let size = metrics.preferredWindowSize
            return size.width <= screen.width && size.height <= screen.height
        }
        let asked = scaled(by: scale)
        guard screen.width > 0, screen.height > 0, !fits(asked) else { return (asked, nil) }
        var factor = scale
        var oneRow = self
        oneRow.rows = 1
        while !fits(oneRow.scaled(by: factor)), factor * 0.95 >= Self.smallestFittedScale { factor *= 0.95 }
        var fitted = scaled(by: factor)
        while fitted.rows > 1, !fits(fitted) { fitted.rows -= 1 }
        var changes: [String] = []
        if fitted.rows != rows {
            changes.append("\(fitted.rows) \(fitted.rows == 1 ? "row" : "rows") instead of \(rows)")
        }
        if factor != scale {
            changes.append(
                "cells of \(fitted.preferredCellSide) px instead of \(asked.preferredCellSide) (scale \(Self.rounded(factor)) instead of \(Self.rounded(scale)))"
            )
        }
        let size = fitted.preferredWindowSize
        let note =
            "the window (\(asked.preferredWindowSize.width) x \(asked.preferredWindowSize.height)) is larger than the "
            + "\(screen.width) x \(screen.height) screen: " + changes.joined(separator: " and ")
            + ", \(size.width) x \(size.height)"
        return (fitted, note)
    }

    /// Below this the design's text is no longer readable.
    static let smallestFittedScale = 0.25

    private static func rounded(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
