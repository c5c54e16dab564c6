import PresentationModel
import PresentationScenarios
import StoryboardImport
import SwiftSyntax

/// A controller a path has made (`UINavigationController(rootViewController: editor)`) and
/// not yet put in the model: what its declaration will say once an operation uses it.
struct FreshController {
    var id: ControllerID
    var className: String
    var kind: ControllerKind
    var attributes = ControllerAttributes()
    /// Fresh controllers it contains (a navigation controller's root, a tab bar's tabs, a
    /// classic split view's `viewControllers`).
    var children: [Int] = []
    /// A column-style split view's columns (`setViewController(_:for:)`).
    var columns: [(column: SplitColumn, controller: Int)] = []
    /// Whether the model holds it (declared by the first operation that used it).
    var declared = false
    /// What its place in the model rests on: the assumptions of the operation that declared
    /// it, which every later answer about it inherits.
    var assumptions: [CodeAssumption] = []
    /// Where the code wrote its `modalPresentationStyle`.
    var styleWritten: Location?
    /// A storyboard scene made by identifier: its declaration with its relationship children,
    /// and which element each controller of it was made from.
    var scene: Instantiation?

    /// Whether `other` is the same controller made the same way; one made from a storyboard
    /// scene is taken for different.
    func isSame(as other: FreshController) -> Bool {
        scene == nil && other.scene == nil && id == other.id && className == other.className && kind == other.kind
            && attributes == other.attributes && children == other.children && declared == other.declared
            && assumptions == other.assumptions && styleWritten == other.styleWritten && columns.count == other.columns.count
            && zip(columns, other.columns).allSatisfy { $0.column == $1.column && $0.controller == $1.controller }
    }
}

/// What an expression of the code stands for, on one path. Equal values stand for the same
/// thing on every path that holds them.
enum Value: Equatable {
    /// A controller the path made: an index into ``PathState/fresh``.
    case fresh(Int)
    /// A controller of the model, found under these assumptions (none: decided).
    case controller(ControllerID, [CodeAssumption])
    /// A lookup that is nil on this path (`navigationController` of a controller in no
    /// navigation controller): a call on it does nothing.
    case none(String)
    /// Not resolved: why.
    case unknown(String)
    /// Not a controller.
    case other
    /// An object of a type of the app's that is not a controller (a coordinator, a router):
    /// its methods are followed, its stored properties are its type's (the one instance of
    /// its type, A7).
    case instance(String)
    /// An array of values (`[inbox, settings]`, a container's `viewControllers`).
    case list([Value])
    /// A storyboard, by name (`UIStoryboard(name: "Main", bundle: nil)`, a controller's
    /// `storyboard`).
    case storyboard(String)
    /// A closure the code wrote, with what it captured: it runs where a call the reader
    /// follows calls it.
    indirect case closure(Closure)
}

/// A closure written in a flow, and what it runs with: the `self` and locals of the place
/// it was written.
struct Closure: Equatable {
    var syntax: ClosureExprSyntax
    var source: ParsedSource
    var context: FlowReader.Context
    var locals: [String: Value]

    static func == (a: Closure, b: Closure) -> Bool {
        a.syntax.id == b.syntax.id && a.source === b.source && a.context == b.context && a.locals == b.locals
    }
}

/// One path through a flow: the model run so far, what the path has made, its locals, the
/// branches it took and what every answer on it rests on.
struct PathState {
    var run: ScenarioRun
    init(run: ScenarioRun) { self.run = run }
    var fresh: [FreshController] = [] {
        didSet {
            if fresh.isEmpty {
                freshIDs = []
                lastNumbers = [:]
            }
        }
    }
    /// The ids of ``fresh``, to name the next one without a search.
    private(set) var freshIDs: Set<ControllerID> = []
    /// For each base of an id ``newID(named:className:)`` numbered while ``fresh`` held
    /// controllers, the number it gave: the ids up to it are taken, so the next search starts
    /// past it (a launch that makes a hundred navigation controllers numbers each once).
    private var lastNumbers: [String: Int] = [:]
    var locals: [String: Value] = [:]
    var branches: [String] = []
    /// What every answer on this path rests on (A5, A10), besides each call's own.
    var assumptions: [CodeAssumption] = []
    /// A `return` (or a `guard`'s exit) ended the path.
    var ended = false
    /// The stored properties the path has written or read, by their owner (a controller's
    /// id, or a type for the one instance of a type that is not a controller) and name.
    var properties: [String: Value] = [:]
    /// The handlers of the alert actions the path made, to read once the flow has ended.
    var handlers: [(closure: ClosureExprSyntax, source: ParsedSource, at: Location)] = []
    /// The children `addChild(_:)` added on this path, where, until `didMove(toParent:)`.
    var unmoved: [(child: ControllerID, at: Location, assumptions: [CodeAssumption])] = []
    /// The storyboard element each controller of the model made from a storyboard was made from.
    var sceneOf: [ControllerID: StoryboardCatalog.Key] = [:]
    /// The value the method being read returned on this path (its `return` statement's).
    var returned: Value?
    /// The closures the path has run (by a followed call that calls them).
    var closuresRun: Set<SyntaxIdentifier> = []

