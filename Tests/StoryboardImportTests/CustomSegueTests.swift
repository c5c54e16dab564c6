import Foundation
import PresentationModel
import PresentationScenarios
import ScenarioYAML
import StoryboardDiagrams
import StoryboardImport
import Testing

/// Unwind segues as UIKit searches for their destination, and custom segue classes read as
/// what they do (SB11): the known classes, the user's `--custom-segue`, and the assumption
/// made for the others.
@Suite("Custom and unwind segues")
struct CustomSegueTests {
    @Test("SB11 an unwind lists UIKit's candidates in order (a navigation stack top first), source excluded, no destination")
    func unwindCandidates() throws {
        let c = try catalog("unwind.storyboard")
        let r = try resolve("unwind-to-menu", in: c, device: .iphone)
        guard case .unwind(let action, let candidates) = r.outcome else { throw Unexpected(r) }
        #expect(action == "unwindToMenu:")
        // Up from the editor: its navigation controller (UIKit's class, not listed), then the
        // tab bar controller that presents it, whose tabs are searched before it, each
        // subtree's children before their parent, a navigation stack from its top down.
        #expect(candidates.kept == ["SettingsController.settings", "HomeController.home", "MenuController.menu"])
        #expect(!candidates.keeps("EditorController.editor"))
        #expect(r.destination == nil)
        #expect(r.assumptions == [.unwindDestination(action: "unwindToMenu:", first: "SettingsController.settings")])
    }

    @Test("SB11 firing an unwind assumes the first candidate: the presentation ends and the first candidate is shown")
    func unwindState() throws {
        let c = try catalog("unwind.storyboard")
        let r = try resolve("unwind-to-menu", in: c, device: .iphone)
        // The full-screen editor covered everything; it goes, and nothing of it stays.
        #expect(r.staysOnScreen.isEmpty)
        #expect(r.covers.kept == ["UINavigationController.editorNav", "EditorController.editor"])
        let fired = try #require(SegueReport.segue(named: "unwind-to-menu", in: c))
        let imported = StoryboardScenario(c, device: .iphone, iosVersion: 17, firing: fired)
        #expect(imported.comments.contains { $0.hasPrefix("Assumed: the storyboard does not say which class implements unwindToMenu:") })
        #expect(imported.state.hierarchy.presentedViewController(of: "UITabBarController.tabs") == nil)
        #expect(imported.state.hierarchy.topViewController(of: "UINavigationController.homeNav") == "SettingsController.settings")
        #expect(imported.state.hierarchy.selectedViewController(of: "UITabBarController.tabs") == "UINavigationController.homeNav")
    }

