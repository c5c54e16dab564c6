import Foundation
import PresentationModel
import PresentationScenarios
import StoryboardDiagrams
import StoryboardImport
import Testing
import VCGraphTestSupport

/// Every segue kind, fired through the model (SB10, SB11): presenter, style after
/// adaptation, context walk, what stays on screen, and the rule.
@Suite("Segue resolution")
struct SegueResolutionTests {
    @Test("SB11 R3.1 presentation: the segue's style; the family root presents")
    func presentationStyleFromSegue() throws {
        let c = try catalog("segues.storyboard")
        let r = try resolve("present-segue", in: c, device: .ipad)
        guard case .presented(let p, let effective) = r.outcome else { throw Unexpected(r) }
        #expect(p.presenter == "UINavigationController.nav")
        #expect(p.requestedFrom == "HomeController.home")
        #expect(p.style == .formSheet && effective == .formSheet)
        #expect(r.rules == [.r3_1])
        #expect(r.staysOnScreen == ["UINavigationController.nav", "HomeController.home"])
    }

    @Test("SB11 an iPad in compact width stays an iPad: the resolution carries the environment it fired in")
    func compactIPad() throws {
        let c = try catalog("segues.storyboard")
        let segue = try #require(SegueReport.segue(named: "present-segue", in: c))
        let environment = Environment(device: .ipad, horizontalSizeClass: .compact, iosVersion: 16)
        let r = SegueResolver(c, reachability: Reachability(c), environment: environment).resolve(segue)
        #expect(r.environment == environment)
        #expect(r.environment.device == .ipad && r.environment.horizontalSizeClass == .compact)
    }

    @Test("SB11 presentation with no style on the segue: the destination element's style")
    func presentationStyleFromElement() throws {
        let c = try catalog("segues.storyboard")
        let r = try resolve("present-element-style", in: c, device: .iphone)
        guard case .presented(_, let effective) = r.outcome else { throw Unexpected(r) }
        #expect(effective == .overFullScreen)
    }

    @Test("SB11 R4.1 modal with no style: automatic, a page sheet on iOS 13–17 and full screen on iOS 12")
    func legacyModal() throws {
        let c = try catalog("segues.storyboard")
        let r17 = try resolve("modal-segue", in: c, device: .iphone)
        let r12 = try resolve("modal-segue", in: c, device: .iphone, ios: 12)
        guard case .presented(_, let e17) = r17.outcome, case .presented(_, let e12) = r12.outcome else { throw Unexpected(r17) }
        #expect(e17 == .pageSheet)
        #expect(e12 == .fullScreen)
        #expect(r12.covers == ["UINavigationController.nav", "HomeController.home"])
    }

    @Test("SB11 R3.2 R3.3 a context style walks from the source; the navigation controller defines by default")
    func contextWalk() throws {
        let c = try catalog("segues.storyboard")
        let r = try resolve("context-segue", in: c, device: .iphone)
        guard case .presented(let p, _) = r.outcome else { throw Unexpected(r) }
        #expect(p.resolution.contextWalk.map(\.controller) == ["HomeController.home", "UINavigationController.nav"])
        #expect(p.resolution.contextWalk.map(\.isClassDefault) == [true, true])
        #expect(r.rules == [.r3_2])
    }

    @Test("SB11 R8.2 show from a controller in a navigation controller pushes")
    func showPushes() throws {
        let c = try catalog("segues.storyboard")
        let r = try resolve("show-segue", in: c, device: .iphone)
        guard case .contained(let container, let placement) = r.outcome else { throw Unexpected(r) }
        #expect(container == "UINavigationController.nav" && placement == .pushed)
        #expect(r.rules == [.r8_2])
        #expect(r.covers == ["HomeController.home"])
    }

    @Test("SB11 R8.4 showDetail with no split view presents from the source")
    func showDetailWithoutSplit() throws {
        let c = try catalog("segues.storyboard")
        let r = try resolve("show-detail-segue", in: c, device: .ipad)
        guard case .presented = r.outcome else { throw Unexpected(r) }
        #expect(r.rules == [.r8_4, .r3_1])
        #expect(r.ruleCitation == "R8.4, R3.1")
    }

