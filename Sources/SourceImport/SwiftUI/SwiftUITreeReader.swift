import PresentationModel
import SwiftSyntax

/// A SwiftUI app's view tree read statically, from its `App`'s `WindowGroup`: the UIKit
/// controllers it makes (the root host, the containers, a host per stack screen, per tab,
/// per sheet's content), and each place where SwiftUI presents or pushes (a presentation
/// modifier, a `NavigationLink` or a `navigationDestination`) with its source host.
///
/// A view type used in a body is read where it is used, so a view drawn under two hosts gives
/// each of its modifiers one source host per use. `if` and `switch` make alternatives, each
/// labelled with its condition; a `List` or a lazy stack's rows are lazy. What the reader does
/// not read (a `NavigationSplitView`'s columns, a stack inside another stack) makes the sites
/// inside it unknown.
struct SwiftUITreeReader {
    /// A controller the view tree makes; its parent is another's index.
    struct Controller {
        var id: ControllerID
        var className: String
        var kind: ControllerKind
        /// Set once, when it is added, and listed then among its parent's contents.
        let parent: Int?
        var location: Location
        /// The view type it draws, when its content is one.
        var content: String?
        /// For a split view's column: which.
        var column: SplitColumn?
        /// What the views it draws configure of its presentation (R20.4–R20.6).
        var attributes = ControllerAttributes()
        /// Whether a view it draws in a stack is `searchable`: it holds a search controller in
        /// its navigation item (R20.7).
        var isSearchable = false
    }

    /// The id of the search controller of a `searchable` host.
    func searchID(of host: Int) -> ControllerID { ControllerID(controllers[host].id.rawValue + ".search") }

    /// Where SwiftUI presents or pushes.
    struct Site {
        enum Action {
            case present(SwiftUIModifier, binding: String)
            case push(onto: Int)
            /// A legacy link in a host UIKit code made, with no SwiftUI stack around it: pushed on
            /// the navigation controller UIKit put the host in, if it is in one (U22).
            case pushOnHostNavigation
            /// `searchable` in a stack: the user activates the search controller in the host's
            /// navigation item (R20.7, R12.1).
            case activateSearch
            /// A destination of an expanded split view's column: its root host draws it, with
            /// no UIKit call.
            case drawnInColumn
            /// The environment's `dismiss` called in a view of the host (R23.3): its
            /// ``Site/controller`` is the host.
            case dismissEnvironment
        }

        var action: Action
        /// The form as written: `.sheet`, `NavigationLink`, `.navigationDestination`.
        var form: String
        /// The drawing host, and the controller presented or pushed (its content's host).
        var host: Int
        var controller: Int
        var location: Location
        /// The view type whose body holds it.
        var view: String
        var branches: [Branch]
        var isLazy: Bool
        /// The sites whose presentation or push shows its host, in order.
        var reach: [Int]
        /// The modifier's call, and whether a sheet modifier written after it on the same view
        /// shadows it before iOS 14.5 (R21.5).
        var call: SyntaxIdentifier? = nil
        var isShadowedBefore14_5 = false
        /// Why it cannot be applied, when it cannot.
        var unknown: String?
    }

    /// One side of an `if` or a `switch`: alternatives of the same choice exclude each other.
    struct Branch: Hashable {
        var choice: Int
        var label: String
    }

    var controllers: [Controller] = []
    /// The positions of each controller's contents (those whose ``Controller/parent`` it is),
    /// in the order added.
    private var contents: [Int: [Int]] = [:]
    var sites: [Site] = []
    var findings: [CodeFinding] = []
    /// The window's root host, when an `App` was read.
    var root: Int?
    /// The hosts UIKit code makes (`UIHostingController(rootView: SettingsView())`), by their
    /// index: the view type each hosts, as the class the code reader names it by
    /// (`UIHostingController<SettingsView>`), and where the code makes it.
    var uikitHosts: [Int: (className: String, location: Location)] = [:]
    /// Each value link (`NavigationLink(value:)`): the stack around it, if any, and its value's
    /// type when the code writes it (a literal, an initializer).
    var valueLinks: [(stack: Int?, inColumn: Bool, type: String?, location: Location)] = []
    /// The types each stack's `navigationDestination(for:)` modifiers take; nil for a
    /// destination whose type the code does not write, or of another form.
    var destinationTypes: [Int: [String?]] = [:]

