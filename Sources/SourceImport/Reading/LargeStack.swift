import Foundation

/// Runs work that recurses as deep as the code it reads nests on a thread of its own, whose
/// stack is large enough for the deepest nesting the reader allows, and waits for it: a
/// source nested deep must give a bounded answer, never a crash for want of stack, whatever
/// thread calls (a test's or a task's stack is far smaller than the main thread's).
enum LargeStack {
    /// The stack of that thread: address space, not memory, until it is used.
    static let size = 512 << 20

    /// The work handed to the thread, let go once it has run: the thread object outlives the
    /// call, and the work must not (it is the caller's, not escaping).
    private final class Job: @unchecked Sendable {
        var run: (() -> Void)?
    }

    static func run<Value>(_ work: () -> Value) -> Value {
        withoutActuallyEscaping(work) { work in
            // The thread runs while this call waits for it: nothing it touches is shared.
            nonisolated(unsafe) var result: Value?
            let job = Job()
            job.run = { result = work() }
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                job.run?()
                done.signal()
            }
            thread.stackSize = size
            thread.start()
            done.wait()
            job.run = nil
            guard let result else { preconditionFailure("the work ran before the wait ended") }
            return result
        }
    }
}
