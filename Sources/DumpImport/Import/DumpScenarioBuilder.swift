import PresentationModel
import PresentationScenarios

/// Turns a ``DumpTree`` into the scenario that builds it: ids, kinds, declarations,
/// observed presentations and the observed screen as expectations.
struct DumpScenarioBuilder {
    let tree: DumpTree
    let file: String
    let kinds: KindRules
    /// The environment given on the command line, which beats what the dump shows.
    let given: GivenEnvironment

    /// What a class name gives, worked out once per class: a dump repeats a few classes.
    private struct ClassFacts {
        var idBase: String
        var kind: ControllerKind
    }

    func build() throws(DumpError) -> ImportedDump {
        var facts: [String: ClassFacts] = [:]
        let factsByNode = tree.nodes.map { node in
            if let known = facts[node.line.className] { return known }
            let className = ClassName(node.line.className)
            let new = ClassFacts(idBase: Self.idBase(className.base), kind: kinds.kind(of: className))
            facts[node.line.className] = new
            return new
        }
        let ids = try assignIDs(bases: factsByNode.map(\.idBase))
        let kindsByNode = factsByNode.map(\.kind)
        // Children follow their parents in line order, so building the specs from the last
        // line up finds every child's spec ready, without recursion.
        var specs = [ControllerSpec?](repeating: nil, count: tree.nodes.count)
        for index in tree.nodes.indices.reversed() {
            specs[index] = try spec(index, ids: ids, kinds: kindsByNode, specs: &specs)
        }
        var inferred = DumpEnvironment(tree: tree, kinds: kindsByNode, file: file)
        given.apply(to: &inferred.environment, sources: &inferred.sources)
        var scenario = Scenario(
            file: file, name: Self.name(of: file), environment: inferred.environment, environmentSources: inferred.sources)
        var lines: [ControllerID: DumpLine] = [:]
        lines.reserveCapacity(tree.nodes.count)
        scenario.declarations = DeclarationPlaces(file: file, capacity: tree.nodes.count)
        scenario.expectations.reserveCapacity(tree.nodes.count)
        for (index, node) in tree.nodes.enumerated() {
            scenario.declarations[ids[index]] = location(node.line.line, node.line.column)
            if !node.isAdded { lines[ids[index]] = node.line }
        }
        for root in tree.roots {
            guard let spec = specs[root.node] else { continue }
            let at = location(tree.nodes[root.node].line.line, tree.nodes[root.node].line.column)
            if let window = root.window {
                scenario.windows.append(Located((id: window, root: spec), at: at))
            } else {
                scenario.controllers.append(Located(spec, at: at))
            }
        }
        let known = Set(ids)
        for (index, node) in tree.nodes.enumerated() {
            if let presenter = node.presenter, let spec = specs[index] {
                let line = node.line
                if let source = line.presentedFrom, !known.contains(ControllerID(source)) {
                    throw DumpError(
                        "'from: <…: \(source)>' names no controller of the dump; expected the id of a controller above",
                        at: location(line.line, line.presentedWithColumn ?? line.column))
                }
                let style = line.presentedWith.map(PresentationControllerStyle.style(of:)) ?? .automatic
                let observe = Operation.observePresentation(
                    ids[index], by: ids[presenter], from: line.presentedFrom.map { ControllerID($0) }, style: style)
                scenario.controllers.append(Located(spec, at: location(line.line, line.column)))
                scenario.steps.append(
                    Located(ScenarioStep(action: .perform([observe])), at: location(line.line, line.presentedWithColumn ?? line.column)))
            }
            if !node.isAdded, let onScreen = node.line.observedOnScreen {
                scenario.expectations.append(
                    Located(
                        Expectation(relation: .isOnScreen, subject: .controller(ids[index]), value: .bool(onScreen)),
                        at: location(node.line.line, node.line.stateColumn ?? node.line.column)))
            }
        }
        var dump = ImportedDump(
            scenario: scenario, lines: lines, addedPresenter: tree.nodes.indices.first { tree.nodes[$0].isAdded }.map { ids[$0] })
        for (index, node) in tree.nodes.enumerated() where node.isAdded {
            guard let presented = node.presented else { continue }
            let line = tree.nodes[presented].line
            dump.comments.append(
                "\(ids[index]) is added by vcgraph: the dump shows \(line.printed) (line \(line.line)) presented, "
                    + "but not the controller that presents it")
        }
        return dump
    }

