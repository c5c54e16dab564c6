import PresentationScenarios
import PresentationModel

/// Steps: a mapping with one step key, and optionally `expectError` / `expectWarning`.
extension ScenarioReader {
    static let stepKeys = ScenarioFormat.steps.map(\.name)

    mutating func readStep(_ value: YAMLValue) throws(ScenarioError) -> ScenarioStep {
        var step = try MappingReader(value, what: "a step", keys: ScenarioFormat.everyStepKey)
        let expectedError = try step.optional("expectError")?.string("the expected error text")
        let expectedWarning = try step.optional("expectWarning")?.string("the expected warning text")
        let actions = step.keys.filter(ScenarioReader.stepKeys.contains)
        guard let key = actions.first else {
            let other = step.keys.first { $0 != "expectError" && $0 != "expectWarning" }
            let uikit = other.flatMap { UIKitNames.scenarioKey(for: $0, among: ScenarioReader.stepKeys) }
            throw ScenarioError(
                "a step needs one of \(ScenarioReader.stepKeys.joined(separator: ", "))",
                at: other.flatMap(step.keyLocation) ?? step.location,
                suggestion: uikit ?? other.flatMap { nearestName(to: $0, in: ScenarioReader.stepKeys) },
                notes: zip([other].compactMap { $0 }, [uikit].compactMap { $0 }).map { .init("UIKit's '\($0)' is the step '\($1)'") })
        }
        if actions.count > 1 {
            throw ScenarioError(
                "a step does one thing, but this one has '\(actions[0])' and '\(actions[1])'",
                at: step.keyLocation(actions[1]) ?? step.location)
        }
        let argument = try step.required(key, for: "a step")
        let action = try readAction(key, argument)
        try finish(step)
        if case .expect = action, expectedError != nil || expectedWarning != nil {
            throw ScenarioError("an expect step produces no diagnostic to expect", at: step.location)
        }
        return ScenarioStep(action: action, expectedError: expectedError, expectedWarning: expectedWarning)
    }