    @Test("SB14 the flow map draws an unwind's first candidates as dotted edges marked ?")
    func unwindEdges() throws {
        let c = try catalog("unwind.storyboard")
        let report = SegueReport(c, devices: [.iphone], iosVersion: 17)
        let map = SegueFlowMap(report, title: "unwind").dot
        #expect(map.contains("candidate 1 of 3 ?"))
        #expect(map.contains("candidate 3 of 3 ?"))
        // Placed by vcgraph, each with its label's place.
        let placed = map.split(separator: "\n").filter { $0.contains("style=\"dotted\"") }
        #expect(!placed.isEmpty)
        for edge in placed { #expect(edge.contains(" label=") && edge.contains("lp="), "\(edge)") }
        // Laid out by dot, they rank nothing and their labels are placed after the layout:
        // ranked by them, an edge back up can end flat in a cluster, which Graphviz 2.42's dot
        // frees twice.
        let byDot = SegueFlowMap(report, title: "unwind", mclimit: 1).dot
        let unwindEdges = byDot.split(separator: "\n").filter { $0.contains("style=\"dotted\"") }
        #expect(!unwindEdges.isEmpty)
        for edge in unwindEdges { #expect(edge.contains("constraint=false") && edge.contains("xlabel=") && !edge.contains(" label="), "\(edge)") }
    }

    @Test("SB8 SB11 SWRevealViewController performs sw_rear and sw_front itself at load: children at launch, no user segue")
    func revealLoadSegues() throws {
        let c = try catalog("reveal.storyboard")
        let launch = SegueResolver(c, reachability: Reachability(c), device: .iphone, iosVersion: 17).launch()
        // SWRevealViewController's loadView performs sw_rear, then sw_front.
        #expect(launch.hierarchy.children(of: "SWRevealViewController.reveal") == ["RearController.rear", "UINavigationController.frontNav"])
        let r = try resolve("set-front", in: c, device: .iphone)
        guard case .performedAtLoad(let container, "front") = r.outcome else { throw Unexpected(r) }
        #expect(container == "SWRevealViewController.reveal")
        #expect(r.destination == "UINavigationController.frontNav")
        #expect(r.assumptions.isEmpty)
        #expect(r.covers.isEmpty)
        let report = SegueReport(c, devices: [.iphone], iosVersion: 17)
        #expect(
            report.text.contains(
                "performed by SWRevealViewController.reveal itself when the storyboard loads it, not by a user: "
                    + "its front child is UINavigationController.frontNav from launch"))
        #expect(report.json.contains(#""outcome": "performedAtLoad""#))
        // Not a transition a user fires: no frame in the docs flow.
        let flow = StoryboardFlow(c)
        #expect(flow.segues.map { c[$0.reference].element } == ["push-front"])
    }

    @Test("SB11 SWReveal PushController replaces the front child the reveal controller loaded")
    func revealPushController() throws {
        let c = try catalog("reveal.storyboard")
        let r = try resolve("push-front", in: c, device: .iphone)
        guard case .contained(let container, .child) = r.outcome else { throw Unexpected(r) }
        #expect(container == "SWRevealViewController.reveal")
        #expect(r.path.isEmpty)
        #expect(r.replaced == "UINavigationController.frontNav")
        #expect(r.covers.kept == ["UINavigationController.frontNav", "FrontController.front"])
    }

    @Test("SB11 ECSlidingSegue replaces the top child; the next presentation is by the window root")
    func slidingSegue() throws {
        let c = try catalog("sliding.storyboard")
        // The sliding controller's runtime attributes name its children.
        let launch = SegueResolver(c, reachability: Reachability(c), device: .iphone, iosVersion: 17).launch()
        #expect(launch.hierarchy.children(of: "ECSlidingViewController.sliding") == ["HomeNav", "Menu"])
        let r = try resolve("slide-settings", in: c, device: .iphone)
        guard case .contained(let container, .child) = r.outcome else { throw Unexpected(r) }
        #expect(container == "ECSlidingViewController.sliding")
        #expect(r.covers.kept == ["HomeNav", "HomeController.home"])
        #expect(r.replaced == "HomeNav")
        let next = try resolve("present-detail", in: c, device: .iphone)
        guard case .presented(let p, _) = next.outcome else { throw Unexpected(next) }
        #expect(p.presenter == "ECSlidingViewController.sliding")
        #expect(next.path.segues.map { c[$0].element } == ["slide-settings"])
    }

    @Test("SB11 ResearchContainerSegue replaces the first child")
    func researchContainerSegue() throws {
        let c = try catalog("container.storyboard")
        let r = try resolve("to-a", in: c, device: .iphone)
        guard case .contained(let container, .child) = r.outcome else { throw Unexpected(r) }
        #expect(container == "ResearchContainerViewController.research")
        #expect(r.covers.kept == ["UIViewController.initial"])
    }

    @Test("SB11 AAPLExternalStoryboardSegue without its storyboard presents the destination, assumed to stand for it")
    func externalStoryboardSegue() throws {
        let c = try catalog("container.storyboard")
        let r = try resolve("external", in: c, device: .ipad)
        guard case .presented(let p, .formSheet) = r.outcome else { throw Unexpected(r) }
        #expect(p.presenter == "UINavigationController.rootNav")
        #expect(r.destination == "ExternalController.ext")
        #expect(r.assumptions == [.externalStoryboard(className: "AAPLExternalStoryboardSegue", storyboard: "Other")])
        #expect(SegueReport(c, devices: [.ipad], iosVersion: 17).json.contains(#""id": "externalStoryboard""#))
    }

    @Test("SB9 SB11 AAPLExternalStoryboardSegue presents the initial controller of the storyboard its identifier names, decided")
    func externalStoryboardGiven() throws {
        let c = try catalog("container.storyboard", "Other.storyboard")
        let r = try resolve("external", in: c, device: .ipad)
        guard case .presented(let p, .pageSheet) = r.outcome else { throw Unexpected(r) }
        #expect(p.presenter == "UINavigationController.rootNav")
        #expect(r.destination == "UINavigationController.otherNav")
        #expect(r.assumptions.isEmpty)
        #expect(r.customSegue?.basis == .known)
        let text = SegueReport(c, devices: [.ipad], iosVersion: 17).text
        #expect(text.contains("'Other' [external]: AController.a → UINavigationController.otherNav"))
    }

    @Test("SB11 an embedding custom segue replaces the child it removes, not covers it, and names the new instance")
    func embedReplaces() throws {
        let c = try catalog("sliding.storyboard")
        let text = SegueReport(c, devices: [.iphone], iosVersion: 17).text
        #expect(text.contains("added as a child of ECSlidingViewController.sliding: UINavigationController.settingsNav"))
        #expect(
            text.contains(
                "    replaces: HomeNav, HomeController.home (removed from ECSlidingViewController.sliding), by UINavigationController.settingsNav"))
        #expect(!text.contains("covers: HomeNav"))
    }

