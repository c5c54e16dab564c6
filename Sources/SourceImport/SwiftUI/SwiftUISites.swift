import PresentationModel
import PresentationReports
import PresentationScenarios

/// The call sites of a SwiftUI view tree: each presentation modifier, link and destination,
/// applied along the presentations and pushes that show its host, from the app at launch for
/// the App's views, or from where UIKit code puts the host it made for the others, with its
/// certainty, the model's answer, and the findings of the tree.
struct SwiftUISites {
    /// Where UIKit code puts a host it made (``SwiftUITreeReader/uikitHosts``): the run of the
    /// path that put it on screen, the host's id there, and what that rests on.
    struct HostStart {
        var run: ScenarioRun
        var id: ControllerID
        var assumptions: [CodeAssumption]
    }

    private(set) var operations: [CodeOperation] = []
    private(set) var findings: [CodeFinding] = []
    private(set) var frames: [CodeReport.Frame] = []
    private(set) var framesLeftOut = 0

    init(_ tree: SwiftUITreeReader, launch: ScenarioRun, hostStarts: [Int: HostStart] = [:], frameLimit: Int) {
        // A view read under several hosts makes the same finding at the same place: said once.
        var seen: Set<String> = []
        findings = (tree.findings + Self.multipleSheets(tree)).filter {
            seen.insert("\($0.id) \($0.location.file):\($0.location.line):\($0.location.column)").inserted
        }
        // A dismiss() starts from the run of the site that shows its host, kept from when that
        // site was applied, until the last dismiss() that needs it: not replayed from the start.
        var uses: [Int: Int] = [:]
        for site in tree.sites {
            if case .dismissEnvironment = site.action, let shown = site.reach.last { uses[shown, default: 0] += 1 }
        }
        var runsAfter: [Int: ScenarioRun] = [:]
        for (index, site) in tree.sites.enumerated() {
            var shownRun: ScenarioRun?
            if case .dismissEnvironment = site.action, let shown = site.reach.last {
                shownRun = runsAfter[shown]
                uses[shown, default: 1] -= 1
                if uses[shown] == 0 { runsAfter[shown] = nil }
            }
            let host = tree.controllers[site.host]
            var operation = CodeOperation(
                form: site.form, receiver: "a view of \(host.id)", location: site.location, flow: "\(site.view).body",
                branches: site.branches.map(\.label), certainty: .decided, assumptions: [], operations: [], reason: nil, answer: nil)
            operation.sourceClass = site.view
            operation.destinationClass =
                switch site.action {
                case .activateSearch: SwiftUIClasses.searchController
                case .dismissEnvironment: nil
                default: tree.controllers[site.controller].content ?? tree.controllers[site.controller].className
                }
            // The host at the start of what shows the site: the App's root at launch, or a host
            // UIKit code made, where the code puts it.
            var rootHost = site.reach.first.map { tree.sites[$0].host } ?? site.host
            while let parent = tree.controllers[rootHost].parent { rootHost = parent }
            let isLaunched =
                tree.root.map { launch.hierarchy.rootViewController(ofWindow: "main") == tree.controllers[$0].id && rootHost == $0 } ?? false
            let start = isLaunched ? HostStart(run: launch, id: tree.controllers[rootHost].id, assumptions: []) : hostStarts[rootHost]
            guard let start, site.unknown == nil, site.reach.allSatisfy({ tree.sites[$0].unknown == nil }) else {
                operation.certainty = .unknown
                let made = tree.uikitHosts[rootHost].map {
                    "its hosting controller is made by UIKit code (\($0.location.file):\($0.location.line)), and no path of the code read puts it on screen"
                }
                operation.reason =
                    site.unknown ?? made
                    ?? (isLaunched || hostStarts[rootHost] != nil
                        ? "its host is shown by a site vcgraph could not apply"
                        : "the App's views are not the window's root at launch (the code read sets another), so their hosts are not placed")
                keep(operation)
                continue
            }
            // A host UIKit code made is the controller the code put on screen.
            let ids: [Int: ControllerID] = [rootHost: start.id]
            operation.receiver = "a view of \(ids[site.host] ?? host.id)"
            var run = shownRun ?? start.run
            if shownRun == nil, !isLaunched {
                // The SwiftUI containers its view holds are its children (R19.3).
                let host = tree.spec(of: rootHost)
                let children = host.children.flatMap { [Operation.declare($0), .addChild($0.id, to: start.id)] }
                if !children.isEmpty, run.hierarchy.children(of: start.id).isEmpty {
                    _ = run.append(Located(ScenarioStep(action: .perform(children)), at: tree.controllers[rootHost].location))
                }
            }
            for earlier in site.reach where shownRun == nil {
                _ = run.append(Located(ScenarioStep(action: .perform(Self.steps(of: tree.sites[earlier], in: tree, ids: ids))), at: site.location))
            }
            operation.assumptions =
                start.assumptions
                + site.reach.map { earlier in
                    let shown = tree.sites[earlier]
                    let verb = if case .present = shown.action { "presenting" } else { "pushing" }
                    return .ranBefore(
                        action:
                            "the \(shown.form) at \(shown.location.file):\(shown.location.line), \(verb) \(tree.controllers[shown.controller].id),")
                }
            if case .activateSearch = site.action { operation.assumptions.append(.swiftUISearchAsUIKit) }
            operation.certainty = operation.assumptions.isEmpty ? .decided : .assumed
            // U24: `ios: 13` and `ios: 14` are before 14.5, where chained sheet modifiers were fixed.
            if site.isShadowedBefore14_5, launch.hierarchy.environment.iosVersion < 15 {
                operation.reason =
                    "does nothing before iOS 14.5: of the sheet modifiers chained on one view, only the last written presents (R21.5)"
                findings.append(
                    CodeFinding(
                        id: "swiftui-chained-sheets-ios14", severity: .warning, location: site.location,
                        message: "only the last sheet modifier on this view presents before iOS 14.5 (R21.5): this one never does there",
                        certainty: .decided, assumptions: []))
                keep(operation)
                continue
            }
            let steps = Self.steps(of: site, in: tree, ids: ids)
            operation.operations = steps
            if case .drawnInColumn = site.action {
                operation.answer = CodeAnswer(
                    "drawn in \(host.id), its column's host: an expanded split view makes no UIKit call for it", rules: [.r22_3])
                keep(operation)
                continue
            }
            // Kept only for a dismiss() (a copy made here would copy the hierarchy at each step).
            let before: Hierarchy? = if case .dismissEnvironment = site.action { run.hierarchy } else { nil }
            var diagnostics = run.append(Located(ScenarioStep(action: .perform(steps)), at: site.location))
            if uses[index, default: 0] > 0 { runsAfter[index] = run }
            // UIKit's advice on its own search controllers is not SwiftUI code's to follow:
            // SwiftUI sets up its search controller itself.
            if case .activateSearch = site.action { diagnostics.removeAll { $0.severity != .error } }
            operation.answer =
                diagnostics.first(where: { $0.severity != .note }).map {
                    CodeAnswer("\($0.wording == .swiftUI ? "SwiftUI" : "UIKit"): \($0.message)")
                }
                ?? steps.last.flatMap { FlowReader.answer(for: $0, in: run.hierarchy, failed: false) }
            if let before {
                // What dismiss() does depends on where its host is (R23.3): said as a step's
                // narration says it.
                let (sentence, rules) = StepNarration.effect(of: .perform(steps), from: before, to: run.hierarchy, diagnostics: diagnostics)
                operation.answer = CodeAnswer(sentence, rules: rules)
            }
            for diagnostic in diagnostics where diagnostic.severity != .note {
                findings.append(
                    CodeFinding(
                        id: FlowReader.findingID(of: diagnostic.code), severity: diagnostic.severity == .error ? .error : .warning,
                        location: site.location, message: diagnostic.message, certainty: operation.certainty,
                        assumptions: operation.assumptions))
            }
            guard keep(operation) else { continue }
            if frames.count < frameLimit {
                frames.append(CodeReport.Frame(operation: operation, run: run))
            } else if frameLimit > 0 {
                framesLeftOut += 1
            }
        }
    }

