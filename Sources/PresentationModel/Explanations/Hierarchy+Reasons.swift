/// Why each relation has its value, as ``RelationReason`` data: the one place that decides
/// which fact explains a value. Renderers turn it into sentences, tooltips and JSON.
extension Hierarchy {
    /// The reason for the value of `relation` for `subject`.
    public func reason(for relation: Relation, of subject: Subject) -> RelationReason {
        switch subject {
        case .window(let window):
            return rootViewController(ofWindow: window).map { .windowRoot(named($0), window: window) } ?? .unknownWindow(window)
        case .controller(let id):
            guard let node = index(of: id) else { return .unknownController(id) }
            return reason(for: relation, at: node)
        }
    }

    /// The reason for the value of `relation` for the controller `id`.
    public func reason(for relation: Relation, of id: ControllerID) -> RelationReason {
        reason(for: relation, of: .controller(id))
    }

    private func reason(for relation: Relation, at node: NodeIndex) -> RelationReason {
        let me = named(node)
        let id = self[node].id
        switch relation {
        case .parent, .children:
            return containmentReason(node)
        case .family:
            if let wrapper = keepingWrapper(of: node), let presenter = self[node].presenter {
                return .keptByAdaptiveWrapper(me, wrapper: named(wrapper), presenter: named(presenter))
            }
            let root = evaluate(Relations.FamilyRoot.self, for: node)
            return root == node ? .headsOwnFamily(me) : .familyRoot(named(root), of: me)
        case .navigationController:
            return ancestorReason(node, kind: .navigation, relation: relation)
        case .tabBarController:
            return ancestorReason(node, kind: .tabBar, relation: relation)
        case .splitViewController:
            return ancestorReason(node, kind: .split, relation: relation)
        case .presentingViewController:
            guard let presenter = presentingViewController(of: id) else { return .notPresented(me) }
            let root = familyRoot(of: id) ?? id
            return .presentedBy(
                me, familyRoot: named(root), presenter: named(presenter), presentation: presentation(of: root).map(summary))
        case .presentedViewController:
            guard let presented = presentedViewController(of: id), let presenter = presentingViewController(of: presented) else {
                return .presentsNothing(me)
            }
            return presenter == id
                ? .presents(me, presented: named(presented)) : .ancestorPresents(me, ancestor: named(presenter), presented: named(presented))
        case .presentedFrom, .presentationContext, .presentationStyle:
            guard let presentation = presentation(of: id) else { return .notAPresentedRoot(me) }
            return .presentation(me, summary(presentation))
        case .viewControllers, .topViewController, .visibleViewController, .selectedViewController, .moreNavigationController,
            .selectedIndex:
            return containerReason(node, relation: relation)
        case .isOnScreen:
            return onScreenReason(node, cause: evaluate(Relations.OnScreenReason.self, for: node).cause)
        case .definesPresentationContext:
            let n = self[node]
            return n.attributes.definesPresentationContext == nil
                ? .definesByClassDefault(me, uikitClass: n.kind.uikitClassName, value: n.definesPresentationContext)
                : .definesExplicitly(me, value: n.definesPresentationContext)
        case .modalPresentationStyle:
            return .reportedStyle(me, value(of: relation, for: id).style ?? .automatic, alert: self[node].attributes.alertStyle)
        case .isActive:
            let n = self[node]
            guard n.attributes.search != nil else { return .notASearchController(me) }
            guard let presenter = n.presenter else { return .searchInactive(me) }
            return .searchActive(me, presenter: named(presenter), coveredBar: coveredBar(of: presenter))
        case .delegateEvents:
            guard self[node].delegate.isAssigned else { return .noPresentationDelegate(me) }
            return .delegateHeard(me, delegateCallbacks(of: node))
        case .rootViewController:
            // Asked of a window; a controller is no window.
            return .unknownWindow(id.rawValue)
        }
    }

    /// A presentation as reasons cite it.
    public func summary(_ presentation: Presentation) -> PresentationSummary {
        PresentationSummary(
            presented: named(presentation.presented), requestedFrom: named(presentation.requestedFrom),
            presenter: named(presentation.presenter), style: presentation.style, effectiveStyle: effectiveStyle(of: presentation),
            styleAtRequest: presentation.initialEffectiveStyle, rule: presentation.resolution.rule,
            contextWalk: presentation.resolution.contextWalk.map { step in
                PresentationSummary.ContextAnswer(
                    controller: named(step.controller), definesPresentationContext: step.definesPresentationContext,
                    isClassDefault: step.isClassDefault)
            }, isObservedStyle: presentation.observedStyle != nil, swiftUIModifier: presentation.swiftUIModifier)
    }

