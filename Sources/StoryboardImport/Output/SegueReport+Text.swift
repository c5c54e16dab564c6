import PresentationModel
import PresentationScenarios

extension SegueReport {
    /// The segue table, one block per segue, then the findings as a compiler prints them and
    /// a count. Deterministic: file order, then the devices in the order asked. What the
    /// storyboards say is shown as data (``InputText``): each line is escaped whole. A long
    /// path or list is shortened as ``ControllerList`` keeps it, so that the table grows with
    /// the storyboard, not with the square of a chain's length.
    public var text: String {
        var lines: [String] = []
        for row in rows {
            let segue = catalog[row.segue]
            let source = catalog.baseID(catalog.source(of: row.segue))
            let destination = catalog.destination(of: row.segue)
            let destinationName =
                segue.kind == .unwind
                ? "exit"
                : (catalog.controller(destination.target) != nil ? catalog.baseID(destination.target).rawValue : segue.destination)
            // The location escapes its own path.
            lines.append(
                "\(segue.location): "
                    + InputText.escaped(
                        "\(segue.kind.rawValue)\(segue.customClass.map { " (\($0))" } ?? "") "
                            + "'\(segue.displayID)'\(segue.identifier != nil ? " [\(segue.element)]" : ""): \(source) → \(destinationName)"))
            if let first = row.resolutions.first {
                lines.append(InputText.escaped("  path: \(pathText(first))"))
            }
            lines += Self.outcomeLines(of: row.resolutions).map { InputText.escaped($0) }
        }
        for finding in findings { lines.append("\(finding)") }
        return lines.map { $0 + "\n" }.joined() + summary
    }

    private func pathText(_ resolution: SegueResolution) -> String {
        guard resolution.isReachable else {
            return "no chain of segues from the initial controller reaches '\(resolution.source)'; its scene was made the window root"
        }
        let start = "from the initial controller '\(resolution.windowRoot?.rawValue ?? "")'"
        let path = resolution.path
        guard !path.isEmpty else { return start + ", which holds the source" }
        // A segue whose identifier is empty is told apart by its element, as in its own line.
        func names(_ segues: [SegueReference]) -> [String] {
            segues.map { reference in
                let segue = catalog[reference]
                return "'\(segue.displayID)'" + (segue.identifier?.isEmpty == true ? " [\(segue.element)]" : "")
            }
        }
        let shortened = path.count > ControllerList.wholeUpTo
        let head = names(shortened ? path.prefix(ControllerList.headLength) : path.segues)
        let tail = names(shortened ? path.suffix(ControllerList.tailLength) : [])
        return start + ": " + Self.joined(head, tail, count: path.count, separator: " → ")
    }

    /// The names of a list's ends joined, with how many it leaves out between them.
    private static func joined(_ head: [String], _ tail: [String], count: Int, separator: String) -> String {
        let left = count - head.count - tail.count
        return (head + (left > 0 ? ["… \(left) more …"] : []) + tail).joined(separator: separator)
    }

    /// The lines of a segue's resolutions: once, naming every device, when they all say the
    /// same on the same iOS; else one block a device.
    static func outcomeLines(of resolutions: [SegueResolution]) -> [String] {
        let blocks = resolutions.map(outcomeLines)
        guard resolutions.count > 1, Set(resolutions.map(\.environment.iosVersion)).count == 1,
            let first = resolutions.first, let block = blocks.first
        else { return blocks.flatMap { $0 } }
        // The first line starts with its device; the others are the same for every device.
        func body(_ lines: [String], _ resolution: SegueResolution) -> [String] {
            [String(lines[0].dropFirst("  \(deviceName(resolution)): ".count))] + lines.dropFirst()
        }
        let bodies = zip(blocks, resolutions).map(body)
        guard bodies.allSatisfy({ $0 == bodies[0] }) else { return blocks.flatMap { $0 } }
        let names = resolutions.map(\.environment.device.name).joined(separator: " and ")
        return ["  \(names) iOS \(first.environment.iosVersion): " + bodies[0][0]] + body(block, first).dropFirst()
    }

    static func deviceName(_ resolution: SegueResolution) -> String {
        "\(resolution.environment.device.name) iOS \(resolution.environment.iosVersion)"
    }

