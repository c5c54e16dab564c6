extension RelationReason {
    /// The reason in one sentence, citing its rule: what `vcgraph explain` prints after a
    /// value, what `vcgraph check` prints under a failed expectation, a diagram's tooltip and
    /// the "Why:" line of the assertion library.
    public var sentence: String {
        switch self {
        case .unknownController(let id):
            return "there is no controller '\(id.rawValue)'"
        case .unknownWindow(let window):
            return "there is no window '\(window)'"
        case .windowRoot(let root, let window):
            return "\(root) is the root view controller of window '\(window)'"
        case .headsPresentedFamily(let me, let presenter):
            return "\(me) has no parent: it heads a family presented by \(presenter) (\(RuleID.r1_1))"
        case .keptByAdaptiveWrapper(let me, let wrapper, let presenter):
            return
                "\(me) heads the family \(presenter) presents again since its presentation stopped adapting, and its adaptive wrapper \(wrapper) still lists it as its child (the option adaptiveWrapperKeepsController: \(RuleID.r13_4), \(RuleID.u13), flagged)"
        case .headsWindow(let me, let window):
            return "\(me) has no parent: it is the root of window '\(window)'"
        case .headsDetachedFamily(let me):
            return "\(me) has no parent and is in no window: it heads a detached family (\(RuleID.r1_1))"
        case .contained(let me, let place, let parent, let root):
            return "\(me) is \(place.phrase(parent)); its family is headed by \(root) (\(RuleID.r1_7))"
        case .headsOwnFamily(let me):
            return "\(me) has no parent, so it heads its own family (\(RuleID.section1))"
        case .familyRoot(let root, let me):
            return "\(root) is the topmost ancestor of \(me) by containment, the root of its family (\(RuleID.section1))"
        case .nearestAncestor(let found, let me, let kind):
            return "\(found) is the nearest ancestor of \(me) that is a \(kind.noun) (\(kind.rules.cited))"
        case .ancestorWalkStops(let me, let headsFamily, let root, let presenter, let kind):
            let start =
                headsFamily ? "\(me) heads its family and has no parent" : "no ancestor of \(me) up to its family root \(root) is a \(kind.noun)"
            return "\(start); the walk does not cross \(root)'s presentation by \(presenter) (\(kind.rules.cited))"
        case .noAncestor(let me, let kind):
            return "no ancestor of \(me) is a \(kind.noun) (\(kind.rules.cited))"
        case .notPresented(let me):
            return "neither \(me) nor any of its ancestors was presented (\(RuleID.r2_2))"
        case .presentedBy(let me, let root, let presenter, let presentation):
            return "\(root == me ? "\(me)" : "its family root \(root)") was presented by \(presenter) (\(RuleID.r2_2))"
                + (presentation.map { ": " + $0.presenterClause } ?? "")
        case .presentsNothing(let me):
            return "neither \(me) nor any of its ancestors presents anything (\(RuleID.r2_1))"
        case .presents(let me, let presented):
            return "\(me) presents \(presented) (\(RuleID.r2_1))"
        case .ancestorPresents(let me, let ancestor, let presented):
            return "its ancestor \(ancestor) presents \(presented), so \(me) reports it too (\(RuleID.r2_1))"
        case .notAPresentedRoot(let me):
            return "\(me) is not a presented controller: it has no presenter of its own; a presented family's root has one"
        case .presentation(let me, let p):
            return "\(me) was requested from \(p.requestedFrom) in \(p.style.rawValue), shown as \(p.effectiveStyle.rawValue): "
                + p.presenterClause
        case .navigationVisible(let me, let presented?):
            return "\(presented) is presented on top of \(me), so it is the visible view controller (\(RuleID.r5_2))"
        case .navigationVisible(let me, nil):
            return "nothing is presented on \(me), so its top view controller is visible (\(RuleID.r5_2))"
        case .navigationStack(let me, let stack):
            return "\(me)'s stack is \(stack), root first (\(RuleID.r5_1))"
        case .tabs(let me, let tabs, let selected):
            return "\(me)'s tabs are \(tabs); selected: \(selected) (\(RuleID.r6_1), \(RuleID.r6_2), \(RuleID.r6_3))"
        case .split(let me, let isCollapsed):
            return
                "\(me) is \(isCollapsed ? "collapsed (compact width): it shows one column" : "expanded: it shows every column") (\(RuleID.r7_1), \(RuleID.r7_6))"
        case .notAContainer(let me, let relation, let value):
            return "\(me) is not a container with \(relation.rawValue): \(value)"
        case .onScreen(let me):
            return "\(me) is on screen: its chain starts at a window, each container shows it and no presentation removes its view"
        case .chainNotInWindow(let me, let top):
            return "\(me) is not on screen: its chain starts at \(top), which is in no window"
        case .notShownBy(let me, let container, let kind, let child):
            return "\(me) is not on screen: \(container) does not show \(child) (\(RelationReason.showsClause(kind)))"
        case .viewRemoved(let me, let presenter, let style, let presented):
            return
                "\(me) is not on screen: \(presenter)'s view is removed by its \(style?.rawValue ?? "") presentation of \(presented) (\(RuleID.section5))"
        case .reportedStyle(let me, let style, nil):
            return "\(me)'s modalPresentationStyle is \(style.rawValue)"
        case .reportedStyle(let me, let style, let alert?):
            return "\(me) is an alert controller of style \(alert.rawValue): it reports \(style.rawValue) whatever the app sets (\(RuleID.r11_1))"
        case .notASearchController(let me):
            return "\(me) is not a search controller"
        case .searchInactive(let me):
            return "\(me) is not active: it is not presented (\(RuleID.r12_1))"
        case .searchActive(let me, let presenter, let bar):
            let covered = bar.map { ", its \($0.rawValue) included" } ?? ""
            return "\(me) is active: \(presenter) presents it, and it covers \(presenter)'s whole view\(covered) (\(RuleID.r12_1), \(RuleID.r12_5))"
        case .noPresentationDelegate(let me):
            return "\(me)'s presentation controller has no delegate of the app (presentationDelegate, adaptivePresentationStyle or adaptiveWrapper)"
        case .delegateHeard(let me, let calls) where calls.isEmpty:
            return "\(me)'s delegate has heard nothing: \(me) has not been presented as a sheet or popover, which alone consult it (\(RuleID.r13_1))"
        case .delegateHeard(let me, let calls):
            let rules = self.rules.map(\.description).joined(separator: ", ")
            return "\(me)'s delegate heard, in order: \(calls.map(\.description).joined(separator: ", ")) (\(rules))"
        case .definesByClassDefault(let me, let uikitClass, let value):
            return "\(me) does not set definesPresentationContext; \(uikitClass)'s default is \(value) (\(RuleID.r3_3))"
        case .definesExplicitly(let me, let value):
            return "\(me) sets definesPresentationContext to \(value) (\(RuleID.r3_3))"
        }
    }

    /// ``sentence``, with the ids of ``rules`` it does not name cited at its end: the reason
    /// as a failed check or assertion gives it, never without its rule.
    public var citedSentence: String { RuleID.citing(rules, in: sentence) }

    /// What a container shows, with the rule that says so.
    private static func showsClause(_ kind: ControllerKind) -> String {
        switch kind {
        case .navigation: "only the top of a navigation stack is shown, \(RuleID.r5_1)"
        case .tabBar: "only the selected tab is shown, \(RuleID.r6_2)"
        case .split: "a collapsed split view shows one column, \(RuleID.r7_6)"
        case .plain, .page: "custom containment"
        }
    }
}