    private func containmentReason(_ node: NodeIndex) -> RelationReason {
        let me = named(node)
        let n = self[node]
        guard let parent = n.parent else {
            if let presenter = n.presenter, let wrapper = keepingWrapper(of: node) {
                return .keptByAdaptiveWrapper(me, wrapper: named(wrapper), presenter: named(presenter))
            }
            if let presenter = n.presenter { return .headsPresentedFamily(me, presenter: named(presenter)) }
            if let window = n.window { return .headsWindow(me, window: windowList[window].id) }
            return .headsDetachedFamily(me)
        }
        let place: RelationReason.ContainerPlace
        switch self[parent].kind {
        case .navigation: place = .navigationStack
        case .tabBar: place = .tab
        case .split: place = .splitColumn(splits[parent]?.content.first { $0.value == node }?.key.rawValue ?? "a")
        case .page: place = .page
        case .plain: place = .child
        }
        let root = evaluate(Relations.FamilyRoot.self, for: node)
        return .contained(me, place: place, parent: named(parent), familyRoot: named(root))
    }

    private func ancestorReason(_ node: NodeIndex, kind: RelationReason.AncestorKind, relation: Relation) -> RelationReason {
        let me = named(node)
        if kind == .navigation, let wrapper = keepingWrapper(of: node), let presenter = self[node].presenter {
            return .keptByAdaptiveWrapper(me, wrapper: named(wrapper), presenter: named(presenter))
        }
        if let found = value(of: relation, for: self[node].id).controller {
            return .nearestAncestor(named(found), of: me, kind: kind)
        }
        let root = evaluate(Relations.FamilyRoot.self, for: node)
        let crossing = kind == .tabBar && environment.options.tabBarControllerCrossesPresentation
        if let presenter = self[root].presenter, !crossing {
            return .ancestorWalkStops(me, headsFamily: root == node, familyRoot: named(root), presenter: named(presenter), kind: kind)
        }
        return .noAncestor(me, kind: kind)
    }

    private func containerReason(_ node: NodeIndex, relation: Relation) -> RelationReason {
        let me = named(node)
        let id = self[node].id
        switch self[node].kind {
        case .navigation:
            if relation == .visibleViewController {
                return .navigationVisible(me, presented: presentedViewController(of: id).map(named))
            }
            return .navigationStack(me, stack: value(of: .viewControllers, for: id))
        case .tabBar:
            return .tabs(me, tabs: value(of: .viewControllers, for: id), selected: value(of: .selectedViewController, for: id))
        case .split:
            return .split(me, isCollapsed: splits[node]?.isCollapsed == true)
        case .plain, .page:
            return .notAContainer(me, relation: relation, value: value(of: relation, for: id))
        }
    }

    /// ``reason(for:of:)-(Relation,ControllerID)`` for ``Relation/isOnScreen`` of every
    /// controller, in the order of ``controllers``, in one O(size) pass: what a diagram's
    /// tooltips say.
    public func onScreenReasons() -> [RelationReason] {
        let causes = evaluateAll(Relations.OnScreenReason.self, order: topDownOrder)
        return nodes.indices.map { position in
            onScreenReason(NodeIndex(position), cause: causes[position].flatMap(\.cause))
        }
    }

    /// The first reason, from the top of the chain down, that a controller is not on screen:
    /// the place where the `isOnScreen` fold (``Relations/OnScreen``) turns false.
    private func onScreenReason(_ node: NodeIndex, cause: Relations.OnScreenReason.Cause?) -> RelationReason {
        let me = named(node)
        switch cause {
        case .notInWindow(let top):
            return .chainNotInWindow(me, top: named(top))
        case .notShown(let upper, let here):
            return .notShownBy(me, container: named(upper), kind: self[upper].kind, child: named(here))
        case .removed(let here, let presented):
            let style = presentationsByPresented[presented].map(effectiveStyle(of:))
            return .viewRemoved(me, presenter: named(here), style: style, presented: named(presented))
        case nil:
            return .onScreen(me)
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

extension Hierarchy {
    /// R12.5: the bar a search presented by a container covers with the rest of its view.
    fileprivate func coveredBar(of presenter: NodeIndex) -> RelationReason.CoveredBar? {
        switch self[presenter].kind {
        case .navigation: .navigationBar
        case .tabBar: .tabBar
        case .plain, .split, .page: nil
        }
    }
}
