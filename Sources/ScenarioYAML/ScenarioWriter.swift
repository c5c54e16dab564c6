import PresentationModel
import PresentationScenarios

/// Writes a scenario as a scenario file that ``ScenarioReader`` reads back to the same
/// scenario: what `vcgraph import` produces from a storyboard or a dump.
///
/// Every string is written double-quoted with JSON's escapes (a subset of YAML's), so no id or
/// class name can be taken for a number, a boolean or YAML syntax. Nodes are written with an
/// explicit stack, so a deep hierarchy does not recurse. Steps are limited to the operations
/// importers produce; another is refused with ``ScenarioWriterError``.
public enum ScenarioWriter {
    /// - Parameters:
    ///   - scenario: The scenario to write.
    ///   - comments: Lines written first, as YAML comments (where the scenario came from),
    ///     shown as data (``InputText``): a line break in a path or an id cannot end a comment.
    ///   - locatingSteps: Writes before each step a comment with the place in its input that
    ///     the step comes from (a storyboard's segue).
    public static func yaml(for scenario: Scenario, comments: [String] = [], locatingSteps: Bool = false) throws(ScenarioWriterError)
        -> String
    {
        var out = comments.map { "# \(InputText.escaped($0))\n" }.joined()
        out += "name: \(quoted(scenario.name))\n"
        if let description = scenario.description { out += "description: \(quoted(description))\n" }
        let environment = scenario.environment
        if let sources = scenario.environmentSources {
            out += self.environment(environment, sources: sources)
        } else {
            if environment.horizontalSizeClass == .regular { out += "device: ipad\n" }
            if environment.verticalSizeClass == .compact { out += "verticalSizeClass: compact\n" }
            if environment.iosVersion != 17 { out += "ios: \(environment.iosVersion)\n" }
        }
        if !scenario.windows.isEmpty {
            out += "windows:\n"
            for window in scenario.windows {
                out += "  - id: \(quoted(window.value.id))\n    root:\n"
                try write(window.value.root, indent: 6, listItem: false, into: &out)
            }
        }
        if !scenario.controllers.isEmpty {
            out += "controllers:\n"
            for controller in scenario.controllers { try write(controller.value, indent: 2, listItem: true, into: &out) }
        }
        if !scenario.steps.isEmpty {
            out += "steps:\n"
            for step in scenario.steps {
                if locatingSteps { out += "  # \(step.location)\n" }
                out += try self.step(step.value)
            }
        }
        if !scenario.expectations.isEmpty {
            out += "expect:\n"
            for expectation in scenario.expectations { out += "  - " + self.expectation(expectation.value, indent: 4) }
        }
        return out
    }

    /// An imported input's environment: the device and iOS version always, a size class
    /// where it is not the device's, each with a comment saying how it was decided
    /// (`ios: 10  # inferred: 32-bit addresses, iOS 8–10 (line 1)`).
    private static func environment(_ environment: Environment, sources: EnvironmentSources) -> String {
        func comment(_ source: EnvironmentSource) -> String {
            let why: String
            switch source {
            case .default: why = "default: nothing in the input decides it"
            case .inferred(let inference): why = "\(source.word): \(inference.sentence)"
            case .given(let option, let overriding):
                why = "given: \(option)" + (overriding.map { "; the input shows otherwise: \($0.sentence)" } ?? "")
            }
            return "  # " + InputText.escaped(why) + "\n"
        }
        var out = "device: \(environment.device.rawValue)" + comment(sources.device)
        if environment.horizontalSizeClass != environment.device.horizontalSizeClass {
            out += "horizontalSizeClass: \(environment.horizontalSizeClass.rawValue)" + comment(sources.horizontalSizeClass)
        }
        if environment.verticalSizeClass != .regular {
            out += "verticalSizeClass: \(environment.verticalSizeClass.rawValue)" + comment(sources.verticalSizeClass)
        }
        out += "ios: \(environment.iosVersion)" + comment(sources.iosVersion)
        return out
    }

    /// Whether a `set` step of `changes` can be written: only the keys the source reader sets.
    private static func writable(_ changes: AttributeChanges) -> Bool {
        var written = AttributeChanges()
        written.modalPresentationStyle = changes.modalPresentationStyle
        written.modalTransitionStyle = changes.modalTransitionStyle
        written.definesPresentationContext = changes.definesPresentationContext
        return written == changes
    }

