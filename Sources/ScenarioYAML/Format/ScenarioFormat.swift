import PresentationModel

/// The scenario format's vocabulary, as data: every mapping a scenario file holds, every key
/// with what it takes, every controller kind and every step, each with a line that says what
/// it means and an example.
///
/// The reader reads its keys from here (it refuses, in a debug build, to ask for a key its
/// shape does not declare), `vcgraph schema` writes it as a JSON Schema (``ScenarioSchema``)
/// and the format reference is generated from it (``ScenarioFormatReference``), so the three
/// cannot disagree.
enum ScenarioFormat {
    static func words<T: RawRepresentable & CaseIterable>(_ type: T.Type) -> FormatValue where T.RawValue == String {
        .choice(type.allCases.map(\.rawValue))
    }

    // MARK: - The file

    static let scenario = FormatShape(
        "a scenario", "A scenario file: the environment, the controllers at the start, the steps, and what to expect after them.",
        keys: [
            FormatKey("name", .text, "The scenario's title (default: the file's name)."),
            FormatKey("description", .text, "What the scenario shows, in prose; pages and reports print it."),
            FormatKey("device", words(Device.self), "The device (default `iphone`)."),
            FormatKey("horizontalSizeClass", words(SizeClass.self), "The horizontal size class (default: the device's)."),
            FormatKey(
                "verticalSizeClass", words(SizeClass.self), "The vertical size class (default `regular`; `compact` is an iPhone in landscape)."),
            FormatKey("ios", .integer(2...99), "The iOS version whose behaviour applies (default 17)."),
            FormatKey("options", .shape("the options"), "The model's options, each a decision the rules leave open."),
            FormatKey("window", .treeNode, "The one window's root view controller (the window's id is `main`)."),
            FormatKey("windows", .list(.shape("a window")), "Several windows, each with an id and a root."),
            FormatKey("controllers", .listOrNothing(.treeNode), "Controllers declared detached, for steps to present, push or show."),
            FormatKey("steps", .listOrNothing(.step), "What the app does, in order: one step per entry."),
            FormatKey("expect", .expectations, "What must hold after the last step."),
        ],
        exactlyOneOf: ["window", "windows"],
        example: """
            name: A sheet over a navigation stack
            device: iphone
            window:
              navigation: nav
              stack: [home]
            controllers: [sheet]
            steps:
              - present: { from: home, controller: sheet, style: pageSheet }
            expect:
              - presentingViewController(sheet): nav
            """)

    static let window = FormatShape(
        "a window", "One window of `windows`.",
        keys: [
            FormatKey("id", .text, required: true, "The window's name, which `rootViewController(ID)` and `setRoot` use."),
            FormatKey("root", .treeNode, required: true, "Its root view controller."),
        ],
        example: """
            windows:
              - id: phone
                root: home
              - id: external
                root: slideshow
            """)

    /// The option keys, each a flag of the model (`ScenarioReader.optionFlags` reads them).
    static let options = FormatShape(
        "the options", "Flags for what the rules leave open (each off by default); the rulebook's decisions say what each changes.",
        keys: [
            FormatKey("adaptsContextStylesInCompactWidth", .bool, "Current-context styles adapt to full screen in compact width, as before iOS 13."),
            FormatKey("tabBarControllerCrossesPresentation", .bool, "`tabBarController` answers across a presentation."),
            FormatKey("popoverAdaptsToOverFullScreen", .bool, "A popover adapts to over-full-screen in compact width."),
            FormatKey("classicDesign", .bool, "On iOS 26, the design before it (UIDesignRequiresCompatibility)."),
            FormatKey("searchForwardsPresentations", .bool, "A search controller forwards presentations to its presenter."),
            FormatKey("actionSheetPresenterIsSource", .bool, "An action sheet is presented by the controller that asks, not its family root."),
            FormatKey("searchIgnoresAncestorDefiners", .bool, "The search bar's context walk stops at the host."),
            FormatKey("adaptiveWrapperKeepsController", .bool, "The adaptive wrapper keeps the presented controller as its child."),
            FormatKey("actionSheetRequiresAnchor", .bool, "An action sheet needs an anchor wherever it shows as a popover."),
            FormatKey("swiftUIFullScreenCoverIsFullScreen", .bool, "A SwiftUI full-screen cover is `fullScreen`, not `overFullScreen`."),
            FormatKey("swiftUIKeepsPresentationsOfRemovedViews", .bool, "A SwiftUI presentation outlives the view that made it."),
            FormatKey("swiftUIDefersOutOfWindow", .bool, "SwiftUI's sheets, not only alerts, wait for their host's window."),
        ],
        example: """
            options:
              classicDesign: true
            window: home
            """)