    private func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// `d01_tabbar.txt` → `d01_tabbar`.
    static func name(of file: String) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        guard let dot = base.lastIndex(of: "."), dot != base.startIndex else { return base }
        return String(base[..<dot])
    }

    /// The ids: the one vcgraph's own tree printed, else the class without its module,
    /// numbered from the second of a class on (`UINavigationController-2`). A base has no
    /// `-` (``idBase(_:)``), so numbered ids of different classes never meet; only the
    /// printed ids are remembered, to step over them.
    private func assignIDs(bases: [String]) throws(DumpError) -> [ControllerID] {
        var taken = Set<String>()
        for node in tree.nodes {
            guard let id = node.line.id else { continue }
            guard taken.insert(id).inserted else {
                throw DumpError("the id '\(id)' is printed twice; each controller needs its own", at: location(node.line.line, node.line.column))
            }
        }
        var next: [String: Int] = [:]
        return zip(tree.nodes, bases).map { node, base in
            if let id = node.line.id { return ControllerID(id) }
            var ordinal = next[base, default: 1]
            var candidate = ordinal == 1 ? base : "\(base)-\(ordinal)"
            while taken.contains(candidate) {
                ordinal += 1
                candidate = "\(base)-\(ordinal)"
            }
            next[base] = ordinal + 1
            return ControllerID(candidate)
        }
    }

    /// A class name made into an id: letters, digits, `_` and `.` kept, others (`-` among
    /// them) `_`.
    private static func idBase(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." ? $0 : "_" })
    }

    private func spec(
        _ index: Int, ids: [ControllerID], kinds: [ControllerKind], specs: inout [ControllerSpec?]
    ) throws(DumpError) -> ControllerSpec {
        let node = tree.nodes[index]
        let line = node.line
        var children: [ControllerSpec] = []
        children.reserveCapacity(node.children.count)
        for child in node.children {
            if let spec = specs[child] { children.append(spec) }
            specs[child] = nil
        }
        let attributes = ControllerAttributes(
            className: line.className, title: line.title, definesPresentationContext: line.definesPresentationContext ? true : nil)
        var spec = ControllerSpec(id: ids[index], kind: kinds[index], attributes: attributes)
        switch kinds[index] {
        case .split:
            let columns: [SplitColumn]
            switch children.count {
            case 0...2:
                columns = [.primary, .secondary]
            case 3:
                columns = [.primary, .supplementary, .secondary]
                spec.kind = .split(.tripleColumn)
            case 4:
                columns = [.primary, .supplementary, .secondary, .compact]
                spec.kind = .split(.tripleColumn)
            default:
                throw DumpError(
                    "a split view controller shows at most 4 controllers (its columns), but this one has \(children.count); "
                        + "if it is not a UISplitViewController, say so with --kind \(line.className)=controller",
                    at: location(line.line, line.column))
            }
            spec.columns = zip(columns, children).map { ControllerSpec.Column($0, $1) }
        case .tabBar:
            spec.children = children
            // The scenario's `selected:` must name one of the tabs (R6.2 warns otherwise, and
            // UIKit never shows a selection past its tabs): refused here, at the field.
            if let selected = line.selectedIndex, selected >= children.count {
                throw DumpError(
                    "selectedIndex \(selected) is out of range: this tab bar controller shows \(children.count) tab\(children.count == 1 ? "" : "s")",
                    at: location(line.line, line.selectedIndexColumn ?? line.column))
            }
            if let selected = line.selectedIndex ?? node.children.firstIndex(where: { tree.nodes[$0].line.observedOnScreen == true }),
                selected > 0
            {
                spec.selectedTab = .index(selected)
            }
        case .plain, .navigation, .page:
            spec.children = children
        }
        return spec
    }
}
