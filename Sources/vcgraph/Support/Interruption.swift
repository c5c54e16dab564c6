import Foundation
import PresentationFiles

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
/// The signal's handler only writes the signal's number to a pipe (`write` is safe in a
/// handler; taking a lock is not), on whichever thread the signal lands; one thread reads
/// the pipe and does the rest. A signal the process was started ignoring (`nohup`) stays
/// ignored. `SIGKILL` cannot be caught: what it leaves, the next run sweeps
/// (``TemporaryFiles``).
enum Interruption {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    static func handle() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        interruptionPipe = ends[1]
        let readingEnd = ends[0]
        let thread = Thread {
            var number: UInt8 = 0
            while true {
                let count = read(readingEnd, &number, 1)
                if count == 1 { break }
                if count < 0, errno == EINTR { continue }
                return
            }
            let received = Int32(number)
            TemporaryFiles.shared.removeAllInFlight()
            signal(received, SIG_DFL)
            raise(received)
            _exit(128 + received)
        }
        thread.start()
        let ignored = unsafeBitCast(SIG_IGN, to: Int.self)
        for number in signals {
            let previous = signal(number, interruptionHandler)
            if let previous, unsafeBitCast(previous, to: Int.self) == ignored { signal(number, SIG_IGN) }
        }
    }
}

/// The writing end of ``Interruption``'s pipe, set once before any handler is installed.
nonisolated(unsafe) private var interruptionPipe: Int32 = -1

/// Writes the signal's number to ``interruptionPipe``: all a handler may safely do.
private let interruptionHandler: @convention(c) (Int32) -> Void = { number in
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(interruptionPipe, &byte, 1)
}
