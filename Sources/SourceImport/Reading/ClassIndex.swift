import PresentationModel
import PresentationScenarios
import SwiftSyntax

/// The classes of the sources read, with their superclasses and methods, and the free
/// functions; which classes are view controllers, and of which UIKit kind.
///
/// A class is a view controller when its superclass chain, through the files read, reaches
/// one of UIKit's view controller classes; its kind is that class's. A class whose chain
/// leaves the files read at another class is not taken for one: vcgraph never guesses from
/// a name.
struct ClassIndex {
    /// A method (or a free function), with what is needed to read its body. A class, made
    /// once when its file is read and never changed: the index, its lookups by name and every
    /// path that follows a call share it.
    final class Method {
        /// `compose`, or `scene(_:willConnectTo:options:)`.
        let name: String
        /// The argument labels, `_` for none.
        let labels: [String]
        /// The parameters, in order.
        let parameters: [Parameter]
        /// The type it declares it returns, without optionality (`UINavigationController`).
        let returnType: String?
        /// Whether it returns a value: a body of one expression is that value (Swift's
        /// implicit return).
        let returnsValue: Bool
        let className: String?
        /// The body's statements.
        let statements: CodeBlockItemListSyntax
        let source: ParsedSource
        let location: Location
        /// Whether the body calls an R26.1 form or writes a window's root, a container's
        /// controllers or a presentation's style (``FormScanner/scan(_:)``).
        let hasForms: Bool
        /// The names of the functions and methods the body calls.
        let callees: Set<String>

        init(
            name: String, labels: [String], parameters: [Parameter] = [], returnType: String? = nil, returnsValue: Bool = false,
            className: String?, statements: CodeBlockItemListSyntax, source: ParsedSource, location: Location
        ) {
            self.name = name
            self.labels = labels
            self.parameters = parameters
            self.returnType = returnType
            self.returnsValue = returnsValue
            self.className = className
            self.statements = statements
            self.source = source
            self.location = location
            (hasForms, callees) = FormScanner.scan(statements)
        }

        /// For each parameter, the argument of a call of this shape that it takes, or nil
        /// when it keeps its default; nil when the call cannot be of this method.
        ///
        /// Arguments are matched as Swift matches them: in order, each labelled argument to
        /// the next parameter with that label, passing over parameters that have a default;
        /// then the trailing closures, each to the next parameter that takes a closure.
        func arguments(for call: CallShape) -> [CallShape.Argument?]? {
            var taken: [CallShape.Argument?] = Array(repeating: nil, count: parameters.count)
            var next = 0
            for (position, label) in call.labels.enumerated() {
                while next < parameters.count, parameters[next].label != label {
                    guard parameters[next].hasDefault else { return nil }
                    next += 1
                }
                guard next < parameters.count else { return nil }
                taken[next] = .argument(position)
                next += 1
            }
            var closure = 0
            while closure < call.trailingClosures {
                guard next < parameters.count else { return nil }
                if parameters[next].takesClosure || !parameters[next].hasDefault {
                    taken[next] = .trailingClosure(closure)
                    closure += 1
                }
                next += 1
            }
            guard parameters[next...].allSatisfy(\.hasDefault) else { return nil }
            return taken
        }

        /// The method's name with its argument labels, as Swift writes a reference to it.
        var signature: String { labels.isEmpty ? "\(name)()" : "\(name)(\(labels.map { "\($0):" }.joined()))" }
        /// `InboxViewController.compose()`, or the signature alone for a free function.
        var qualifiedName: String { className.map { "\($0).\(signature)" } ?? signature }
    }

    /// A parameter of a method: its label (`_` for none), its name inside the body, whether
    /// it has a default value and whether its type is a closure's.
    struct Parameter {
        var label: String
        var name: String
        var hasDefault: Bool
        var takesClosure: Bool

        init(_ syntax: FunctionParameterSyntax) {
            label = syntax.firstName.text
            name = (syntax.secondName ?? syntax.firstName).text
            hasDefault = syntax.defaultValue != nil
            takesClosure = Self.isClosure(syntax.type)
        }

