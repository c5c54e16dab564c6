import PresentationModel
import SwiftSyntax

/// The places where SwiftUI presents or pushes: modifiers, destinations and links.
extension SwiftUITreeReader {
    mutating func walkModifier(_ name: String, _ call: FunctionCallExprSyntax, _ context: Context, source: ParsedSource) {
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
        case "inspector": modifier = .inspector
        case "navigationDestination":
            walkDestination(call, context, location: location, source: source)
            return
        case "presentationCompactAdaptation", "interactiveDismissDisabled", "presentationDetents":
            configurePresentation(name, call, context)
            modifier = nil
        case "searchable":
            walkSearchable(call, context, location: location)
            modifier = nil
        default: modifier = nil
        }
        guard let modifier else {
            walkArguments(call, context, source: source)
            return
        }
        let binding =
            call.arguments.first { $0.label?.text == "isPresented" || $0.label?.text == "item" }?.expression.trimmedText
            ?? name
        let closures = Self.closures(of: call)
        let content = closures.first { $0.label == "content" || $0.label == nil }?.closure
        let className = modifier.alertStyle == nil ? SwiftUIClasses.presentationHost : SwiftUIClasses.alert
        let baseName = modifier.alertStyle == nil ? contentName(content, in: context, role: name) : "\(context.view).\(name)"
        let presented = add(baseName, className, .plain, parent: nil, at: location)
        if context.isLazy {
            report(
                "swiftui-modifier-in-lazy-row", at: location,
                "this .\(name) is inside a lazy container's row: the presentation ends when the row is recycled (R21.6)")
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
        inner.inUIKitHost = false
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

    /// What a view drawn by a presented host configures of that presentation: its compact
    /// adaptation (R20.4), whether the user can swipe it away (R20.6), its detents (R20.5).
    /// Said where the code writes the value; a value the code computes leaves UIKit's default.
    mutating func configurePresentation(_ name: String, _ call: FunctionCallExprSyntax, _ context: Context) {
        guard controllers[context.host].className == SwiftUIClasses.presentationHost else { return }
        let first = call.arguments.first { $0.label == nil || $0.label?.text == "horizontal" }?.expression
        switch name {
        case "presentationCompactAdaptation":
            let adaptation: AdaptiveStyle? =
                switch first.flatMap(Self.caseName) {
                case "none", "popover": AdaptiveStyle.none
                case "sheet": .formSheet
                case "fullScreenCover": .fullScreen
                default: nil
                }
            controllers[context.host].attributes.adaptivePresentationStyle = adaptation
        case "interactiveDismissDisabled":
            if first == nil {
                controllers[context.host].attributes.isModalInPresentation = true
            } else if let literal = first?.as(BooleanLiteralExprSyntax.self) {
                controllers[context.host].attributes.isModalInPresentation = literal.literal.tokenKind == .keyword(.true)
            }
        default:
            let detents = first?.as(ArrayExprSyntax.self)?.elements.map { $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
            if let detents, detents.allSatisfy({ $0.flatMap(SheetDetent.init(rawValue:)) != nil }) {
                controllers[context.host].attributes.detents = detents.compactMap { $0.flatMap(SheetDetent.init(rawValue:)) }.sorted()
            }
        }
    }

    /// R20.7: `searchable` inside a NavigationStack is a search controller in the navigation
    /// item of the host that draws the view; the user's activating it is a site (R12.1). Outside
    /// a stack SwiftUI draws the field itself, and UIKit is not involved.
    mutating func walkSearchable(_ call: FunctionCallExprSyntax, _ context: Context, location: Location) {
        guard context.stack != nil, !controllers[context.host].isSearchable else { return }
        controllers[context.host].isSearchable = true
        _ = record(
            Site(
                action: .activateSearch, form: ".searchable", host: context.host, controller: context.host, location: location,
                view: context.view, branches: context.branches, isLazy: context.isLazy, reach: context.reach, unknown: context.unknown))
    }

    /// `name` of `.name`.
    static func caseName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        return member.declName.baseName.text
    }

    mutating func walkDestination(_ call: FunctionCallExprSyntax, _ context: Context, location: Location, source: ParsedSource) {
        if context.isLazy {
            report(
                "swiftui-destination-in-lazy-container", at: location,
                "Do not put a navigation destination modifier inside a \"lazy\" container, like List or LazyVStack. These containers create child views only when needed to render on screen. Add the navigation destination modifier outside these containers so that the navigation stack can always see the destination. (SwiftUI's words, R22.2)"
            )
        }
        if let stack = context.stack {
            let type = call.arguments.first { $0.label?.text == "for" }.flatMap { Self.metatype($0.expression) }
            destinationTypes[stack, default: []].append(type)
        }
        let closure = Self.closures(of: call).first { $0.label == "destination" || $0.label == nil }?.closure
        push(closure, form: ".navigationDestination", context, location: location, source: source)
    }

    /// `T` of `T.self`.
    static func metatype(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self" else { return nil }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The type of a value the code writes: a literal's, or the type an initializer makes.
    static func valueType(_ expression: ExprSyntax) -> String? {
        if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expression.is(StringLiteralExprSyntax.self) { return "String" }
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        guard let call = expression.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            name.first?.isUppercase == true
        else { return nil }
        return name
    }

    /// R22.2: a value link whose value's type no `navigationDestination(for:)` of its stack
    /// takes, or that no stack is around, cannot be activated, and SwiftUI says so. Said when
    /// the code writes the value's type and every destination of the stack says its own; it
    /// rests on the views read holding every destination of the stack.
    mutating func matchValueLinks() {
        for link in valueLinks where !link.inColumn {
            guard let type = link.type else { continue }
            let types = link.stack.map { destinationTypes[$0] ?? [] } ?? []
            guard !types.contains(where: { $0 == nil || $0 == type }) else { continue }
            findings.append(
                CodeFinding(
                    id: "swiftui-link-without-destination", severity: .warning, location: link.location,
                    message:
                        "A NavigationLink is presenting a value of type “\(type)” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated. (SwiftUI's words, R22.2)",
                    certainty: .assumed, assumptions: [.destinationsRead(stack: link.stack.map { controllers[$0].id.rawValue })]))
        }
    }

    mutating func walkLink(_ call: FunctionCallExprSyntax, _ context: Context, source: ParsedSource) {
        let location = source.location(of: call)
        let closures = Self.closures(of: call)
        // A value link pushes through its stack's navigationDestination, read there.
        if let value = call.arguments.first(where: { $0.label?.text == "value" }) {
            valueLinks.append((context.stack, context.inExpandedColumn, Self.valueType(value.expression), location))
        }
        // The unlabeled closure is the destination when a `label:` closure follows it, or after a
        // title (`NavigationLink("Detail") { Detail() }`); after `value:` it is the label.
        let titled = call.arguments.first.map { $0.label == nil } ?? false
        let destinationFirst = call.arguments.isEmpty || titled || closures.contains { $0.label == "label" }
        if let destination = call.arguments.first(where: { $0.label?.text == "destination" }) {
            push(destination.expression, form: "NavigationLink", context, location: location, source: source)
        } else if let destination = closures.first(where: { $0.label == nil && destinationFirst || $0.label == "destination" }) {
            push(ExprSyntax(destination.closure), form: "NavigationLink", context, location: location, source: source)
        }
        for (label, closure) in closures where label == "label" { walk(closure.statements, context, source: source) }
    }

    mutating func push(
        _ content: (some ExprSyntaxProtocol)?, form: String, _ context: Context, location: Location, source: ParsedSource
    ) {
        var context = context
        let hostClass = form == "NavigationLink" && ios < 16 ? SwiftUIClasses.legacyDestinationHost : SwiftUIClasses.stackHost
        let stack = context.stack
        // U22: a legacy link in a host UIKit made, with no SwiftUI stack around it, pushes on
        // the navigation controller UIKit put the host in.
        let onHostNavigation =
            stack == nil && !context.inExpandedColumn && context.inUIKitHost && form == "NavigationLink"
            && !(context.reach.last.map { if case .present = sites[$0].action { true } else { false } } ?? false)
        if stack == nil, !context.inExpandedColumn, !onHostNavigation {
            if let shown = context.reach.last, case .present = sites[shown].action, !context.inStack {
                // R22.2: a presented host has no navigation controller of its own.
                report(
                    "swiftui-link-in-sheet-without-stack", at: location,
                    "this \(form) is in the content of the \(sites[shown].form) at \(sites[shown].location.file):\(sites[shown].location.line), outside any navigation stack: the presented hosting controller has no navigation controller, so it cannot push (R22.2); put a NavigationStack inside the presented content"
                )
                context.unknown = context.unknown ?? "in a presented view outside any navigation stack, it cannot push (R22.2)"
            } else {
                context.unknown = context.unknown ?? "no NavigationStack around it in the views read"
            }
        }
        let name = content.map { contentName(ExprSyntax($0), in: context) } ?? "\(context.view).destination"
        let host = add(name, hostClass, .plain, parent: nil, at: location)
        let action: Site.Action =
            onHostNavigation ? .pushOnHostNavigation : context.inExpandedColumn && stack == nil ? .drawnInColumn : .push(onto: stack ?? -1)
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
    mutating func shadowSheets(chainedUnder call: FunctionCallExprSyntax) {
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
    /// A call of the view's environment value that dismisses (R23.3): `dismiss()`,
    /// `self.dismiss()`, `presentationMode.wrappedValue.dismiss()`, recorded as a site of the
    /// view's host. Whether the call is one.
    mutating func walkDismiss(_ call: FunctionCallExprSyntax, _ context: Context, source: ParsedSource) -> Bool {
        guard call.arguments.isEmpty, call.trailingClosure == nil, let actions = index.views[context.view]?.dismissActions,
            !actions.isEmpty
        else { return false }
        let property: String?
        let action: SwiftUIViewIndex.DismissAction
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "dismiss",
            let wrapped = member.base?.as(MemberAccessExprSyntax.self), wrapped.declName.baseName.text == "wrappedValue"
        {
            (property, action) = (Self.ownProperty(wrapped.base), .presentationMode)
        } else {
            (property, action) = (Self.ownProperty(call.calledExpression), .dismiss)
        }
        guard let property, actions[property] == action else { return false }
        _ = record(
            Site(
                action: .dismissEnvironment, form: action == .dismiss ? "dismiss()" : "presentationMode.dismiss()", host: context.host,
                controller: context.host, location: source.location(of: call), view: context.view, branches: context.branches,
                isLazy: context.isLazy, reach: context.reach, unknown: context.unknown))
        return true
    }

    /// The name of a property of the view that `expression` reads: `name` or `self.name`.
    private static func ownProperty(_ expression: ExprSyntax?) -> String? {
        guard let expression else { return nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self) {
            return reference.baseName.text
        }
        guard let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        else { return nil }
        return member.declName.baseName.text
    }

    mutating func record(_ site: Site) -> Bool {
        let isDismissal = if case .dismissEnvironment = site.action { true } else { false }
        let counted = isDismissal ? dismissals : sites.count - dismissals
        guard counted < Self.siteLimit, site.reach.count < Self.reachLimit else {
            if isDismissal {
                noteLimit(at: site.location, "vcgraph stopped reading dismiss() calls here: past \(Self.siteLimit), the others are not read")
                return false
            }
            noteLimit(
                at: site.location,
                "vcgraph stopped following presentations and pushes here: past \(Self.siteLimit) sites, or \(Self.reachLimit) presentations and pushes in a row, the views they show are not read"
            )
            return false
        }
        sites.append(site)
        if isDismissal { dismissals += 1 }
        return true
    }
}
