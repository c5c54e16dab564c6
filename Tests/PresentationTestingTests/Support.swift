import Foundation
import PresentationModel
@testable import PresentationTesting
import Testing

/// The hierarchies the documentation's examples use, so that a test checks the very message
/// a doc comment shows.
enum Homepwner {
    /// Big Nerd Ranch's Homepwner on iPad: a navigation controller with the item list, and the
    /// detail in a navigation controller of its own, not yet presented.
    static func screens(listDefinesContext: Bool = false) throws -> Hierarchy {
        try Hierarchy(environment: Environment(device: .ipad)) {
            Navigation("nav") {
                if listDefinesContext {
                    Controller("items", class: "BNRItemsViewController").definesPresentationContext(true)
                } else {
                    Controller("items", class: "BNRItemsViewController")
                }
            }
        } detached: {
            Navigation("detailNav") { Controller("detail", class: "BNRDetailViewController") }
        }
    }

    /// The detail as a form sheet: the list's family root presents it (R3.1).
    static func formSheet() throws -> Hierarchy {
        var hierarchy = try screens()
        hierarchy.present("detailNav", from: "items", .init(style: .formSheet))
        return hierarchy
    }

    /// The detail in `currentContext`, with the list defining the context: the list presents
    /// it, and its view is removed (R3.2, §5).
    static func currentContext() throws -> Hierarchy {
        var hierarchy = try screens(listDefinesContext: true)
        hierarchy.present("detailNav", from: "items", .init(style: .currentContext))
        return hierarchy
    }

    /// The README's tab bar: a tab's list presents the detail full screen.
    static func tabBar() throws -> Hierarchy {
        var hierarchy = try Hierarchy {
            TabBar("tabs") {
                Navigation("nav") { Controller("items", class: "BNRItemsViewController") }
                Controller("other")
            }
        } detached: {
            Navigation("detailNav") { Controller("detail", class: "BNRDetailViewController") }
        }
        hierarchy.present("detailNav", from: "items", .init(style: .fullScreen))
        return hierarchy
    }
}

/// Runs `body`, which must report issues, every one of them with exactly `message` (one at
/// least: `withKnownIssue` fails the test when none is recorded, and records any other issue
/// as a failure that shows its message).
func expectIssue(
    _ message: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void
) {
    withKnownIssue(sourceLocation: sourceLocation) {
        body()
    } matching: { issue in
        issue.comments.map(\.rawValue) == [message]
    }
}

/// The messages of the issues a `withKnownIssue` matcher saw, in order. The matcher is
/// `@Sendable`, so the list is guarded by a lock.
final class Messages: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    func append(_ message: String) { lock.withLock { messages.append(message) } }

    var all: [String] { lock.withLock { messages } }
}

/// The ```` ```text ```` blocks of the doc comments of a source file of PresentationTesting
/// (or of an article of its catalog, a `.md` file), in order: the failure messages the documentation promises, read from the source so that a
/// test can hold each one against the issue its example really reports.
func documentedMessages(in file: String) throws -> [String] {
    let source = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/PresentationTesting/\(file)")
    var blocks: [String] = []
    var block: [Substring]?
    for line in try String(contentsOf: source, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
        var text = line
        if !file.hasSuffix(".md") {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("///") else { continue }
            text = trimmed.dropFirst(3)
            if text.hasPrefix(" ") { text = text.dropFirst() }
        }
        if text == "```text" {
            block = []
        } else if text == "```", let lines = block {
            blocks.append(lines.joined(separator: "\n"))
            block = nil
        } else {
            block?.append(text)
        }
    }
    return blocks
}

/// A folder of its own under the temporary directory, removed when the value is released,
/// so that tests running in parallel never share one.
final class TemporaryFolder: Sendable {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("vcgraph-snapshots-\(UUID().uuidString)", isDirectory: true)

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// True when the run records every file snapshot (`VCGRAPH_RECORD=1`). The tests that expect
/// a mismatch or a first recording are then disabled: they would overwrite the golden files
/// with what they compare against them. The tests that match a golden file still run, and so
/// re-record it with the right text.
let recordingEverything = isRecordingFromEnvironment()
