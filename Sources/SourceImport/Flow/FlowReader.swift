import PresentationModel
import PresentationScenarios
import StoryboardImport
@_spi(RawSyntax) import SwiftSyntax

/// Reads one flow (a launch, an action) path by path: each statement in order, each branch
/// of an `if`, `guard` or `switch` a path of its own, each R26.1 call applied to the path's
/// model run when its receiver and arguments resolve, and listed as unknown when they do not.
struct FlowReader {
    let index: ClassIndex
    /// The storyboards read with the code: scenes made by identifier, segues performed.
    let catalog: StoryboardCatalog?
    /// The most paths one flow follows; further alternatives are dropped, and said so.
    let pathLimit: Int
    /// How deep calls to the class's own methods are followed.
    let inlineDepth = 6
    /// The most statements one flow reads, counted on every path: a flow of thousands of
    /// branches, or a function of a hundred thousand lines, ends there with a note.
    let statementLimit: Int
    /// The statements the current flow has read.
    var statementsRead = 0

    var operations: [CodeOperation] = []
    var findings: [CodeFinding] = []
    /// The flows that met ``pathLimit``.
    var limitedFlows: Set<String> = []
    /// A call site whose path `vcgraph import` writes (file and line), and that path's run
    /// once the first operation there was applied, with what it assumed.
    let site: (file: String, line: Int)?
    var siteRun: (run: ScenarioRun, assumptions: [CodeAssumption], flow: String, branches: [String])?
    /// How many call sites outside the launch keep their path's run (``CodeReport/frames``).
    var frameLimit: Int
    var frames: [CodeReport.Frame] = []
    /// The call sites applied outside the launch past ``frameLimit``.
    var framesLeftOut = 0
    /// Whether the flow being read is the launch, whose call sites are the launch's frame.
    var readingLaunch = false
    /// The call sites already framed (or left out), by place and flow.
    var framedSites: Set<FramedSite> = []
    /// The quoted text of the nodes quoted so far (``quoted(_:)``).
    var quotedTexts: [SyntaxIdentifier: String] = [:]
    /// The answers this reader recorded, to record each once a flow (``add(_:)``).
    var recorded: Set<RecordedAnswer> = []

    /// Equal when every field is; hashed on the place and the flow only, which few answers
    /// share, so that the answer's texts are read only to compare those few.
    struct RecordedAnswer: Hashable {
        var location: Location
        var flow: String
        var form: String
        var certainty: Certainty
        var assumptions: [CodeAssumption]
        var answer: CodeAnswer?
        var reason: String?

        func hash(into hasher: inout Hasher) {
            hasher.combine(location)
            hasher.combine(flow)
        }
    }

    /// The methods a call the reader followed ran, by where they are declared.
    var followed: Set<Location> = []

    struct FramedSite: Hashable {
        var location: Location
        var flow: String
    }

    /// Who runs the flow: the controller `self` is (or why it is not known), its class, and
    /// the flow's name.
    struct Context: Equatable {
        var selfValue: Value
        var className: String?
        var flow: String
        var depth = 0
    }

    init(
        index: ClassIndex, catalog: StoryboardCatalog?, pathLimit: Int, statementLimit: Int, site: (file: String, line: Int)? = nil,
        frameLimit: Int = 0
    ) {
        self.index = index
        self.frameLimit = frameLimit
        self.catalog = catalog
        self.pathLimit = pathLimit
        self.statementLimit = statementLimit
        self.site = site
    }

    /// The paths through `method`'s body from `state`.
    mutating func read(_ method: ClassIndex.Method, from state: PathState, context: Context) -> [PathState] {
        statementsRead = 0
        // Read on its own, a method's parameters hold what no call read gives.
        var start = state
        for parameter in method.parameters {
            start.locals[parameter.name] = .unknown("'\(parameter.name)' is a parameter, and no call that vcgraph reads gives it")
        }
        var paths = exec(method.statements, [consume start], context, in: method.source)
        paths.appendByMoving(alertActions(after: paths, context))
        for index in paths.indices {
            paths[index].ended = false
            // The flow's alert handlers are read: what starts from its end (a class placed
            // there, the flows read from the launch) does not read them again as its own.
            paths[index].handlers = []
            // A child added and never told it moved, by the end of the flow.
            for (child, location, assumed) in paths[index].unmoved {
                add(
                    CodeFinding(
                        id: "addchild-without-didmove", severity: .note, location: location,
                        message: "'\(child)' is added with addChild(_:) and not told didMove(toParent:) on this path (R10.1)",
                        certainty: assumed.isEmpty ? .decided : .assumed, assumptions: assumed))
            }
            paths[index].unmoved = []
        }
        return paths
    }
}

