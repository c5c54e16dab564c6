import Foundation
import PresentationDiagrams
import PresentationModel
@testable import StoryboardDiagrams
import StoryboardImport
import PresentationTesting
import Testing
import VCGraphTestSupport

/// The flow map `vcgraph render` draws for a storyboard (SB14).
@Suite("Storyboard flow map")
struct FlowMapTests {
    @Test("SB14 scenes are frames, containment edges are labelled with the relationship, segues with each device's answer")
    func goldenFixture() throws {
        let report = SegueReport(try catalog("master-detail.storyboard", "tab-context.storyboard"), devices: [.iphone, .ipad], iosVersion: 17)
        let dot = SegueFlowMap(report, title: "fixtures").dot
        #expect(dot.contains("masterViewController"))
        #expect(dot.contains("iPad: secondary column of UISplitViewController.split"))
        #expect(dot.contains("iPad: secondary column of UISplitViewController.split [R7.3]"), "the tooltip cites the rule")
        expectTextSnapshot(dot, named: "flow-master-detail-tab-context", as: "dot")
    }

    @Test("SB14 vcgraph lays the map out: scenes one below another, a segue entering its destination's scene from above under its label")
    func laidOutByVCGraph() throws {
        let report = SegueReport(try catalog("segues.storyboard"), devices: [.iphone], iosVersion: 17)
        let map = SegueFlowMap(report, title: "fixtures")
        let dot = map.dot
        #expect(dot.contains("layout=nop2"))
        let placement = try #require(map.diagram.content.placement)
        // Every scene is placed, each below the one before.
        let scenes = map.diagram.content.blocks.compactMap { block -> DiagramPlacement.Rect? in
            guard case .cluster(let cluster) = block else { return nil }
            return placement.clusters[cluster.id]
        }
        #expect(scenes.count > 2)
        #expect(zip(scenes, scenes.dropFirst()).allSatisfy { $0.bottom < $1.y })
        // Each segue into a scene's top ends on the scene's top border, its label above it.
        for (position, edge) in map.diagram.content.edges.enumerated() {
            guard case .transition = edge.role, let route = placement.edges[position], let tip = route.tip, let label = route.label,
                let scene = scenes.first(where: { abs($0.y - tip.y) < 0.01 })
            else { continue }
            #expect(label.y < scene.y, "\(edge.label)")
        }
    }

