import PresentationModel
import PresentationScenarios

extension StoryboardScenario {
    /// The scenario as a YAML file of the scenario format, which `ScenarioReader` reads back
    /// into the same hierarchy. Every string is quoted, so ids such as `Class.abc-12-xyz` or
    /// `Class#2` read back as written.
    public var yaml: String {
        var out = "# Imported from \(catalog.storyboards.map(\.file).joined(separator: ", ")) by vcgraph import.\n"
        if !isReachable {
            out += "# No chain of segues from the initial controller reaches the segue's source: its scene is the window root.\n"
        }
        out += "name: \(Self.quoted(scenario.name))\n"
        out += "device: \(scenario.environment.horizontalSizeClass == .compact ? "iphone" : "ipad")\n"
        out += "ios: \(scenario.environment.iosVersion)\n"
        if let window = scenario.windows.first {
            out += "window:\n"
            Self.node(window.value.root, indent: 2, into: &out)
        }
        if !scenario.steps.isEmpty { out += "steps:\n" }
        for step in scenario.steps {
            guard case .perform(let operations) = step.value.action else { continue }
            var declared: ControllerSpec?
            for operation in operations {
                if case .declare(let spec) = operation {
                    declared = spec
                } else {
                    out += "  # \(step.location)\n"
                    Self.step(operation, declaring: declared, into: &out)
                }
            }
        }
        out += "expect: []\n"
        return out
    }

    /// A step of the scenario format; the controller a segue made is declared inline.
    private static func step(_ operation: Operation, declaring declared: ControllerSpec?, into out: inout String) {
        func controller(_ id: ControllerID) {
            if let declared, declared.id == id {
                out += "      controller:\n"
                node(declared, indent: 8, into: &out)
            } else {
                out += "      controller: \(quoted(id.rawValue))\n"
            }
        }
        switch operation {
        case .present(let presented, let source, let request):
            out += "  - present:\n      from: \(quoted(source.rawValue))\n"
            if let presented { controller(presented) }
            if let style = request.style { out += "      style: \(style.rawValue)\n" }
            if let transition = request.transition { out += "      transition: \(transition.rawValue)\n" }
        case .show(let shown, let source), .showDetail(let shown, let source):
            out += "  - \(operation.name == "show" ? "show" : "showDetail"):\n      from: \(quoted(source.rawValue))\n"
            controller(shown)
        case .pushFrom(let pushed, let source):
            out += "  - push:\n      from: \(quoted(source.rawValue))\n"
            controller(pushed)
        case .select(let tab, let tabBar):
            out += "  - select:\n      tabBar: \(quoted(tabBar.rawValue))\n      tab: \(quoted(tab.rawValue))\n"
        case .popTo(let target, let navigation):
            out += "  - popTo:\n      navigation: \(quoted(navigation.rawValue))\n      controller: \(quoted(target.rawValue))\n"
        default:
            out += "  # \(operation.name) is not written by the importer\n"
        }
    }

    /// A controller node: its kind key and id, its attributes, then what it contains; as an
    /// item of a list (a stack, the tabs, …) or as a mapping (the window, a split column).
    static func node(_ spec: ControllerSpec, indent: Int, listItem: Bool = false, into out: inout String) {
        let pad = String(repeating: " ", count: indent)
        let kindKey: String =
            switch spec.kind {
            case .plain: "controller"
            case .navigation: "navigation"
            case .tabBar: "tabBar"
            case .split: "split"
            case .page: "page"
            }
        out += (listItem ? "\(pad.dropLast(2))- " : pad) + "\(kindKey): \(quoted(spec.id.rawValue))\n"
        let a = spec.attributes
        if let className = a.className { out += "\(pad)class: \(quoted(className))\n" }
        if let title = a.title { out += "\(pad)title: \(quoted(title))\n" }
        if let defines = a.definesPresentationContext { out += "\(pad)definesPresentationContext: \(defines)\n" }
        if a.providesPresentationContextTransitionStyle { out += "\(pad)providesPresentationContextTransitionStyle: true\n" }
        if a.modalPresentationStyle != .automatic { out += "\(pad)modalPresentationStyle: \(a.modalPresentationStyle.rawValue)\n" }
        if a.modalTransitionStyle != .coverVertical { out += "\(pad)modalTransitionStyle: \(a.modalTransitionStyle.rawValue)\n" }
        if let anchor = a.popoverAnchor { out += "\(pad)popoverAnchor: \(anchor.rawValue)\n" }
        if case .split(let style) = spec.kind {
            if style != .unspecified { out += "\(pad)style: \(style.rawValue)\n" }
            for column in spec.columns {
                out += "\(pad)\(column.column.rawValue):\n"
                node(column.controller, indent: indent + 2, into: &out)
            }
        }
        let listKey: String? =
            switch spec.kind {
            case .plain: "children"
            case .navigation: "stack"
            case .tabBar: "tabs"
            case .page: "pages"
            case .split: nil
            }
        if let listKey, !spec.children.isEmpty {
            out += "\(pad)\(listKey):\n"
            for child in spec.children { node(child, indent: indent + 4, listItem: true, into: &out) }
        }
    }

    /// A YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                out += "\\x" + (hex.count == 1 ? "0" : "") + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
