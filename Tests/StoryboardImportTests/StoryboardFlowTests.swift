import PresentationModel
import PresentationScenarios
import StoryboardImport
import Testing

/// A storyboard as a flow a user taps through (`vcgraph docs`): the app at launch, then each
/// segue reachable from the initial scene, nearest first, bounded; an unwind after the segues
/// that reach its source, with its assumption.
@Suite("A storyboard's flow")
struct StoryboardFlowTests {
    @Test("the launch, then the segues reachable from the initial scene, nearest first")
    func segues() throws {
        let catalog = try catalog("segues.storyboard")
        let flow = StoryboardFlow(catalog)
        #expect(flow.launch.scenario.steps.isEmpty && flow.launch.hierarchy.rootViewController(ofWindow: "main") != nil)
        #expect(flow.segues.first?.title == "'Sheet' (presentation)")
        // Each segue's run ends with the segue itself, after the steps that reach its source.
        for segue in flow.segues {
            #expect(segue.run.scenario.steps.count >= 1, "\(segue.title)")
            #expect(segue.run.snapshots.count == segue.run.scenario.steps.count + 1)
        }
        // Nearest first: a segue whose source the initial scene shows comes before one that needs a chain.
        let chains = flow.segues.map { $0.run.scenario.steps.count }
        #expect(chains.first == 1)
        #expect(flow.segues.count + flow.omitted <= catalog.transitionSegues.count)
        #expect(flow.segues.count <= StoryboardFlow.limit)
    }
}

/// Unwind segues in a storyboard's flow.
@Suite("A storyboard's flow with unwind segues")
struct StoryboardFlowUnwindTests {
    @Test("SB11 SB14 an unwind is a frame after the segues that reach its source, its assumption in the frame")
    func unwindFrame() throws {
        let catalog = try catalog("unwind.storyboard")
        let flow = StoryboardFlow(catalog)
        let elements = flow.segues.map { catalog[$0.reference].element }
        let unwind = try #require(elements.firstIndex(of: "unwind-to-menu"))
        let reaching = try #require(elements.firstIndex(of: "to-editor"))
        #expect(reaching < unwind)
        let frame = flow.segues[unwind]
        #expect(frame.title == "'unwind-to-menu' (unwind)")
        #expect(frame.assumptions.contains(.unwindDestination(action: "unwindToMenu:", first: "SettingsController.settings")))
        // The frame shows the state after the unwind: the editor's presentation has ended.
        #expect(frame.run.hierarchy.presentedViewController(of: "UITabBarController.tabs") == nil)
    }
}

/// A storyboard with no initial view controller: code makes its scenes by identifier.
@Suite("A storyboard's entry scenes")
struct EntrySceneTests {
    @Test("SB8 with no initial view controller, the scenes with an identifier that no container holds are shown detached")
    func entryScenesDetached() throws {
        let catalog = try catalog("entry-scenes.storyboard")
        let launch = StoryboardScenario(catalog, device: .iphone, iosVersion: 17)
        #expect(launch.scenario.windows.isEmpty)
        #expect(launch.scenario.controllers.map(\.value.id) == ["AccountsNav", "Settings"])
        #expect(launch.state.hierarchy.parent(of: "List") == "AccountsNav")
        #expect(
            launch.scenario.description
                == "No storyboard given has an initial view controller, so no window has a root at launch. Code makes these scenes with instantiateViewController(withIdentifier:); they are shown detached: 'AccountsNav', 'Settings'."
        )
        // The flow's launch frame is the same scenario, run.
        let flow = StoryboardFlow(catalog)
        #expect(flow.launch.hierarchy.familyRoot(of: "Settings") == "Settings")
        #expect(flow.launch.scenario.controllers.count == 2)
    }

    @Test("SB10 with no initial view controller, the segues of the entry scenes are fired from their scene, assumed the window's root")
    func entrySceneSegues() throws {
        let catalog = try catalog("entry-scenes.storyboard")
        let flow = StoryboardFlow(catalog)
        #expect(flow.segues.map(\.title) == ["'showAbout' (presentation)"])
        #expect(flow.segues.first?.assumptions == [.sceneAsWindowRoot(scene: "Settings")])
        #expect(flow.segues.first?.run.hierarchy.presentingViewController(of: "AboutViewController.about") == "Settings")
        let report = SegueReport(catalog, devices: [.iphone], iosVersion: 17).text
        #expect(
            report.contains(
                "    assumed: no chain of segues from an initial view controller reaches the source; its scene, Settings, is assumed to be the window's root, as when code makes it by its identifier and shows it\n"
            ), "\(report)")
    }

    @Test("SB8 with an initial view controller, no scene is declared detached at launch")
    func initialControllerHasNoEntryScenes() throws {
        let catalog = try catalog("segues.storyboard")
        let launch = StoryboardScenario(catalog, device: .iphone, iosVersion: 17)
        #expect(launch.scenario.controllers.isEmpty && launch.scenario.description == nil)
        #expect(Reachability(catalog).entryScenes.isEmpty)
    }
}
