import CGraphviz
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Graphviz's context, made and warmed up for SVG on a thread of its own from the first
/// moment a command knows it will draw, and handed to ``GraphvizRenderer`` when it is made.
///
/// For a small diagram, loading Graphviz (its plugins, fontconfig, the fonts) is most of a
/// render, and it can go on while the command parses its arguments and reads its input. A
/// task on Swift's global executor started it about a millisecond after `main`, the time the
/// executor took to start its first thread; a thread of its own starts it at once (issue 14's
/// start-up bar).
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

    /// Starts the loading on a new thread, unless it was started before or ``finish()`` was
    /// called: once the renderer may exist, a thread of Graphviz's own would run beside it.
    public static func start() {
        state.withLock { state in
            guard case .idle = state else { return }
            var thread = pthread_t()
            guard pthread_create(&thread, nil, load, nil) == 0 else { return }
            state = .running(thread)
        }
    }

    /// Waits until the loading, if started, is over, and gives the context it made. The
    /// process must not exit while the thread runs (the exit handlers of fontconfig and cairo
    /// would run under it), so every exit waits here first.
    /// After it, ``start()`` does nothing.
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

/// The thread's body: the context as ``GraphvizRenderer`` makes it, warmed up for SVG; its
/// result is the context.
private func load(_: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    agseterrf(captureGraphvizMessage)
    guard let context = gvContext() else { return nil }
    GraphvizRenderer.warmUp(context, formats: [.svg])
    return UnsafeMutableRawPointer(context)
}