    @Test("SB11 a class on a presentation segue is assumed to do what the kind does, and says how to override")
    func segueSubclassAssumed() throws {
        let c = try catalog("segue-subclass.storyboard")
        let r = try resolve("cool-segue", in: c, device: .iphone)
        guard case .presented(let p, .pageSheet) = r.outcome else { throw Unexpected(r) }
        #expect(p.presenter == "UINavigationController.nav")
        #expect(r.assumptions == [.segueSubclass(className: "CustomSegue.MyCoolSegue", kind: "presentation")])
        let report = SegueReport(c, devices: [.iphone], iosVersion: 17)
        #expect(report.text.contains("say what it does with --custom-segue CustomSegue.MyCoolSegue="))
        #expect(report.json.contains(#""certainty": "assumed""#))
        #expect(report.json.contains(#""id": "segueSubclass""#))
    }

    @Test("SB11 --custom-segue applies to a class on a segue of any kind, decided")
    func segueSubclassDeclared() throws {
        var rules = CustomSegueRules()
        try rules.add("MyCoolSegue=push")
        let c = StoryboardCatalog(try catalog("segue-subclass.storyboard").storyboards, customSegues: rules)
        let r = try resolve("cool-segue", in: c, device: .iphone)
        guard case .contained(let container, .pushed) = r.outcome else { throw Unexpected(r) }
        #expect(container == "UINavigationController.nav")
        #expect(r.rules == [.r5_3])
        #expect(r.assumptions.isEmpty)
        #expect(r.customSegue?.basis == .declared)
    }

    @Test("SB11 DismissSegue dismisses the presentation its source is in")
    func dismissSegue() throws {
        let c = try catalog("container.storyboard")
        let r = try resolve("dismiss", in: c, device: .ipad)
        guard case .dismissed(let presenter) = r.outcome else { throw Unexpected(r) }
        #expect(presenter == "UINavigationController.rootNav")
        #expect(r.covers.kept == ["ExternalController.ext"])
        #expect(r.destination == nil)
    }

    @Test("SB9 a destination in a storyboard not given is a placeholder assumed plain; given, the answer is decided")
    func referencedSceneAssumed() throws {
        let alone = try catalog("Main.storyboard")
        let r = try resolve("to-settings", in: alone, device: .iphone)
        #expect(r.assumptions == [.referencedScene(storyboard: "Settings")])
        #expect(SegueReport(alone, devices: [.iphone], iosVersion: 17).text.contains("(give Settings.storyboard too to follow it)"))
        let both = try catalog("Main.storyboard", "Settings.storyboard")
        #expect(try resolve("to-settings", in: both, device: .iphone).assumptions.isEmpty)
    }

    @Test("SB11 an answer that follows an assumed segue in the same state rests on its guess, and says so")
    func assumptionCarriesOn() throws {
        let c = try catalog("container.storyboard")
        let resolver = SegueResolver(c, reachability: Reachability(c), device: .iphone, iosVersion: 17)
        let bar = try #require(SegueReport.segue(named: "bar", in: c))
        var (state, path, reachable) = resolver.prepare(bar)
        _ = resolver.fire(bar, in: &state, path: path, isReachable: reachable)
        let next = try #require(SegueReport.segue(named: "dismiss", in: c))
        let r = resolver.fire(next, in: &state, path: path.appending(bar), isReachable: reachable)
        #expect(r.assumptions.contains(.customSegue(className: "Shop.BarSegue")))
    }

    @Test("SB11 an unknown class is marked assumed in every output, with how to say what it does")
    func unknownClass() throws {
        let c = try catalog("container.storyboard")
        let r = try resolve("bar", in: c, device: .iphone)
        guard case .presented = r.outcome else { throw Unexpected(r) }
        #expect(r.assumptions == [.customSegue(className: "Shop.BarSegue")])
        let report = SegueReport(c, devices: [.iphone], iosVersion: 17)
        #expect(report.text.contains("say what it does with --custom-segue Shop.BarSegue=present|push|embed|dismiss|replaceRoot"))
        #expect(report.text.contains("    known class: it adds the destination as a child of the source, in place of its first child"))
        #expect(report.json.contains(#""basis": "assumed""#))
        #expect(report.json.contains(#""id": "customSegue""#))
    }

    @Test("--custom-segue X=push pushes the destination, decided")
    func declaredPush() throws {
        var rules = CustomSegueRules()
        try rules.add("BarSegue=push")
        let c = StoryboardCatalog(try catalog("container.storyboard").storyboards, customSegues: rules)
        let r = try resolve("bar", in: c, device: .iphone)
        guard case .contained(let container, .pushed) = r.outcome else { throw Unexpected(r) }
        #expect(container == "UINavigationController.rootNav")
        #expect(r.assumptions.isEmpty)
        #expect(r.customSegue?.basis == .declared)
        #expect(SegueReport(c, devices: [.iphone], iosVersion: 17).text.contains("    --custom-segue: it pushes the destination onto"))
    }