    @Test("SB14 an answer every device gives alike is said once; rule ids are in the tooltip, or on the edge when asked")
    func answersOnceRulesInTooltips() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
            <scenes><scene sceneID="1"><objects>
            <navigationController id="nav" sceneMemberID="viewController"><connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r"/></connections></navigationController>
            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController"><connections>
            <segue destination="detail" kind="show" identifier="open" id="s1"/>
            </connections></viewController>
            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """
        let catalog = try StoryboardCatalog([StoryboardReader.read(Array(text.utf8), file: "once.storyboard")])
        let report = SegueReport(catalog, devices: [.iphone, .ipad], iosVersion: 17)
        let edge = try #require(SegueFlowMap(report, title: "once").diagram.content.edges.first { $0.label.hasPrefix("show 'open'") })
        #expect(edge.label == "show 'open'\npushed onto UINavigationController.nav")
        #expect(edge.tooltip?.contains("iPhone: pushed onto UINavigationController.nav [R8.2]") == true)
        #expect(edge.tooltip?.contains("iPad: pushed onto UINavigationController.nav [R8.2]") == true)
        let cited = try #require(SegueFlowMap(report, title: "once", showsRuleIDs: true).diagram.content.edges.first { $0.label.hasPrefix("show") })
        #expect(cited.label == "show 'open'\npushed onto UINavigationController.nav [R8.2]")
    }

    @Test("SB14 given Graphviz's layout limits, Graphviz's dot lays the map out")
    func laidOutByGraphvizWhenLimitsAreGiven() throws {
        let report = SegueReport(try catalog("segues.storyboard"), devices: [.iphone], iosVersion: 17)
        let map = SegueFlowMap(report, title: "fixtures", nslimit: 1)
        #expect(map.diagram.content.placement == nil)
        #expect(!map.dot.contains("layout=nop2") && map.dot.contains("nslimit=1"))
    }

    @Test("SB14 segues from one scene to one scene that resolve alike are one edge with their count; others keep their own")
    func alikeSeguesMerge() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
            <scenes><scene sceneID="1"><objects>
            <navigationController id="nav" sceneMemberID="viewController"><connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r"/></connections></navigationController>
            <tableViewController id="list" customClass="ListViewController" sceneMemberID="viewController"><connections>
            <segue destination="detail" kind="show" identifier="fromCell" id="s1"/>
            <segue destination="detail" kind="show" identifier="fromAccessory" id="s2"/>
            <segue destination="detail" kind="show" identifier="fromSearch" id="s3"/>
            <segue destination="detail" kind="presentation" identifier="modally" id="s4"/>
            </connections></tableViewController>
            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """
        let catalog = try StoryboardCatalog([StoryboardReader.read(Array(text.utf8), file: "alike.storyboard")])
        let dot = SegueFlowMap(SegueReport(catalog, devices: [.iphone], iosVersion: 17), title: "alike").dot
        let segueEdges = dot.split(separator: "\n").filter { $0.contains(" -> ") && $0.contains("style=\"dashed\"") }
        #expect(segueEdges.count == 2, "\(segueEdges.joined(separator: "\n"))")
        #expect(dot.contains("show 'fromCell' ×3\\npushed onto UINavigationController.nav"))
        #expect(dot.contains("the same answer for 3 segues: show 'fromCell', show 'fromAccessory', show 'fromSearch'"))
        #expect(dot.contains("presentation 'modally'\\npageSheet by UINavigationController.nav"))
    }

    @Test("SB14 every controller is drawn in its scene top's cluster, however deep the containment and through a containment cycle")
    func sceneTopsOfDeepAndCyclicContainment() throws {
        let cycle = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a">
            <scenes><scene sceneID="1"><objects>
            <viewController id="a"><connections>
            <segue destination="b" kind="embed" id="e1"/><segue destination="d" kind="embed" id="e4"/>
            </connections></viewController>
            <viewController id="b"><connections><segue destination="c" kind="embed" id="e2"/></connections></viewController>
            <viewController id="c"><connections><segue destination="a" kind="embed" id="e3"/></connections></viewController>
            <viewController id="d"><connections><segue destination="e" kind="embed" id="e5"/></connections></viewController>
            <viewController id="e"/>
            </objects></scene></scenes></document>
            """
        for text in [GeneratedStoryboard.embeds(150), cycle] {
            let c = try StoryboardCatalog([StoryboardReader.read(Array(text.utf8), file: "nested.storyboard")])
            let reachability = Reachability(c)
            let keys = c.storyboards[0].controllers.map { StoryboardCatalog.Key(storyboard: 0, element: $0.element) }
            let tops = reachability.sceneTops(of: keys)
            for key in keys { #expect(tops[key] == reachability.sceneTop(of: key), "\(key.element)") }
        }
    }

    @Test(
        "SB14 the flow map of every corpus storyboard matches its golden file", .enabled(if: corpusFolder != nil, "skipped: the corpus is absent"),
        arguments: CorpusTests.files)
    func goldenCorpus(_ name: String) throws {
        let bytes = try Data(contentsOf: try #require(corpusFolder).appendingPathComponent(name))
        let storyboard = try StoryboardReader.read(Array(bytes), file: name)
        let report = SegueReport(StoryboardCatalog([storyboard]), devices: [.iphone, .ipad], iosVersion: 17)
        expectTextSnapshot(SegueFlowMap(report, title: storyboard.name).dot, named: name, as: "dot")
    }
}
