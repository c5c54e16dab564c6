import IssueReporting

/// The comparison every snapshot assertion shares: the same normalisation, the same diff,
/// the same record mode and the same messages, whatever the text (a tree, DOT).
enum SnapshotComparison {
    /// Texts are compared without a final line break and with `\r\n` read as `\n`: an inline
    /// literal has no final newline, and a checkout may convert line endings.
    static func normalized(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text { result.append(character == "\r\n" ? "\n" : character) }
        if result.hasSuffix("\n") { result.removeLast() }
        return result
    }

    /// The diff of two different texts with its legend, as custom-dump prints one.
    static func difference(expected: String, actual: String) -> String {
        """
        \(LineDiff(expected: expected, actual: actual).text)

        (Expected: -, Actual: +)
        """
    }

    /// Compares `actual` with a snapshot file, recording it when it is missing or record mode
    /// is on. Every outcome but a match reports an issue: a recording never passes silently.
    /// `differ` says how the stored text and `actual` differ (nil: they match); by default,
    /// line by line.
    static func compare(
        _ actual: String, kind: String, pathExtension: String, name: String?, testName: String,
        directory: String?, record: Bool,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt,
        differ: (_ expected: String, _ actual: String) -> String? = { $0 == $1 ? nil : difference(expected: $0, actual: $1) },
        differs: String = "differs from"
    ) {
        func report(_ message: String) {
            reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        do throws(SnapshotFile.Problem) {
            let file = try SnapshotFile(
                name: name, testName: testName, pathExtension: pathExtension, filePath: filePath,
                directory: directory)
            let recording = record || isRecordingFromEnvironment()
            guard !recording, let stored = try file.read() else {
                try file.write(normalized(actual) + "\n")
                report(
                    recording
                        ? "Record mode is on: recorded the \(kind) snapshot \(file.displayPath). Turn record mode off and run the test again."
                        : "No \(kind) snapshot at \(file.displayPath): recorded it. Check it and run the test again.")
                return
            }
            guard let difference = differ(normalized(stored), normalized(actual)) else { return }
            report(
                """
                The \(kind) \(differs) its snapshot \(file.displayPath):

                \(difference)
                Record it anew with record: true or \(recordEnvironmentVariable)=1.
                """)
        } catch {
            report(error.message)
        }
    }
}