extension RuleID {
    /// `sentence`, with the ids of `rules` it does not name already cited at its end.
    package static func citing(_ rules: [RuleID], in sentence: String) -> String {
        let named = Set(
            sentence.split { !($0.isLetter || $0.isNumber || $0 == "." || $0 == "§") }
                .map { $0.hasSuffix(".") ? $0.dropLast() : $0 })
        let missing = rules.filter { !named.contains(Substring($0.rawValue)) }
        return missing.isEmpty ? sentence : "\(sentence) (\(missing.cited))"
    }
}

extension RelationReason.ContainerPlace {
    fileprivate func phrase(_ parent: NamedController) -> String {
        switch self {
        case .navigationStack: "in the navigation stack of \(parent)"
        case .tab: "a tab of \(parent)"
        case .splitColumn(let column): "in the \(column) column of \(parent)"
        case .page: "a visible page of \(parent)"
        case .child: "a child of \(parent) (addChild)"
        }
    }
}

extension RelationReason.AncestorKind {
    fileprivate var noun: String {
        switch self {
        case .navigation: "navigation controller"
        case .tabBar: "tab bar controller"
        case .split: "split view controller"
        }
    }
}

extension PresentationSummary {
    /// How the presenter was found, in one clause with the context walk.
    var presenterClause: String {
        switch rule {
        case .familyRoot:
            return
                "\(styleAtRequest.rawValue) is not a context style, so the root of \(requestedFrom)'s family, \(presenter), presents (\(RuleID.r3_1))"
        case .definesPresentationContext, .noDefinerFamilyRoot:
            let walk = contextWalk.map { answer in
                "\(answer.controller.id.rawValue) (\(answer.definesPresentationContext)\(answer.isClassDefault ? ", default" : ""))"
            }.joined(separator: " → ")
            let outcome =
                rule == .definesPresentationContext
                ? "\(presenter) defines the context and presents (\(RuleID.r3_2))"
                : "no controller defines a context, so the family root \(presenter) presents (\(RuleID.r3_4), \(RuleID.u2))"
            return "\(styleAtRequest.rawValue) is a context style; the walk asked \(walk): \(outcome)"
        case .actionSheetSource:
            return
                "a compact action sheet is presented by \(requestedFrom), the controller present was called on, as the option actionSheetPresenterIsSource asks (\(RuleID.u9))"
        case .observed:
            return "UIKit showed \(presenter) presenting it (an observed presentation)"
        }
    }
}
