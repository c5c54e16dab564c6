/// One sentence a relation: why a controller's relation has the value it has, citing the
/// rule. `vcgraph explain` prints them, `vcgraph check` gives one as the reason of a
/// failed expectation, and the assertion library quotes it.
extension Hierarchy {
    public func reason(for relation: Relation, of subject: String) -> String {
        let id = ControllerID(subject)
        if relation == .rootViewController {
            return rootViewController(ofWindow: subject).map { "\(describeID($0)) is the root view controller of window '\(subject)'" }
                ?? "there is no window '\(subject)'"
        }
        guard let node = index(of: id) else { return "there is no controller '\(subject)'" }
        let me = describe(node)
        switch relation {
        case .parent, .children:
            return containmentReason(node)
        case .family:
            let root = evaluate(Relations.FamilyRoot.self, for: node)
            if root == node { return "\(me) has no parent, so it heads its own family (§1)" }
            return "\(describe(root)) is the topmost ancestor of \(me) by containment, the root of its family (§1)"
        case .navigationController:
            return ancestorReason(node, kind: "navigation controller", relation: .navigationController, rule: "R1.3")
        case .tabBarController:
            return ancestorReason(node, kind: "tab bar controller", relation: .tabBarController, rule: "R1.5, Decision U1")
        case .splitViewController:
            return ancestorReason(node, kind: "split view controller", relation: .splitViewController, rule: "R1.4")
        case .presentingViewController:
            guard let presenter = presentingViewController(of: id) else {
                return "neither \(me) nor any of its ancestors was presented (R2.2)"
            }
            let root = familyRoot(of: id) ?? id
            let presentation = self.presentation(of: root)
            return "\(root == id ? me : "its family root \(describeID(root))") was presented by \(describeID(presenter)) (R2.2)"
                + (presentation.map { ": " + presenterReason($0) } ?? "")
        case .presentedViewController:
            guard let presented = presentedViewController(of: id), let presenter = presentingViewController(of: presented) else {
                return "neither \(me) nor any of its ancestors presents anything (R2.1)"
            }
            return presenter == id
                ? "\(me) presents \(describeID(presented)) (R2.1)"
                : "its ancestor \(describeID(presenter)) presents \(describeID(presented)), so \(me) reports it too (R2.1)"
        case .presentedFrom, .presentationContext, .presentationStyle:
            guard let presentation = presentation(of: id) else {
                return "\(me) is not a presented controller: it has no presenter of its own (a presented family's root has one)"
            }
            return "\(me) was requested from \(describeID(presentation.requestedFrom)) in \(presentation.style.rawValue), "
                + "shown as \(effectiveStyle(of: presentation).rawValue): " + presenterReason(presentation)
        case .viewControllers, .topViewController, .visibleViewController, .selectedViewController,
            .moreNavigationController, .selectedIndex:
            return containerReason(node, relation: relation)
        case .isOnScreen:
            return onScreenReason(node, cause: evaluate(Relations.OnScreenReason.self, for: node).cause)
        case .definesPresentationContext:
            let n = self[node]
            return n.attributes.definesPresentationContext == nil
                ? "\(me) does not set definesPresentationContext; \(n.kind.uikitClassName)'s default is \(n.definesPresentationContext) (R3.3)"
                : "\(me) sets definesPresentationContext to \(n.definesPresentationContext) (R3.3)"
        case .rootViewController:
            return ""
        }
    }

    /// How the presenter of `presentation` was chosen, in one clause with the walk.
    func presenterReason(_ presentation: Presentation) -> String {
        let presenter = describeID(presentation.presenter)
        let resolution = presentation.resolution
        switch resolution.rule {
        case .familyRoot:
            return
                "\(presentation.initialEffectiveStyle.rawValue) is a full-screen style, so the root of \(describeID(presentation.requestedFrom))'s family, \(presenter), presents (R3.1)"
        case .definesPresentationContext, .noDefinerFamilyRoot:
            let walk = resolution.contextWalk.map { step in
                "\(step.controller.rawValue) (\(step.definesPresentationContext)\(step.isClassDefault ? ", default" : ""))"
            }.joined(separator: " → ")
            let outcome =
                resolution.rule == .definesPresentationContext
                ? "\(presenter) defines the context and presents (R3.2)"
                : "no controller defines a context, so the family root \(presenter) presents (R3.4, U2)"
            return "\(presentation.initialEffectiveStyle.rawValue) is a context style; the walk asked \(walk): \(outcome)"
        case .observed:
            return "UIKit showed \(presenter) presenting it (an observed presentation)"
        }
    }

