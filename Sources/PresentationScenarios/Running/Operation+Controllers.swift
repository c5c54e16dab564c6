import PresentationModel

extension Operation {
    /// The controllers the call names: its receiver, its argument and its source.
    var namedControllers: [ControllerID] {
        switch self {
        case .declare(let spec): [spec.id]
        case .makeWindow(_, let root): [root]
        case .present(let controller, let source, _): [controller, source].compactMap { $0 }
        case .presentSwiftUI(let request): [request.controller, request.source]
        case .dismissEnvironment(let id), .dropModifier(let id): [id]
        case .dismiss(let id), .pop(let id), .popToRoot(let id), .userDismiss(let id), .activateSearch(let id),
            .deactivateSearch(let id), .removeFromParent(let id), .selectTab(_, let id), .setColumnShown(_, _, let id),
            .set(_, let id):
            [id]
        case .push(let controller, let other), .pushFrom(let controller, let other), .popTo(let controller, let other),
            .select(let controller, let other), .setColumn(let controller, _, let other), .show(let controller, let other),
            .showDetail(let controller, let other), .addChild(let controller, let other):
            [controller, other]
        case .setStack(let controllers, let container), .setTabs(let controllers, let container),
            .setPages(let controllers, let container, _, _):
            controllers + [container]
        case .observePresentation(let controller, let presenter, let source, _): [controller, presenter] + (source.map { [$0] } ?? [])
        case .setSizeClasses: []
        }
    }

    /// The controllers the call moves into a place (presented, pushed, made a child or a
    /// window's root): those a refusal of the call leaves where they were.
    var placedControllers: [ControllerID] {
        switch self {
        case .makeWindow(_, let root): [root]
        case .present(let controller?, _, _), .push(let controller, _), .pushFrom(let controller, _),
            .setColumn(let controller, _, _), .show(let controller, _), .showDetail(let controller, _),
            .addChild(let controller, _), .observePresentation(let controller, _, _, _):
            [controller]
        case .presentSwiftUI(let request): [request.controller]
        case .setStack(let controllers, _), .setTabs(let controllers, _), .setPages(let controllers, _, _, _): controllers
        case .declare, .present(nil, _, _), .dismiss, .pop, .popToRoot, .popTo, .userDismiss, .activateSearch,
            .deactivateSearch, .removeFromParent, .selectTab, .select, .setColumnShown, .set, .setSizeClasses,
            .dismissEnvironment, .dropModifier:
            []
        }
    }
}
