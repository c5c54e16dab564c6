import Foundation
import PresentationModel
@testable import StoryboardDiagrams
import StoryboardImport
import PresentationTesting
import Testing
import VCGraphTestSupport

/// The flow map `vcgraph render` draws for a storyboard (SB14).
@Suite("Storyboard flow map")
struct FlowMapTests {
    @Test("SB14 scenes are clusters, containment edges are labelled with the relationship, segues with each device's answer")
    func goldenFixture() throws {
        let report = SegueReport(try catalog("master-detail.storyboard", "tab-context.storyboard"), devices: [.iphone, .ipad], iosVersion: 17)
        let dot = SegueFlowMap(report, title: "fixtures").dot
        #expect(dot.contains("masterViewController"))
        #expect(dot.contains("iPad: secondary column of UISplitViewController.split [R7.3]"))
        expectTextSnapshot(dot, named: "flow-master-detail-tab-context", as: "dot")
    }

    @Test("SB14 a map laid out on vcgraph's grid: a column for each step from the initial scene, chains along rows, answers in tooltips")
    func grid() throws {
        let report = SegueReport(try catalog("master-detail.storyboard"), devices: [.iphone, .ipad], iosVersion: 17)
        let map = SegueFlowMap(report, title: "fixtures")
        let pinned = map.pinnedDOT
        #expect(pinned.contains("splines=line") && !pinned.contains("subgraph"))
        #expect(pinned.contains("laid out by vcgraph: a column for each step from the initial scene"))
        // Every node is placed; every edge's label is the segue's title alone, its answers in the tooltip.
        let nodeLines = pinned.split(separator: "\n").filter { $0.contains("[label=") && !$0.contains("->") }
        #expect(!nodeLines.isEmpty && nodeLines.allSatisfy { $0.contains("pos=") })
        let showDetail = try #require(pinned.split(separator: "\n").first { $0.contains("label=\"showDetail 'showDetail'\"") })
        #expect(showDetail.contains("tooltip=\"showDetail 'showDetail'\\niPhone: "))
        expectTextSnapshot(pinned, named: "flow-master-detail-grid", as: "dot")
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
        #expect(dot.contains("show 'fromCell' ×3\\niPhone: "))
        #expect(dot.contains("the same answer for 3 segues: show 'fromCell', show 'fromAccessory', show 'fromSearch'"))
        #expect(dot.contains("presentation 'modally'\\niPhone: "))
    }

    @Test("SB14 the grid's columns are distances from the controllers no edge leads to, in the order a walk finds them; a cycle starts its own")
    func gridColumns() {
        // 0 → 1 → 2, 0 → 3; 4 ⇄ 5 reached from nothing.
        let columns = FlowMapGrid.columns(of: 6, edges: [(0, 1), (1, 2), (0, 3), (4, 5), (5, 4)])
        #expect(columns == [[0, 4], [1, 3, 5], [2]])
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
