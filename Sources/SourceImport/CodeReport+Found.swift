import PresentationModel
import PresentationScenarios

extension CodeReport {
    /// What a path puts on screen: a class with flows left in the hierarchy, with where it
    /// is and the state its flows start from (none when only another place of the class can
    /// be the one placed); or a hosting controller UIKit code made, with where its view's
    /// SwiftUI sites start.
    struct Found {
        enum Kind {
            case placed(className: String, start: FlowStart?)
            case host(className: String, start: SwiftUISites.HostStart)
        }

        var kind: Kind
        var id: ControllerID
        /// Where it is, in words (``describe(_:in:)``).
        var description: String
        /// The step that declared it.
        var location: SourceLocation
    }

    /// Where a placed class's flows start: the path that put an instance of it on screen,
    /// kept as it ended, and the state made from it (``state()``) on the thread that reads
    /// the flows. A reference, so that passing it on copies none of the path.
    final class FlowStart {
        /// The path's end.
        let end: PathState
        let id: ControllerID
        /// The step that declared the instance.
        let location: SourceLocation
        /// The action the path ran, which the class's flows assume ran before them (A5).
        let ranBefore: String?

        init(end: PathState, id: ControllerID, location: SourceLocation, ranBefore: String?) {
            self.end = end
            self.id = id
            self.location = location
            self.ranBefore = ranBefore
        }

        /// The state the class's flows start from: the instance on screen, as A1 says (the tab
        /// holding it selected, its stack popped to it), with no locals, so that nothing
        /// refers to what the path made.
        func state() -> PathState {
            var made = end
            let revealing = end.hierarchy.revealing(id)
            if !revealing.isEmpty { _ = made.run.append(Located(ScenarioStep(action: .perform(revealing)), at: location)) }
            made.locals = [:]
            made.fresh = []
            made.branches = []
            made.ended = false
            if let ranBefore { made.assume(.ranBefore(action: ranBefore)) }
            return made
        }
    }

    /// What `state`'s steps after `since` put on screen, in the order placing takes them: each
    /// declaration depth first, each container's controllers in order (tab 0 before tab 1).
    /// A class's start is kept when `keepsStart` says so. A pure function of the path, so the
    /// flows read side by side find it on their own threads.
    static func found(
        in state: PathState, since: Int, index: ClassIndex, ranBefore: String?, keepsStart: (String) -> Bool = { _ in true }
    ) -> [Found] {
        var found: [Found] = []
        for step in state.run.scenario.steps.dropFirst(since) {
            guard case .perform(let operations) = step.value.action else { continue }
            for case .declare(let spec) in operations {
                var pending = [spec]
                while let declared = pending.popLast() {
                    pending += (declared.children + declared.columns.map(\.controller)).reversed()
                    guard let declaredClass = declared.attributes.className, state.hierarchy.contains(declared.id) else { continue }
                    if declaredClass.hasPrefix("UIHostingController<") {
                        var start = state.run
                        let revealing = state.hierarchy.revealing(declared.id)
                        if !revealing.isEmpty { _ = start.append(Located(ScenarioStep(action: .perform(revealing)), at: step.location)) }
                        let view = String(declaredClass.dropFirst("UIHostingController<".count).dropLast())
                        let description = describe(declared.id, in: state.hierarchy)
                        let onScreen = CodeAssumption.hostOnScreen(view: view, className: declaredClass, placement: description, at: step.location)
                        let host = SwiftUISites.HostStart(
                            run: start, id: declared.id,
                            assumptions: [onScreen] + state.assumptions + (ranBefore.map { [.ranBefore(action: $0)] } ?? []))
                        found.append(
                            Found(
                                kind: .host(className: declaredClass, start: host), id: declared.id, description: description, location: step.location
                            ))
                    }
                    let className = FlowReader.bareClass(declaredClass)
                    guard index.classesWithFlows.contains(className) else { continue }
                    let start = keepsStart(className) ? FlowStart(end: state, id: declared.id, location: step.location, ranBefore: ranBefore) : nil
                    found.append(
                        Found(
                            kind: .placed(className: className, start: start), id: declared.id,
                            description: describe(declared.id, in: state.hierarchy),
                            location: step.location))
                }
            }
        }
        return found
    }
}
