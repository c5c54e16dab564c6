import Foundation
import PresentationFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `render --timeout SECONDS`: a bound on the whole command.
///
/// Graphviz's layout cannot be interrupted from inside the process (libgvc has no
/// cancellation, and its global state would be left inconsistent), so the bound is a
/// watchdog thread: when the time is up it prints one line, removes the temporary files
/// still being written (every output is written atomically, so no output is ever half
/// written; the outputs already finished stay), and ends the process with
/// ``ExitStatus/timedOut`` (124, as `timeout(1)` does), without running Graphviz's or
/// anyone's cleanup.
///
/// Its line goes to a copy of standard error made when it starts: while Graphviz lays out,
/// descriptor 2 points at the capture of Graphviz's own printing (`StandardErrorCapture`),
/// and a line written there would be lost with the process.
enum Watchdog {
    static func start(seconds: Double) {
        let standardError = OutputWriter(name: "standard error", descriptor: fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3))
        let thread = Thread {
            Thread.sleep(forTimeInterval: seconds)
            try? standardError.write("vcgraph: error: stopped after --timeout \(seconds) s; no output was left half-written\n")
            TemporaryFiles.shared.removeAllInFlight()
            _exit(ExitStatus.timedOut.rawValue)
        }
        thread.start()
    }
}
