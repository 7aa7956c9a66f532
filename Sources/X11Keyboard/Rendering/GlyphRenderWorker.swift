import Dispatch
import Synchronization

/// A second rasterizer on its own thread, so that a frame full of glyphs nobody has rendered yet (a cold start, a jump
/// to a new page) renders them on both cores: FreeType objects are not thread-safe, so the worker has its own fonts
/// (over the same mapped files) and is only ever used from its queue.
final class GlyphRenderWorker: @unchecked Sendable {
    struct Job: Sendable {
        let text: String
        let size: Int
        let color: RenderColor
    }

    private let queue = DispatchQueue(label: "emotion-keyboard.glyphs", qos: .userInteractive)
    // Created and used only on `queue`.
    private var rasterizer: GlyphRasterizer?

    /// Starts rendering `jobs`; `wait` on the result gives them in order.
    func render(_ jobs: [Job]) -> Pending {
        let pending = Pending()
        queue.async {
            let rasterizer = self.rasterizer ?? GlyphRasterizer()
            self.rasterizer = rasterizer
            pending.fulfil(jobs.map { rasterizer.render($0.text, size: $0.size, color: $0.color) })
        }
        return pending
    }

    /// Glyphs being rendered on the worker.
    final class Pending: Sendable {
        private let done = DispatchSemaphore(value: 0)
        private let result = Mutex<[GlyphRasterizer.Rendered]>([])

        fileprivate func fulfil(_ rendered: [GlyphRasterizer.Rendered]) {
            result.withLock { $0 = rendered }
            done.signal()
        }

        func wait() -> [GlyphRasterizer.Rendered] {
            done.wait()
            return result.withLock { $0 }
        }
    }
}
