import CGraphviz
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Graphviz's context, made and warmed up for SVG on a thread of its own as soon as a command
/// knows it will draw, then handed to ``GraphvizRenderer`` when it is made.
///
/// For a small diagram, loading Graphviz (its plugins, fontconfig, the fonts) is most of a
/// render, and most of it can go on while the command parses its arguments and reads its
/// input:
/// - The loading runs on a thread of its own, which starts at once, rather than as a task on
///   Swift's global executor, which would wait for the executor's first thread.
/// - Making the context loads Graphviz's configuration and maps libraries, which is slower
///   beside vcgraph's own start (it faults in pages of the same address space). So
///   ``start()`` waits until the context is made, and only the warm-up (the text layout's
///   libraries, fontconfig, the fonts) runs beside the command. `make bench` measures the
///   start-up against `dot`'s (Benchmarks/README.md).
///
/// Graphviz is not thread-safe: nothing else calls it while the thread runs, since the
/// renderer is made only after ``finish()``, which joins the thread, and the join orders all
/// the thread's work before what follows.
public enum GraphvizPreload {
    private enum State {
        case idle
        case running(pthread_t)
        case finished(UnsafeMutableRawPointer?)
    }

    private static let state = Mutex(State.idle)

    /// Starts the loading on a new thread and returns once the context is made, unless this was
    /// done before or ``finish()`` was called: once the renderer may exist, Graphviz must not
    /// run beside it.
    public static func start() {
        state.withLock { state in
            guard case .idle = state else { return }
            let made = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
            defer { made.deallocate() }
            sem_init(made, 0, 0)
            defer { sem_destroy(made) }
            var thread = pthread_t()
            guard pthread_create(&thread, nil, load, made) == 0 else { return }
            state = .running(thread)
            while sem_wait(made) != 0 {}
        }
    }

    /// Waits until the warm-up, if started, is over, and gives the context. The process must
    /// not exit while the thread runs (the exit handlers of fontconfig and cairo would run
    /// under it), so every exit waits here first. After it, ``start()`` does nothing.
    @discardableResult
    public static func finish() -> OpaquePointer? {
        state.withLock { state in
            switch state {
            case .idle:
                state = .finished(nil)
                return nil
            case .running(let thread):
                var context: UnsafeMutableRawPointer?
                pthread_join(thread, &context)
                state = .finished(context)
                return context.map(OpaquePointer.init)
            case .finished(let context):
                return context.map(OpaquePointer.init)
            }
        }
    }
}

/// The thread's body: makes the context as ``GraphvizRenderer`` makes it, posts `made` (which
/// the starting thread then frees), and warms the context up for SVG; its result is the
/// context.
private func load(_ made: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    let context = GraphvizRenderer.makeContext()
    if let made { sem_post(made.assumingMemoryBound(to: sem_t.self)) }
    guard let context else { return nil }
    GraphvizRenderer.warmUp(context, formats: [.svg])
    return UnsafeMutableRawPointer(context)
}
