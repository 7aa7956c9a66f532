import CX11
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// The window icon: a smiling face drawn in code, as _NET_WM_ICON's width, height and ARGB pixels.
enum WindowIcon {
    static func argb(side: Int) -> [Int] {
        var pixels = [side, side]
        let center = Double(side - 1) / 2
        let radius = Double(side) / 2 - 1
        for y in 0..<side {
            for x in 0..<side {
                let dx = Double(x) - center
                let dy = Double(y) - center
                let distance = (dx * dx + dy * dy).squareRoot()
                var color: UInt32 = 0
                if distance <= radius { color = 0xFFFF_CC4D }
                if distance <= radius, distance > radius - 1.5 { color = 0xFFC4_8C1E }
                let eye =
                    (abs(dx + radius * 0.35) < radius * 0.12 || abs(dx - radius * 0.35) < radius * 0.12)
                    && abs(dy + radius * 0.25) < radius * 0.2
                let mouth = distance > radius * 0.45 && distance < radius * 0.62 && dy > radius * 0.1
                if eye || mouth { color = 0xFF50_2814 }
                pixels.append(Int(color))
            }
        }
        return pixels
    }
}