    /// The lines of one resolution, as the storyboard names things (not yet escaped).
    static func outcomeLines(_ resolution: SegueResolution) -> [String] {
        let device = "  \(deviceName(resolution)): "
        var lines: [String] = []
        switch resolution.outcome {
        case .presented(let presentation, let effective):
            let style = presentation.style == effective ? "\(effective.rawValue)" : "\(presentation.style.rawValue) → \(effective.rawValue)"
            lines.append(
                device + "presented by \(presentation.presenter) (from \(presentation.requestedFrom)), \(style) [\(resolution.ruleCitation)]")
            if !presentation.resolution.contextWalk.isEmpty {
                let walk = presentation.resolution.contextWalk.map {
                    "\($0.controller) \($0.definesPresentationContext ? "yes" : "no")\($0.isClassDefault ? " (default)" : "")"
                }
                lines.append("    context walk: \(walk.joined(separator: ", "))")
            }
        case .contained(let container, let placement):
            let child = placement == .child ? resolution.destination.map { ": \($0)" } ?? "" : ""
            lines.append(device + "\(placement.phrase) \(container)\(child) [\(resolution.ruleCitation)]")
        case .unwind(let action, let candidates):
            let named = action.isEmpty ? "no action" : action
            if candidates.isEmpty {
                lines.append(device + "unwinds with \(named), but no controller is above the source: UIKit finds no destination and nothing happens")
            } else {
                lines.append(
                    device + "unwinds with \(named) to the first of \(list(candidates, separator: " → ")) "
                        + "whose class implements \(action.isEmpty ? "it" : action) (assumed)")
            }
        case .windowRoot(let window):
            lines.append(
                device + "becomes the root of window \(window)\(resolution.replaced.map { ", in place of \($0)" } ?? "") [\(resolution.ruleCitation)]"
            )
        case .performedAtLoad(let container, let slot):
            lines.append(
                device + "performed by \(container) itself when the storyboard loads it, not by a user: "
                    + "its \(slot) child is \(resolution.destination?.rawValue ?? "the destination") from launch [\(resolution.ruleCitation)]")
        case .dismissed(let presenter):
            lines.append(device + "dismisses what \(presenter) presents [\(resolution.ruleCitation)]")
        case .noEffect(let reason):
            lines.append(device + "does nothing: \(reason) [\(resolution.ruleCitation)]")
        case .dangling(let reason):
            return [device + "not resolved: \(reason)"]
        case .refused:
            lines.append(device + "refused: \(resolution.diagnostics.map(\.message).joined(separator: "; ")) [\(resolution.ruleCitation)]")
        }
        if let reading = resolution.customSegue, reading.basis != .assumed {
            lines.append("    \(reading.basis == .known ? "known class" : "--custom-segue"): it \(reading.action.summary)")
        }
        lines += resolution.assumptions.map { "    assumed: \($0.text)" }
        lines.append("    stays on screen: \(list(resolution.staysOnScreen))")
        if resolution.replaced != nil, let place = Self.replacedPlace(resolution.outcome) {
            // What left the container or the window is replaced, not covered.
            lines.append(
                "    replaces: \(list(resolution.covers)) (removed from \(place)), "
                    + "by \(resolution.destination?.rawValue ?? "the destination")")
        } else if !resolution.covers.isEmpty {
            lines.append("    covers: \(list(resolution.covers))")
        }
        return lines
    }

    /// Where a replaced controller was: the container or the window the destination took its place in.
    private static func replacedPlace(_ outcome: SegueResolution.Outcome) -> String? {
        switch outcome {
        case .contained(let container, _): container.rawValue
        case .windowRoot(let window): "window \(window)"
        default: nil
        }
    }

    private static func list(_ ids: ControllerList, separator: String = ", ") -> String {
        guard !ids.isEmpty else { return "nothing" }
        return joined(ids.head.map(\.rawValue), ids.tail.map(\.rawValue), count: ids.count, separator: separator)
    }

    /// `N segues resolved on iPhone and iPad (iOS 17): E errors, W warnings, K notes`.
    public var summary: String {
        let counts = [StoryboardFinding.Severity.error, .warning, .note].map { severity in
            let n = findings.filter { $0.severity == severity }.count
            return "\(n) \(severity.rawValue)\(n == 1 ? "" : "s")"
        }
        let names = devices.map(\.name).joined(separator: " and ")
        var line = "\(rows.count) segue\(rows.count == 1 ? "" : "s") resolved on \(names) (iOS \(iosVersion)): \(counts.joined(separator: ", "))"
        if silencedCount > 0 { line += " (\(silencedCount) silenced)" }
        return line + "\n"
    }
}

extension SegueReport {
    /// The findings as GitHub Actions annotations, one a line.
    public var githubAnnotations: String {
        findings.map { finding in
            return GitHubAnnotation.line(
                .init(severity: finding.severity.rawValue), at: finding.location, title: finding.kind.rawValue, message: finding.message) + "\n"
        }.joined()
    }
}