    private static func step(_ step: ScenarioStep) throws(ScenarioWriterError) -> String {
        switch step.action {
        case .perform(let operations):
            // A controller the step declares is written inline, where the step names it.
            var declared: ControllerSpec?
            var out = ""
            func controller(_ id: ControllerID) throws(ScenarioWriterError) {
                guard let spec = declared, spec.id == id else { return out += "      controller: \(quoted(id.rawValue))\n" }
                out += "      controller:\n"
                try write(spec, indent: 8, listItem: false, into: &out)
            }
            for operation in operations {
                switch operation {
                case .declare(let spec):
                    declared = spec
                case .observePresentation(let controller, let presenter, let source, let style):
                    out += "  - observePresentation:\n"
                    out += "      controller: \(quoted(controller.rawValue))\n      presenter: \(quoted(presenter.rawValue))\n"
                    if let source { out += "      from: \(quoted(source.rawValue))\n" }
                    out += "      style: \(style.rawValue)\n"
                case .present(let presented?, let source, let request):
                    out += "  - present:\n      from: \(quoted(source.rawValue))\n"
                    try controller(presented)
                    if let style = request.style { out += "      style: \(style.rawValue)\n" }
                    if let transition = request.transition { out += "      transition: \(transition.rawValue)\n" }
                case .show(let shown, let source), .showDetail(let shown, let source):
                    out += "  - \(operation.name):\n      from: \(quoted(source.rawValue))\n"
                    try controller(shown)
                case .pushFrom(let pushed, let source):
                    out += "  - push:\n      from: \(quoted(source.rawValue))\n"
                    try controller(pushed)
                case .push(let pushed, let navigation):
                    out += "  - push:\n      onto: \(quoted(navigation.rawValue))\n"
                    try controller(pushed)
                case .pop(let navigation):
                    out += "  - pop: \(quoted(navigation.rawValue))\n"
                case .popToRoot(let navigation):
                    out += "  - popToRoot: \(quoted(navigation.rawValue))\n"
                case .setStack(let stack, let navigation):
                    out += "  - setViewControllers:\n      navigation: \(quoted(navigation.rawValue))\n"
                    out += "      controllers: [\(stack.map { quoted($0.rawValue) }.joined(separator: ", "))]\n"
                case .setTabs(let tabs, let tabBar):
                    out += "  - setViewControllers:\n      tabBar: \(quoted(tabBar.rawValue))\n"
                    out += "      controllers: [\(tabs.map { quoted($0.rawValue) }.joined(separator: ", "))]\n"
                case .selectTab(let position, let tabBar):
                    out += "  - select:\n      tabBar: \(quoted(tabBar.rawValue))\n      tab: \(position)\n"
                case .set(let changes, let controller) where Self.writable(changes):
                    out += "  - set:\n      controller: \(quoted(controller.rawValue))\n"
                    if let style = changes.modalPresentationStyle { out += "      modalPresentationStyle: \(style.rawValue)\n" }
                    if let transition = changes.modalTransitionStyle { out += "      modalTransitionStyle: \(transition.rawValue)\n" }
                    if let defines = changes.definesPresentationContext { out += "      definesPresentationContext: \(defines)\n" }
                case .select(let tab, let tabBar):
                    out += "  - select:\n      tabBar: \(quoted(tabBar.rawValue))\n      tab: \(quoted(tab.rawValue))\n"
                case .popTo(let target, let navigation):
                    out += "  - popTo:\n      navigation: \(quoted(navigation.rawValue))\n      controller: \(quoted(target.rawValue))\n"
                case .addChild(let child, let parent):
                    out += "  - addChild:\n      parent: \(quoted(parent.rawValue))\n"
                    try controller(child)
                case .makeWindow(let window, let root):
                    out += "  - setRoot:\n      window: \(quoted(window))\n"
                    try controller(root)
                case .removeFromParent(let child):
                    out += "  - removeFromParent: \(quoted(child.rawValue))\n"
                case .dismiss(let dismissed):
                    out += "  - dismiss: \(quoted(dismissed.rawValue))\n"
                case .presentSwiftUI(let request):
                    out += "  - present:\n      from: \(quoted(request.source.rawValue))\n"
                    try controller(request.controller)
                    out += "      modifier: \(request.modifier.rawValue)\n"
                    if let binding = request.binding { out += "      binding: \(quoted(binding))\n" }
                    if let item = request.item { out += "      item: \(quoted(item))\n" }
                case .dismissEnvironment(let host):
                    out += "  - dismissEnvironment: \(quoted(host.rawValue))\n"
                case .dropModifier(let presented):
                    out += "  - dropModifier: \(quoted(presented.rawValue))\n"
                case .present(nil, _, _), .userDismiss, .activateSearch, .deactivateSearch, .setPages, .setColumn, .setColumnShown, .set,
                    .setSizeClasses:
                    // No importer produces these yet.
                    throw ScenarioWriterError("a '\(operation.name)' step cannot be written as a scenario file yet")
                }
            }
            return out
        case .expect(let expectations):
            return "  - expect:\n" + expectations.map { "      - " + expectation($0.value, indent: 8) }.joined()
        }
    }

