import Foundation
import PresentationScenarios

extension CodeReport {
    /// The report as text: where each class is on screen, then each call site on each path,
    /// clang-style at its place, with its certainty and, under it, what it assumes; then the
    /// findings, and a count.
    ///
    ///     Inbox.swift:5:9: present (self) in InboxViewController.compose(): presented by tabs, pageSheet [R3.1] — assumed
    ///       note: assumes A1: `self` is on screen as the root of inboxNav in tabs (InboxViewController, placed at SceneDelegate.swift:9)
    public var text: String {
        // One string, each line written with its line feed: a report of thousands of call
        // sites is most of what `vcgraph segues` does once the app is read.
        var text = ""
        if !placements.isEmpty {
            text += "on screen:\n"
            for placement in placements {
                text +=
                    "  \(InputText.escaped(placement.className)) as \(InputText.escaped(placement.description)) (\(InputText.escaped(placement.flow)), \(Self.place(placement.location)))\n"
            }
        }
        if !alternatives.isEmpty {
            text += "also put on screen (--place CLASS=N reads a class's flows from there instead):\n"
            for placement in alternatives {
                text +=
                    "  \(InputText.escaped(placement.className)) as \(InputText.escaped(placement.description)) (\(InputText.escaped(placement.flow)), \(Self.place(placement.location))): --place \(InputText.escaped(placement.className))=\(placement.number)\n"
            }
        }
        for (className, id) in placesNotFound {
            text +=
                "--place \(InputText.escaped(className))=\(InputText.escaped(id.rawValue)): no path read puts \(InputText.escaped(className)) on screen as that place (a number the report lists, or an instance's id)\n"
        }
        if !unplaced.isEmpty {
            text += "never put on screen by the code read: \(unplaced.map { InputText.escaped($0) }.joined(separator: ", "))\n"
        }
        // The shares' lines appended to a string made large enough once, not joined first.
        let sites = Self.sitesText(operations)
        text.reserveCapacity(text.utf8.count + sites.reduce(0) { $0 + $1.utf8.count } + 200 * (findings.count + 1))
        for share in sites { text += share }
        for finding in findings {
            text += "\(Self.place(finding.location)): \(finding.severity.rawValue): \(InputText.escaped(finding.message)) [\(finding.id)]\n"
            for assumption in finding.assumptions {
                text += "  note: assumes \(assumption.id): \(InputText.escaped(assumption.text))\n"
            }
        }
        var tally: [Certainty: Int] = [:]
        for position in operations.indices { tally[operations[position].certainty, default: 0] += 1 }
        let counts = [Certainty.decided, .assumed, .unknown].map { "\(tally[$0] ?? 0) \($0.rawValue)" }
        text +=
            "\(operations.count) call site\(operations.count == 1 ? "" : "s") on every path: \(counts.joined(separator: ", ")); \(findings.count) finding\(findings.count == 1 ? "" : "s")\n"
        return text
    }

    /// The call sites' lines: most of the report, written in shares on the processors once
    /// there are many, each share's lines in order, the shares in order.
    private static func sitesText(_ operations: [CodeOperation]) -> [String] {
        let share = max(operations.count / (2 * ProcessInfo.processInfo.activeProcessorCount), sitesPerShare)
        let shares = stride(from: 0, to: operations.count, by: share).map { $0..<min($0 + share, operations.count) }
        func text(of range: Range<Int>) -> String {
            var text = ""
            text.reserveCapacity(range.count * 160)
            // Read in place: a call site copied out of the list retains each of its strings.
            operations.withUnsafeBufferPointer { sites in
                for position in range { append(sites[position], to: &text) }
            }
            return text
        }
        return shares.count > 1 ? LargeStack.map(shares, text(of:)) : shares.map(text(of:))
    }

    /// The fewest call sites a share of ``sitesText(_:)`` writes.
    private static let sitesPerShare = 500

    /// A call site's line, and its assumptions' lines under it.
    private static func append(_ operation: borrowing CodeOperation, to text: inout String) {
        text += place(operation.location)
        text += ": \(operation.form) (\(InputText.escaped(operation.receiver))) in \(InputText.escaped(operation.flow))"
        if !operation.branches.isEmpty {
            text += " [\(operation.branches.map { InputText.escaped($0) }.joined(separator: "; "))]"
        }
        text += ": \(InputText.escaped(operation.reason ?? operation.answer?.description ?? "applied")) — \(operation.certainty.rawValue)\n"
        for assumption in operation.assumptions {
            text += "  note: assumes \(assumption.id): \(InputText.escaped(assumption.text))\n"
        }
    }

    private static func place(_ location: SourceLocation) -> String {
        "\(InputText.escaped(location.file)):\(location.line):\(location.column)"
    }
}

extension CodeReport {
    /// The findings as GitHub Actions annotations, one a line, an assumed finding's
    /// assumptions in its message.
    public var githubAnnotations: String {
        findings.map { finding in
            let assumed = finding.assumptions.map { "\n\($0.id): \($0.text)" }.joined()
            return GitHubAnnotation.line(
                .init(severity: finding.severity.rawValue), at: finding.location, title: finding.id,
                message: finding.message + (assumed.isEmpty ? "" : "\nassumes:" + assumed)) + "\n"
        }.joined()
    }
}
