import PresentationModel
import PresentationScenarios
import StoryboardImport
import Testing

/// An element id given twice and containment that goes round in a cycle are
/// located error findings (SB12).
@Suite("Storyboard structure findings")
struct StructureFindingTests {
    /// A navigation controller whose root is a tab bar controller whose tab is the navigation
    /// controller again, both relationship segues with the id `r1`.
    let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
            <scenes>
                <scene sceneID="s1"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections><segue destination="tabs" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/></connections>
                    </tabBarController>
                </objects></scene>
            </scenes>
        </document>
        """

    func report() throws -> SegueReport {
        SegueReport(StoryboardCatalog([try StoryboardReader.read(Array(text.utf8), file: "cycle.storyboard")]), devices: [.iphone], iosVersion: 17)
    }

    @Test("SB12 an element id given twice is an error at the element that repeats it")
    func duplicateID() throws {
        let found = try report().findings.filter { $0.kind == .duplicateID }
        #expect(found.count == 1)
        #expect(found.first?.severity == .error)
        #expect(found.first?.location == SourceLocation(file: "cycle.storyboard", line: 11, column: 30))
        #expect(found.first?.message.contains("'r1' is given twice in cycle.storyboard (first at line 6)") == true)
    }

    @Test("SB12 containment that goes round in a cycle is an error at the segue that closes it")
    func containmentCycle() throws {
        let r = try report()
        let found = r.findings.filter { $0.kind == .containmentCycle }
        #expect(found.count == 1)
        #expect(found.first?.severity == .error)
        #expect(found.first?.location.line == 11)
        #expect(r.hasErrors)
    }

    @Test("SB12 a storyboard without duplicates or cycles has neither finding")
    func none() throws {
        let report = SegueReport(StoryboardCatalog([try readFixture("segues.storyboard")]), devices: [.iphone], iosVersion: 17)
        #expect(!report.findings.contains { $0.kind == .duplicateID || $0.kind == .containmentCycle })
    }
}
