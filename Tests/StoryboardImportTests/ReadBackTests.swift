import Foundation
import PresentationModel
import PresentationScenarios
import ScenarioYAML
import StoryboardImport
import Testing

/// Every file `vcgraph import` writes from a storyboard is read back by the
/// scenario reader (`check`'s reading), for every corpus storyboard and every segue of it,
/// and for hostile storyboards; a storyboard the reader cannot give a window (no initial view
/// controller, no segue fired) is refused by `import` (its end-to-end test).
@Suite("Storyboard import reads back")
struct ReadBackTests {
    /// The file `import` writes (its comments too) for `segue` (nil: none), read back; nil when
    /// the scenario has no window (`import` refuses it).
    func readBack(_ catalog: StoryboardCatalog, segue: SegueReference?) throws -> Scenario? {
        let imported = StoryboardScenario(catalog, device: .iphone, iosVersion: 17, firing: segue)
        guard !imported.scenario.windows.isEmpty else { return nil }
        let yaml = try ScenarioWriter.yaml(for: imported.scenario, comments: imported.comments, locatingSteps: true)
        return try ScenarioReader.read(yaml, file: "imported.yaml")
    }

    @Test(
        "SB13 import then check's reading: every corpus storyboard, at launch and with --segue for each segue",
        .enabled(if: corpusFolder != nil, "skipped: no storyboard corpus beside the repository"),
        arguments: CorpusTests.files)
    func corpusReadsBack(_ name: String) throws {
        let bytes = try Data(contentsOf: try #require(corpusFolder).appendingPathComponent(name))
        let catalog = StoryboardCatalog([try StoryboardReader.read(Array(bytes), file: name)])
        _ = try readBack(catalog, segue: nil)
        for segue in catalog.transitionSegues {
            #expect(throws: Never.self, "\(name) \(catalog[segue].element)") { _ = try readBack(catalog, segue: segue) }
        }
    }

    /// A storyboard of a navigation controller whose root has `identifier` as its segue's
    /// identifier, storyboard identifier and title.
    func hostileStoryboard(_ text: String) -> String {
        let escaped = text.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "<": "&lt;"
            case "&": "&amp;"
            case "\"": "&quot;"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028:
                "&#\(scalar.value);"
            default: String(scalar)
            }
        }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections><segue destination="root" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="root" storyboardIdentifier="\(escaped)" title="\(escaped)" sceneMemberID="viewController">
                            <connections><segue destination="next" kind="show" identifier="\(escaped)" id="s"/></connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <viewController id="next" sceneMemberID="viewController"/>
                    </objects></scene>
                </scenes>
            </document>
            """
    }

    /// What an XML 1.0 attribute can hold (no ESC, BEL or NUL: XML refuses them).
    static let hostileTexts = ["a\rb", "a\nb", "a\u{2028}b", "a\u{85}b", "a\tb", "<img src=x onerror=alert(1)>", "`x`", "]]>", "a\\nb"]

    @Test("SB13 import then check's reading: hostile identifiers and titles read back", arguments: hostileTexts)
    func hostileReadsBack(_ text: String) throws {
        let storyboard = try StoryboardReader.read(Array(hostileStoryboard(text).utf8), file: "hostile\n# x.storyboard")
        let catalog = StoryboardCatalog([storyboard])
        #expect(try readBack(catalog, segue: nil) != nil)
        let segue = try #require(catalog.transitionSegues.first)
        #expect(try readBack(catalog, segue: segue) != nil)
    }

    @Test("SB13 a storyboard without an initial view controller gives no window, which import refuses")
    func noInitialController() throws {
        let text = hostileStoryboard("x").replacing(" initialViewController=\"nav\"", with: "")
        let catalog = StoryboardCatalog([try StoryboardReader.read(Array(text.utf8), file: "none.storyboard")])
        #expect(try readBack(catalog, segue: nil) == nil)
    }

    @Test("SB6 a UTF-16 storyboard, little- or big-endian, with a byte order mark or without, is read as its text")
    func utf16() throws {
        let text = hostileStoryboard("x").replacing("encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
        let units = Array(text.utf16)
        let little = units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big = units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        for bytes in [little, big, [0xFF, 0xFE] + little, [0xFE, 0xFF] + big] {
            let storyboard = try StoryboardReader.read(bytes, file: "wide.storyboard")
            #expect(storyboard.controllers.map(\.element) == ["nav", "root", "next"])
            #expect(storyboard.controllers.last?.location.line == 15)
        }
        #expect(throws: StoryboardError.self) { try StoryboardReader.read(Array(little.dropLast()), file: "odd.storyboard") }
    }
}
