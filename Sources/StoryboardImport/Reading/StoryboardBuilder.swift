import PresentationModel
import PresentationScenarios

extension StoryboardReader {
    /// What the reader makes of the elements ``XMLReader`` gives: a stack of open element
    /// names, the controller being read, and the controllers and segues found so far.
    struct StoryboardBuilder {
        let file: String
        let lines: LineTable
        var storyboard: Storyboard
        /// The names of the open elements, outermost first.
        private var open: [String] = []
        /// For each open element, whether it is a controller (its index in `storyboard.controllers`).
        private var openControllers: [Int?] = []
        /// The controller of the scene being read, and the segues of the scene's other objects
        /// (gesture recognizers), whose source is that controller once it is known.
        private var sceneController: Int?
        private var sceneSegues: [StoryboardSegue] = []

        init(file: String, lines: LineTable) {
            self.file = file
            self.lines = lines
            storyboard = Storyboard(file: file, name: "")
        }

        /// The place of the element whose `<` is at `offset`.
        private func location(_ offset: Int) -> SourceLocation {
            let place = lines.position(of: offset)
            return SourceLocation(file: file, line: place.line, column: place.column)
        }

        /// An element's start tag, whose `<` is at `offset`: the first error stops the reading.
        mutating func start(_ name: String, _ attributes: [String: String], at offset: Int) throws(StoryboardError) {
            defer { open.append(name) }
            if open.isEmpty {
                guard name == "document", attributes["type"]?.contains("Storyboard") == true else {
                    let found = attributes["type"].map { "<\(name) type=\"\($0)\">" } ?? "<\(name)>"
                    throw StoryboardError(
                        "expected a storyboard: a <document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"> element, found \(found)",
                        at: location(offset))
                }
                storyboard.initialControllerElement = attributes["initialViewController"]
                openControllers.append(nil)
                return
            }
            if isSceneMember(), attributes["sceneMemberID"] == "viewController" {
                let controller = try readController(name, attributes, at: location(offset))
                if sceneController == nil { sceneController = controller }
                openControllers.append(controller)
                return
            }
            openControllers.append(nil)
            if name == "scene" {
                sceneController = nil
                sceneSegues = []
            }
            if name == "segue", let kind = attributes["kind"] { try readSegue(kind, attributes, at: location(offset)) }
            if name == "userDefinedRuntimeAttribute", attributes["type"] == "string", let keyPath = attributes["keyPath"],
                let value = attributes["value"], open.count >= 2, open[open.count - 1] == "userDefinedRuntimeAttributes",
                let controller = openControllers[open.count - 2]
            {
                storyboard.controllers[controller].runtimeAttributes[keyPath] = value
            }
        }

        /// An element's end: ``XMLReader`` has checked that it closes the innermost open one.
        mutating func end() {
            guard let name = open.popLast() else { return }
            openControllers.removeLast()
            if name == "scene" { endScene() }
        }

        /// Gives the scene's gesture-recognizer segues their source, the scene's controller.
        private mutating func endScene() {
            for var segue in sceneSegues {
                if let sceneController {
                    segue.source = storyboard.controllers[sceneController].element
                    storyboard.segues.append(segue)
                } else {
                    storyboard.warnings.append(Located("a segue in a scene with no view controller is ignored", at: segue.location))
                }
            }
            sceneSegues = []
        }

        /// Whether the element about to open is a direct member of a scene (`<scene><objects>`).
        private func isSceneMember() -> Bool {
            open.count >= 2 && open[open.count - 1] == "objects" && open[open.count - 2] == "scene"
        }