    private func containmentReason(_ node: NodeIndex) -> String {
        let me = describe(node)
        let n = self[node]
        guard let parent = n.parent else {
            if let presenter = n.presenter { return "\(me) has no parent: it heads a family presented by \(describe(presenter)) (R1.1)" }
            if let window = n.window { return "\(me) has no parent: it is the root of window '\(windowList[window].id)'" }
            return "\(me) has no parent and is in no window: it heads a detached family (R1.1)"
        }
        let how: String
        switch self[parent].kind {
        case .navigation: how = "in the navigation stack of \(describe(parent))"
        case .tabBar: how = "a tab of \(describe(parent))"
        case .split:
            let column = splits[parent]?.content.first { $0.value == node }?.key.rawValue ?? "a"
            how = "in the \(column) column of \(describe(parent))"
        case .page: how = "a visible page of \(describe(parent))"
        case .plain: how = "a child of \(describe(parent)) (addChild)"
        }
        let root = evaluate(Relations.FamilyRoot.self, for: node)
        return "\(me) is \(how); its family is headed by \(describe(root)) (R1.7)"
    }

    private func ancestorReason(_ node: NodeIndex, kind: String, relation: Relation, rule: String) -> String {
        let me = describe(node)
        if case .controller(let found?) = value(of: relation, for: id(node).rawValue) {
            return "\(describeID(found)) is the nearest ancestor of \(me) that is a \(kind) (\(rule))"
        }
        let root = evaluate(Relations.FamilyRoot.self, for: node)
        let crossing = relation == .tabBarController && environment.options.tabBarControllerCrossesPresentation
        if let presenter = self[root].presenter, !crossing {
            let start =
                root == node
                ? "\(me) heads its family and has no parent" : "no ancestor of \(me) up to its family root \(describe(root)) is a \(kind)"
            return "\(start); the walk does not cross \(describe(root))'s presentation by \(describe(presenter)) (\(rule))"
        }
        return "no ancestor of \(me) is a \(kind) (\(rule))"
    }

    private func containerReason(_ node: NodeIndex, relation: Relation) -> String {
        let me = describe(node)
        let value = self.value(of: relation, for: id(node).rawValue)
        switch (self[node].kind, relation) {
        case (.navigation, .visibleViewController):
            if case .controller(let presented?) = self.value(of: .presentedViewController, for: id(node).rawValue) {
                return "\(describeID(presented)) is presented on top of \(me), so it is the visible view controller (R5.2)"
            }
            return "nothing is presented on \(me), so its top view controller is visible (R5.2)"
        case (.navigation, _):
            return "\(me)'s stack is \(self.value(of: .viewControllers, for: id(node).rawValue)), root first (R5.1)"
        case (.tabBar, _):
            return
                "\(me)'s tabs are \(self.value(of: .viewControllers, for: id(node).rawValue)); selected: \(self.value(of: .selectedViewController, for: id(node).rawValue)) (R6.1, R6.2, R6.3)"
        case (.split, _):
            let collapsed = splits[node]?.isCollapsed == true
            return "\(me) is \(collapsed ? "collapsed (compact width): it shows one column" : "expanded: it shows every column") (R7.1, R7.6)"
        default:
            return "\(me) is not a container with \(relation.rawValue): \(value)"
        }
    }

    /// `reason(for: .isOnScreen, of:)` of every controller, in the order of ``controllers``,
    /// in one O(size) pass: what a diagram's tooltips say.
    public func onScreenReasons() -> [String] {
        let causes = evaluateAll(Relations.OnScreenReason.self, order: topDownOrder)
        return nodes.indices.map { position in
            onScreenReason(NodeIndex(position), cause: causes[position].flatMap(\.cause))
        }
    }

