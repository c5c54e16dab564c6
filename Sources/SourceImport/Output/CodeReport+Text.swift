import PresentationScenarios

extension CodeReport {
    /// The report as text: where each class is on screen, then each call site on each path,
    /// clang-style at its place, with its certainty and, under it, what it assumes; then the
    /// findings, and a count.
    ///
    ///     Inbox.swift:5:9: present (self) in InboxViewController.compose(): presented by tabs, pageSheet [R3.1] — assumed
    ///       note: assumes A1: `self` is on screen as the root of inboxNav in tabs (InboxViewController, placed at SceneDelegate.swift:9)
    public var text: String {
        var lines: [String] = []
        if !placements.isEmpty {
            lines.append("on screen:")
            for placement in placements {
                lines.append(
                    "  \(InputText.escaped(placement.className)) as \(InputText.escaped(placement.description)) (\(InputText.escaped(placement.flow)), \(place(placement.location)))"
                )
            }
        }
        if !alternatives.isEmpty {
            lines.append("also put on screen (--place CLASS=N reads a class's flows from there instead):")
            for placement in alternatives {
                lines.append(
                    "  \(InputText.escaped(placement.className)) as \(InputText.escaped(placement.description)) (\(InputText.escaped(placement.flow)), \(place(placement.location))): --place \(InputText.escaped(placement.className))=\(placement.number)"
                )
            }
        }
        for (className, id) in placesNotFound {
            lines.append(
                "--place \(InputText.escaped(className))=\(InputText.escaped(id.rawValue)): no path read puts \(InputText.escaped(className)) on screen as that place (a number the report lists, or an instance's id)"
            )
        }
        if !unplaced.isEmpty {
            lines.append("never put on screen by the code read: \(unplaced.map { InputText.escaped($0) }.joined(separator: ", "))")
        }
        for operation in operations {
            let path = operation.branches.isEmpty ? "" : " [\(operation.branches.map { InputText.escaped($0) }.joined(separator: "; "))]"
            let outcome = operation.reason ?? operation.answer ?? "applied"
            lines.append(
                "\(place(operation.location)): \(operation.form) (\(InputText.escaped(operation.receiver))) in \(InputText.escaped(operation.flow))\(path): \(InputText.escaped(outcome)) — \(operation.certainty.rawValue)"
            )
            for assumption in operation.assumptions {
                lines.append("  note: assumes \(assumption.id): \(InputText.escaped(assumption.text))")
            }
        }
        for finding in findings {
            lines.append("\(place(finding.location)): \(finding.severity.rawValue): \(InputText.escaped(finding.message)) [\(finding.id)]")
            for assumption in finding.assumptions {
                lines.append("  note: assumes \(assumption.id): \(InputText.escaped(assumption.text))")
            }
        }
        let counts = [Certainty.decided, .assumed, .unknown].map { certainty in
            "\(operations.filter { $0.certainty == certainty }.count) \(certainty.rawValue)"
        }
        lines.append(
            "\(operations.count) call site\(operations.count == 1 ? "" : "s") on every path: \(counts.joined(separator: ", ")); \(findings.count) finding\(findings.count == 1 ? "" : "s")"
        )
        return lines.joined(separator: "\n") + "\n"
    }

    private func place(_ location: SourceLocation) -> String {
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
