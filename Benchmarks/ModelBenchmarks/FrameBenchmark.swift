import KeyboardModel

/// What one pointer motion of a press-and-drag over the grid costs the model (the magnifier follows the pointer from
/// cell to cell): the reduce, and the frame the shell builds after it, in the default window and the full-width dock.
enum FrameBenchmark {
    static func report() {
        guard let catalog = ShippedCatalog.load() else {
            print("frame: the catalog did not load; skipped")
            return
        }
        let measure = LayoutJSONBenchmark.WidthMeasure()
        print("frame: per pointer motion of a drag over the grid (the magnifier on show)")
        let windows = [
            ("default window 416 x 294", Size(width: 416, height: 294)),
            ("dock 3840 x 294", Size(width: 3840, height: 294))
        ]
        for (name, size) in windows {
            var state = AppState(
                keyboard: KeyboardState(windowSize: size, metrics: LayoutMetrics()), now: 0, measure: measure)
            let grid = state.layout.grid
            // The zig-zag of Benchmarks/xsession.sh's drag: 7 px across and 3 px down a motion.
            let points = (0..<1000).map {
                Point(x: grid.minX + $0 * 7 % grid.width, y: grid.minY + $0 * 3 % grid.height)
            }
            _ = state.reduce(.pointerDown(points[0], time: 0), catalog: catalog, measure: measure)
            var step = 0
            func move() {
                step += 1
                // 1 ms a motion: the magnifier never rests long enough on a cell to open its skin tones.
                let point = points[step % points.count]
                _ = state.reduce(.pointerMoved(point, time: step), catalog: catalog, measure: measure)
            }
            let reduce = MicroTiming.bestMicroseconds(move)
            var cells = 0
            let frame = MicroTiming.bestMicroseconds {
                if case .emotions(let drawn) = state.frame(catalog: catalog).grid { cells = drawn.cells.count }
            }
            let both = MicroTiming.bestMicroseconds {
                move()
                _ = state.frame(catalog: catalog)
            }
            let line = String(
                format: "reduce %6.1f us   frame %6.1f us (%3d cells)   both %6.1f us", reduce, frame, cells, both)
            print("  " + name.padding(toLength: 26, withPad: " ", startingAt: 0) + line)
        }
    }
}