    // MARK: - Controller nodes

    /// Keys every controller node may carry, and `set` changes.
    static let attributes: [FormatKey] = [
        FormatKey("class", .text, "The class name shown in diagrams and messages (default: UIKit's for the kind)."),
        FormatKey("title", .text, "A title shown under the id."),
        FormatKey("definesPresentationContext", .bool, "Whether it defines the presentation context for current-context styles."),
        FormatKey("providesPresentationContextTransitionStyle", .bool, "Whether, as the context, it gives its own transition style."),
        FormatKey("modalPresentationStyle", words(ModalPresentationStyle.self), "The style it asks for when presented (default `automatic`)."),
        FormatKey("modalTransitionStyle", words(ModalTransitionStyle.self), "Its transition when presented."),
        FormatKey("adaptivePresentationStyle", words(AdaptiveStyle.self), "What its presentation delegate's adaptive-style method returns."),
        FormatKey("presentationDelegate", .presentationDelegate, "Its presentation controller's delegate and the methods it implements."),
        FormatKey("popoverAnchor", words(PopoverAnchor.self), "Where its popover is anchored."),
        FormatKey("isModalInPresentation", .bool, "Whether the user's swipe or tap outside is ignored."),
        FormatKey("prefersEdgeAttachedInCompactHeight", .bool, "Whether its sheet stays a sheet in compact height."),
        FormatKey("adaptiveWrapper", words(AdaptiveWrapper.self), "The controller the delegate wraps it in when it adapts."),
        FormatKey("detents", .list(words(SheetDetent.self), atLeastOne: true), "Its sheet's detents, smallest first."),
        FormatKey("largestUndimmedDetent", words(SheetDetent.self), "The largest detent that leaves the presenter undimmed."),
    ]

    /// The `searchController` key of a node: the `UISearchController` it hosts.
    static let searchController = FormatShape(
        "a search controller", "A `UISearchController` hosted by the node, with its own node keys.",
        keys: [
            FormatKey("id", .id, required: true, "The search controller's id."),
            FormatKey("placement", words(SearchPlacement.self), "Where its bar is (default `tableHeader`)."),
            FormatKey("results", .treeNode, "The search results controller."),
        ] + attributes,
        example: """
            window:
              navigation: nav
              stack:
                - controller: list
                  searchController: { id: search, placement: navigationItem, results: results }
            steps:
              - activateSearch: search
            """)

    /// The mapping form of `presentationDelegate`.
    static let presentationDelegate = FormatShape(
        "a presentation delegate", "A delegate that implements some methods and answers `presentationControllerShouldDismiss`.",
        keys: [
            FormatKey("implements", .allOrList(words(DelegateMethod.self)), "The methods it implements (default `all`)."),
            FormatKey("shouldDismiss", .bool, "What `presentationControllerShouldDismiss` returns (default `true`)."),
        ],
        example: """
            window: home
            controllers:
              - controller: sheet
                presentationDelegate: { implements: [presentationControllerShouldDismiss], shouldDismiss: false }
            """)

    static let kinds: [FormatKind] = [
        FormatKind(
            name: "controller", summary: "A plain view controller, and its custom-containment children.",
            keys: [FormatKey("children", .list(.treeNode), "Its children (`addChild`), in order.")],
            example: "window:\n  controller: home\n  children: [map, list]"),
        FormatKind(
            name: "navigation", summary: "A `UINavigationController`.",
            keys: [FormatKey("stack", .list(.treeNode), "Its stack, root first.")],
            example: "window:\n  navigation: nav\n  stack: [home, detail]"),
        FormatKind(
            name: "tabBar", summary: "A `UITabBarController`.",
            keys: [
                FormatKey("tabs", .list(.treeNode), "Its tabs, in order."),
                FormatKey("selected", .indexOrID, "The selected tab (default the first)."),
                FormatKey("mode", words(TabBarMode.self), "iOS 18's tab bar mode (visual only)."),
                FormatKey("tabBarHidden", .bool, "Whether the tab bar is hidden (visual only)."),
            ],
            example: "window:\n  tabBar: tabs\n  tabs: [feed, profile]\n  selected: 1"),
        FormatKind(
            name: "split", summary: "A `UISplitViewController`.",
            keys: [FormatKey("style", words(SplitStyle.self), "Its style (default `unspecified`, the classic split view).")]
                + SplitColumn.allCases.map { FormatKey($0.rawValue, .treeNode, "The controller of its \($0.rawValue) column.") },
            example: "window:\n  split: split\n  style: doubleColumn\n  primary: sidebar\n  secondary: detail"),
        FormatKind(
            name: "page", summary: "A `UIPageViewController`.",
            keys: [
                FormatKey("pages", .list(.treeNode), "The pages it shows."),
                FormatKey("transitionStyle", words(PageSettings.Transition.self), "Its transition (default `scroll`)."),
                FormatKey("spineLocation", words(PageSettings.Spine.self), "Its spine (default `min`)."),
                FormatKey("doubleSided", .bool, "Whether pages are double-sided."),
            ],
            example: "window:\n  page: book\n  pages: [cover]"),
        FormatKind(
            name: "alert", summary: "A `UIAlertController`, which presents in the style UIKit resolves.",
            keys: [FormatKey("preferredStyle", words(AlertStyle.self), "`alert` (the default) or `actionSheet`.")],
            example: "window: home\ncontrollers:\n  - alert: confirm\n    preferredStyle: actionSheet"),
    ]

