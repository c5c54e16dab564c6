import PresentationModel

extension SegueReport {
    /// The segue table, one block per segue, then the findings as a compiler prints them and
    /// a count. Deterministic: file order, then the devices in the order asked.
    public var text: String {
        var out = ""
        for row in rows {
            let segue = catalog[row.segue]
            let source = catalog.baseID(catalog.source(of: row.segue))
            let destination = catalog.destination(of: row.segue)
            let destinationName =
                segue.kind == .unwind
                ? "exit"
                : (catalog.controller(destination.target) != nil ? catalog.baseID(destination.target).rawValue : segue.destination)
            out += "\(segue.location): \(segue.kind.rawValue)\(segue.customClass.map { " (\($0))" } ?? "") "
            out += "'\(segue.displayID)'\(segue.identifier != nil ? " [\(segue.element)]" : ""): \(source) → \(destinationName)\n"
            if let first = row.resolutions.first {
                out += "  path: \(pathText(first))\n"
            }
            for resolution in row.resolutions {
                out += Self.outcomeLines(resolution)
            }
        }
        for finding in findings { out += "\(finding)\n" }
        out += summary
        return out
    }

    private func pathText(_ resolution: SegueResolution) -> String {
        guard resolution.isReachable else {
            return "no chain of segues from the initial controller reaches '\(resolution.source)'; its scene was made the window root"
        }
        let start = "from the initial controller '\(resolution.windowRoot?.rawValue ?? "")'"
        guard !resolution.path.isEmpty else { return start + ", which holds the source" }
        return start + ": " + resolution.path.map { "'\(catalog[$0].displayID)'" }.joined(separator: " → ")
    }

    static func deviceName(_ resolution: SegueResolution) -> String {
        "\(resolution.device == .iphone ? "iPhone" : "iPad") iOS \(resolution.iosVersion)"
    }

    static func outcomeLines(_ resolution: SegueResolution) -> String {
        var out = "  \(deviceName(resolution)): "
        switch resolution.outcome {
        case .presented(let presentation, let effective):
            out += "presented by \(presentation.presenter) (from \(presentation.requestedFrom)), "
            out += presentation.style == effective ? "\(effective.rawValue)" : "\(presentation.style.rawValue) → \(effective.rawValue)"
            out += " [\(resolution.rule)]\n"
            if !presentation.resolution.contextWalk.isEmpty {
                let walk = presentation.resolution.contextWalk.map {
                    "\($0.controller) \($0.definesPresentationContext ? "yes" : "no")\($0.isClassDefault ? " (default)" : "")"
                }
                out += "    context walk: \(walk.joined(separator: ", "))\n"
            }
        case .contained(let container, let placement):
            let place =
                switch placement {
                case .pushed: "pushed onto \(container)"
                case .primaryColumn: "shown in the primary column of \(container)"
                case .supplementaryColumn: "shown in the supplementary column of \(container)"
                case .secondaryColumn: "shown in the secondary column of \(container)"
                case .child: "added as a child of \(container)"
                }
            out += "\(place) [\(resolution.rule)]\n"
        case .unwind(let action, let destination, let walk):
            out += "unwinds with \(action.isEmpty ? "no action" : action)"
            out += destination.map { " to \($0), the nearest controller back along the path" } ?? ", but the path has no controller to walk back to"
            if walk.count > 1 { out += " (walk: \(walk.map(\.rawValue).joined(separator: " → ")))" }
            out += "\n"
            return out
        case .dangling(let reason):
            out += "not resolved: \(reason)\n"
            return out
        case .refused:
            out += "refused: \(resolution.diagnostics.map(\.message).joined(separator: "; ")) [\(resolution.rule)]\n"
        }
        out += "    stays on screen: \(list(resolution.staysOnScreen))\n"
        if !resolution.covers.isEmpty { out += "    covers: \(list(resolution.covers))\n" }
        return out
    }

    private static func list(_ ids: [ControllerID]) -> String {
        ids.isEmpty ? "nothing" : ids.map(\.rawValue).joined(separator: ", ")
    }

    /// `N segues resolved on iPhone and iPad (iOS 17): E errors, W warnings, K notes`.
    public var summary: String {
        let counts = [StoryboardFinding.Severity.error, .warning, .note].map { severity in
            let n = findings.filter { $0.severity == severity }.count
            return "\(n) \(severity.rawValue)\(n == 1 ? "" : "s")"
        }
        let names = devices.map { $0 == .iphone ? "iPhone" : "iPad" }.joined(separator: " and ")
        var line = "\(rows.count) segue\(rows.count == 1 ? "" : "s") resolved on \(names) (iOS \(iosVersion)): \(counts.joined(separator: ", "))"
        if silencedCount > 0 { line += " (\(silencedCount) silenced)" }
        return line + "\n"
    }
}
