import PresentationModel
import PresentationScenarios

/// The storyboards given together (a folder, or several files): one place that finds a
/// controller by its element, follows storyboard references across the files, and names
/// every controller with a readable, stable id.
public struct StoryboardCatalog: Sendable {
    public let storyboards: [Storyboard]
    /// How the custom segue classes of these storyboards are read: the well-known ones as
    /// they do, and the user's (`--custom-segue`) as the user says.
    public var customSegues = CustomSegueRules()
    /// A controller element in one of the storyboards.
    public struct Key: Hashable, Sendable, Comparable {
        public var storyboard: Int
        public var element: String

        public init(storyboard: Int, element: String) {
            self.storyboard = storyboard
            self.element = element
        }

        public static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.storyboard, lhs.element) < (rhs.storyboard, rhs.element)
        }
    }

    private var controllerIndex: [Key: Int] = [:]
    private var baseIDs: [Key: ControllerID] = [:]
    /// Each container's contents: its relationship and embed segues, in document order, after
    /// the children a known container class names in runtime attributes, and before those it
    /// puts in by performing its own segues at load, in the order it performs them
    /// (``KnownContainer``).
    private var contents: [Key: [StoryboardSegue]] = [:]
    /// The transition segues leaving each controller that a user can fire, in document order.
    private var transitions: [Key: [SegueReference]] = [:]
    /// The segues a known container performs itself at load, with the slot each fills.
    private var performedAtLoad: [SegueReference: String] = [:]

    public init(_ storyboards: [Storyboard], customSegues: CustomSegueRules = CustomSegueRules()) {
        self.storyboards = storyboards
        self.customSegues = customSegues
        var taken: [ControllerID: Key] = [:]
        for (s, storyboard) in storyboards.enumerated() {
            var identifiers = Set<String>()
            for (c, controller) in storyboard.controllers.enumerated() {
                let key = Key(storyboard: s, element: controller.element)
                controllerIndex[key] = c
                // The storyboard identifier when it names one controller of its file, a
                // reference by the storyboard (and scene) it names, else the class and the
                // element id; the element id after it when another controller took the same id.
                var id: ControllerID
                if controller.isReference {
                    let name = controller.referencedStoryboard ?? storyboard.name
                    id = ControllerID("\(name).storyboard" + (controller.referencedIdentifier.map { "/\($0)" } ?? ""))
                } else if let identifier = controller.storyboardIdentifier, identifiers.insert(identifier).inserted {
                    id = ControllerID(identifier)
                } else {
                    id = ControllerID("\(controller.customClass ?? controller.elementKind.className).\(controller.element)")
                }
                if taken[id] != nil { id = ControllerID("\(id.rawValue)@\(controller.element)") }
                if taken[id] != nil { id = ControllerID("\(storyboard.name)/\(id.rawValue)") }
                taken[id] = key
                baseIDs[key] = id
                if let known = controller.customClass.flatMap({ KnownContainer.all[$0] }) {
                    contents[key, default: []] += known.relationships(of: controller, in: storyboard)
                }
            }
            var loaded: [Key: [(order: Int, segue: StoryboardSegue)]] = [:]
            for (index, segue) in storyboard.segues.enumerated() {
                let key = Key(storyboard: s, element: segue.source)
                let reference = SegueReference(storyboard: s, index: index)
                if let known = controller(key)?.customClass.flatMap({ KnownContainer.all[$0] }),
                    let (order, slot) = known.loadSegue(segue)
                {
                    var embed = segue
                    embed.kind = .embed
                    embed.relationship = slot
                    loaded[key, default: []].append((order, embed))
                    performedAtLoad[reference] = slot
                } else if segue.kind.isTransition {
                    transitions[key, default: []].append(reference)
                } else {
                    contents[key, default: []].append(segue)
                }
            }
            for (key, segues) in loaded {
                contents[key, default: []] += segues.sorted { $0.order < $1.order }.map(\.segue)
            }
        }
    }

    public func controller(_ key: Key) -> StoryboardController? {
        controllerIndex[key].map { storyboards[key.storyboard].controllers[$0] }
    }

    /// The readable id of a controller: its storyboard identifier, else `Class.elementID`.
    public func baseID(_ key: Key) -> ControllerID {
        baseIDs[key] ?? ControllerID(key.element)
    }

    /// The relationship and embed segues of a container, in document order.
    public func contents(of key: Key) -> [StoryboardSegue] { contents[key] ?? [] }

    /// The transition segues that leave a controller and a user can fire, in document order:
    /// not those its class performs itself at load (``loadSlot(of:)``).
    public func transitions(from key: Key) -> [SegueReference] { transitions[key] ?? [] }

    /// The slot a transition segue fills when its source's class performs it itself at load
    /// (``KnownContainer/loadSegues``); nil for a segue a user fires.
    public func loadSlot(of segue: SegueReference) -> String? { performedAtLoad[segue] }

    /// The window root: the initial controller of the first storyboard given that has one.
    public var initialController: Key? {
        for (s, storyboard) in storyboards.enumerated() {
            if let element = storyboard.initialControllerElement {
                let key = Key(storyboard: s, element: element)
                if controller(key) != nil { return resolve(key).target }
            }
        }
        return nil
    }

    /// What a storyboard reference stands for.
    public enum Reference: Sendable {
        /// Not a reference, or one resolved to a scene of a storyboard given.
        case resolved
        /// A storyboard that was not given: the reference stays a named placeholder.
        case external(storyboard: String)
        /// A storyboard that was given but has no such scene.
        case dangling(String)
    }

    /// Follows storyboard references from `key` to the scene they stand for. A reference to a
    /// storyboard not given, or one whose scene is missing, stays the reference itself.
    public func resolve(_ key: Key) -> (target: Key, reference: Reference) {
        var current = key
        var visited = Set<Key>()
        while let controller = controller(current), controller.isReference, visited.insert(current).inserted {
            let name = controller.referencedStoryboard ?? storyboards[current.storyboard].name
            guard let s = storyboards.firstIndex(where: { $0.name == name }) else {
                return (current, .external(storyboard: name))
            }
            let element: String?
            if let identifier = controller.referencedIdentifier {
                element = storyboards[s].controllers.first { $0.storyboardIdentifier == identifier && !$0.isReference }?.element
                guard element != nil else {
                    return (current, .dangling("storyboard '\(name)' has no scene with the storyboard identifier '\(identifier)'"))
                }
            } else {
                element = storyboards[s].initialControllerElement
                guard element != nil else {
                    return (current, .dangling("storyboard '\(name)' has no initial view controller"))
                }
            }
            current = Key(storyboard: s, element: element!)
        }
        if visited.contains(current), controller(current)?.isReference == true {
            return (current, .dangling("the storyboard references form a cycle"))
        }
        return (current, .resolved)
    }

    /// Every controller in the containment tree of `key` (itself first), through the
    /// references, each once: what instantiating `key` creates.
    public func subtree(of key: Key) -> [Key] {
        var result: [Key] = []
        var seen = Set<Key>()
        var pending = [resolve(key).target]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            result.append(next)
            for segue in contents(of: next).reversed() {
                let child = resolve(Key(storyboard: next.storyboard, element: segue.destination)).target
                if controller(child) != nil { pending.append(child) }
            }
        }
        return result
    }
}