    /// Every key of a node of `kind`: the kind key (its id), its own keys, the attributes and
    /// `searchController`.
    static func nodeKeys(_ kind: FormatKind) -> [FormatKey] {
        [FormatKey(kind.name, .id, required: true, "Its id.")] + kind.keys + attributes
            + [FormatKey("searchController", .shape(searchController.name), "A search controller it hosts.")]
    }

    // MARK: - Steps

    static let stepArguments: [FormatShape] = [
        FormatShape(
            "present", "`present(_:animated:)`, or with `modifier` a SwiftUI modifier's binding turning true in a view `from` draws.",
            keys: [
                FormatKey("from", .id, required: true, "The controller `present` is called on."),
                FormatKey("controller", .optionalReference, required: true, "The controller presented (an id, or a new node)."),
                FormatKey("style", words(ModalPresentationStyle.self), "The style set before presenting."),
                FormatKey("transition", words(ModalTransitionStyle.self), "The transition set before presenting."),
                FormatKey("animated", .bool, "Whether it is animated (default `true`)."),
                FormatKey("shouldPresentInFullscreen", .bool, "A custom presentation's `shouldPresentInFullscreen` (with `style: custom`)."),
                FormatKey("modifier", words(SwiftUIModifier.self), "The SwiftUI modifier that presents; SwiftUI then chooses the style."),
                FormatKey("binding", .text, "The modifier's binding, to tell two modifiers of one view apart."),
                FormatKey("item", .text, "`sheet(item:)`'s item identity (with `modifier: sheetItem`)."),
            ]),
        FormatShape(
            "push", "`pushViewController(_:animated:)` on a navigation controller, or `navigationController?.push` from a controller.",
            keys: [
                FormatKey("onto", .id, "The navigation controller."),
                FormatKey("from", .id, "A controller whose navigation controller pushes."),
                FormatKey("controller", .reference, required: true, "The controller pushed."),
            ],
            exactlyOneOf: ["onto", "from"]),
        FormatShape(
            "popTo", "`popToViewController(_:animated:)`.",
            keys: [
                FormatKey("navigation", .id, required: true, "The navigation controller."),
                FormatKey("controller", .id, required: true, "The controller to pop back to."),
            ]),
        FormatShape(
            "setViewControllers", "`setViewControllers` of a navigation controller, a tab bar controller or a page view controller.",
            keys: [
                FormatKey("navigation", .id, "The navigation controller whose stack is set."),
                FormatKey("tabBar", .id, "The tab bar controller whose tabs are set."),
                FormatKey("page", .id, "The page view controller whose pages are set."),
                FormatKey("controllers", .list(.reference), required: true, "The new controllers, in order."),
                FormatKey("direction", words(PageSettings.Direction.self), "A page view controller's direction (animation only)."),
                FormatKey("animated", .bool, "A page view controller's animation (default `true`)."),
            ],
            exactlyOneOf: ["navigation", "tabBar", "page"]),
        FormatShape(
            "select", "The user, or `selectedIndex` / `selectedViewController`, selects a tab.",
            keys: [
                FormatKey("tabBar", .id, required: true, "The tab bar controller."),
                FormatKey("tab", .indexOrID, required: true, "The tab, by position or by id."),
            ]),
        FormatShape(
            "a column", "`show(_:)` or `hide(_:)` of a split view controller's column.",
            keys: [
                FormatKey("split", .id, required: true, "The split view controller."),
                FormatKey("column", words(SplitColumn.self), required: true, "The column."),
            ]),
        FormatShape(
            "a show", "`show(_:sender:)` or `showDetailViewController(_:sender:)`.",
            keys: [
                FormatKey("from", .id, required: true, "The controller the call is made on."),
                FormatKey("controller", .reference, required: true, "The controller shown."),
            ]),
        FormatShape(
            "addChild", "`addChild(_:)` (custom containment).",
            keys: [
                FormatKey("parent", .id, required: true, "The parent."),
                FormatKey("controller", .reference, required: true, "The child."),
            ]),
        FormatShape(
            "setRoot", "`window.rootViewController = controller`.",
            keys: [
                FormatKey("window", .text, required: true, "The window's id."),
                FormatKey("controller", .reference, required: true, "The new root."),
            ]),
        FormatShape(
            "set", "Sets a controller's properties, as the node keys name them.",
            keys: [FormatKey("controller", .id, required: true, "The controller.")] + attributes),
        FormatShape(
            "traits", "The size classes change (rotation, multitasking).",
            keys: [
                FormatKey("horizontalSizeClass", words(SizeClass.self), "The new horizontal size class."),
                FormatKey("verticalSizeClass", words(SizeClass.self), "The new vertical size class."),
            ]),
        FormatShape(
            "observePresentation", "A presentation as UIKit showed it (what a dump's `+` line records), not as the rules derive it.",
            keys: [
                FormatKey("controller", .id, required: true, "The presented controller."),
                FormatKey("presenter", .id, required: true, "The presenting controller."),
                FormatKey("from", .id, "The controller `present` was called on, when known."),
                FormatKey("style", words(ModalPresentationStyle.self), required: true, "The style UIKit showed it in."),
            ]),
    ]

