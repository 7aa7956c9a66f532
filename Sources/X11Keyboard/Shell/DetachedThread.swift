import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a job on a new thread that nobody joins (or, when no thread can be made, on a Dispatch queue).
enum DetachedThread {
    static func run(_ job: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Job(job)).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(
            &thread, nil,
            { context in
                Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().run()
                return nil
            }, context)
        if made == 0 {
            pthread_detach(thread)
        } else {
            Unmanaged<Job>.fromOpaque(context).release()
            DispatchQueue.global(qos: .userInitiated).async(execute: job)
        }
    }

    private final class Job: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
