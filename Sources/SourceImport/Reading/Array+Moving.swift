extension Array {
    /// Reverses the array in place by moving its elements, where `reverse()` copies each
    /// element it swaps: the way to take elements out in order with `popLast()`, each moved,
    /// never copied (a path's state retains dozens of buffers).
    mutating func reverseByMoving() {
        withUnsafeMutableBufferPointer { $0.reverse() }
    }

    /// Appends the elements of `other`, moved, where `append(contentsOf:)` copies each one and
    /// then frees the original.
    mutating func appendByMoving(_ other: consuming [Element]) {
        guard !isEmpty else {
            self = other
            return
        }
        reserveCapacity(count + other.count)
        other.reverseByMoving()
        while let element = other.popLast() { append(consume element) }
    }
}
