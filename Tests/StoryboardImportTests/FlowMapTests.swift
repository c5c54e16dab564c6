import Foundation
import PresentationModel
import StoryboardDiagrams
import StoryboardImport
import PresentationTesting
import Testing

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
