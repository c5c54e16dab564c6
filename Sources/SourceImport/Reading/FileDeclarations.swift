import SwiftSyntax

/// What one file declares: its classes and their extensions with their members, its
/// structs, enums and actors, and its free functions; read file by file, on as many threads
/// as there are files to share, and joined in file order by ``ClassIndex/init(_:)``.
struct FileDeclarations {
    typealias Class = ClassIndex.Class
    typealias Method = ClassIndex.Method
    typealias Parameter = ClassIndex.Parameter
    typealias Property = ClassIndex.Property

    /// The classes the file declares or extends, with the members it gives them.
    var classes: [String: Class] = [:]
    /// Those classes, in the order the file first names them.
    var order: [String] = []
    var valueTypes: Set<String> = []
    var functions: [Method] = []

    init(_ source: ParsedSource) {
        for item in source.tree.statements {
            index(item.item, in: source, enclosing: nil)
        }
    }

    private mutating func index(_ item: CodeBlockItemSyntax.Item, in source: ParsedSource, enclosing: String?) {
        switch item {
        case .decl(let decl): index(decl, in: source, enclosing: enclosing)
        default: break
        }
    }

    private mutating func index(_ decl: DeclSyntax, in source: ParsedSource, enclosing: String?) {
        if let declaration = decl.as(ClassDeclSyntax.self) {
            let name = declaration.name.text
            let superclass = declaration.inheritanceClause?.inheritedTypes.first.map { ClassIndex.typeName($0.type) }
            if classes[name] == nil {
                classes[name] = Class(name: name, superclass: superclass, location: source.location(of: declaration), isDeclared: true)
                order.append(name)
            } else if classes[name]?.isDeclared == false {
                // Its extensions were read first (`Inbox+Actions.swift` sorts before `Inbox.swift`).
                classes[name]?.superclass = superclass
                classes[name]?.location = source.location(of: declaration)
                classes[name]?.isDeclared = true
            }
            members(declaration.memberBlock, of: name, in: source)
        } else if let declaration = decl.as(ExtensionDeclSyntax.self) {
            let name = ClassIndex.typeName(declaration.extendedType)
            if classes[name] == nil {
                classes[name] = Class(name: name, superclass: nil, location: source.location(of: declaration), isDeclared: false)
                order.append(name)
            }
            members(declaration.memberBlock, of: name, in: source)
        } else if let declaration = decl.as(StructDeclSyntax.self) {
            valueTypes.insert(declaration.name.text)
            members(declaration.memberBlock, of: declaration.name.text, in: source, isClass: false)
        } else if let declaration = decl.as(EnumDeclSyntax.self) {
            valueTypes.insert(declaration.name.text)
            members(declaration.memberBlock, of: declaration.name.text, in: source, isClass: false)
        } else if let declaration = decl.as(ActorDeclSyntax.self) {
            valueTypes.insert(declaration.name.text)
            members(declaration.memberBlock, of: declaration.name.text, in: source, isClass: false)
        } else if let function = decl.as(FunctionDeclSyntax.self), let method = Self.method(function, className: nil, in: source) {
            functions.append(method)
        }
    }

    private mutating func members(_ block: MemberBlockSyntax, of name: String, in source: ParsedSource, isClass: Bool = true) {
        for member in block.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), let method = Self.method(function, className: name, in: source) {
                if isClass { classes[name]?.methods.append(method) } else { functions.append(method) }
            } else if isClass, let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body {
                let parameters = initializer.signature.parameterClause.parameters
                let method = Method(
                    name: "init", labels: parameters.map { $0.firstName.text }, parameters: parameters.map(Parameter.init), className: name,
                    statements: body.statements, source: source, location: source.location(of: initializer))
                classes[name]?.methods.append(method)
            } else if isClass, let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
            {
                for binding in variable.bindings {
                    guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if let getter = Self.getter(binding.accessorBlock) {
                        // A computed property: read as a method of no arguments that returns its value.
                        let method = Method(
                            name: property, labels: [], returnType: binding.typeAnnotation.map { ClassIndex.typeName($0.type) }, returnsValue: true,
                            className: name, statements: getter, source: source, location: source.location(of: binding))
                        classes[name]?.getters[property] = method
                    } else {
                        classes[name]?.properties[property] = Property(
                            initializer: binding.initializer?.value, source: source, location: source.location(of: binding))
                    }
                }
            } else if member.decl.is(ClassDeclSyntax.self) || member.decl.is(StructDeclSyntax.self) || member.decl.is(EnumDeclSyntax.self) {
                index(member.decl, in: source, enclosing: name)
            }
        }
    }

    /// A computed property's getter: its statements; nil for a stored property, observers or none.
    private static func getter(_ block: AccessorBlockSyntax?) -> CodeBlockItemListSyntax? {
        switch block?.accessors {
        case .getter(let statements)?: statements
        case .accessors(let accessors)?: accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: nil
        }
    }

    static func method(_ function: FunctionDeclSyntax, className: String?, in source: ParsedSource) -> Method? {
        guard let body = function.body else { return nil }
        let parameters = function.signature.parameterClause.parameters
        let returnType = function.signature.returnClause.map { ClassIndex.typeName($0.type) }
        return Method(
            name: function.name.text, labels: parameters.map { $0.firstName.text }, parameters: parameters.map(Parameter.init),
            returnType: returnType, returnsValue: returnType != nil, className: className, statements: body.statements, source: source,
            location: source.location(of: function.name))
    }
}