    /// `"RELATION(ID)": VALUE` and a line break, as the entry of a list item whose content
    /// starts at `indent`. A key longer than YAML's 1,024 characters for a simple key is
    /// written as an explicit key (`? KEY` then `: VALUE`).
    private static func expectation(_ expectation: Expectation, indent: Int) -> String {
        let key = quoted("\(expectation.relation.rawValue)(\(expectation.subject))")
        let value =
            switch expectation.value {
            case .bool(let value): "\(value)"
            case .controller(let id): id.map { quoted($0.rawValue) } ?? "null"
            case .controllers(let ids): ids.map { "[" + $0.map { quoted($0.rawValue) }.joined(separator: ", ") + "]" } ?? "null"
            case .style(let style): style?.rawValue ?? "null"
            case .index(let index): index.map(String.init) ?? "null"
            case .callbacks(let calls): "[" + calls.map { quoted($0.description) }.joined(separator: ", ") + "]"
            }
        guard key.utf8.count > 1000 else { return "\(key): \(value)\n" }
        return "? \(key)\n" + String(repeating: " ", count: indent) + ": \(value)\n"
    }

    /// A node and everything it contains, depth first, from a stack of pending nodes. A tree
    /// deeper than the reader reads (``ScenarioReader/maximumNesting``) is refused before its
    /// indentation makes the file grow with the square of its depth.
    private static func write(_ root: ControllerSpec, indent: Int, listItem: Bool, into out: inout String) throws(ScenarioWriterError) {
        enum Pending {
            case node(ControllerSpec, indent: Int, listItem: Bool, nesting: Int)
            case key(String, indent: Int)
            case lines([String], indent: Int)
        }
        var pending: [Pending] = [.node(root, indent: indent, listItem: listItem, nesting: 1)]
        while let next = pending.popLast() {
            switch next {
            case .key(let key, let indent):
                out += String(repeating: " ", count: indent) + key + ":\n"
            case .lines(let lines, let indent):
                for line in lines { out += String(repeating: " ", count: indent) + line + "\n" }
            case .node(let spec, let indent, let listItem, let nesting):
                guard nesting <= ScenarioReader.maximumNesting else {
                    throw ScenarioWriterError(
                        "controllers nest \(nesting) levels deep at '\(spec.id.rawValue)', deeper than a scenario file may "
                            + "(\(ScenarioReader.maximumNesting) levels)")
                }
                let inner = String(repeating: " ", count: listItem ? indent + 2 : indent)
                out += String(repeating: " ", count: indent) + (listItem ? "- " : "") + "\(kindKey(spec)): \(quoted(spec.id.rawValue))\n"
                for line in attributeLines(spec) { out += inner + line + "\n" }
                let bodyIndent = inner.count
                var later: [Pending] = []
                if case .split(let style) = spec.kind {
                    if style != .unspecified { out += inner + "style: \(style.rawValue)\n" }
                    for column in spec.columns {
                        later.append(.key(column.column.rawValue, indent: bodyIndent))
                        later.append(.node(column.controller, indent: bodyIndent + 2, listItem: false, nesting: nesting + 1))
                    }
                } else if !spec.children.isEmpty {
                    later.append(.key(listKey(spec.kind), indent: bodyIndent))
                    later += spec.children.map { .node($0, indent: bodyIndent + 2, listItem: true, nesting: nesting + 1) }
                }
                // R12.1: a hosted search controller, with its results node.
                for search in spec.detached {
                    guard let settings = search.attributes.search else { continue }
                    let lines = ["id: \(quoted(search.id.rawValue))", "placement: \(settings.placement.rawValue)"]
                    later.append(.key("searchController", indent: bodyIndent))
                    later.append(.lines(lines + attributeLines(search, defaults: searchDefaults), indent: bodyIndent + 2))
                    for results in search.detached {
                        later.append(.key("results", indent: bodyIndent + 2))
                        later.append(.node(results, indent: bodyIndent + 4, listItem: false, nesting: nesting + 1))
                    }
                }
                pending += later.reversed()
            }
        }
    }