        /// `() -> Void`, `@escaping (Bool) -> Void`, `((Bool) -> Void)?`.
        static func isClosure(_ type: TypeSyntax) -> Bool {
            if type.is(FunctionTypeSyntax.self) { return true }
            if let attributed = type.as(AttributedTypeSyntax.self) { return isClosure(attributed.baseType) }
            if let optional = type.as(OptionalTypeSyntax.self) { return isClosure(optional.wrappedType) }
            if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return isClosure(implicit.wrappedType) }
            if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                return isClosure(only.type)
            }
            return false
        }
    }

    /// A stored property of a class, with its initial value when the declaration gives one.
    struct Property {
        var initializer: ExprSyntax?
        var source: ParsedSource
        var location: Location
    }

    struct Class {
        var name: String
        var superclass: String?
        var location: Location
        /// Whether the files read declare the class, rather than only extend it.
        var isDeclared: Bool
        var methods: [Method] = []
        var properties: [String: Property] = [:]
        /// The computed properties, by name: their getters.
        var getters: [String: Method] = [:]

        /// Adds what another file says of the class (its declaration, an extension).
        mutating func merge(_ declared: Class) {
            if !isDeclared, declared.isDeclared {
                superclass = declared.superclass
                location = declared.location
                isDeclared = true
            }
            methods += declared.methods
            properties.merge(declared.properties) { $1 }
            getters.merge(declared.getters) { $1 }
        }
    }

    private(set) var classes: [String: Class] = [:]
    /// The structs, enums and actors the files read declare: never controllers, whatever
    /// their names (a `UIViewControllerRepresentable` named `…ViewController`).
    private var valueTypes: Set<String> = []
    /// Every method and free function by name, for the calls of app methods on receivers the
    /// reader does not follow.
    private var byName: [String: [Method]] = [:]
    /// The view controller classes with a method, other than an initializer, that reaches a
    /// form (``reachesForms(_:)``):
    /// the classes whose placement starts flows.
    private(set) var classesWithFlows: Set<String> = []
    /// The classes in the order of the files and lines they are declared at.
    private(set) var order: [String] = []
    private(set) var functions: [Method] = []

    /// UIKit's view controller classes the reader knows, with their kind.
    static let uikitControllers: [String: ControllerKind] = [
        "UIViewController": .plain, "UITableViewController": .plain, "UICollectionViewController": .plain,
        "UIAlertController": .plain, "UIActivityViewController": .plain, "UIDocumentPickerViewController": .plain,
        "UIReferenceLibraryViewController": .plain, "UIImagePickerController": .navigation, "UIVideoEditorController": .navigation,
        "UINavigationController": .navigation, "UITabBarController": .tabBar, "UIPageViewController": .page,
        "UISplitViewController": .split(.unspecified), "UISearchController": .plain, "SFSafariViewController": .plain,
        "MFMailComposeViewController": .navigation, "MFMessageComposeViewController": .navigation, "UIHostingController": .plain,
    ]

    /// The index of the files `declarations` were read from, in their order: a class's
    /// members in the order of the files and lines that declare them, its superclass and
    /// place from its declaration (its extensions' place until one is read).
    init(_ declarations: [FileDeclarations]) {
        for file in declarations {
            for name in file.order {
                guard let declared = file.classes[name] else { continue }
                guard classes[name] != nil else {
                    classes[name] = declared
                    order.append(name)
                    continue
                }
                // Merged in place: a class's copy would copy its methods and properties.
                classes[name]?.merge(declared)
            }
            valueTypes.formUnion(file.valueTypes)
            functions += file.functions
        }
        for (name, declared) in classes where declared.isDeclared { superclasses[name] = .some(declared.superclass) }
        var methods: [Method] = []
        for name in order { methods += classes[name]?.methods ?? [] }
        methods += functions
        reaching = Self.reaching(methods)
        for method in methods { byName[method.name, default: []].append(method) }
        valueNames = Set(byName.values.joined().filter { reachesForms($0) || returnsController($0) }.map(\.name))
        classesWithFlows = Set(
            order.filter { name in kind(of: name) != nil && classes[name]?.methods.contains { $0.name != "init" && reachesForms($0) } == true })
    }

    /// The superclass of each class the files declare (nil for a root class): the chains
    /// ``kind(of:)`` and ``unseenBase(of:)`` walk, without copying a class at each step.
    private var superclasses: [String: String?] = [:]

    /// The names of the methods that reach a form (``reachesForms(_:)``).
    private var reaching: Set<String> = []

    /// Whether `method`'s body calls an R26.1 form, or calls a method of the app's (by name)
    /// that reaches one: the methods worth following from a call on a receiver.
    func reachesForms(_ method: Method) -> Bool { reaching.contains(method.name) }

    /// The names of the methods that reach a form: those that call one, then, until nothing
    /// changes, those that call by name a method already found.
    private static func reaching(_ methods: [Method]) -> Set<String> {
        var reaching = Set(methods.lazy.filter(\.hasForms).map(\.name))
        var changed = true
        while changed {
            changed = false
            for method in methods where !reaching.contains(method.name) && !method.callees.isDisjoint(with: reaching) {
                reaching.insert(method.name)
                changed = true
            }
        }
        return reaching
    }

    /// A type's name without generic arguments or optionality: `UINavigationController`.
    static func typeName(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let optional = type.as(OptionalTypeSyntax.self) { return typeName(optional.wrappedType) }
        return type.trimmedText
    }

    /// The names of the methods whose value is worth reading where a call is used as a
    /// value: those that reach a form or return a controller.
    private(set) var valueNames: Set<String> = []

    /// Whether the files read declare a method or function named `name`.
    func declaresMethod(named name: String) -> Bool { byName[name] != nil }

    /// Every method of the files read (in classes, extensions and structs, and the free
    /// functions) named `name` that a call of this shape can call.
    func methods(named name: String, call: CallShape) -> [Method] {
        (byName[name] ?? []).filter { $0.arguments(for: call) != nil }
    }

    /// The stored property `name` of `className` or of a class it inherits from in the files read.
    func property(_ name: String, of className: String) -> Property? {
        nearest(from: className) { $0.properties[name] }
    }

    /// What `find` finds first in `className` and the classes it inherits from, through the
    /// files read, nearest first.
    func nearest<Found>(from className: String, _ find: (Class) -> Found?) -> Found? {
        var current: String? = className
        // A chain longer than the table has a cycle: it ends there.
        var steps = 0
        // Each class read in place, by its position in the table: not copied.
        while let next = current, steps <= classes.count, let position = classes.index(forKey: next) {
            steps += 1
            if let found = find(classes.values[position]) { return found }
            current = classes.values[position].superclass
        }
        return nil
    }

    /// Whether `className` is one of UIKit's own classes (its methods here are an extension's).
    func isUIKit(_ className: String) -> Bool { Self.uikitControllers[className] != nil }

    /// The UIKit kind of a view controller class (its own, or the nearest UIKit class on its
    /// superclass chain through the files read; or, for a class outside the files read or a
    /// chain that leaves them, what ``unseenBase(of:)`` takes it for); nil for any other type.
    func kind(of className: String) -> ControllerKind? {
        var name = className
        // A chain longer than the table has a cycle: it ends there.
        for _ in 0...classes.count {
            if let kind = Self.uikitControllers[name] { return kind }
            guard let declared = superclasses[name] else { return valueTypes.contains(name) ? nil : Self.kind(named: name) }
            guard let superclass = declared else { return nil }
            name = superclass
        }
        return nil
    }

    /// The class outside the files read (`className` itself, or the base class at which its
    /// superclass chain leaves them: the app's, in a file not given, or a library's) whose
    /// name makes it a controller (``kind(named:)``): what the class is taken for rests on
    /// that name, an assumption every answer about it carries.
    func unseenBase(of className: String) -> String? {
        var name = className
        // A chain longer than the table has a cycle: it ends there.
        for _ in 0...classes.count {
            if Self.uikitControllers[name] != nil { return nil }
            guard let declared = superclasses[name] else {
                return valueTypes.contains(name) || Self.kind(named: name) == nil ? nil : name
            }
            guard let superclass = declared else { return nil }
            name = superclass
        }
        return nil
    }

    /// What an answer about an instance of `className` assumes of its class, when
    /// ``unseenBase(of:)`` is what makes it a controller.
    func unseenClass(of className: String) -> CodeAssumption? {
        guard let base = unseenBase(of: className), let kind = Self.kind(named: base) else { return nil }
        return .unseenClass(className: className, unseen: base, kind: kind == .navigation ? "navigation controller" : "view controller")
    }

    /// A class outside the files read, by its name: `…NavigationController` a navigation
    /// controller, `…ViewController` a view controller; nil for any other name.
    static func kind(named name: String) -> ControllerKind? {
        if name.hasSuffix("NavigationController") { return .navigation }
        if name.hasSuffix("ViewController") { return .plain }
        return nil
    }

    /// The method of `className`, or of the classes it inherits from in the files read (its
    /// own first), named `name` that a call of this shape can call.
    func method(_ name: String, call: CallShape, of className: String) -> Method? {
        let calls = { (method: Method) in method.name == name && method.arguments(for: call) != nil }
        return nearest(from: className) { $0.methods.first(where: calls) }
            // A struct's, enum's or actor's.
            ?? functions.first { $0.className == className && calls($0) }
    }

    /// The getter of the computed property `name` of `className` or of a class it inherits
    /// from in the files read.
    func getter(_ name: String, of className: String) -> Method? {
        nearest(from: className) { $0.getters[name] }
    }

    /// Whether `method` declares it returns a view controller: a factory whose value is
    /// worth reading.
    func returnsController(_ method: Method) -> Bool {
        method.returnType.map { kind(of: $0) != nil } ?? false
    }

    /// Whether `name` is a type of the app's that is not a view controller: a class the files
    /// declare whose chain reaches no controller class, or a struct, enum or actor.
    func isObjectType(_ name: String) -> Bool {
        if valueTypes.contains(name) { return true }
        guard let declared = classes[name], declared.isDeclared else { return false }
        return kind(of: name) == nil
    }
}

extension ParsedSource {
    /// Where `node` starts, as a scenario's place.
    func location(of node: some SyntaxProtocol) -> Location {
        let location = node.startLocation(converter: converter)
        return Location(file: path, line: location.line, column: location.column)
    }
}