    private mutating func readAction(_ key: String, _ argument: YAMLValue) throws(ScenarioError) -> ScenarioStep.Action {
        switch key {
        case "present":
            var a = try MappingReader(argument, what: "present", keys: ScenarioFormat.argumentKeys(ofStep: "present"))
            let from = try reference(try a.required("from", for: "present"), "the presenting controller's id")
            let controllerValue = try a.required("controller", for: "present")
            let controller = controllerValue.isNull ? nil : try readReference(controllerValue, "the presented controller's id")
            if let modifier = a.optional("modifier") {
                return try readSwiftUIPresent(&a, modifier: modifier, from: from, controller: controller)
            }
            for key in ["binding", "item"] {
                if let value = a.optional(key) {
                    throw ScenarioError("'\(key)' names a SwiftUI modifier's state: it goes with 'modifier'", at: value.location)
                }
            }
            var request = Hierarchy.PresentationRequest()
            request.style = try a.optional("style")?.choice(ModalPresentationStyle.self, "presentation style")
            request.transition = try a.optional("transition")?.choice(ModalTransitionStyle.self, "transition style")
            request.animated = try a.optional("animated")?.bool("animated") ?? true
            if let flag = a.optional("shouldPresentInFullscreen") {
                guard request.style == .custom else {
                    throw ScenarioError("shouldPresentInFullscreen applies to 'style: custom' only", at: flag.location)
                }
                request.shouldPresentInFullscreen = try flag.bool("shouldPresentInFullscreen")
            }
            try finish(a)
            return .perform(Self.declaring([controller].compactMap { $0 }, then: .present(controller?.id, from: from, request)))
        case "dismiss":
            return .perform([.dismiss(try reference(argument, "the id of the controller to dismiss"))])
        case "dismissEnvironment":
            return .perform([.dismissEnvironment(try reference(argument, "the id of the hosting controller whose view calls dismiss()"))])
        case "dropModifier":
            return .perform([.dropModifier(try reference(argument, "the id of the controller the dropped modifier presents"))])
        case "userDismiss":
            return .perform([.userDismiss(try reference(argument, "the id of the presented controller the user dismisses"))])
        case "activateSearch":
            return .perform([.activateSearch(try reference(argument, "the id of the search controller to activate"))])
        case "deactivateSearch":
            return .perform([.deactivateSearch(try reference(argument, "the id of the search controller to deactivate"))])
        case "push":
            var a = try MappingReader(argument, what: "push", keys: ScenarioFormat.argumentKeys(ofStep: "push"))
            let onto = a.optional("onto")
            let from = a.optional("from")
            let controller = try readReference(try a.required("controller", for: "push"), "the pushed controller's id")
            try finish(a)
            switch (onto, from) {
            case (let onto?, nil):
                let navigation = try reference(onto, "a navigation controller's id")
                return .perform(Self.declaring([controller], then: .push(controller.id, onto: navigation)))
            case (nil, let from?):
                let source = try reference(from, "a controller's id")
                return .perform(Self.declaring([controller], then: .pushFrom(controller.id, from: source)))
            default: throw ScenarioError("push needs exactly one of 'onto' (a navigation controller) or 'from'", at: a.location)
            }
        case "pop":
            return .perform([.pop(try reference(argument, "a navigation controller's id"))])
        case "popToRoot":
            return .perform([.popToRoot(try reference(argument, "a navigation controller's id"))])
        case "popTo":
            var a = try MappingReader(argument, what: "popTo", keys: ScenarioFormat.argumentKeys(ofStep: "popTo"))
            let navigation = try reference(try a.required("navigation", for: "popTo"), "a navigation controller's id")
            let controller = try reference(try a.required("controller", for: "popTo"), "a controller's id")
            try finish(a)
            return .perform([.popTo(controller, in: navigation)])
        case "setViewControllers":
            var a = try MappingReader(argument, what: "setViewControllers", keys: ScenarioFormat.argumentKeys(ofStep: "setViewControllers"))
            let navigation = a.optional("navigation")
            let tabBar = a.optional("tabBar")
            let page = a.optional("page")
            var controllers: [ControllerReference] = []
            for item in try a.required("controllers", for: "setViewControllers").sequence("the controllers") {
                controllers.append(try readReference(item, "a controller's id"))
            }
            let direction = try page.flatMap { _ in a.optional("direction") }?.choice(PageSettings.Direction.self, "page direction")
            let animated = try page.flatMap { _ in a.optional("animated") }?.bool("animated")
            try finish(a)
            switch (navigation, tabBar, page) {
            case (let navigation?, nil, nil):
                let navigation = try reference(navigation, "a navigation controller's id")
                return .perform(Self.declaring(controllers, then: .setStack(controllers.map(\.id), of: navigation)))
            case (nil, let tabBar?, nil):
                let tabBar = try reference(tabBar, "a tab bar controller's id")
                return .perform(Self.declaring(controllers, then: .setTabs(controllers.map(\.id), of: tabBar)))
            case (nil, nil, let page?):
                let page = try reference(page, "a page view controller's id")
                return .perform(
                    Self.declaring(
                        controllers,
                        then: .setPages(controllers.map(\.id), of: page, direction: direction ?? .forward, animated: animated ?? true)))
            default:
                throw ScenarioError("setViewControllers needs exactly one of 'navigation', 'tabBar' or 'page'", at: a.location)
            }
        case "select":
            var a = try MappingReader(argument, what: "select", keys: ScenarioFormat.argumentKeys(ofStep: "select"))
            let tabBar = try reference(try a.required("tabBar", for: "select"), "a tab bar controller's id")
            let tabValue = try a.required("tab", for: "select")
            let tab: TabReference =
                tabValue.isPlainInteger
                ? .index(try tabValue.int("the tab")) : .controller(try reference(tabValue, "the tab"))
            try finish(a)
            switch tab {
            case .index(let position): return .perform([.selectTab(at: position, of: tabBar)])
            case .controller(let controller): return .perform([.select(controller, of: tabBar)])
            }
        case "showColumn", "hideColumn":
            // `splitViewController.show(column)` / `hide(column)`.
            var a = try MappingReader(argument, what: key, keys: ScenarioFormat.argumentKeys(ofStep: key))
            let split = try reference(try a.required("split", for: key), "a split view controller's id")
            let column = try a.required("column", for: key).choice(SplitColumn.self, "split view column")
            try finish(a)
            return .perform([.setColumnShown(column, key == "showColumn", of: split)])
        case "show", "showDetail":
            var a = try MappingReader(argument, what: key, keys: ScenarioFormat.argumentKeys(ofStep: key))
            let from = try reference(try a.required("from", for: key), "the showing controller's id")
            let controller = try readReference(try a.required("controller", for: key), "the shown controller's id")
            try finish(a)
            return .perform(
                Self.declaring([controller], then: key == "show" ? .show(controller.id, from: from) : .showDetail(controller.id, from: from)))
        case "addChild":
            var a = try MappingReader(argument, what: "addChild", keys: ScenarioFormat.argumentKeys(ofStep: "addChild"))
            let parent = try reference(try a.required("parent", for: "addChild"), "the parent's id")
            let controller = try readReference(try a.required("controller", for: "addChild"), "the child's id")
            try finish(a)
            return .perform(Self.declaring([controller], then: .addChild(controller.id, to: parent)))
        case "removeFromParent":
            return .perform([.removeFromParent(try reference(argument, "a controller's id"))])
        case "setRoot":
            // `window.rootViewController = controller` on a window the scenario declares (R1.8).
            var a = try MappingReader(argument, what: "setRoot", keys: ScenarioFormat.argumentKeys(ofStep: "setRoot"))
            let windowValue = try a.required("window", for: "setRoot")
            let window = try windowValue.string("a window id")
            windowReferences.append((window, windowValue.location))
            let controller = try readReference(try a.required("controller", for: "setRoot"), "the new root's id")
            try finish(a)
            return .perform(Self.declaring([controller], then: .makeWindow(window, root: controller.id)))
        case "set":
            var a = try MappingReader(argument, what: "set", keys: ScenarioFormat.argumentKeys(ofStep: "set"))
            let controller = try reference(try a.required("controller", for: "set"), "a controller's id")
            let changes = try readAttributeChanges(&a)
            try finish(a)
            return .perform([.set(changes, of: controller)])
        case "traits":
            var a = try MappingReader(argument, what: "traits", keys: ScenarioFormat.argumentKeys(ofStep: "traits"))
            let horizontal = try a.optional("horizontalSizeClass")?.choice(SizeClass.self, "size class")
            let vertical = try a.optional("verticalSizeClass")?.choice(SizeClass.self, "size class")
            try finish(a)
            if horizontal == nil, vertical == nil {
                throw ScenarioError("traits needs the key 'horizontalSizeClass' (or 'verticalSizeClass')", at: a.location)
            }
            return .perform([.setSizeClasses(horizontal: horizontal, vertical: vertical)])
        case "observePresentation":
            // An extension of the format: a presentation as UIKit showed it (a dump's `+` line).
            var a = try MappingReader(argument, what: "observePresentation", keys: ScenarioFormat.argumentKeys(ofStep: "observePresentation"))
            let controller = try reference(try a.required("controller", for: key), "the presented controller's id")
            let presenter = try reference(try a.required("presenter", for: key), "the presenting controller's id")
            var from: ControllerID?
            if let value = a.optional("from") { from = try reference(value, "the controller presented from") }
            let style = try a.required("style", for: key).choice(ModalPresentationStyle.self, "presentation style")
            try finish(a)
            return .perform([.observePresentation(controller, by: presenter, from: from, style: style)])
        default:
            return .expect(try readExpectations(argument))
        }
    }

