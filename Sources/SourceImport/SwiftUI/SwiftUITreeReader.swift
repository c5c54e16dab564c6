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
        var parent: Int?
        var location: Location
        /// The view type it draws, when its content is one.
        var content: String?
        /// For a split view's column: which.
        var column: SplitColumn?
    }

    /// Where SwiftUI presents or pushes.
    struct Site {
        enum Action {
            case present(SwiftUIModifier, binding: String)
            case push(onto: Int)
            /// A destination of an expanded split view's column: its root host draws it, with
            /// no UIKit call.
            case drawnInColumn
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

    private(set) var controllers: [Controller] = []
    private(set) var sites: [Site] = []
    private(set) var findings: [CodeFinding] = []
    /// The window's root host, when an `App` was read.
    private(set) var root: Int?

    private let index: SwiftUIViewIndex
    private let ios: Int
    /// Whether the width is compact, where a split view is collapsed.
    private let compact: Bool
    private var usedIDs: Set<String> = []
    private var choices = 0
    private var visited = 0

    /// How many expressions the reader visits, and how deep it expands views in views.
    static let expressionLimit = 200_000
    static let depthLimit = 64
    /// How many sites the reader records, and how many presentations and pushes it follows
    /// in a row: a view presented from views it presents multiplies the sites of a tree.
    static let siteLimit = 1_000
    /// How deep expressions and the views they use nest before the reader stops: within what
    /// the reading thread's stack (``LargeStack``) holds in a debug build.
    static let walkDepthLimit = 4_000
    static let reachLimit = 8
    /// Whether a limit stopped the reading (said once, as a note).
    private var limited = false

    private struct Context {
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
    private let kind: (String) -> ControllerKind?

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
        // Hosts UIKit code makes: their views are read for their findings; where UIKit puts
        // the host is not followed, so their sites are unknown.
        for hosting in index.hostingRoots {
            let content = contentName(hosting.rootView, in: Context(host: 0, view: "UIHostingController"))
            let view = content.hasSuffix(".content") ? "UIHostingController" : content
            let host = add("\(view).host", "UIHostingController<\(view)>", .plain, parent: nil, at: hosting.location)
            var context = Context(host: host, view: view)
            context.unknown =
                "its hosting controller is made by UIKit code (\(hosting.location.file):\(hosting.location.line)), and where UIKit puts it is not followed yet"
            walk(hosting.rootView, context, source: hosting.source)
        }
    }

    /// The first `WindowGroup { … }` call, in source order, with its file; a reference to one of
    /// the app's parts is searched where it is written.
    private static func firstWindowGroup(
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

    private mutating func add(_ name: String, _ className: String, _ kind: ControllerKind, parent: Int?, at location: Location) -> Int {
        var id = name
        var suffix = 2
        while !usedIDs.insert(id).inserted {
            id = "\(name)-\(suffix)"
            suffix += 1
        }
        controllers.append(
            Controller(
                id: ControllerID(id), className: className, kind: kind, parent: parent, location: location,
                content: index.views[name] != nil || index.apps.contains { $0.name == name } ? name : nil))
        return controllers.count - 1
    }

    /// The spec of `index` and everything it contains, for a declaration.
    func spec(of index: Int) -> ControllerSpec {
        var children: [Int: [Int]] = [:]
        for (position, controller) in controllers.enumerated() {
            if let parent = controller.parent { children[parent, default: []].append(position) }
        }
        func build(_ position: Int) -> ControllerSpec {
            let controller = controllers[position]
            let contents = children[position] ?? []
            return ControllerSpec(
                id: controller.id, kind: controller.kind, attributes: ControllerAttributes(className: controller.className),
                children: contents.filter { controllers[$0].column == nil }.map(build),
                columns: contents.compactMap { content in controllers[content].column.map { ControllerSpec.Column($0, build(content)) } })
        }
        return build(index)
    }

    // MARK: - Walking

    private mutating func walk(_ statements: CodeBlockItemListSyntax, _ context: Context, source: ParsedSource) {
        for item in statements {
            switch item.item {
            case .expr(let expression): walk(expression, context, source: source)
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    walk(expression, context, source: source)
                } else if let expression = statement.as(ReturnStmtSyntax.self)?.expression {
                    walk(expression, context, source: source)
                }
            case .decl(let declaration):
                // `#if os(iOS) … #else … #endif`: the first clause an iOS build compiles.
                guard let configuration = declaration.as(IfConfigDeclSyntax.self) else { continue }
                for clause in configuration.clauses where Self.compiledForIOS(clause.condition) {
                    if case .statements(let inner)? = clause.elements { walk(inner, context, source: source) }
                    break
                }
            }
        }
    }

    /// Whether an iOS build compiles a `#if` clause: any but those for another platform or Mac
    /// Catalyst.
    private static func compiledForIOS(_ condition: ExprSyntax?) -> Bool {
        guard let text = condition?.trimmedDescription else { return true }
        let elsewhere = ["os(macOS)", "os(watchOS)", "os(tvOS)", "os(visionOS)", "targetEnvironment(macCatalyst)", "os(OSX)"]
        return text.hasPrefix("!") || !elsewhere.contains { text.contains($0) }
    }

    private mutating func walk(_ expression: ExprSyntax, _ context: Context, source: ParsedSource) {
        visited += 1
        guard visited < Self.expressionLimit, context.depth < Self.walkDepthLimit else {
            if !limited {
                limited = true
                findings.append(
                    CodeFinding(
                        id: "swiftui-limit", severity: .note, location: source.location(of: expression),
                        message:
                            "vcgraph stopped reading the view tree here: past \(Self.expressionLimit) expressions, or views and expressions nested \(Self.walkDepthLimit) deep, what is inside is not read",
                        certainty: .unknown, assumptions: []))
            }
            return
        }
        var context = context
        context.depth += 1
        if let call = expression.as(FunctionCallExprSyntax.self) {
            walkCall(call, context, source: source)
        } else if let closure = expression.as(ClosureExprSyntax.self) {
            walk(closure.statements, context, source: source)
        } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
            walkPart(reference.baseName.text, context)
        } else if let member = expression.as(MemberAccessExprSyntax.self) {
            // `.body`, `Font.body`, `self.header`: only a part of this view through `self`.
            if let base = member.base {
                if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                    walkPart(member.declName.baseName.text, context)
                } else {
                    walk(base, context, source: source)
                }
            }
        } else if let choice = expression.as(IfExprSyntax.self) {
            walkIf(choice, context, source: source)
        } else if let choice = expression.as(SwitchExprSyntax.self) {
            choices += 1
            let id = choices
            for element in choice.cases {
                guard let switchCase = element.as(SwitchCaseSyntax.self) else { continue }
                var inner = context
                inner.branches.append(
                    Branch(choice: id, label: Self.condition("\(choice.subject.trimmedDescription) \(switchCase.label.trimmedDescription)")))
                walk(switchCase.statements, inner, source: source)
            }
        } else {
            for child in expression.children(viewMode: .sourceAccurate) {
                if let inner = child.as(ExprSyntax.self) {
                    walk(inner, context, source: source)
                } else {
                    for grandchild in child.children(viewMode: .sourceAccurate) {
                        if let inner = grandchild.as(ExprSyntax.self) { walk(inner, context, source: source) }
                    }
                }
            }
        }
    }

    private mutating func walkIf(_ choice: IfExprSyntax, _ context: Context, source: ParsedSource) {
        choices += 1
        let id = choices
        var current: IfExprSyntax? = choice
        var conditions: [String] = []
        while let branch = current {
            let condition = Self.condition(branch.conditions.trimmedDescription)
            var inner = context
            inner.branches.append(Branch(choice: id, label: "if \(condition)"))
            walk(branch.body.statements, inner, source: source)
            conditions.append(condition)
            switch branch.elseBody {
            case .ifExpr(let next)?: current = next
            case .codeBlock(let block)?:
                var otherwise = context
                otherwise.branches.append(Branch(choice: id, label: "else (not \(conditions.joined(separator: ", not ")))"))
                walk(block.statements, otherwise, source: source)
                current = nil
            case nil: current = nil
            }
        }
    }

    /// A condition's source as a path's label: on one line, at most 80 characters.
    static func condition(_ source: String) -> String {
        let line = source.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return line.count > 80 ? String(line.prefix(79)) + "…" : line
    }

    /// The closures a call gives: its closure arguments and its trailing closures, labelled.
    private static func closures(of call: FunctionCallExprSyntax) -> [(label: String?, closure: ClosureExprSyntax)] {
        var found: [(String?, ClosureExprSyntax)] = call.arguments.compactMap { argument in
            argument.expression.as(ClosureExprSyntax.self).map { (argument.label?.text, $0) }
        }
        if let trailing = call.trailingClosure { found.append((nil, trailing)) }
        for additional in call.additionalTrailingClosures { found.append((additional.label.text, additional.closure)) }
        return found
    }

    private mutating func walkCall(_ call: FunctionCallExprSyntax, _ context: Context, source: ParsedSource) {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            walk(base, context, source: source)
            walkModifier(member.declName.baseName.text, call, context, source: source)
            return
        }
        let name =
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression.trimmedDescription ?? ""
        let location = source.location(of: call)
        switch name {
        case "NavigationStack" where context.column != nil && !context.inStack:
            // A stack in a split view's column pushes onto the column's navigation controller,
            // or, collapsed, onto the primary column's (R22.3).
            var inner = context
            inner.stack = compact ? context.column?.primary : context.column?.navigation
            inner.inExpandedColumn = false
            inner.inStack = true
            for (_, closure) in Self.closures(of: call) { walk(closure.statements, inner, source: source) }
        case "NavigationStack", "NavigationView":
            var inner = context
            if context.inStack {
                findings.append(
                    CodeFinding(
                        id: "swiftui-nested-navigation-stack", severity: .warning, location: location,
                        message:
                            "a \(name) inside another stack's content: SwiftUI does not support it (the push may be undone, the path corrupted, or the app crash); vcgraph reads its navigation as unknown",
                        certainty: .decided, assumptions: []))
                inner.unknown = inner.unknown ?? "inside a \(name) nested in another stack, which SwiftUI does not support"
            }
            let navigation = add(
                "\(context.view).\(name)", SwiftUIClasses.navigation(ios: ios), .navigation, parent: context.host, at: location)
            let hostClass = name == "NavigationStack" ? SwiftUIClasses.stackHost : SwiftUIClasses.legacyDestinationHost
            let closures = Self.closures(of: call)
            let host = add(contentName(closures.first?.closure, in: context), hostClass, .plain, parent: navigation, at: location)
            inner.host = host
            inner.stack = navigation
            inner.inStack = true
            for (_, closure) in closures { walk(closure.statements, inner, source: source) }
        case "TabView":
            let tabBar = add("\(context.view).TabView", SwiftUIClasses.tabBar, .tabBar, parent: context.host, at: location)
            for (_, closure) in Self.closures(of: call) {
                for item in closure.statements {
                    let tabLocation = source.location(of: item)
                    let host = add(tabName(item, in: context), SwiftUIClasses.tabHost(ios: ios), .plain, parent: tabBar, at: tabLocation)
                    var inner = context
                    inner.host = host
                    inner.stack = nil
                    inner.inStack = false
                    inner.column = nil
                    inner.inExpandedColumn = false
                    walk(CodeBlockItemListSyntax([item]), inner, source: source)
                }
            }
        case "NavigationSplitView":
            walkSplit(call, context, location: location, source: source)
        case "List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid":
            var inner = context
            inner.isLazy = true
            walkArguments(call, inner, source: source)
        case "NavigationLink":
            walkLink(call, context, source: source)
        case _ where index.representables[name] != nil:
            // R24.1: a representable's controller is a child of the host that draws it.
            let className = index.representables[name] ?? name
            _ = add(className, className, kind(className) ?? .plain, parent: context.host, at: location)
            walkArguments(call, context, source: source)
        case _ where part(name, in: context) != nil:
            walkPart(name, context)
            walkArguments(call, context, source: source)
        default:
            if let view = index.views[name] {
                guard !context.expanding.contains(name), context.expanding.count < Self.depthLimit else {
                    walkArguments(call, context, source: source)
                    return
                }
                var inner = context
                inner.view = name
                inner.expanding.append(name)
                walk(view.body, inner, source: view.source)
            }
            walkArguments(call, context, source: source)
        }
    }

    /// A `NavigationSplitView`: a split view whose columns are each a navigation controller
    /// holding a host (R22.3). Collapsed, a destination is pushed onto the primary column's
    /// navigation controller; expanded, the column's host draws it, with no UIKit call.
    private mutating func walkSplit(_ call: FunctionCallExprSyntax, _ context: Context, location: Location, source: ParsedSource) {
        let closures = Self.closures(of: call)
        let style: SplitStyle = closures.count >= 3 ? .tripleColumn : .doubleColumn
        let split = add("\(context.view).NavigationSplitView", SwiftUIClasses.split, .split(style), parent: context.host, at: location)
        var primary: Int?
        for (position, (_, closure)) in closures.enumerated() {
            let column: SplitColumn = position == 0 ? .primary : (closures.count >= 3 && position == 1 ? .supplementary : .secondary)
            let columnLocation = source.location(of: closure)
            let navigation = add(
                "\(context.view).\(column.rawValue)", SwiftUIClasses.splitColumn, .navigation, parent: split, at: columnLocation)
            controllers[navigation].column = column
            if column == .primary { primary = navigation }
            let host = add(contentName(closure, in: context), SwiftUIClasses.columnHost, .plain, parent: navigation, at: columnLocation)
            var inner = context
            inner.host = host
            inner.stack = compact ? primary : nil
            inner.inExpandedColumn = !compact
            inner.inStack = false
            inner.column = primary.map { (navigation, $0) }
            walk(closure.statements, inner, source: source)
        }
    }

    /// A computed property or method of the view being read that returns `some View`.
    private func part(_ name: String, in context: Context) -> (body: CodeBlockItemListSyntax, source: ParsedSource)? {
        let type = index.views[context.view] ?? index.apps.first { $0.name == context.view }
        return type.flatMap { $0.parts[name] }
    }

    /// Reads a part of the view being read where it is used, once per use.
    private mutating func walkPart(_ name: String, _ context: Context) {
        let key = "\(context.view).\(name)"
        guard let (statements, source) = part(name, in: context), !context.expanding.contains(key),
            context.expanding.count < Self.depthLimit
        else { return }
        var inner = context
        inner.expanding.append(key)
        walk(statements, inner, source: source)
    }

    /// A call's arguments and closures, read in the same context.
    private mutating func walkArguments(_ call: FunctionCallExprSyntax, _ context: Context, source: ParsedSource) {
        for argument in call.arguments { walk(argument.expression, context, source: source) }
        if let trailing = call.trailingClosure { walk(trailing.statements, context, source: source) }
        for additional in call.additionalTrailingClosures { walk(additional.closure.statements, context, source: source) }
    }

    private mutating func walkModifier(_ name: String, _ call: FunctionCallExprSyntax, _ context: Context, source: ParsedSource) {
        let location = call.calledExpression.as(MemberAccessExprSyntax.self).map { source.location(of: $0.declName) } ?? source.location(of: call)
        let labels = call.arguments.map { $0.label?.text }
        let modifier: SwiftUIModifier?
        switch name {
        case "sheet": modifier = labels.first == "item" ? .sheetItem : .sheet
        case "fullScreenCover": modifier = .fullScreenCover
        case "popover": modifier = .popover
        case "alert": modifier = labels.contains("content") ? .legacyAlert : .alert
        case "confirmationDialog": modifier = .confirmationDialog
        case "actionSheet": modifier = .actionSheet
        case "navigationDestination":
            walkDestination(call, context, location: location, source: source)
            return
        default: modifier = nil
        }
        guard let modifier else {
            walkArguments(call, context, source: source)
            return
        }
        let binding =
            call.arguments.first { $0.label?.text == "isPresented" || $0.label?.text == "item" }?.expression.trimmedDescription
            ?? name
        let closures = Self.closures(of: call)
        let content = closures.first { $0.label == "content" || $0.label == nil }?.closure
        let className = modifier.alertStyle == nil ? SwiftUIClasses.presentationHost : SwiftUIClasses.alert
        let baseName = modifier.alertStyle == nil ? contentName(content, in: context, role: name) : "\(context.view).\(name)"
        let presented = add(baseName, className, .plain, parent: nil, at: location)
        if context.isLazy {
            findings.append(
                CodeFinding(
                    id: "swiftui-modifier-in-lazy-row", severity: .warning, location: location,
                    message: "this .\(name) is inside a lazy container's row: the presentation ends when the row is recycled (R21.6)",
                    certainty: .decided, assumptions: []))
        }
        if modifier.family == .sheet { shadowSheets(chainedUnder: call) }
        guard
            record(
                Site(
                    action: .present(modifier, binding: binding), form: ".\(name)", host: context.host, controller: presented,
                    location: location, view: context.view, branches: context.branches, isLazy: context.isLazy, reach: context.reach,
                    call: call.id, unknown: context.unknown))
        else { return }
        // The content is drawn by the presented host; an alert's closures are its buttons.
        var inner = context
        inner.host = presented
        inner.stack = nil
        inner.inStack = false
        inner.column = nil
        inner.inExpandedColumn = false
        inner.isLazy = false
        inner.reach.append(sites.count - 1)
        for (label, closure) in closures {
            if modifier.alertStyle == nil, label == "content" || label == nil {
                walk(closure.statements, inner, source: source)
            } else {
                walk(closure.statements, context, source: source)
            }
        }
    }

    private mutating func walkDestination(_ call: FunctionCallExprSyntax, _ context: Context, location: Location, source: ParsedSource) {
        if context.isLazy {
            findings.append(
                CodeFinding(
                    id: "swiftui-destination-in-lazy-container", severity: .warning, location: location,
                    message:
                        "Do not put a navigation destination modifier inside a \"lazy\" container, like List or LazyVStack. These containers create child views only when needed to render on screen. Add the navigation destination modifier outside these containers so that the navigation stack can always see the destination. (SwiftUI's words, R22.2)",
                    certainty: .decided, assumptions: []))
        }
        let closure = Self.closures(of: call).first { $0.label == "destination" || $0.label == nil }?.closure
        push(closure, form: ".navigationDestination", context, location: location, source: source)
    }

    private mutating func walkLink(_ call: FunctionCallExprSyntax, _ context: Context, source: ParsedSource) {
        let location = source.location(of: call)
        let closures = Self.closures(of: call)
        // A value link pushes through its stack's navigationDestination, read there.
        if let destination = call.arguments.first(where: { $0.label?.text == "destination" }) {
            push(destination.expression, form: "NavigationLink", context, location: location, source: source)
        } else if let destination = closures.first(where: { $0.label == nil && call.arguments.isEmpty || $0.label == "destination" }) {
            push(ExprSyntax(destination.closure), form: "NavigationLink", context, location: location, source: source)
        }
        for (label, closure) in closures where label == "label" { walk(closure.statements, context, source: source) }
    }

    private mutating func push(
        _ content: (some ExprSyntaxProtocol)?, form: String, _ context: Context, location: Location, source: ParsedSource
    ) {
        var context = context
        let hostClass = form == "NavigationLink" && ios < 16 ? SwiftUIClasses.legacyDestinationHost : SwiftUIClasses.stackHost
        let stack = context.stack
        if stack == nil, !context.inExpandedColumn {
            if let shown = context.reach.last, case .present = sites[shown].action, !context.inStack {
                // R22.2: a presented host has no navigation controller of its own.
                findings.append(
                    CodeFinding(
                        id: "swiftui-link-in-sheet-without-stack", severity: .warning, location: location,
                        message:
                            "this \(form) is in the content of the \(sites[shown].form) at \(sites[shown].location.file):\(sites[shown].location.line), outside any navigation stack: the presented hosting controller has no navigation controller, so it cannot push (R22.2); put a NavigationStack inside the presented content",
                        certainty: .decided, assumptions: []))
                context.unknown = context.unknown ?? "in a presented view outside any navigation stack, it cannot push (R22.2)"
            } else {
                context.unknown = context.unknown ?? "no NavigationStack around it in the views read"
            }
        }
        let name = content.map { contentName(ExprSyntax($0), in: context) } ?? "\(context.view).destination"
        let host = add(name, hostClass, .plain, parent: nil, at: location)
        let action: Site.Action = context.inExpandedColumn && stack == nil ? .drawnInColumn : .push(onto: stack ?? -1)
        guard
            record(
                Site(
                    action: action, form: form, host: context.host, controller: host, location: location, view: context.view,
                    branches: context.branches, isLazy: context.isLazy, reach: context.reach, unknown: context.unknown))
        else { return }
        var inner = context
        // Drawn in the column, its views are the column host's; pushed, they are its own host's.
        if case .drawnInColumn = action {
            inner.isLazy = false
        } else {
            inner.host = host
            inner.isLazy = false
            inner.column = nil
            inner.inExpandedColumn = false
            inner.reach.append(sites.count - 1)
        }
        if let content { walk(ExprSyntax(content), inner, source: source) }
    }

    /// R21.5: of the sheet modifiers chained on one view, only the last written presents before
    /// iOS 14.5. The ones `call` is written after (its base's chain) were just read: the most
    /// recent sites of those calls are shadowed.
    private mutating func shadowSheets(chainedUnder call: FunctionCallExprSyntax) {
        var inner: Set<SyntaxIdentifier> = []
        var base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        while let modified = base?.as(FunctionCallExprSyntax.self), let member = modified.calledExpression.as(MemberAccessExprSyntax.self) {
            if ["sheet", "fullScreenCover"].contains(member.declName.baseName.text) { inner.insert(modified.id) }
            base = member.base
        }
        for id in inner {
            if let site = sites.lastIndex(where: { $0.call == id }) { sites[site].isShadowedBefore14_5 = true }
        }
    }

    /// Records a site, unless the limits are reached; whether its content is read.
    private mutating func record(_ site: Site) -> Bool {
        guard sites.count < Self.siteLimit, site.reach.count < Self.reachLimit else {
            if !limited {
                limited = true
                findings.append(
                    CodeFinding(
                        id: "swiftui-limit", severity: .note, location: site.location,
                        message:
                            "vcgraph stopped following presentations and pushes here: past \(Self.siteLimit) sites, or \(Self.reachLimit) presentations and pushes in a row, the views they show are not read",
                        certainty: .unknown, assumptions: []))
            }
            return false
        }
        sites.append(site)
        return true
    }

    // MARK: - Names

    /// A host's name: the view type its content is, when it is one call of a view type read;
    /// `role` joins it when the content is a stack around that view (`Composer.sheet`), whose
    /// own host takes the view's name.
    private func contentName(_ closure: ClosureExprSyntax?, in context: Context, role: String? = nil) -> String {
        contentName(closure.map(ExprSyntax.init), in: context, role: role)
    }

    private func contentName(_ expression: ExprSyntax?, in context: Context, role: String? = nil) -> String {
        var throughStack = false
        var current = expression
        while let expression = current {
            if let closure = expression.as(ClosureExprSyntax.self) {
                guard closure.statements.count == 1, let only = closure.statements.first else { break }
                switch only.item {
                case .expr(let inner): current = inner
                case .stmt(let statement): current = statement.as(ExpressionStmtSyntax.self)?.expression
                case .decl: current = nil
                }
            } else if let call = expression.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                    current = base
                } else if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, index.views[name] != nil {
                    return throughStack ? "\(name).\(role ?? "host")" : name
                } else if ["NavigationStack", "NavigationView"].contains(call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text),
                    let closure = Self.closures(of: call).first?.closure
                {
                    // A stack's content names the host that draws it.
                    current = ExprSyntax(closure)
                    throughStack = true
                } else {
                    break
                }
            } else {
                break
            }
        }
        return "\(context.view).content"
    }

    private func tabName(_ item: CodeBlockItemSyntax, in context: Context) -> String {
        if case .expr(let expression) = item.item {
            let name = contentName(expression, in: context, role: "tab")
            if !name.hasSuffix(".content") { return name }
        }
        return "\(context.view).tab"
    }
}