    @Test("SB11 R7.3 R5.9 showDetail in a split view: the secondary column on iPad, nested on the primary stack on iPhone")
    func showDetailInSplit() throws {
        let c = try catalog("master-detail.storyboard")
        let pad = try resolve("show-detail", in: c, device: .ipad)
        guard case .contained(let split, .secondaryColumn) = pad.outcome else { throw Unexpected(pad) }
        #expect(split == "UISplitViewController.split")
        #expect(pad.destination == "UINavigationController.detailNav#2")
        // A second instance names the element it was made from as a key, not as a string to split.
        #expect(pad.destinationKey.map { c.baseID($0) } == "UINavigationController.detailNav")
        #expect(pad.covers == ["UINavigationController.detailNav", "DetailViewController.detail"])
        let phone = try resolve("show-detail", in: c, device: .iphone)
        guard case .contained(_, .secondaryColumn) = phone.outcome else { throw Unexpected(phone) }
        #expect(phone.diagnostics.isEmpty)
        #expect(phone.covers == ["MasterViewController.master"])
    }

    @Test("SB11 R5.3 a legacy push with a navigation controller pushes; a pushed navigation controller is refused")
    func legacyPush() throws {
        let c = try catalog("segues.storyboard")
        let pushed = try resolve("push-segue", in: c, device: .iphone)
        guard case .contained(_, .pushed) = pushed.outcome else { throw Unexpected(pushed) }
        let refused = try resolve("push-nav-segue", in: c, device: .iphone)
        guard case .refused = refused.outcome else { throw Unexpected(refused) }
        #expect(refused.diagnostics.map(\.message) == ["Pushing a navigation controller is not supported"])
    }

    @Test("SB11 a legacy push whose source no navigation controller manages pushes nothing")
    func legacyPushWithoutNavigation() throws {
        let c = try catalog("segues.storyboard")
        let r = try resolve("push-without-nav", in: c, device: .iphone)
        guard case .refused = r.outcome else { throw Unexpected(r) }
        #expect(r.diagnostics.first?.code == .noNavigationController)
    }

    @Test("SB11 R11.6 a popover: anchored, a popover on iPad; unanchored, refused on iPad and adapted on iPhone")
    func popovers() throws {
        let c = try catalog("segues.storyboard")
        let anchored = try resolve("anchored-popover", in: c, device: .ipad)
        guard case .presented(_, .popover) = anchored.outcome else { throw Unexpected(anchored) }
        let unanchored = try resolve("unanchored-popover", in: c, device: .ipad)
        guard case .refused = unanchored.outcome else { throw Unexpected(unanchored) }
        #expect(unanchored.diagnostics.first?.code == .popoverWithoutAnchor)
        let phone = try resolve("unanchored-popover", in: c, device: .iphone)
        guard case .presented = phone.outcome else { throw Unexpected(phone) }
        let legacy = try resolve("legacy-popover", in: c, device: .ipad)
        guard case .presented(_, .popover) = legacy.outcome else { throw Unexpected(legacy) }
    }

    @Test("SB11 an unknown custom segue presents in the destination's own style, reported with its class")
    func custom() throws {
        let c = try catalog("segues.storyboard")
        let r = try resolve("custom-segue", in: c, device: .ipad)
        guard case .presented(let p, .pageSheet) = r.outcome else { throw Unexpected(r) }
        #expect(p.presenter == "UINavigationController.nav")
        #expect(c[r.segue].customClass == "Shop.FadeSegue")
        #expect(r.customSegue == CustomSegueRules.Reading(action: .present, basis: .assumed))
    }

    @Test("SB11 an unwind lists UIKit's candidates in order, source excluded, no destination, no rule")
    func unwind() throws {
        let c = try catalog("segues.storyboard")
        let r = try resolve("unwind-segue", in: c, device: .iphone)
        guard case .unwind(let action, let candidates) = r.outcome else { throw Unexpected(r) }
        #expect(action == "unwindToHome:")
        // The navigation controller is searched through, but UIKit's own class implements no app action.
        #expect(candidates.kept == ["HomeController.home"])
        #expect(r.unwindCandidateKeys.map { c.baseID($0) } == ["HomeController.home"])
        #expect(r.destinationKey == nil)
        #expect(r.destination == nil)
        #expect(r.rules.isEmpty && r.ruleCitation == "unwind")
        #expect(r.path.segues.map { c[$0].element } == ["show-segue"])
        // The state after it assumes the first candidate: the stack is popped back to it.
        #expect(r.covers.kept == [id("detail", in: c)])
    }

