/// How a `UIPageViewController` turns its pages (<doc:Rules-PageView#R16.1>): set when it is created, never
/// changed after, so it decides how many pages each `setViewControllers` must pass.
public struct PageSettings: Hashable, Sendable {
    /// `UIPageViewController.TransitionStyle`.
    public enum Transition: String, Hashable, Sendable, CaseIterable {
        case scroll, pageCurl
    }

    /// `UIPageViewController.SpineLocation`, for page curls.
    public enum Spine: String, Hashable, Sendable, CaseIterable {
        case min, mid, max

        /// UIKit's name, as its messages print it.
        var uikitName: String {
            switch self {
            case .min: "UIPageViewControllerSpineLocationMin"
            case .mid: "UIPageViewControllerSpineLocationMid"
            case .max: "UIPageViewControllerSpineLocationMax"
            }
        }
    }

    /// `UIPageViewController.NavigationDirection`: animation only (<doc:Rules-PageView#R16.1>).
    public enum Direction: String, Hashable, Sendable, CaseIterable {
        case forward, reverse
    }

    public var transition: Transition
    public var spine: Spine
    /// `isDoubleSided`; a middle spine shows two pages, so UIKit makes it double-sided.
    public var isDoubleSided: Bool

    public init(transition: Transition = .scroll, spine: Spine = .min, isDoubleSided: Bool = false) {
        self.transition = transition
        self.spine = spine
        self.isDoubleSided = isDoubleSided || (transition == .pageCurl && spine == .mid)
    }

    /// How many pages `setViewControllers` must pass, and which rule's message a wrong count
    /// gets (R16.1, R16.2): a scroll takes one; an animated curl two
    /// when double-sided, else one; a curl without animation two for a middle spine, else one.
    func requiredPages(animated: Bool) -> (count: Int, bySpine: Bool) {
        switch transition {
        case .scroll: (1, false)
        case .pageCurl where animated: (isDoubleSided ? 2 : 1, false)
        case .pageCurl: (spine == .mid ? 2 : 1, true)
        }
    }

    /// How many of the pages passed stay displayed: after an animated curl on an outer spine,
    /// only the front page (R16.1); otherwise all of them.
    func displayedPages(passed: Int, animated: Bool) -> Int {
        transition == .pageCurl && animated && spine != .mid ? 1 : passed
    }
}