    /// A node's kind key: an alert controller is a plain controller with an alert style.
    private static func kindKey(_ spec: ControllerSpec) -> String {
        spec.attributes.alertStyle == nil ? spec.kind.name : "alert"
    }

    private static func listKey(_ kind: ControllerKind) -> String {
        switch kind {
        case .navigation: "stack"
        case .tabBar: "tabs"
        case .page: "pages"
        case .plain, .split: "children"
        }
    }

    /// A search controller's style and transition as the reader starts them (R12.2).
    private static let searchDefaults = ControllerAttributes(modalPresentationStyle: .custom, modalTransitionStyle: .crossDissolve)

    /// The node keys whose values differ from `defaults`, which are a node's own unless it
    /// is a search controller.
    private static func attributeLines(_ spec: ControllerSpec, defaults: ControllerAttributes = ControllerAttributes()) -> [String] {
        let a = spec.attributes
        var lines: [String] = []
        if let className = a.className { lines.append("class: \(quoted(className))") }
        if let title = a.title { lines.append("title: \(quoted(title))") }
        if let defines = a.definesPresentationContext { lines.append("definesPresentationContext: \(defines)") }
        if a.providesPresentationContextTransitionStyle { lines.append("providesPresentationContextTransitionStyle: true") }
        if a.modalPresentationStyle != defaults.modalPresentationStyle {
            lines.append("modalPresentationStyle: \(a.modalPresentationStyle.rawValue)")
        }
        if a.modalTransitionStyle != defaults.modalTransitionStyle { lines.append("modalTransitionStyle: \(a.modalTransitionStyle.rawValue)") }
        if let anchor = a.popoverAnchor { lines.append("popoverAnchor: \(anchor.rawValue)") }
        if let adaptive = a.adaptivePresentationStyle { lines.append("adaptivePresentationStyle: \(adaptive.rawValue)") }
        if a.presentationDelegate.isAssigned { lines.append("presentationDelegate: \(a.presentationDelegate)") }
        if let modal = a.isModalInPresentation { lines.append("isModalInPresentation: \(modal)") }
        if let edge = a.prefersEdgeAttachedInCompactHeight { lines.append("prefersEdgeAttachedInCompactHeight: \(edge)") }
        if let wrapper = a.adaptiveWrapper { lines.append("adaptiveWrapper: \(wrapper.rawValue)") }
        if let detents = a.detents { lines.append("detents: [\(detents.map(\.rawValue).joined(separator: ", "))]") }
        if let undimmed = a.largestUndimmedDetent { lines.append("largestUndimmedDetent: \(undimmed.rawValue)") }
        if a.alertStyle == .actionSheet { lines.append("preferredStyle: actionSheet") }
        if case .page = spec.kind, let page = a.pageSettings {
            lines += [
                "transitionStyle: \(page.transition.rawValue)", "spineLocation: \(page.spine.rawValue)", "doubleSided: \(page.isDoubleSided)",
            ]
        }
        if case .tabBar = spec.kind, let mode = a.tabBarMode { lines.append("mode: \(mode.rawValue)") }
        if case .tabBar = spec.kind, let hidden = a.isTabBarHidden { lines.append("tabBarHidden: \(hidden)") }
        if case .tabBar = spec.kind, case .index(let index)? = spec.selectedTab { lines.append("selected: \(index)") }
        if case .tabBar = spec.kind, case .controller(let id)? = spec.selectedTab { lines.append("selected: \(quoted(id.rawValue))") }
        return lines
    }

    /// A double-quoted YAML scalar with JSON's escapes: every character YAML cannot hold as
    /// it is (the controls, DEL, C1, U+FFFE and U+FFFF), and those a reader or a terminal would
    /// take for something else (the separators, a byte order mark), is escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF || scalar.value == 0xFFFE
                    || scalar.value == 0xFFFF
                {
                    out +=
                        "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16, uppercase: true)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

/// A scenario the writer cannot express as a file the reader reads.
public struct ScenarioWriterError: Error, Sendable, CustomStringConvertible {
    public var description: String

    init(_ description: String) { self.description = description }
}