    /// The first reason, from the top of the chain down, that a controller is not on screen:
    /// the place where the `isOnScreen` fold (``Relations/OnScreen``) turns false.
    private func onScreenReason(_ node: NodeIndex, cause: Relations.OnScreenReason.Cause?) -> String {
        let me = describe(node)
        switch cause {
        case .notInWindow(let top):
            return "\(me) is not on screen: its chain starts at \(describe(top)), which is in no window"
        case .notShown(let upper, let here):
            return "\(me) is not on screen: \(describe(upper)) does not show \(describe(here)) (\(showsRule(upper)))"
        case .removed(let here, let presented):
            let style = presentationsByPresented[presented].map { effectiveStyle(of: $0).rawValue } ?? ""
            return "\(me) is not on screen: \(describe(here))'s view is removed by its \(style) presentation of \(describe(presented)) (§5)"
        case nil:
            return "\(me) is on screen: its chain starts at a window, each container shows it and no presentation removes its view"
        }
    }

    private func showsRule(_ container: NodeIndex) -> String {
        switch self[container].kind {
        case .navigation: "only the top of a navigation stack is shown, R5.1"
        case .tabBar: "only the selected tab is shown, R6.2"
        case .split: "a collapsed split view shows one column, R7.6"
        case .plain, .page: "custom containment"
        }
    }
}

extension Relations {
    /// Where the `isOnScreen` fold first turns false on the way down to a controller, carried
    /// down the same path as ``OnScreen``, so that one controller's reason costs O(depth) and
    /// every controller's reason O(size) together.
    enum OnScreenReason: InheritedRelation {
        /// The first place, from the top of the chain down, where the chain stops being shown.
        enum Cause {
            /// The chain starts at a controller in no window.
            case notInWindow(top: NodeIndex)
            /// A container does not show the next controller down the path.
            case notShown(container: NodeIndex, child: NodeIndex)
            /// A controller's view is removed by its own presentation, and the path goes on
            /// through its containment (the presented family itself is still shown).
            case removed(NodeIndex, by: NodeIndex)
        }

        struct Value {
            var visibility: Visibility
            /// The first cause strictly above the controller on its path.
            var above: Cause?
            /// The controller's own place, when it is not shown.
            var hidden: Cause?
            /// The controller's reason: the first cause on its whole path.
            var cause: Cause?
        }

        static func crossesPresentations(in hierarchy: Hierarchy) -> Bool { true }

        static func value(of node: NodeIndex, above: Above<Value>, in hierarchy: Hierarchy) -> Value {
            let inherited: Cause?
            let visibility: Visibility
            switch above {
            case .none:
                inherited = nil
                visibility = OnScreen.value(of: node, above: .none, in: hierarchy)
            case .parent(let upper, let value):
                // Down through containment, the parent's removed view hides this one.
                inherited = value.above ?? value.hidden ?? removal(of: upper, value.visibility, in: hierarchy)
                visibility = OnScreen.value(of: node, above: .parent(upper, value.visibility), in: hierarchy)
            case .presenter(let upper, let value):
                // Down through the presentation that removed the presenter's view, it does not.
                inherited = value.above ?? value.hidden
                visibility = OnScreen.value(of: node, above: .presenter(upper, value.visibility), in: hierarchy)
            }
            var hidden: Cause?
            if !visibility.shown {
                switch above {
                case .none: hidden = .notInWindow(top: node)
                case .parent(let upper, _), .presenter(let upper, _): hidden = .notShown(container: upper, child: node)
                }
            }
            return Value(
                visibility: visibility, above: inherited, hidden: hidden,
                cause: inherited ?? hidden ?? removal(of: node, visibility, in: hierarchy))
        }

        private static func removal(of node: NodeIndex, _ visibility: Visibility, in hierarchy: Hierarchy) -> Cause? {
            guard !visibility.onScreen, let presented = hierarchy[node].presented else { return nil }
            return .removed(node, by: presented)
        }
    }
}
