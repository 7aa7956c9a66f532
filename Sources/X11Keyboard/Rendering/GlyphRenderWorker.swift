import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A second rasterizer on its own thread, so that a frame full of glyphs nobody has rendered yet (a cold start, a jump
/// to a new page) renders them on both cores: FreeType objects are not thread-safe, so the worker has its own fonts
/// (over the same font files) and only its thread uses them.
final class GlyphRenderWorker: @unchecked Sendable {
    struct Job: Sendable {
        let text: String
        let size: Int
        let color: RenderColor
    }

    /// A thread of its own rather than a dispatch queue: the dispatch pool also runs file writes and pack loading,
    /// and a frame waiting on a worker that waits for a pool thread would stall for as long as they take.
    private var started = false
    private let wake = DispatchSemaphore(value: 0)
    private let handedOver = Mutex<Batch?>(nil)

    /// Renders `jobs` with `here` on this thread and on the worker at once, each taking the next job nobody has taken,
    /// so that neither waits on the other however late the worker starts or however long its fonts take to open.
    /// Returns the images in the order of `jobs`.
    func render(_ jobs: [Job], here: GlyphRasterizer) -> [GlyphRasterizer.Rendered] {
        startIfNeeded()
        let batch = Batch(jobs)
        handedOver.withLock { $0 = batch }
        wake.signal()
        batch.work(with: here)
        batch.workerFinished.wait()
        return batch.results()
    }

    private func startIfNeeded() {
        guard !started else { return }
        started = true
        // The worker lives as long as the process: it keeps its reference to this object.
        let worker = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let created = pthread_create(
            &thread, nil,
            { argument in
                guard let argument else { return nil }
                Unmanaged<GlyphRenderWorker>.fromOpaque(argument).takeUnretainedValue().serve()
                return nil
            }, worker)
        if created == 0 { pthread_detach(thread) } else { started = false }
    }

    /// The worker thread: its own rasterizer (fonts opened on the first batch), one batch at a time.
    private func serve() {
        var rasterizer: GlyphRasterizer?
        while true {
            wake.wait()
            guard
                let batch = handedOver.withLock({ batch in
                    defer { batch = nil }
                    return batch
                })
            else { continue }
            let mine = rasterizer ?? GlyphRasterizer()
            rasterizer = mine
            batch.work(with: mine)
            batch.workerFinished.signal()
        }
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
