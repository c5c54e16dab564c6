/// One controller line of a dump, as printed: where it sits in the tree and what it says.
///
/// ```
///    |    + <BKLookupViewController 0x102a05800>, state: appeared, view: <UILayoutContainerView 0x11827eec0>, presented with: <_UIOverFullscreenPresentationController 0x11827ce60>
/// ```
public struct DumpLine: Hashable, Sendable {
    /// How many `   | ` or `   + ` groups come before the controller (0 for a root).
    public var depth: Int
    /// The last group is `   + `: the controller is presented by the line above it one level up.
    public var isPresented: Bool
    /// The class as printed: `UINavigationController`, `MyApp.ListController`, `_TtC5MyApp4List`.
    public var className: String
    /// `0x104e084f0`, or nil where the printer stripped addresses (snapshot tests do).
    public var address: String?
    /// The id written by vcgraph's own tree (`<Class: id>`), which it reads back.
    public var id: String?
    public var state: ObservedState?
    /// The view part: nil when the line has none.
    public var view: View?
    /// `presented with: <_UIFormSheetPresentationController …>`: the presentation controller's
    /// class, or a style name in vcgraph's own tree.
    public var presentedWith: String?
    /// vcgraph's own tree: `from: <Class: id>`, the controller `present` was called on.
    public var presentedFrom: String?
    /// vcgraph's own tree: the controller defines the presentation context.
    public var definesPresentationContext: Bool
    /// vcgraph's own tree: `title: "…"`.
    public var title: String?
    /// A live capture: a tab bar controller's `selectedIndex: N`.
    public var selectedIndex: Int?
    /// `not in the window`, wherever on the line it was printed.
    public var notInWindow: Bool
    /// 1-based line and the column where the controller's `<` is.
    public var line: Int
    public var column: Int
    /// Columns of the `state:`, `presented with:` and `selectedIndex:` fields, for findings and
    /// errors about them.
    public var stateColumn: Int?
    public var presentedWithColumn: Int?
    public var selectedIndexColumn: Int? = nil

    public enum View: Hashable, Sendable {
        /// `view: <UILayoutContainerView 0x…>`: the view's class.
        case loaded(String)
        /// `view: (view not loaded)` (with one space or, on older systems, two).
        case notLoaded
    }

    /// The controller as the dump printed it: `<ContactsViewController 0x17162800>`.
    public var printed: String {
        if let address { return "<\(className) \(address)>" }
        if let id { return "<\(className): \(id)>" }
        return "<\(className)>"
    }

    /// What the line says about the screen: its `state:`, else its view (unloaded or out of
    /// the window is off screen), else nothing.
    public var observedOnScreen: Bool? {
        if let state { return state.isOnScreen }
        switch view {
        case .notLoaded: return false
        case .loaded: return !notInWindow
        case nil: return nil
        }
    }
}