    let index: SwiftUIViewIndex
    let ios: Int
    /// Whether the width is compact, where a split view is collapsed.
    let compact: Bool
    var usedIDs: Set<String> = []
    /// For each name ``add(_:_:_:parent:at:)`` gave a suffix to, the last suffix given: those
    /// below it are taken, so the next search starts there (a view used in a hundred places
    /// names each instance once).
    private var lastSuffixes: [String: Int] = [:]
    /// Each `if` condition's label, made once a node (``SwiftUITreeReader/condition(_:)``):
    /// a view used in many places walks its conditions each time.
    var conditionLabels: [SyntaxIdentifier: String] = [:]
    var choices = 0
    var visited = 0

    /// How many expressions the reader visits, and how deep it expands views in views.
    static let expressionLimit = 200_000
    static let depthLimit = 64
    /// How many sites the reader records, and how many presentations and pushes it follows
    /// in a row: a view presented from views it presents multiplies the sites of a tree.
    static let siteLimit = 1_000
    /// How many of the sites recorded are `dismiss()` calls, which show nothing: counted
    /// apart, against the same limit, so that they never stop the presentations and pushes
    /// from being read.
    var dismissals = 0
    /// How deep expressions and the views they use nest before the reader stops: within what
    /// the reading thread's stack (``LargeStack``) holds in a debug build.
    static let walkDepthLimit = 4_000
    static let reachLimit = 8
    /// Whether a limit stopped the reading (said once, as a note).
    var limited = false

    struct Context {
        var host: Int
        /// The navigation controller the host's links push onto.
        var stack: Int?
        /// In a split view's column while the split view is expanded: destinations are drawn
        /// in the column's host.
        var inExpandedColumn = false
        /// In a split view's column (not crossing a presentation or a push): a stack there
        /// uses the column's navigation controller.
        var column: (navigation: Int, primary: Int)?
        /// Inside a stack's content (not crossing a presentation): a second stack is nested.
        var inStack = false
        /// Drawn by a host UIKit code made, or one pushed from it by a legacy link (U22).
        var inUIKitHost = false
        var isLazy = false
        var branches: [Branch] = []
        var reach: [Int] = []
        var view: String
        /// The views being expanded, outermost first.
        var expanding: [String] = []
        var unknown: String?
        /// How deep the walk is, expressions and views together: bounded, as the stack is.
        var depth = 0
    }

    /// The UIKit kind of a class of the sources read (or of UIKit's), nil for another type.
    let kind: (String) -> ControllerKind?

    init(_ index: SwiftUIViewIndex, environment: Environment, kind: @escaping (String) -> ControllerKind? = { _ in nil }) {
        self.index = index
        self.kind = kind
        self.ios = environment.iosVersion
        self.compact = environment.horizontalSizeClass == .compact
        if let app = index.apps.first {
            let root = add(app.name, SwiftUIClasses.appRoot, .plain, parent: nil, at: app.location)
            self.root = root
            // The first WindowGroup is the app's window; a later one is another scene. A body
            // split into parts (`var appScene: some Scene`) is searched through them.
            if let (group, source) = Self.firstWindowGroup(in: Syntax(app.body), source: app.source, parts: app.parts) {
                for (_, closure) in Self.closures(of: group) {
                    walk(closure.statements, Context(host: root, view: app.name), source: source)
                }
            } else {
                walk(app.body, Context(host: root, view: app.name), source: app.source)
            }
        }
        // Hosts UIKit code makes: their sites apply where the code reader finds UIKit puts the
        // host (``SwiftUISites``), and are unknown when it finds no such place.
        for hosting in index.hostingRoots {
            let content = contentName(hosting.rootView, in: Context(host: 0, view: "UIHostingController"))
            let view = content.hasSuffix(".content") ? "UIHostingController" : content
            let host = add("\(view).host", "UIHostingController<\(view)>", .plain, parent: nil, at: hosting.location)
            uikitHosts[host] = ("UIHostingController<\(view)>", hosting.location)
            var context = Context(host: host, view: view)
            context.inUIKitHost = true
            walk(hosting.rootView, context, source: hosting.source)
        }
        matchValueLinks()
    }