    var hierarchy: Hierarchy { run.hierarchy }

    /// Whether `other` is this path but for the branches it took: the same run, made, known
    /// and assumed, so every answer read on from either is the same. Said only when plain:
    /// what is not compared cheaply (a storyboard scene made and not yet declared) is taken
    /// for a difference.
    func isSame(as other: PathState) -> Bool {
        guard run.hasRunSameSteps(as: other.run), ended == other.ended, fresh.count == other.fresh.count,
            locals.count == other.locals.count, properties.count == other.properties.count, assumptions == other.assumptions,
            handlers.count == other.handlers.count, unmoved.count == other.unmoved.count, returned == other.returned
        else { return false }
        return zip(fresh, other.fresh).allSatisfy { $0.isSame(as: $1) } && freshIDs == other.freshIDs && lastNumbers == other.lastNumbers
            && locals == other.locals && properties == other.properties
            && zip(handlers, other.handlers).allSatisfy { $0.closure.id == $1.closure.id && $0.source === $1.source && $0.at == $1.at }
            && zip(unmoved, other.unmoved).allSatisfy { $0.child == $1.child && $0.at == $1.at && $0.assumptions == $1.assumptions }
            && sceneOf == other.sceneOf && closuresRun == other.closuresRun
    }

    mutating func assume(_ assumption: CodeAssumption) {
        if !assumptions.contains(assumption) { assumptions.append(assumption) }
    }

    /// A new fresh controller's id: the local it is bound to, else its class in lower camel
    /// case, numbered from the second (`editor`, `contactsViewController#2`).
    mutating func newID(named name: String?, className: String) -> ControllerID {
        // UIKit's prefix dropped: `navigationController` for a `UINavigationController`.
        let bare = className.hasPrefix("UI") && className.dropFirst(2).first?.isUppercase == true ? String(className.dropFirst(2)) : className
        let base = name ?? (bare.prefix(1).lowercased() + bare.dropFirst())
        var number = lastNumbers[base] ?? 1
        var candidate = number == 1 ? ControllerID(base) : ControllerID("\(base)#\(number)")
        while hierarchy.contains(candidate) || freshIDs.contains(candidate) {
            number += 1
            candidate = ControllerID("\(base)#\(number)")
        }
        lastNumbers[base] = number
        return candidate
    }

    /// Adds a controller the path made; its index in ``fresh``.
    mutating func add(_ made: FreshController) -> Int {
        fresh.append(made)
        freshIDs.insert(made.id)
        return fresh.count - 1
    }

    /// The declaration of fresh controller `index` and everything it contains.
    func spec(of index: Int) -> ControllerSpec {
        let made = fresh[index]
        var attributes = made.attributes
        attributes.className = made.className
        if let scene = made.scene {
            var spec = scene.spec
            spec.attributes = attributes
            return spec
        }
        guard case .split(let style) = made.kind else {
            return ControllerSpec(id: made.id, kind: made.kind, attributes: attributes, children: made.children.map(spec(of:)))
        }
        // A split view's `viewControllers` fill its columns in order.
        let order: [SplitColumn] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        var columns = zip(order, made.children).map { ControllerSpec.Column($0, spec(of: $1)) }
        for (column, controller) in made.columns {
            columns.removeAll { $0.column == column }
            columns.append(.init(column, spec(of: controller)))
        }
        return ControllerSpec(id: made.id, kind: made.kind, attributes: attributes, columns: columns)
    }

    /// Gives fresh controller `index` and its contents the assumptions their declaration
    /// rests on.
    mutating func rest(_ index: Int, on assumptions: [CodeAssumption]) {
        fresh[index].assumptions = assumptions
        for child in fresh[index].children + fresh[index].columns.map(\.controller) { rest(child, on: assumptions) }
    }

    /// Marks fresh controller `index` and its contents as declared.
    mutating func markDeclared(_ index: Int) {
        fresh[index].declared = true
        for (id, key) in fresh[index].scene?.elements ?? [] { sceneOf[id] = key }
        for child in fresh[index].children + fresh[index].columns.map(\.controller) { markDeclared(child) }
    }
}
