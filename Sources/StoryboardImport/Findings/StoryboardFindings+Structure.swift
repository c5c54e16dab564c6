import PresentationModel
import PresentationScenarios

extension StoryboardFindings {
    /// Element ids a storyboard gives twice (controllers and segues: Interface Builder gives
    /// each element its own), each an error at the element that repeats it.
    static func duplicateIDs(_ catalog: StoryboardCatalog) -> [StoryboardFinding] {
        var findings: [StoryboardFinding] = []
        for storyboard in catalog.storyboards {
            var first: [String: SourceLocation] = [:]
            let elements =
                storyboard.controllers.map { ($0.element, $0.location) } + storyboard.segues.map { ($0.element, $0.location) }
            for (element, location) in elements.sorted(by: { ($0.1.line, $0.1.column) < ($1.1.line, $1.1.column) }) {
                if let earlier = first[element] {
                    findings.append(
                        .init(
                            .duplicateID, .error, at: location, element: element,
                            "the element id '\(element)' is given twice in \(storyboard.name).storyboard (first at line \(earlier.line)); each element needs its own"
                        ))
                } else {
                    first[element] = location
                }
            }
        }
        return findings
    }

    /// Containment (relationship and embed segues, references followed) that leads back to a
    /// controller it starts from: UIKit cannot make a controller its own descendant. Each
    /// cycle is an error at the segue that closes it. Found with an explicit stack.
    static func containmentCycles(_ catalog: StoryboardCatalog) -> [StoryboardFinding] {
        enum Mark { case open, done }
        var marks: [StoryboardCatalog.Key: Mark] = [:]
        var findings: [StoryboardFinding] = []
        for (s, storyboard) in catalog.storyboards.enumerated() {
            for controller in storyboard.controllers {
                let start = catalog.resolve(StoryboardCatalog.Key(storyboard: s, element: controller.element)).target
                guard marks[start] == nil else { continue }
                // Each entry: a controller and the index of its next content segue to follow.
                var stack: [(key: StoryboardCatalog.Key, next: Int)] = [(start, 0)]
                marks[start] = .open
                while let (key, next) = stack.last {
                    let contents = catalog.contents(of: key)
                    guard next < contents.count else {
                        marks[key] = .done
                        stack.removeLast()
                        continue
                    }
                    stack[stack.count - 1].next += 1
                    let segue = contents[next]
                    let child = catalog.resolve(StoryboardCatalog.Key(storyboard: key.storyboard, element: segue.destination)).target
                    guard catalog.controller(child) != nil else { continue }
                    switch marks[child] {
                    case .open?:
                        findings.append(
                            .init(
                                .containmentCycle, .error, at: segue.location, element: segue.element,
                                "the \(segue.kind.rawValue) segue '\(segue.displayID)' makes '\(catalog.baseID(child))' a descendant of itself: containment cannot go round in a cycle"
                            ))
                    case .done?: continue
                    case nil:
                        marks[child] = .open
                        stack.append((child, 0))
                    }
                }
            }
        }
        return findings
    }
}