    /// The operations of a step that names controllers, some declared inline: each new one
    /// is declared first, then the step's own call. Static, so that a call whose arguments
    /// read references (which append to the reader's tables) does not copy the reader.
    private static func declaring(_ references: [ControllerReference], then operation: Operation) -> [Operation] {
        references.compactMap { reference in
            if case .new(let spec) = reference { Operation.declare(spec) } else { nil }
        } + [operation]
    }

    /// `present` with `modifier`: a SwiftUI modifier's binding turning true in a view that
    /// `from` draws. SwiftUI chooses the style (R20.2), so `style` is refused beside it.
    private mutating func readSwiftUIPresent(
        _ a: inout MappingReader, modifier: YAMLValue, from: ControllerID, controller: ControllerReference?
    ) throws(ScenarioError) -> ScenarioStep.Action {
        let kind = try modifier.choice(SwiftUIModifier.self, "SwiftUI modifier")
        guard let controller else {
            throw ScenarioError("a SwiftUI modifier presents a controller: give its id", at: modifier.location)
        }
        for key in ["style", "transition", "animated", "shouldPresentInFullscreen"] {
            if let value = a.optional(key) {
                throw ScenarioError(
                    "with 'modifier', SwiftUI chooses how to present (R20.2); '\(key)' belongs to a UIKit present without 'modifier'",
                    at: value.location)
            }
        }
        let binding = try a.optional("binding")?.string("the modifier's binding")
        let itemValue = a.optional("item")
        if let itemValue, kind != .sheetItem {
            throw ScenarioError("'item' is the identity of sheet(item:)'s item: it goes with 'modifier: sheetItem'", at: itemValue.location)
        }
        let item = try itemValue?.string("the item's identity")
        try finish(a)
        let request = SwiftUIRequest(controller.id, from: from, modifier: kind, binding: binding, item: item)
        return .perform(Self.declaring([controller], then: .presentSwiftUI(request)))
    }
}