extension FlowReader {
    /// The handlers of the alert actions each path made, each read as a flow of its own from
    /// the path's end, once UIKit has dismissed the alert the path presented: the user chose
    /// the action (A5). A handler of a path that presented no alert is not seen to run.
    mutating func alertActions(after paths: [PathState], _ context: Context) -> [PathState] {
        var ends: [PathState] = []
        for path in paths.indices where !paths[path].handlers.isEmpty {
            for handler in paths[path].handlers {
                guard let presenter = Self.alertPresenter(in: paths[path].hierarchy) else {
                    unreached(handler.closure, paths[path], context, in: handler.source)
                    continue
                }
                var start = paths[path]
                start.handlers = []
                start.ended = false
                start.assume(.choseAlertAction(at: handler.at))
                // UIKit's own dismissal of the alert, a step at the handler.
                let dismissed = apply(
                    form: "dismiss (the alert, before its action's handler)", receiverText: "UIKit", at: handler.at, start, context,
                    controllers: [.controller(presenter, [])]
                ) { .dismiss($0[0]) }
                var handled = exec(handler.closure.statements, [dismissed], context, in: handler.source)
                for index in handled.indices {
                    handled[index].handlers = []
                    handled[index].ended = false
                }
                ends.appendByMoving(handled)
            }
        }
        return ends
    }

    /// The presenter of an alert the hierarchy shows, if one does.
    static func alertPresenter(in h: Hierarchy) -> ControllerID? {
        for id in h.controllers where h.className(of: id) == "UIAlertController" {
            if let presentation = h.presentation(of: id) { return presentation.presenter }
        }
        return nil
    }
}

extension ControllerKind {
    var isSplit: Bool {
        if case .split = self { return true }
        return false
    }
}

/// Finds the calls of R26.1 forms in syntax, to tell which methods are flows worth reading.
enum FormScanner {
    static let forms: Set<String> = [
        "present", "pushViewController", "show", "showDetailViewController", "dismiss", "popViewController", "popToRootViewController",
        "popToViewController", "setViewControllers", "setViewController", "addChild", "removeFromParent", "performSegue",
        "instantiateViewController", "instantiateInitialViewController",
    ]

    /// Every function call in `node`.
    static func calls(in node: Syntax) -> [FunctionCallExprSyntax] {
        final class Visitor: SyntaxVisitor {
            var calls: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                calls.append(node)
                return .visitChildren
            }
        }
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(node)
        return visitor.calls
    }

    /// The properties whose writes are R26.1 forms: a window's root, a container's
    /// controllers, a presentation's style and context.
    static let writtenProperties: Set<String> = ["rootViewController", "viewControllers", "modalPresentationStyle", "definesPresentationContext"]

    /// Whether `body` calls an R26.1 form or writes one of ``writtenProperties``, and the
    /// names of the functions and methods it calls; read once a method, by ``ClassIndex``.
    static func scan(_ body: CodeBlockItemListSyntax) -> (hasForms: Bool, callees: Set<String>) {
        // Read from the tokens, which is cheaper than visiting every node: a call is a name
        // followed by `(`, a write a name followed by `=`. The tokens are read from the raw
        // tree, as they are in the source (missing ones left out), without making a syntax
        // node of each.
        var scan = TokenScan()
        scan.visit(body.raw)
        return (scan.found, scan.callees)
    }

    /// The state of ``scan(_:)`` along the tokens.
    private struct TokenScan {
        var found = false
        var callees: Set<String> = []
        /// The identifier just read, if the last token was one.
        var name: SyntaxText?

        mutating func visit(_ raw: RawSyntax) {
            if let layout = raw.layoutView {
                for child in layout.children {
                    if let child { visit(child) }
                }
                return
            }
            guard let token = raw.tokenView, token.presence == .present else { return }
            switch token.rawKind {
            case .identifier:
                name = token.rawText
                return
            case .leftParen:
                if let name {
                    let callee = String(syntaxText: name)
                    callees.insert(callee)
                    if FormScanner.forms.contains(callee) { found = true }
                }
            case .equal:
                if let name, FormScanner.writtenProperties.contains(String(syntaxText: name)) { found = true }
            default:
                break
            }
            name = nil
        }
    }
}