    @Test("--custom-segue X=embed adds the destination to the source; an unknown action is refused")
    func declaredEmbed() throws {
        var rules = CustomSegueRules()
        try rules.add("Shop.BarSegue=embed")
        #expect(throws: CustomSegueRuleError.self) { try rules.add("BarSegue=slide") }
        #expect(throws: CustomSegueRuleError.self) { try rules.add("BarSegue") }
        let c = StoryboardCatalog(try catalog("container.storyboard").storyboards, customSegues: rules)
        let r = try resolve("bar", in: c, device: .iphone)
        guard case .contained(let container, .child) = r.outcome else { throw Unexpected(r) }
        #expect(container == "BController.b")
    }

    @Test("SB11 R1.8 --custom-segue X=replaceRoot makes the destination the window's root in place of the old one")
    func declaredReplaceRoot() throws {
        var rules = CustomSegueRules()
        try rules.add("BarSegue=replaceRoot")
        let c = StoryboardCatalog(try catalog("container.storyboard").storyboards, customSegues: rules)
        let r = try resolve("bar", in: c, device: .iphone)
        guard case .windowRoot("main") = r.outcome else { throw Unexpected(r) }
        #expect(r.rules == [.r1_8])
        #expect(r.destination == "UIViewController.c")
        #expect(r.replaced == "UINavigationController.rootNav")
        #expect(r.staysOnScreen.isEmpty)
        #expect(r.covers.keeps("BController.b"))
        #expect(r.assumptions.isEmpty)
        let text = SegueReport(c, devices: [.iphone], iosVersion: 17).text
        #expect(text.contains("becomes the root of window main, in place of UINavigationController.rootNav [R1.8]"))
        #expect(text.contains("    replaces: UINavigationController.rootNav, "))
    }

    @Test("SB13 R1.8 a replaceRoot segue imports as a setRoot step and reads back into the same hierarchy")
    func importReplaceRoot() throws {
        var rules = CustomSegueRules()
        try rules.add("BarSegue=replaceRoot")
        let c = StoryboardCatalog(try catalog("container.storyboard").storyboards, customSegues: rules)
        let fired = try #require(SegueReport.segue(named: "bar", in: c))
        let imported = StoryboardScenario(c, device: .iphone, iosVersion: 17, firing: fired)
        let yaml = try ScenarioWriter.yaml(for: imported.scenario, comments: imported.comments, locatingSteps: true)
        #expect(yaml.contains("  - setRoot:\n      window: \"main\"\n      controller:\n"))
        let read = try ScenarioReader.read(yaml, file: "imported.yaml")
        let run = ScenarioRun(read)
        #expect(run.diagnostics.isEmpty)
        #expect(run.hierarchy.rootViewController(ofWindow: "main") == "UIViewController.c")
        #expect(run.hierarchy.parent(of: "BController.b") == "ResearchContainerViewController.research")
        #expect(!run.hierarchy.isOnScreen("BController.b"))
    }

    @Test("SB11 an ancestor-finding class with no such ancestor does nothing, assumed")
    func noAncestor() throws {
        var rules = CustomSegueRules()
        try rules.add("OtherSegue=present")
        let c = try catalog("reveal.storyboard")
        // `push-front` fired from a rear that is its own scene's root finds no reveal controller.
        let rear = try #require(c.transitionSegues.first { c[$0].element == "push-front" })
        let resolver = SegueResolver(c, reachability: Reachability(c), device: .iphone, iosVersion: 17)
        var state = resolver.launch(from: .init(storyboard: 0, element: "rear"))
        let r = resolver.fire(rear, in: &state, path: SegueRoute(), isReachable: false)
        guard case .noEffect(let reason) = r.outcome else { throw Unexpected(r) }
        #expect(reason.contains("SWRevealViewController"))
        #expect(
            r.assumptions == [
                .sceneAsWindowRoot(scene: "RearController.rear"),
                .customSegueContainer(className: "SWRevealViewControllerSeguePushController", containerClass: "SWRevealViewController"),
            ]
        )
    }

    @Test("SB13 an embedding custom segue imports as removeFromParent and addChild, and reads back")
    func importEmbed() throws {
        let c = try catalog("sliding.storyboard")
        let fired = try #require(SegueReport.segue(named: "slide-settings", in: c))
        let imported = StoryboardScenario(c, device: .iphone, iosVersion: 17, firing: fired)
        let operations = imported.scenario.steps.flatMap { step -> [PresentationModel.Operation] in
            if case .perform(let operations) = step.value.action { return operations }
            return []
        }
        #expect(operations.map(\.name) == ["declare", "removeFromParent", "addChild"])
    }
}
