import PresentationModel
import SwiftSyntax

/// Reading a view tree: statements, expressions, choices, calls and the parts of a view.
extension SwiftUITreeReader {

    mutating func walk(_ statements: CodeBlockItemListSyntax, _ context: Context, source: ParsedSource) {
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
    static func compiledForIOS(_ condition: ExprSyntax?) -> Bool {
        guard let text = condition?.trimmedText else { return true }
        let elsewhere = ["os(macOS)", "os(watchOS)", "os(tvOS)", "os(visionOS)", "targetEnvironment(macCatalyst)", "os(OSX)"]
        return text.hasPrefix("!") || !elsewhere.contains { text.contains($0) }
    }

    mutating func walk(_ expression: ExprSyntax, _ context: Context, source: ParsedSource) {
        visited += 1
        guard visited < Self.expressionLimit, context.depth < Self.walkDepthLimit else {
            noteLimit(
                at: source.location(of: expression),
                "vcgraph stopped reading the view tree here: past \(Self.expressionLimit) expressions, or views and expressions nested \(Self.walkDepthLimit) deep, what is inside is not read"
            )
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
                    Branch(choice: id, label: Self.condition("\(choice.subject.trimmedText) \(switchCase.label.trimmedText)")))
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

    mutating func walkIf(_ choice: IfExprSyntax, _ context: Context, source: ParsedSource) {
        choices += 1
        let id = choices
        var current: IfExprSyntax? = choice
        var conditions: [String] = []
        while let branch = current {
            let condition = conditionLabel(branch.conditions)
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

    /// ``condition(_:)`` of `conditions`' source, made once a node.
    mutating func conditionLabel(_ conditions: ConditionElementListSyntax) -> String {
        if let known = conditionLabels[conditions.id] { return known }
        let label = Self.condition(conditions.trimmedText)
        conditionLabels[conditions.id] = label
        return label
    }

    /// A condition's source as a path's label: on one line, at most 80 characters.
    static func condition(_ source: String) -> String {
        let line = source.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return line.count > 80 ? String(line.prefix(79)) + "…" : line
    }

    /// The closures a call gives: its closure arguments and its trailing closures, labelled.
    static func closures(of call: FunctionCallExprSyntax) -> [(label: String?, closure: ClosureExprSyntax)] {
        var found: [(String?, ClosureExprSyntax)] = call.arguments.compactMap { argument in
            argument.expression.as(ClosureExprSyntax.self).map { (argument.label?.text, $0) }
        }
        if let trailing = call.trailingClosure { found.append((nil, trailing)) }
        for additional in call.additionalTrailingClosures { found.append((additional.label.text, additional.closure)) }
        return found
    }

    mutating func walkCall(_ call: FunctionCallExprSyntax, _ context: Context, source: ParsedSource) {
        if walkDismiss(call, context, source: source) { return }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            walk(base, context, source: source)
            walkModifier(member.declName.baseName.text, call, context, source: source)
            return
        }
        let name =
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression.trimmedText ?? ""
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
                report(
                    "swiftui-nested-navigation-stack", at: location,
                    "a \(name) inside another stack's content: SwiftUI does not support it (the push may be undone, the path corrupted, or the app crash); vcgraph reads its navigation as unknown"
                )
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
    mutating func walkSplit(_ call: FunctionCallExprSyntax, _ context: Context, location: Location, source: ParsedSource) {
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
    func part(_ name: String, in context: Context) -> (body: CodeBlockItemListSyntax, source: ParsedSource)? {
        let type = index.views[context.view] ?? index.apps.first { $0.name == context.view }
        return type.flatMap { $0.parts[name] }
    }

    /// Reads a part of the view being read where it is used, once per use.
    mutating func walkPart(_ name: String, _ context: Context) {
        let key = "\(context.view).\(name)"
        guard let (statements, source) = part(name, in: context), !context.expanding.contains(key),
            context.expanding.count < Self.depthLimit
        else { return }
        var inner = context
        inner.expanding.append(key)
        walk(statements, inner, source: source)
    }

    /// A call's arguments and closures, read in the same context.
    mutating func walkArguments(_ call: FunctionCallExprSyntax, _ context: Context, source: ParsedSource) {
        for argument in call.arguments { walk(argument.expression, context, source: source) }
        if let trailing = call.trailingClosure { walk(trailing.statements, context, source: source) }
        for additional in call.additionalTrailingClosures { walk(additional.closure.statements, context, source: source) }
    }
}
