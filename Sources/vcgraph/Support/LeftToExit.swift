/// Values a command leaves for the process's end to free.
///
/// vcgraph exits as soon as a command has written its outputs (``VCGraph/main()``). A report
/// of a large app is hundreds of thousands of objects, which Swift would free one by one as
/// the command returns; the process's end gives all its memory back at once.
enum LeftToExit {
    /// Written by the command's thread only, and never read.
    nonisolated(unsafe) private static var kept: [Any] = []

    static func keep(_ value: Any) {
        kept.append(value)
    }
}
