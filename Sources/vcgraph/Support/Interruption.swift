import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An interrupted vcgraph (`SIGINT` from Control-C, `SIGTERM`, `SIGHUP`) leaves nothing
/// behind: the temporary files it is writing are removed, then it ends by the same signal
/// with its default action, so the shell and a process supervisor see what they expect
/// (status 130, 143, 129).
///
/// The three signals are blocked from the start in every thread (threads inherit the mask
/// of the one that starts them, and ``handle()`` runs first in `main`), and one thread
/// waits for them (`sigwait`): cleaning up takes locks, which a signal handler may not. A
/// documentation worker is started with none blocked (``unblockedSignals``), and does the
/// same itself. `SIGKILL` cannot be caught: what it leaves, the next run sweeps
/// (``TemporaryFiles``).
enum Interruption {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    static func handle() {
        var set = signalSet(signals)
        pthread_sigmask(SIG_BLOCK, &set, nil)
        let thread = Thread {
            var set = signalSet(signals)
            var received: Int32 = 0
            while sigwait(&set, &received) != 0 {}
            TemporaryFiles.shared.removeAllInFlight()
            signal(received, SIG_DFL)
            var one = signalSet([received])
            pthread_sigmask(SIG_UNBLOCK, &one, nil)
            raise(received)
            _exit(128 + received)
        }
        thread.start()
    }

    /// The empty signal mask a spawned process starts with.
    static var unblockedSignals: sigset_t { signalSet([]) }

    private static func signalSet(_ signals: [Int32]) -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        return set
    }
}
