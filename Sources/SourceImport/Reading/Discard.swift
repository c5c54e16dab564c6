import Foundation

/// Lets go of a large value on a thread of its own, so that freeing it does not hold up
/// the caller: an app's syntax trees, class index and paths, once its report is made, are
/// hundreds of thousands of objects, and the caller has the report to print.
enum Discard {
    /// Frees `value` on another thread, unless the machine has one processor.
    static func onAnotherThread<Value>(_ value: consuming Value) {
        guard ProcessInfo.processInfo.activeProcessorCount > 1 else { return }
        let box = Box(value)
        let thread = Thread { box.value = nil }
        thread.start()
    }

    /// Holds the value until the thread lets go of it: only that thread writes `value`,
    /// once the caller no longer reads it.
    private final class Box<Held>: @unchecked Sendable {
        var value: Held?
        init(_ value: consuming Held) { self.value = value }
    }
}