    static func argument(_ name: String) -> FormatValue { .shape(name) }

    static let steps: [FormatStep] = [
        FormatStep(
            "present", argument("present"), "Presents a controller modally.",
            example: "window: home\ncontrollers: [sheet]\nsteps:\n  - present: { from: home, controller: sheet, style: formSheet }"),
        FormatStep(
            "dismiss", .id, "`dismiss(animated:)` called on the controller.",
            example: "window: home\ncontrollers: [sheet]\nsteps:\n  - present: { from: home, controller: sheet }\n  - dismiss: sheet"),
        FormatStep(
            "userDismiss", .id, "The user swipes the sheet down or taps outside the popover.",
            example: "window: home\ncontrollers: [sheet]\nsteps:\n  - present: { from: home, controller: sheet }\n  - userDismiss: sheet"),
        FormatStep(
            "activateSearch", .id, "`searchController.isActive = true`.",
            example: "window:\n  controller: list\n  searchController: { id: search }\nsteps:\n  - activateSearch: search"),
        FormatStep(
            "deactivateSearch", .id, "`searchController.isActive = false`.",
            example:
                "window:\n  controller: list\n  searchController: { id: search }\nsteps:\n  - activateSearch: search\n  - deactivateSearch: search"),
        FormatStep(
            "push", argument("push"), "Pushes a controller.",
            example: "window:\n  navigation: nav\n  stack: [home]\ncontrollers: [detail]\nsteps:\n  - push: { onto: nav, controller: detail }"),
        FormatStep(
            "pop", .id, "`popViewController(animated:)` of the navigation controller.",
            example: "window:\n  navigation: nav\n  stack: [home, detail]\nsteps:\n  - pop: nav"),
        FormatStep(
            "popToRoot", .id, "`popToRootViewController(animated:)`.",
            example: "window:\n  navigation: nav\n  stack: [home, list, detail]\nsteps:\n  - popToRoot: nav"),
        FormatStep(
            "popTo", argument("popTo"), "Pops back to a controller of the stack.",
            example: "window:\n  navigation: nav\n  stack: [home, list, detail]\nsteps:\n  - popTo: { navigation: nav, controller: list }"),
        FormatStep(
            "setViewControllers", argument("setViewControllers"), "Replaces a stack, the tabs or the pages.",
            example:
                "window:\n  navigation: nav\n  stack: [home]\ncontrollers: [detail]\nsteps:\n  - setViewControllers: { navigation: nav, controllers: [home, detail] }"
        ),
        FormatStep(
            "select", argument("select"), "Selects a tab.",
            example: "window:\n  tabBar: tabs\n  tabs: [feed, profile]\nsteps:\n  - select: { tabBar: tabs, tab: profile }"),
        FormatStep(
            "show", argument("a show"), "`show(_:sender:)`: pushes, presents or replaces, as the containers decide.",
            example: "window:\n  navigation: nav\n  stack: [home]\ncontrollers: [detail]\nsteps:\n  - show: { from: home, controller: detail }"),
        FormatStep(
            "showDetail", argument("a show"), "`showDetailViewController(_:sender:)`.",
            example:
                "window:\n  split: split\n  primary: sidebar\n  secondary: empty\ncontrollers: [detail]\nsteps:\n  - showDetail: { from: sidebar, controller: detail }"
        ),
        FormatStep(
            "showColumn", argument("a column"), "`show(_:)` of a split view controller's column.",
            example:
                "window:\n  split: split\n  style: doubleColumn\n  primary: sidebar\n  secondary: detail\nsteps:\n  - showColumn: { split: split, column: primary }"
        ),
        FormatStep(
            "hideColumn", argument("a column"), "`hide(_:)` of a split view controller's column.",
            example:
                "window:\n  split: split\n  style: doubleColumn\n  primary: sidebar\n  secondary: detail\nsteps:\n  - hideColumn: { split: split, column: primary }"
        ),
        FormatStep(
            "addChild", argument("addChild"), "Adds a child controller.",
            example: "window: home\nsteps:\n  - addChild: { parent: home, controller: { controller: banner } }"),
        FormatStep(
            "removeFromParent", .id, "`removeFromParent()`.",
            example: "window:\n  controller: home\n  children: [banner]\nsteps:\n  - removeFromParent: banner"),
        FormatStep(
            "setRoot", argument("setRoot"), "Replaces a window's root view controller.",
            example: "window: login\nsteps:\n  - setRoot: { window: main, controller: { tabBar: tabs, tabs: [home, profile] } }"),
        FormatStep(
            "set", argument("set"), "Changes a controller's properties.",
            example: "window: home\nsteps:\n  - set: { controller: home, definesPresentationContext: true }"),
        FormatStep(
            "traits", argument("traits"), "Changes the size classes.",
            example: "device: ipad\nwindow: home\nsteps:\n  - traits: { horizontalSizeClass: compact }"),
        FormatStep(
            "expect", .expectations, "What must hold at this point.",
            example: "window:\n  navigation: nav\n  stack: [home]\nsteps:\n  - expect:\n      - navigationController(home): nav"),
        FormatStep(
            "observePresentation", argument("observePresentation"), "Records a presentation as UIKit showed it.",
            example:
                "window: home\ncontrollers: [sheet]\nsteps:\n  - observePresentation: { controller: sheet, presenter: home, style: pageSheet }"),
        FormatStep(
            "dismissEnvironment", .id, "SwiftUI's `dismiss()` called in a view the hosting controller draws.",
            example:
                "window: host\ncontrollers: [sheet]\nsteps:\n  - present: { from: host, controller: sheet, modifier: sheet }\n  - dismissEnvironment: sheet"
        ),
        FormatStep(
            "dropModifier", .id, "The view holding the modifier that presents the controller leaves the hierarchy.",
            example:
                "window: host\ncontrollers: [sheet]\nsteps:\n  - present: { from: host, controller: sheet, modifier: sheet }\n  - dropModifier: sheet"
        ),
    ]

