import Dispatch

/// A value computed on another thread while the caller goes on: ``value()`` waits for it.
/// What lets a large report be written by two threads.
final class ComputedAhead<Value: Sendable>: @unchecked Sendable {
    // Written once on the other thread before `done` is signalled, read only after the wait:
    // the semaphore orders the two.
    private var result: Value?
    private let done = DispatchSemaphore(value: 0)

    init(_ compute: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async { [self] in
            result = compute()
            done.signal()
        }
    }

    /// The value, once it is computed; called once.
    func value() -> Value {
        done.wait()
        guard let result else { preconditionFailure("a value computed ahead is read once") }
        self.result = nil
        return result
    }
}