    /// What makes an answer said: its place, form, answer, reason and certainty.
    private struct Said: Hashable {
        var location: Location
        var form: String
        var answer: CodeAnswer?
        var reason: String?
        var certainty: Certainty
    }

    /// The answers said so far.
    private var said: Set<Said> = []

    /// Keeps an operation unless one with the same place, form, answer and certainty was kept:
    /// a view reached along many paths (a sheet's content shown from many screens) is said
    /// once per answer. Whether it was kept.
    @discardableResult
    private mutating func keep(_ operation: CodeOperation) -> Bool {
        let key = Said(
            location: operation.location, form: operation.form, answer: operation.answer, reason: operation.reason,
            certainty: operation.certainty)
        guard said.insert(key).inserted else { return false }
        operations.append(operation)
        return true
    }

    /// The model's operations of a site: its content declared, then SwiftUI's call. `ids`
    /// names the controllers the model knows by another id (a host UIKit code made).
    static func steps(of site: SwiftUITreeReader.Site, in tree: SwiftUITreeReader, ids: [Int: ControllerID] = [:]) -> [Operation] {
        let content = tree.spec(of: site.controller)
        let host = ids[site.host] ?? tree.controllers[site.host].id
        switch site.action {
        case .present(let modifier, let binding):
            return [.declare(content), .presentSwiftUI(SwiftUIRequest(content.id, from: host, modifier: modifier, binding: binding))]
        case .push(let stack):
            return [.declare(content), .push(content.id, onto: tree.controllers[stack].id)]
        case .pushOnHostNavigation:
            return [.declare(content), .pushFrom(content.id, from: host)]
        case .activateSearch:
            return [.activateSearch(tree.searchID(of: site.host))]
        case .drawnInColumn:
            return []
        case .dismissEnvironment:
            return [.dismissEnvironment(host)]
        }
    }