    /// Expectations of each kind of value: a controller or nothing, a list, a flag, a style
    /// and a window's root.
    static let expectationsExample = """
        window:
          navigation: nav
          stack: [home]
        controllers: [sheet]
        steps:
          - present: { from: home, controller: sheet, style: pageSheet }
        expect:
          - presentingViewController(sheet): nav
          - presentedViewController(sheet): nil
          - viewControllers(nav): [home]
          - isOnScreen(home): true
          - presentationStyle(sheet): pageSheet
          - rootViewController(main): nav
        """

    /// Keys every step may carry beside its step key.
    static let stepExtras: [FormatKey] = [
        FormatKey("expectError", .text, "The error the step must produce (its message, or a part of it)."),
        FormatKey("expectWarning", .text, "The warning the step must produce."),
    ]

    /// The mapping a step's key takes, by the step's name.
    static func shape(ofStep name: String) -> FormatShape? {
        guard let step = steps.first(where: { $0.name == name }), step.argument.kind == .shape else { return nil }
        return stepArguments.first { $0.name == step.argument.name }
    }

    /// Every mapping shape, by name.
    static let shapes: [FormatShape] = [scenario, window, options, searchController, presentationDelegate] + stepArguments
}

extension ScenarioFormat {
    /// Every key any controller node may carry, whatever its kind.
    static let everyNodeKey: [String] = {
        var names: [String] = []
        for kind in kinds { for key in nodeKeys(kind) where !names.contains(key.name) { names.append(key.name) } }
        return names
    }()

    /// Every key a step's mapping may carry: the step keys and the extras.
    static let everyStepKey = steps.map(\.name) + stepExtras.map(\.name)

    /// The keys of the mapping a step's key takes.
    static func argumentKeys(ofStep name: String) -> [String] { shape(ofStep: name)?.keyNames ?? [] }
}