    /// The first `WindowGroup { … }` call, in source order, with its file; a reference to one of
    /// the app's parts is searched where it is written.
    static func firstWindowGroup(
        in node: Syntax, source: ParsedSource, parts: [String: (body: CodeBlockItemListSyntax, source: ParsedSource)]
    ) -> (FunctionCallExprSyntax, ParsedSource)? {
        var pending = [(node, source)]
        var followed: Set<String> = []
        while !pending.isEmpty {
            let (next, file) = pending.removeFirst()
            if let call = next.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "WindowGroup"
            {
                return (call, file)
            }
            if let reference = next.as(DeclReferenceExprSyntax.self), let part = parts[reference.baseName.text],
                followed.insert(reference.baseName.text).inserted
            {
                pending.insert((Syntax(part.body), part.source), at: 0)
                continue
            }
            pending.insert(contentsOf: next.children(viewMode: .sourceAccurate).map { ($0, file) }, at: 0)
        }
        return nil
    }

    // MARK: - Controllers

    mutating func add(_ name: String, _ className: String, _ kind: ControllerKind, parent: Int?, at location: Location) -> Int {
        var id = name
        var suffix = 2
        // The name and its suffixes up to the last one given are taken: the search starts past them.
        if let last = lastSuffixes[name] {
            id = "\(name)-\(last + 1)"
            suffix = last + 2
        }
        while !usedIDs.insert(id).inserted {
            id = "\(name)-\(suffix)"
            suffix += 1
        }
        if id != name { lastSuffixes[name] = suffix - 1 }
        controllers.append(
            Controller(
                id: ControllerID(id), className: className, kind: kind, parent: parent, location: location,
                content: index.views[name] != nil || index.apps.contains { $0.name == name } ? name : nil))
        if let parent { contents[parent, default: []].append(controllers.count - 1) }
        return controllers.count - 1
    }

    /// The spec of `index` and everything it contains, for a declaration.
    func spec(of index: Int) -> ControllerSpec {
        func build(_ position: Int) -> ControllerSpec {
            let controller = controllers[position]
            let contents = self.contents[position] ?? []
            var attributes = controller.attributes
            attributes.className = controller.className
            var spec = ControllerSpec(
                id: controller.id, kind: controller.kind, attributes: attributes,
                children: contents.filter { controllers[$0].column == nil }.map(build),
                columns: contents.compactMap { content in controllers[content].column.map { ControllerSpec.Column($0, build(content)) } })
            if controller.isSearchable {
                let search = ControllerAttributes(
                    className: SwiftUIClasses.searchController, modalPresentationStyle: .custom, modalTransitionStyle: .crossDissolve,
                    search: SearchSettings(host: controller.id, placement: .navigationItem))
                spec.detached.append(ControllerSpec(id: searchID(of: position), kind: .plain, attributes: search))
            }
            return spec
        }
        return build(index)
    }

    /// A finding the view tree shows by itself, whatever path reaches it: decided.
    mutating func report(_ id: String, at location: Location, _ message: String) {
        findings.append(CodeFinding(id: id, severity: .warning, location: location, message: message, certainty: .decided, assumptions: []))
    }

    /// The note, said once, that a bound stopped the reading at `location`.
    mutating func noteLimit(at location: Location, _ message: String) {
        guard !limited else { return }
        limited = true
        findings.append(CodeFinding(id: "swiftui-limit", severity: .note, location: location, message: message, certainty: .unknown, assumptions: []))
    }
}
