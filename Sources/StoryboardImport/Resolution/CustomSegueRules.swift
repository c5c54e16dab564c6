/// How segue classes are read: a class the user describes (`--custom-segue CLASS=ACTION`) as
/// the user says, on a segue of any kind; on a custom segue, a well-known class (``known``) as
/// it does, and any other as an assumed presentation in the destination's own style.
public struct CustomSegueRules: Sendable, Equatable {
    /// The classes the user describes, by class name.
    public private(set) var declared: [String: CustomSegueAction] = [:]

    public init() {}

    /// How one class reads, and why.
    public struct Reading: Hashable, Sendable {
        public var action: CustomSegueAction
        public var basis: Basis

        public init(action: CustomSegueAction, basis: Basis) {
            self.action = action
            self.basis = basis
        }

        public enum Basis: String, Hashable, Sendable {
            /// A well-known class, read as its source does (``CustomSegueRules/known``).
            case known
            /// A class the user describes with `--custom-segue`.
            case declared
            /// An unknown class: assumed to present in the destination's own style.
            case assumed
        }
    }

    /// Adds `CLASS=ACTION` (``CustomSegueAction/names``).
    public mutating func add(_ rule: String) throws(CustomSegueRuleError) {
        let parts = rule.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty else {
            throw CustomSegueRuleError("expected CLASS=ACTION, ACTION one of \(CustomSegueAction.names.joined(separator: ", "))")
        }
        guard let action = CustomSegueAction.named(parts[1], for: parts[0]) else {
            throw CustomSegueRuleError(
                "unknown action '\(parts[1])'; expected one of \(CustomSegueAction.names.joined(separator: ", "))")
        }
        declared[parts[0]] = action
    }

    /// How `segue` (a custom segue) reads. A class is found by its name as written
    /// (`Module.Class`) and by its name without a module.
    public func reading(of segue: StoryboardSegue) -> Reading {
        if let action = declaredAction(of: segue) { return Reading(action: action, basis: .declared) }
        let written = segue.customClass ?? ""
        for name in [written, String(written.split(separator: ".").last ?? "")] {
            if let action = Self.known[name]?(segue.identifier) { return Reading(action: action, basis: .known) }
        }
        return Reading(action: .present, basis: .assumed)
    }

    /// What the user says `segue`'s class does (`--custom-segue`), for a segue of any kind
    /// that names a class; nil when the user says nothing of it. A class is found by its name
    /// as written (`Module.Class`) and by its name without a module.
    public func declaredAction(of segue: StoryboardSegue) -> CustomSegueAction? {
        guard let written = segue.customClass else { return nil }
        return declared[written] ?? declared[String(written.split(separator: ".").last ?? "")]
    }

    /// Well-known custom segue classes, each read as its source does, by the segue's
    /// identifier; nil where the class does nothing that vcgraph models.
    ///
    /// - `SWRevealViewControllerSegueSetController` (SWRevealViewController): identifiers
    ///   `sw_front`, `sw_rear` and `sw_right` make the destination the reveal controller's front,
    ///   rear or right child (`_setFrontViewController:` and its siblings add a child).
    /// - `SWRevealViewControllerSeguePushController`: `[source.revealViewController
    ///   pushFrontViewController:destination]`, a new front child.
    /// - `ECSlidingSegue` (ECSlidingViewController): `source.slidingViewController
    ///   .topViewController = destination`, a new top child.
    /// - `ResearchContainerSegue` (ResearchKit's ORKSample): the source adds the destination as
    ///   a child and removes its first child.
    /// - `AAPLExternalStoryboardSegue` (Apple's Custom Transitions sample): its initializer
    ///   replaces the destination with the initial controller of the storyboard its identifier
    ///   names, and `perform` presents that, in its own style.
    /// - `DismissSegue`: `[source.presentingViewController dismissViewControllerAnimated:]`.
    public static let known: [String: @Sendable (_ identifier: String?) -> CustomSegueAction?] = [
        "SWRevealViewControllerSegueSetController": { identifier in
            switch identifier {
            case "sw_front": .embed(into: .source, slot: .named("front"))
            case "sw_rear": .embed(into: .source, slot: .named("rear"))
            case "sw_right": .embed(into: .source, slot: .named("right"))
            default: nil
            }
        },
        "SWRevealViewControllerSeguePushController": { _ in
            .embed(into: .ancestor(className: "SWRevealViewController"), slot: .named("front"))
        },
        "ECSlidingSegue": { _ in .embed(into: .ancestor(className: "ECSlidingViewController"), slot: .named("topViewController")) },
        "ResearchContainerSegue": { _ in .embed(into: .source, slot: .first) },
        "AAPLExternalStoryboardSegue": { identifier in identifier.map { .presentInitial(ofStoryboard: $0) } },
        "DismissSegue": { _ in .dismiss },
    ]
}

/// A `--custom-segue` rule that cannot be read.
public struct CustomSegueRuleError: Error, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
