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

    /// Starts `body` on a thread with the large stack, whose heap takes the process's advice
    /// (``HugePageHeaps``): every thread the reader starts is started here.
    private static func startThread(_ body: @escaping @Sendable () -> Void) {
        let thread = Thread {
            HugePageHeaps.adviseThisThread()
            body()
        }
        thread.stackSize = size
        thread.start()
    }

    static func run<Value>(_ work: () -> Value) -> Value {
        withoutActuallyEscaping(work) { work in
            // The thread runs while this call waits for it: nothing it touches is shared.
            nonisolated(unsafe) var result: Value?
            let job = Job()
            job.run = { result = work() }
            let done = DispatchSemaphore(value: 0)
            startThread {
                job.run?()
                done.signal()
            }
            done.wait()
            job.run = nil
            guard let result else { preconditionFailure("the work ran before the wait ended") }
            return result
        }
    }

    /// `transform` of each element, in the elements' order, computed on threads like
    /// ``run(_:)``'s: one a processor, each taking the next element left until none is, so
    /// that a large file and many small ones share the processors evenly. Every element is
    /// transformed once, on one thread, and moved there: what it alone holds is freed on that
    /// thread. The results are the same whatever thread ran each.
    static func map<Element, Value>(_ elements: consuming [Element], _ transform: (Element) -> Value) -> [Value] {
        let threads = min(ProcessInfo.processInfo.activeProcessorCount, maximumThreads, elements.count)
        guard threads > 1 else {
            let elements = Array(elements)
            return run { elements.map(transform) }
        }
        let work = SharedWork<Element, Value>(consume elements)
        return withoutActuallyEscaping(transform) { transform in
            work.transform = transform
            let done = DispatchGroup()
            for _ in 0..<threads {
                done.enter()
                startThread {
                    work.runUntilDone()
                    done.leave()
                }
            }
            done.wait()
            // The threads may outlive the call: they must not keep the transform.
            work.transform = nil
            return work.results()
        }
    }

    /// The most threads ``map(_:_:)`` starts.
    static let maximumThreads = 8

    /// The elements of a ``map(_:_:)`` and their results, shared by its threads: each element
    /// is moved out by the one thread that took it, and each slot written by that thread and
    /// read once every thread is done.
    private final class SharedWork<Element, Value>: @unchecked Sendable {
        /// The elements not taken yet: those from ``next`` on.
        private let elements: UnsafeMutableBufferPointer<Element>
        /// Set before the threads start, until every thread is done.
        var transform: ((Element) -> Value)?
        let slots: UnsafeMutableBufferPointer<Value?>
        private var next = 0
        private let lock = NSLock()

        init(_ elements: consuming [Element]) {
            self.elements = .allocate(capacity: elements.count)
            _ = self.elements.initialize(from: elements)
            slots = .allocate(capacity: elements.count)
            slots.initialize(repeating: nil)
        }

        deinit {
            elements[next...].deinitialize()
            elements.deallocate()
            slots.deinitialize()
            slots.deallocate()
        }

        func runUntilDone() {
            guard let transform else { return }
            while let position = take() {
                let element = elements.moveElement(from: position)
                slots[position] = transform(element)
            }
        }

        private func take() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < elements.count else { return nil }
            next += 1
            return next - 1
        }

        func results() -> [Value] {
            slots.map { value in
                guard let value else { preconditionFailure("every element is transformed before the threads are done") }
                return value
            }
        }
    }

    /// Starts `work` on a thread like ``run(_:)``'s, to run beside the caller: its value is
    /// taken with ``Pending/value()``, which waits for it.
    static func start<Value>(_ work: @escaping () -> Value) -> Pending<Value> {
        let pending = Pending(work)
        startThread { pending.run() }
        return pending
    }

    /// Work started by ``start(_:)``: only its thread writes the result, before it signals;
    /// ``value()`` reads it after the signal.
    final class Pending<Value>: @unchecked Sendable {
        private var work: (() -> Value)?
        private var result: Value?
        private let done = DispatchSemaphore(value: 0)
        /// Whether the caller has waited: read and written by the caller only.
        private var waited = false

        fileprivate init(_ work: @escaping () -> Value) {
            self.work = work
        }

        fileprivate func run() {
            result = work?()
            work = nil
            done.signal()
        }

        /// The work's value, once it has run: waited for the first time, kept after.
        func value() -> Value {
            if !waited {
                done.wait()
                waited = true
            }
            guard let result else { preconditionFailure("the work ran before the wait ended") }
            return result
        }
    }
}