    /// The storyboard names neither what an unknown custom segue class does nor which class
    /// implements an unwind action: the answers say they assume it, in every output.
    @Test(
        "SB11 an unknown custom segue's action and an unwind's destination are marked assumed in the text, the JSON, the flow map, imports and pages")
    func guessesAreMarked() throws {
        let c = try catalog("segues.storyboard")
        let custom = try resolve("custom-segue", in: c, device: .ipad)
        #expect(custom.assumptions == [.customSegue(className: "Shop.FadeSegue")])
        let unwind = try resolve("unwind-segue", in: c, device: .iphone)
        #expect(unwind.assumptions == [.unwindDestination(action: "unwindToHome:", first: "HomeController.home")])
        #expect(try resolve("present-segue", in: c, device: .ipad).assumptions == [])

        let report = SegueReport(c, devices: [.iphone], iosVersion: 17)
        #expect(
            report.text.contains(
                "    assumed: what Shop.FadeSegue does is not read from its class; it is assumed to present the destination in the destination's own style; "
                    + "say what it does with --custom-segue Shop.FadeSegue=present|push|embed|dismiss|replaceRoot"))
        #expect(
            report.text.contains(
                "unwinds with unwindToHome: to the first of HomeController.home whose class implements unwindToHome: (assumed)"
            ))
        #expect(report.text.contains("    assumed: the storyboard does not say which class implements unwindToHome:"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        let segues = try #require(json["segues"] as? [[String: Any]])
        let byID = Dictionary(uniqueKeysWithValues: segues.map { ($0["id"] as? String ?? "", $0) })
        func answer(_ id: String) -> [String: Any]? { (byID[id]?["resolutions"] as? [[String: Any]])?.first }
        #expect(answer("custom-segue")?["certainty"] as? String == "assumed")
        #expect((answer("unwind-segue")?["assumptions"] as? [[String: Any]])?.first?["id"] as? String == "unwindDestination")
        #expect(answer("unwind-segue")?["unwindDestination"] is NSNull)
        #expect((answer("unwind-segue")?["unwindCandidates"] as? [String: Any])?["first"] as? [String] == ["HomeController.home"])
        #expect(answer("present-segue")?["certainty"] as? String == "decided")

        let map = SegueFlowMap(report, title: "segues").dot
        #expect(map.contains("? marks an answer the storyboard does not decide: an assumption"))
        #expect(map.contains("assumed: what Shop.FadeSegue does is not read from its class"))

        // The scenario an import writes, and the frames of a docs page, say so too.
        let fired = try #require(SegueReport.segue(named: "custom-segue", in: c))
        let imported = StoryboardScenario(c, device: .iphone, iosVersion: 17, firing: fired)
        #expect(imported.comments.contains("Assumed: \(SegueAssumption.customSegue(className: "Shop.FadeSegue").text)."))
        let flow = StoryboardFlow(c)
        #expect(flow.segues.first { $0.reference == fired }?.assumptions == [.customSegue(className: "Shop.FadeSegue")])
        #expect(flow.segues.filter { ![.custom, .unwind].contains(c[$0.reference].kind) }.allSatisfy { $0.assumptions.isEmpty })
        let unwindFired = try #require(SegueReport.segue(named: "unwind-segue", in: c))
        #expect(flow.segues.first { $0.reference == unwindFired }?.assumptions.first?.id == "unwindDestination")
    }

    @Test("SB11 a fired segue runs the model once: the scenario's run is the run that answered, in the environment given")
    func firedOnce() throws {
        let c = try catalog("segues.storyboard")
        let segue = try #require(SegueReport.segue(named: "anchored-popover", in: c))
        // An iPhone in regular width (a large iPhone in landscape): the popover is not adapted.
        let environment = Environment(device: .iphone, horizontalSizeClass: .regular, iosVersion: 17)
        let fired = StoryboardScenario(c, environment: environment, firing: segue, keepingSnapshots: true)
        let answer = try #require(fired.resolution)
        guard case .presented(let presentation, let effective) = answer.outcome else { throw Unexpected(answer) }
        #expect(effective == .popover)
        #expect(fired.run.scenario.environment == environment)
        #expect(fired.run.hierarchy.presentation(of: presentation.presented) == presentation)
        // One snapshot after the declaration and one after each step the resolver ran.
        #expect(fired.run.snapshots.count == fired.scenario.steps.count + 1)
        #expect(fired.run.stepsRun == fired.scenario.steps.count)
        // The same scenario run again from its file gives the same hierarchy.
        let again = ScenarioRun(fired.scenario)
        #expect(again.hierarchy.presentation(of: presentation.presented) == presentation)
    }

    @Test("SB10 the shortest chain of segues reaches the source; an unreachable source's scene becomes the window root")
    func paths() throws {
        let c = try catalog("segues.storyboard")
        let loose = try resolve("loose-push", in: c, device: .iphone)
        #expect(loose.path.segues.map { c[$0].element } == ["push-nav-segue"])
        let plain = try resolve("gesture-segue", in: c, device: .iphone)
        #expect(!plain.isReachable)
        guard case .presented(let p, _) = plain.outcome else { throw Unexpected(plain) }
        #expect(p.presenter == "UIViewController.plain")
    }

    @Test("SB10 a source the app's initial controller does not reach is reached from its own storyboard's initial controller")
    func otherStoryboardsEntries() throws {
        let c = try catalog("master-detail.storyboard", "tab-context.storyboard")
        let r = try resolve("defined", in: c, device: .iphone)
        #expect(r.isReachable)
        #expect(r.windowRoot == "UITabBarController.tabs")
        let main = try resolve("show-detail", in: c, device: .iphone)
        #expect(main.windowRoot == "UISplitViewController.split")
    }

    @Test("SB10 R6.2 a source in an unselected tab is revealed by selecting its tab first")
    func revealTab() throws {
        let c = try catalog("tab-context.storyboard")
        let r = try resolve("defined", in: c, device: .iphone)
        guard case .presented(let p, _) = r.outcome else { throw Unexpected(r) }
        #expect(p.presenter == "UIViewController.second")
        #expect(r.staysOnScreen == ["UITabBarController.tabs"])
        #expect(r.covers == ["UIViewController.second"])
    }

    @Test("SB8 every segue's destination is a fresh instance; references name their placeholder")
    func placeholders() throws {
        let c = try catalog("Main.storyboard")
        let r = try resolve("to-nowhere", in: c, device: .iphone)
        #expect(r.destination == "Onboarding.storyboard")
        let followed = try catalog("Main.storyboard", "Settings.storyboard")
        let account = try resolve("to-account", in: followed, device: .iphone)
        #expect(account.destination == "Account")
        let dangling = try resolve("to-dangling", in: followed, device: .iphone)
        guard case .dangling = dangling.outcome else { throw Unexpected(dangling) }
        #expect(dangling.rules.isEmpty && dangling.ruleCitation == "dangling")
    }

    @Test(
        "SB10 every segue resolved together is fired in the state its own path reaches, as when resolved alone",
        arguments: ["segues.storyboard", "tab-context.storyboard", "Main.storyboard", "master-detail.storyboard"])
    func resolvedTogetherAsAlone(_ fixture: String) throws {
        try expectResolvedTogetherAsAlone(catalog(fixture))
    }

    @Test("SB10 segues that branch from a shared path, pushed or presented, are resolved together as each alone")
    func branchingPathsResolvedTogetherAsAlone() throws {
        for (kind, inNavigation) in [("show", true), ("presentation", false), ("popoverPresentation", true)] {
            let text = GeneratedStoryboard.segues(40, kind: kind, branching: 3, inNavigation: inNavigation)
            try expectResolvedTogetherAsAlone(StoryboardCatalog([StoryboardReader.read(Array(text.utf8), file: "tree.storyboard")]))
        }
    }

    /// A chain of presentations makes a path and a list as long as the chain for each segue:
    /// shown whole, the table would grow with the square of the storyboard.
    @Test("SB10 the segue table shortens a path or a list past 15 names, saying how many it leaves out")
    func longPathsAndListsAreShortened() throws {
        let text = GeneratedStoryboard.segues(40, kind: "presentation")
        let c = try StoryboardCatalog([StoryboardReader.read(Array(text.utf8), file: "chain.storyboard")])
        let table = SegueReport(c, devices: [.iphone], iosVersion: 17).text
        let lines = table.split(separator: "\n")
        // 's13' is reached by 13 segues, shown whole; 's38' by 38, shortened.
        #expect(lines.contains { $0.hasSuffix("'s0' → 's1' → 's2' → 's3' → 's4' → 's5' → 's6' → 's7' → 's8' → 's9' → 's10' → 's11' → 's12'") })
        #expect(
            lines.contains { $0.hasSuffix("'s0' → 's1' → 's2' → 's3' → … 26 more … → 's30' → 's31' → 's32' → 's33' → 's34' → 's35' → 's36' → 's37'") }
        )
        #expect(
            lines.contains {
                $0.hasSuffix(
                    "UIViewController.v3, … 27 more …, UIViewController.v31, UIViewController.v32, UIViewController.v33, UIViewController.v34, UIViewController.v35, UIViewController.v36, UIViewController.v37, UIViewController.v38"
                )
            })
    }

    /// Each resolution's path shares the steps of the path before it; the JSON names it by
    /// its last segue and its length, so that it too grows with the storyboard.
    @Test("SB10 a path is the path before it and one segue; the JSON gives its last segue and length")
    func pathsShareTheirSteps() throws {
        let text = GeneratedStoryboard.segues(40, kind: "presentation")
        let c = try StoryboardCatalog([StoryboardReader.read(Array(text.utf8), file: "chain.storyboard")])
        let report = SegueReport(c, devices: [.iphone], iosVersion: 17)
        let paths = report.rows.map { $0.resolutions[0].path }
        #expect(paths[0].isEmpty && paths[0].lastSegue == nil)
        #expect(paths[38].count == 38 && paths[38].segues == paths[37].segues + [report.rows[37].segue])
        #expect(paths[38].prefix(2).map { c[$0].element } == ["s0", "s1"] && paths[38].suffix(1).map { c[$0].element } == ["s37"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        let segues = try #require(json["segues"] as? [[String: Any]])
        let resolution = try #require((segues[38]["resolutions"] as? [[String: Any]])?.first)
        #expect(resolution["after"] as? String == "s37" && resolution["pathLength"] as? Int == 38)
        #expect((segues[0]["resolutions"] as? [[String: Any]])?.first?["after"] is NSNull)
        let stays = try #require(resolution["staysOnScreen"] as? [String: Any])
        #expect(stays["count"] as? Int == 39)
        #expect(stays["first"] as? [String] == (0...3).map { "UIViewController.v\($0)" })
        #expect(stays["last"] as? [String] == (31...38).map { "UIViewController.v\($0)" })
        let covers = try #require(resolution["covers"] as? [String: Any])
        #expect(covers["count"] as? Int == 0 && covers["first"] as? [String] == [] && covers["last"] as? [String] == [])
    }

    /// Kept whole, each answer of a chain of sheets would be as long as the chain.
    @Test("SB10 a list of controllers is kept whole up to 15 names, else by its ends and its count")
    func controllerListsKeepTheirEnds() {
        let ids = (0..<16).map { ControllerID("c\($0)") }
        let whole = ControllerList(Array(ids.prefix(15)))
        #expect(!whole.isShortened && whole.kept == Array(ids.prefix(15)) && whole.count == 15)
        let shortened = ControllerList(ids)
        #expect(shortened.isShortened && shortened.count == 16)
        #expect(shortened.head == Array(ids.prefix(4)) && shortened.tail == Array(ids.suffix(8)))
        #expect(shortened.keeps("c15") && !shortened.keeps("c5"))
    }

    private func expectResolvedTogetherAsAlone(_ c: StoryboardCatalog) {
        for device in [Device.iphone, .ipad] {
            let resolver = SegueResolver(c, reachability: Reachability(c), device: device, iosVersion: 17)
            let together = resolver.resolveAll()
            #expect(together.count == c.transitionSegues.count)
            for (segue, resolution) in zip(c.transitionSegues, together) {
                #expect(String(describing: resolution) == String(describing: resolver.resolve(segue)))
            }
        }
    }
}

