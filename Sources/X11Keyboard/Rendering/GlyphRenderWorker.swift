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

    /// Renders `jobs` with `here` on this thread and on the worker at once, each taking the next job nobody has taken,
    /// so that neither waits on the other however late the worker starts or however long its fonts take to open.
    /// Returns the images in the order of `jobs`.
    func render(_ jobs: [Job], here: GlyphRasterizer) -> [GlyphRasterizer.Rendered] {
        let batch = Batch(jobs)
        queue.async {
            let rasterizer = self.rasterizer ?? GlyphRasterizer()
            self.rasterizer = rasterizer
            batch.work(with: rasterizer)
            batch.workerFinished.signal()
        }
        batch.work(with: here)
        batch.workerFinished.wait()
        return batch.results()
    }

    /// Jobs shared by the two threads.
    private final class Batch: Sendable {
        let jobs: [Job]
        let workerFinished = DispatchSemaphore(value: 0)
        private let next = Atomic<Int>(0)
        private let done = Mutex<[Int: GlyphRasterizer.Rendered]>([:])

        init(_ jobs: [Job]) {
            self.jobs = jobs
        }

        func work(with rasterizer: GlyphRasterizer) {
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < jobs.count else { return }
                let image = rasterizer.render(jobs[index].text, size: jobs[index].size, color: jobs[index].color)
                done.withLock { $0[index] = image }
            }
        }

        func results() -> [GlyphRasterizer.Rendered] {
            done.withLock { done in jobs.indices.compactMap { done[$0] } }
        }
    }
}
