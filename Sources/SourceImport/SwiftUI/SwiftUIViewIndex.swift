import SwiftSyntax

/// The SwiftUI views and apps of the sources read: each type that conforms to `View` or `App`
/// in its declaration, with the statements of its `body`.
struct SwiftUIViewIndex {
    struct ViewType {
        var name: String
        var body: CodeBlockItemListSyntax
        var source: ParsedSource
        var location: Location
        /// Its other computed properties and methods that return `some View` (the parts a
        /// body is split into), by name, with the file each is declared in (an extension's
        /// may be another).
        var parts: [String: (body: CodeBlockItemListSyntax, source: ParsedSource)] = [:]
        /// Its environment values that dismiss (R23.3), by the property's name:
        /// `@Environment(\.dismiss) var dismiss`, `@Environment(\.presentationMode) var mode`.
        var dismissActions: [String: DismissAction] = [:]
    }

    /// How a view's environment value dismisses: called itself (`dismiss()`), or through its
    /// wrapped value (`presentationMode.wrappedValue.dismiss()`).
    enum DismissAction: Hashable {
        case dismiss, presentationMode
    }

    /// The `View` types by name.
    private(set) var views: [String: ViewType] = [:]
    /// The `@main` `App` types (or any `App`), in file order.
    private(set) var apps: [ViewType] = []
    /// The `UIViewControllerRepresentable` types, with the class their
    /// `makeUIViewController(context:)` returns.
    private(set) var representables: [String: String] = [:]
    /// Each `UIHostingController(rootView: …)` the code makes: a host whose content is read
    /// as an App's is, in file order.
    private(set) var hostingRoots: [(rootView: ExprSyntax, source: ParsedSource, location: Location)] = []

    /// Parts declared in extensions, by type, joined to the types once every file is read.
    private var extensionParts: [String: [String: (CodeBlockItemListSyntax, ParsedSource)]] = [:]

    init(_ sources: [ParsedSource]) {
        for source in sources {
            for item in source.tree.statements {
                if case .decl(let decl) = item.item { index(decl, in: source) }
            }
            guard source.mentionsHostingController else { continue }
            let finder = HostingFinder(viewMode: .sourceAccurate)
            finder.walk(source.tree)
            hostingRoots += finder.found.map { ($0.rootView, source, source.location(of: $0.call)) }
        }
        for (name, parts) in extensionParts {
            for (part, body) in parts {
                if views[name] != nil, views[name]?.parts[part] == nil { views[name]?.parts[part] = body }
                if let app = apps.firstIndex(where: { $0.name == name }), apps[app].parts[part] == nil { apps[app].parts[part] = body }
            }
        }
    }

    /// Finds `UIHostingController(rootView:)` calls.
    private final class HostingFinder: SyntaxVisitor {
        var found: [(call: FunctionCallExprSyntax, rootView: ExprSyntax)] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee =
                node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? node.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression.trimmedText
            if callee == "UIHostingController", let rootView = node.arguments.first(where: { $0.label?.text == "rootView" })?.expression {
                found.append((node, rootView))
            }
            return .visitChildren
        }
    }

    private mutating func index(_ decl: DeclSyntax, in source: ParsedSource) {
        if let declaration = decl.as(ExtensionDeclSyntax.self) {
            let name = ClassIndex.typeName(declaration.extendedType)
            for (part, body) in Self.parts(of: declaration.memberBlock) { extensionParts[name, default: [:]][part] = (body, source) }
        }
        guard let declaration = decl.as(StructDeclSyntax.self) else {
            // Views nest in other types' declarations and extensions.
            let members =
                decl.as(ExtensionDeclSyntax.self)?.memberBlock ?? decl.as(EnumDeclSyntax.self)?.memberBlock
                ?? decl.as(ClassDeclSyntax.self)?.memberBlock
            for member in members?.members ?? [] { index(member.decl, in: source) }
            return
        }
        let conformances = Set(declaration.inheritanceClause?.inheritedTypes.map { ClassIndex.typeName($0.type) } ?? [])
        if conformances.contains("UIViewControllerRepresentable") {
            for member in declaration.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "makeUIViewController",
                    let returned = function.signature.returnClause?.type
                else { continue }
                representables[declaration.name.text] = ClassIndex.typeName(returned)
            }
        }
        let isApp = conformances.contains("App")
        if isApp || conformances.contains("View"), let body = Self.body(of: declaration.memberBlock) {
            var type = ViewType(name: declaration.name.text, body: body, source: source, location: source.location(of: declaration.name))
            type.parts = Self.parts(of: declaration.memberBlock).mapValues { ($0, source) }
            type.dismissActions = Self.dismissActions(of: declaration.memberBlock)
            if isApp { apps.append(type) } else if views[type.name] == nil { views[type.name] = type }
        }
        for member in declaration.memberBlock.members { index(member.decl, in: source) }
    }

    /// The stored properties that hold an environment value that dismisses, by name.
    private static func dismissActions(of block: MemberBlockSyntax) -> [String: DismissAction] {
        var actions: [String: DismissAction] = [:]
        for member in block.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for attribute in variable.attributes {
                guard let attribute = attribute.as(AttributeSyntax.self), attribute.attributeName.trimmedText == "Environment",
                    case .argumentList(let arguments)? = attribute.arguments,
                    let key = arguments.first?.expression.as(KeyPathExprSyntax.self)?.components.trimmedText
                else { continue }
                let action: DismissAction? =
                    switch key {
                    case ".dismiss": .dismiss
                    case ".presentationMode": .presentationMode
                    default: nil
                    }
                guard let action else { continue }
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { actions[name] = action }
                }
            }
        }
        return actions
    }

    /// The statements of `var body: some View { … }` (its getter).
    private static func body(of block: MemberBlockSyntax) -> CodeBlockItemListSyntax? {
        parts(of: block, named: "body")["body"]
    }

    /// The getters of the computed properties, and the bodies of the methods, that return
    /// `some View`; only `name`'s when it is given.
    private static func parts(of block: MemberBlockSyntax, named name: String? = nil) -> [String: CodeBlockItemListSyntax] {
        var parts: [String: CodeBlockItemListSyntax] = [:]
        for member in block.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        name == nil ? property != "body" : property == name,
                        name != nil || binding.typeAnnotation?.type.trimmedText.hasPrefix("some ") == true
                    else { continue }
                    switch binding.accessorBlock?.accessors {
                    case .getter(let statements)?: parts[property] = statements
                    case .accessors(let accessors)?:
                        if let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = getter.body {
                            parts[property] = body.statements
                        }
                    case nil: continue
                    }
                }
            } else if name == nil, let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
                function.signature.returnClause?.type.trimmedText.hasPrefix("some View") == true
            {
                parts[function.name.text] = body.statements
            }
        }
        return parts
    }
}