    /// Two sheets (or covers) of one host whose states can be set together: SwiftUI shows one
    /// at a time (R21.1). Modifiers in different branches of one `if` or `switch` cannot both
    /// be in the view tree, and are not counted.
    static func multipleSheets(_ tree: SwiftUITreeReader) -> [CodeFinding] {
        var findings: [CodeFinding] = []
        var earlier: [Int: [SwiftUITreeReader.Site]] = [:]
        for site in tree.sites {
            guard case .present(let modifier, let binding) = site.action, modifier.family == .sheet else { continue }
            let others = earlier[site.host, default: []].filter { other in
                guard case .present(_, let otherBinding) = other.action, otherBinding != binding else { return false }
                return !excludes(other.branches, site.branches)
            }
            if let other = others.first, case .present(_, let otherBinding) = other.action,
                !findings.contains(where: { $0.location == site.location && $0.message.contains(":\(other.location.line) ") })
            {
                findings.append(
                    CodeFinding(
                        id: "swiftui-multiple-sheets", severity: .warning, location: site.location,
                        message:
                            "this \(site.form) and the one at \(other.location.file):\(other.location.line) are sheets of one host: if both states are set, SwiftUI shows one at a time (\"Currently, only presenting a single sheet is supported.\") (R21.1)",
                        certainty: .assumed, assumptions: [.swiftUIStates(bindings: [otherBinding, binding])]))
            }
            earlier[site.host, default: []].append(site)
        }
        return findings
    }

    /// Whether two branch paths take different sides of the same choice.
    private static func excludes(_ first: [SwiftUITreeReader.Branch], _ second: [SwiftUITreeReader.Branch]) -> Bool {
        first.contains { branch in second.contains { $0.choice == branch.choice && $0.label != branch.label } }
    }
}
