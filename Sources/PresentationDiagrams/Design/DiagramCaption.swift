import PresentationDOT
import PresentationModel
import PresentationScenarios

/// The line under a diagram's title that says what it is a picture of: the device, its size
/// classes and iOS version (which decide adaptive styles, §5), the step it was drawn after,
/// and what it leaves out. Every output draws the same text.
public enum DiagramCaption {
    /// The environment as every output names it (`Environment.caption(sources:)`).
    static func environment(_ environment: Environment, sources: EnvironmentSources? = nil) -> String {
        environment.caption(sources: sources)
    }

    /// `as declared` for step 0, else `after step 3: present sheet from list`: the step's own
    /// call, which is its last operation (a controller the step declares comes first).
    public static func step(_ number: Int, operations: [Operation]) -> String {
        guard number > 0 else { return "as declared" }
        guard let operation = operations.last else { return "after step \(number)" }
        return "after step \(number): " + DOTEscaping.truncated(summary(of: operation), to: 80)
    }

    /// An operation in a few words, with the ids it names.
    static func summary(of operation: Operation) -> String {
        switch operation {
        case .declare(let spec): "declare \(spec.id.rawValue)"
        case .makeWindow(let window, let root): "window \(window) shows \(root.rawValue)"
        case .present(let controller, let source, let request):
            "present \(controller?.rawValue ?? "nil") from \(source.rawValue)" + (request.style.map { " (\($0.rawValue))" } ?? "")
        case .presentSwiftUI(let request):
            ".\(request.modifier.rawValue) presents \(request.controller.rawValue) from \(request.source.rawValue)"
        case .dismissEnvironment(let host): "dismiss() in \(host.rawValue)"
        case .dropModifier(let controller): "the modifier presenting \(controller.rawValue) leaves the view tree"
        case .dismiss(let controller): "dismiss from \(controller.rawValue)"
        case .push(let controller, let navigation): "push \(controller.rawValue) onto \(navigation.rawValue)"
        case .pushFrom(let controller, let source): "push \(controller.rawValue) from \(source.rawValue)"
        case .pop(let navigation): "pop \(navigation.rawValue)"
        case .popToRoot(let navigation): "pop \(navigation.rawValue) to its root"
        case .popTo(let controller, let navigation): "pop \(navigation.rawValue) to \(controller.rawValue)"
        case .setStack(let stack, let navigation): "set \(navigation.rawValue)'s stack (\(stack.count))"
        case .setTabs(let tabs, let tabBar): "set \(tabBar.rawValue)'s tabs (\(tabs.count))"
        case .setPages(let pages, let page, _, _): "set \(page.rawValue)'s pages (\(pages.count))"
        case .userDismiss(let controller): "the user dismisses \(controller.rawValue)"
        case .activateSearch(let search): "activate \(search.rawValue)"
        case .deactivateSearch(let search): "deactivate \(search.rawValue)"
        case .selectTab(let position, let tabBar): "select tab \(position) of \(tabBar.rawValue)"
        case .select(let controller, let tabBar): "select \(controller.rawValue) in \(tabBar.rawValue)"
        case .setColumn(let controller, let column, let split): "set \(split.rawValue)'s \(column.rawValue) column to \(controller.rawValue)"
        case .setColumnShown(let column, let shown, let split): "\(shown ? "show" : "hide") \(split.rawValue)'s \(column.rawValue) column"
        case .show(let controller, let source): "show \(controller.rawValue) from \(source.rawValue)"
        case .showDetail(let controller, let source): "showDetail \(controller.rawValue) from \(source.rawValue)"
        case .addChild(let controller, let parent): "add \(controller.rawValue) as a child of \(parent.rawValue)"
        case .removeFromParent(let controller): "remove \(controller.rawValue) from its parent"
        case .set(_, let controller): "set properties of \(controller.rawValue)"
        case .observePresentation(let controller, let presenter, _, let style):
            "\(presenter.rawValue) presents \(controller.rawValue) (\(style.rawValue))"
        case .setSizeClasses(let horizontal, let vertical):
            "size classes: "
                + [horizontal.map { "\($0.rawValue) width" }, vertical.map { "\($0.rawValue) height" }].compactMap { $0 }
                .joined(separator: ", ")
        }
    }
}
