import PresentationModel
import StoryboardImport
import Testing
import VCGraphTestSupport

/// Relationship and embed segues become containment when a scene is instantiated (SB7), the
/// initial controller becomes the window root (SB8), and references are followed across the
/// files given (SB9).
@Suite("Storyboard containment and instantiation")
struct ContainmentTests {
    func launched(_ c: StoryboardCatalog, device: Device = .ipad) -> Hierarchy {
        SegueResolver(c, reachability: Reachability(c), device: device, iosVersion: 17).launch().hierarchy
    }

    @Test("SB7 SB8 tabs in order under the initial tab bar controller, which is the window root")
    func tabsInOrder() throws {
        let c = try catalog("elements.storyboard")
        let h = launched(c)
        #expect(h.rootViewController(ofWindow: SegueResolver.window) == "AppTabs.tabs")
        #expect(h.viewControllers(of: "AppTabs.tabs") == ["UINavigationController.nav", "UISplitViewController.split", "Pages"])
        #expect(h.viewControllers(of: "UINavigationController.nav") == ["List"])
        #expect(h.kind(of: "Pages") == .page)
    }

    @Test("SB7 a split view with allowDoubleColumnStyle and a supplementary relationship is triple-column; its columns follow the relationships")
    func splitColumns() throws {
        let c = try catalog("elements.storyboard")
        let h = launched(c)
        #expect(h.splitStyle(of: "UISplitViewController.split") == .tripleColumn)
        #expect(h.viewController(for: .primary, of: "UISplitViewController.split") == "UICollectionViewController.grid")
        #expect(h.viewController(for: .supplementary, of: "UISplitViewController.split") == "UIViewController.middle")
        #expect(h.viewController(for: .secondary, of: "UISplitViewController.split") == "UIHostingController.hosting")
    }

    @Test("SB7 an embed segue makes a custom child of the controller holding the container view")
    func embed() throws {
        let c = try catalog("elements.storyboard")
        let h = launched(c)
        #expect(h.parent(of: "BadgeController.embedded") == "UIViewController.middle")
    }

    @Test("SB2 the element's attributes reach the model")
    func attributesReachTheModel() throws {
        let c = try catalog("elements.storyboard")
        let h = launched(c)
        let middle = try #require(h.attributes(of: "UIViewController.middle"))
        #expect(middle.definesPresentationContext == true)
        #expect(middle.modalPresentationStyle == .formSheet)
        #expect(middle.providesPresentationContextTransitionStyle)
        #expect(h.definesPresentationContext("UINavigationController.nav") == false)
        #expect(h.className(of: "AppTabs.tabs") == "Shop.AppTabs")
    }

    @Test("SB6 containment nested deeper than a scenario declares (200 levels) is a located error at the segue that crosses it")
    func containmentTooDeep() throws {
        for depth in [201, 50_000] {
            let text = GeneratedStoryboard.embeds(depth)
            let c = try StoryboardCatalog([StoryboardReader.read(Array(text.utf8), file: "deep.storyboard")])
            let error = #expect(throws: StoryboardError.self) { try c.checkContainmentDepth() }
            #expect(
                error?.description.hasPrefix(
                    "deep.storyboard:\(9 * 200 - 1):25: error: containment nests deeper than 200 levels here: "
                        + "'UIViewController.v200' would be controller 201 down from 'UIViewController.v0'") == true,
                "\(error?.description ?? "no error")")
        }
        let deepest = GeneratedStoryboard.embeds(200)
        let c = try StoryboardCatalog([StoryboardReader.read(Array(deepest.utf8), file: "deepest.storyboard")])
        try c.checkContainmentDepth()
        #expect(launched(c).count == 200)
    }

    @Test("SB8 a scene shown by several segues is instantiated anew each time, with #2, #3, … after its id")
    func freshInstances() throws {
        let c = try catalog("elements.storyboard")
        let key = StoryboardCatalog.Key(storyboard: 0, element: "list")
        let first = c.instantiate(key) { _ in false }
        let second = c.instantiate(key) { $0 == "List" }
        #expect(first.spec.id == "List")
        #expect(second.spec.id == "List#2")
    }

    @Test("SB9 references are followed across the storyboards given: by identifier, or to the initial controller")
    func referencesFollowed() throws {
        let c = try catalog("Main.storyboard", "Settings.storyboard")
        let account = c.resolve(.init(storyboard: 0, element: "toAccount"))
        #expect(account.target == .init(storyboard: 1, element: "account"))
        let settings = c.resolve(.init(storyboard: 0, element: "toSettings"))
        #expect(settings.target == .init(storyboard: 1, element: "settingsNav"))
    }

    @Test("SB9 a reference to a storyboard not given stays a named placeholder; a missing scene is dangling")
    func referencesLeftAsPlaceholders() throws {
        let c = try catalog("Main.storyboard", "Settings.storyboard")
        guard case .external(let name) = c.resolve(.init(storyboard: 0, element: "toNowhere")).reference else {
            Issue.record("expected an external reference")
            return
        }
        #expect(name == "Onboarding")
        guard case .dangling = c.resolve(.init(storyboard: 0, element: "toMissing")).reference else {
            Issue.record("expected a dangling reference")
            return
        }
        #expect(id("toNowhere", in: c) == "Onboarding.storyboard")
    }
}