        private mutating func readController(
            _ name: String, _ attributes: [String: String], at place: SourceLocation
        ) throws(StoryboardError) -> Int {
            guard let element = attributes["id"] else {
                throw StoryboardError("the controller element <\(name)> has no id; expected id=\"…\" as Xcode writes it", at: place)
            }
            let kind = StoryboardController.ElementKind(rawValue: name).flatMap { $0 == .other ? nil : $0 } ?? .other
            if kind == .other {
                storyboard.warnings.append(
                    Located(
                        "unknown controller element <\(name)>; read as a plain view controller (known: \(StoryboardController.ElementKind.allCases.filter { $0 != .other }.map(\.rawValue).joined(separator: ", ")))",
                        at: place))
            }
            var controller = StoryboardController(element: element, elementKind: kind, location: place)
            controller.customClass = attributes["customClass"]
            controller.customModule = attributes["customModule"]
            controller.storyboardIdentifier = attributes["storyboardIdentifier"]
            controller.title = attributes["title"]
            controller.definesPresentationContext = flag(attributes["definesPresentationContext"])
            controller.providesPresentationContextTransitionStyle = flag(attributes["providesPresentationContextTransitionStyle"])
            controller.modalPresentationStyle = known("modalPresentationStyle", in: attributes, at: place)
            controller.modalTransitionStyle = known("modalTransitionStyle", in: attributes, at: place)
            controller.allowsColumnStyle = attributes["allowDoubleColumnStyle"] == "YES"
            if kind == .viewControllerPlaceholder {
                controller.referencedStoryboard = attributes["storyboardName"]
                controller.referencedIdentifier = attributes["referencedIdentifier"]
            }
            storyboard.controllers.append(controller)
            return storyboard.controllers.count - 1
        }

        private mutating func readSegue(
            _ kindName: String, _ attributes: [String: String], at place: SourceLocation
        ) throws(StoryboardError) {
            let sourceIndex = openControllers.last(where: { $0 != nil }) ?? nil
            guard sourceIndex != nil || open.contains("scene") else {
                storyboard.warnings.append(Located("a segue outside any scene is ignored", at: place))
                return
            }
            guard let kind = StoryboardSegue.Kind(rawValue: kindName) else {
                storyboard.warnings.append(
                    Located(
                        "unknown segue kind '\(kindName)'; the segue is ignored (known: \(StoryboardSegue.Kind.allCases.map(\.rawValue).joined(separator: ", ")))",
                        at: place))
                return
            }
            guard let element = attributes["id"], let destination = attributes["destination"] else {
                throw StoryboardError(
                    "the \(kindName) segue has no \(attributes["id"] == nil ? "id" : "destination"); expected id=\"…\" and destination=\"…\"",
                    at: place)
            }
            // A segue in the controller's own <connections> is triggered from code; one inside a
            // view, a cell or a bar button item is triggered by that control, which then anchors
            // a popover.
            let triggeredByControl = open.count >= 2 && openControllers[open.count - 2] == nil
            var segue = StoryboardSegue(
                element: element, kind: kind, source: sourceIndex.map { storyboard.controllers[$0].element } ?? "",
                destination: destination,
                isAnchored: triggeredByControl || attributes["popoverAnchorView"] != nil
                    || attributes["popoverAnchorBarButtonItem"] != nil,
                location: place)
            segue.relationship = attributes["relationship"]
            segue.identifier = attributes["identifier"]
            segue.modalPresentationStyle = known("modalPresentationStyle", in: attributes, at: place)
            segue.modalTransitionStyle = known("modalTransitionStyle", in: attributes, at: place)
            if let customClass = attributes["customClass"] {
                segue.customClass = attributes["customModule"].map { "\($0).\(customClass)" } ?? customClass
            }
            segue.unwindAction = attributes["unwindAction"]
            if sourceIndex == nil {
                sceneSegues.append(segue)
            } else {
                storyboard.segues.append(segue)
            }
        }

        private func flag(_ value: String?) -> Bool? {
            value.map { $0 == "YES" }
        }

        /// The attribute `name` read as one of `Value`'s cases; an unknown value is a warning
        /// and reads as absent.
        private mutating func known<Value: RawRepresentable<String>>(
            _ name: String, in attributes: [String: String], at place: SourceLocation
        ) -> Value? {
            guard let text = attributes[name] else { return nil }
            guard let value = Value(rawValue: text) else {
                storyboard.warnings.append(Located("unknown \(name) '\(text)' is ignored", at: place))
                return nil
            }
            return value
        }
    }
}