/// A resolution that is not what a test expected.
struct Unexpected: Error, CustomStringConvertible {
    let resolution: SegueResolution
    init(_ resolution: SegueResolution) { self.resolution = resolution }
    var description: String { "unexpected outcome \(resolution.outcome) (\(resolution.ruleCitation))" }
}

/// The segue table says an answer once when every device gives it.
@Suite("Segue table: one answer for devices that agree")
struct SegueTableDeviceTests {
    @Test("a segue that does the same on an iPhone and an iPad is printed once for both; one that differs, per device")
    func sameAnswerOnce() throws {
        let c = try catalog("sliding.storyboard")
        let both = SegueReport(c, devices: [.iphone, .ipad], iosVersion: 17).text
        #expect(both.contains("  iPhone and iPad iOS 17: "))
        #expect(!both.contains("  iPhone iOS 17: "))
        let split = try catalog("master-detail.storyboard")
        let differing = SegueReport(split, devices: [.iphone, .ipad], iosVersion: 17).text
        #expect(differing.contains("  iPhone iOS 17: ") && differing.contains("  iPad iOS 17: "))
        let one = SegueReport(c, devices: [.ipad], iosVersion: 17).text
        #expect(one.contains("  iPad iOS 17: ") && !one.contains("iPhone"))
    }
}
