import PresentationModel
import PresentationScenarios
import StoryboardImport
import Testing

/// The reader: every controller element kind, the attributes that matter, readable ids, and
/// located errors for what it cannot read.
@Suite("Storyboard reader")
struct ReaderTests {
    @Test("SB1 every controller element kind is read, with its UIKit class or customModule.customClass")
    func elementKinds() throws {
        let storyboard = try readFixture("elements.storyboard")
        let kinds = Dictionary(uniqueKeysWithValues: storyboard.controllers.map { ($0.element, $0.elementKind) })
        #expect(kinds["tabs"] == .tabBarController)
        #expect(kinds["nav"] == .navigationController)
        #expect(kinds["list"] == .tableViewController)
        #expect(kinds["split"] == .splitViewController)
        #expect(kinds["grid"] == .collectionViewController)
        #expect(kinds["middle"] == .viewController)
        #expect(kinds["hosting"] == .hostingController)
        #expect(kinds["pages"] == .pageViewController)
        #expect(kinds["ref"] == .viewControllerPlaceholder)
        #expect(kinds["game"] == .other)
        let classes = Dictionary(uniqueKeysWithValues: storyboard.controllers.map { ($0.element, $0.className) })
        #expect(classes["tabs"] == "Shop.AppTabs")
        #expect(classes["list"] == "ListController")
        #expect(classes["grid"] == "UICollectionViewController")
        #expect(classes["hosting"] == "UIHostingController")
        #expect(storyboard.initialControllerElement == "tabs")
    }

    @Test("SB1 an unknown controller element is read as a plain controller, with a located warning")
    func unknownElement() throws {
        let storyboard = try readFixture("elements.storyboard")
        let warning = try #require(storyboard.warnings.first)
        #expect(warning.value.hasPrefix("unknown controller element <glkViewController>"))
        #expect(warning.location == SourceLocation(file: "elements.storyboard", line: 84, column: 17))
    }

    @Test("SB2 a style UIKit does not have, on a controller or a segue, is ignored with a located warning")
    func unknownStyles() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="a">
            <scenes><scene sceneID="s"><objects>
            <viewController id="a" sceneMemberID="viewController" modalPresentationStyle="bogus">
            <connections><segue destination="a" kind="presentation" id="p" modalTransitionStyle="zoom"/></connections>
            </viewController>
            </objects></scene></scenes>
            </document>
            """
        let storyboard = try StoryboardReader.read(Array(text.utf8), file: "styles.storyboard")
        #expect(storyboard.controllers.first?.modalPresentationStyle == nil)
        #expect(storyboard.segues.first?.modalTransitionStyle == nil)
        #expect(
            storyboard.warnings.map { "\($0.location.line):\($0.location.column) \($0.value)" } == [
                "3:1 unknown modalPresentationStyle 'bogus' is ignored", "4:14 unknown modalTransitionStyle 'zoom' is ignored",
            ])
    }

    @Test("SB2 the attributes that matter: definesPresentationContext, the styles, providesPresentationContextTransitionStyle")
    func attributes() throws {
        let storyboard = try readFixture("elements.storyboard")
        let middle = try #require(storyboard.controller("middle"))
        #expect(middle.definesPresentationContext == true)
        #expect(middle.providesPresentationContextTransitionStyle == true)
        #expect(middle.modalPresentationStyle == .formSheet)
        #expect(middle.modalTransitionStyle == .crossDissolve)
        #expect(storyboard.controller("nav")?.definesPresentationContext == false)
        #expect(storyboard.controller("grid")?.definesPresentationContext == nil)
        #expect(storyboard.controller("split")?.allowsColumnStyle == true)
        #expect(storyboard.controller("list")?.title == "Items")
    }

    @Test("SB3 ids are the storyboard identifier, else the class and the element id; a reference is named by its storyboard")
    func readableIDs() throws {
        let c = try catalog("elements.storyboard")
        #expect(id("list", in: c) == "List")
        #expect(id("pages", in: c) == "Pages")
        #expect(id("tabs", in: c) == "AppTabs.tabs")
        #expect(id("grid", in: c) == "UICollectionViewController.grid")
        #expect(id("ref", in: c) == "Settings.storyboard/Account")
    }

    @Test("SB4 segues are read with their kind, source, destination, styles and location; the reference segues are not")
    func segues() throws {
        let storyboard = try readFixture("segues.storyboard")
        let sheet = try #require(storyboard.segues.first { $0.element == "present-segue" })
        #expect(sheet.kind == .presentation)
        #expect(sheet.source == "home")
        #expect(sheet.destination == "sheet")
        #expect(sheet.identifier == "Sheet")
        #expect(sheet.modalPresentationStyle == .formSheet)
        #expect(sheet.location == SourceLocation(file: "segues.storyboard", line: 20, column: 37))
        let custom = try #require(storyboard.segues.first { $0.element == "custom-segue" })
        #expect(custom.customClass == "Shop.FadeSegue")
        let unwind = try #require(storyboard.segues.first { $0.element == "unwind-segue" })
        #expect(unwind.unwindAction == "unwindToHome:")
        #expect(Set(storyboard.segues.map(\.kind)) == Set(StoryboardSegue.Kind.allCases).subtracting([.embed]))
    }

    @Test("SB4 a segue of a gesture recognizer belongs to its scene's controller")
    func gestureRecognizerSegue() throws {
        let storyboard = try readFixture("segues.storyboard")
        #expect(storyboard.segues.first { $0.element == "gesture-segue" }?.source == "plain")
    }

    @Test("SB5 a popover is anchored by the control that triggers it, or by popoverAnchorView; a segue from code is not")
    func anchors() throws {
        let storyboard = try readFixture("segues.storyboard")
        #expect(storyboard.segues.first { $0.element == "anchored-popover" }?.isAnchored == true)
        #expect(storyboard.segues.first { $0.element == "unanchored-popover" }?.isAnchored == false)
    }

    @Test("SB6 malformed XML is a located error, never a crash")
    func malformed() throws {
        #expect {
            try readFixture("malformed.storyboard")
        } throws: { error in
            (error as? StoryboardError)?.description
                == "malformed.storyboard:7:13: error: malformed XML: an end tag does not match the element it closes (</objects> closes <viewController>); expected a storyboard as Xcode writes it"
        }
    }

    @Test(
        "SB6 bytes that are not UTF-8 are a located error before the XML is read (two fuzzer findings that crashed the XML parser used before)",
        arguments: ["fuzz-unknown-encoding.storyboard", "fuzz-invalid-utf8-name.storyboard"])
    func notUTF8(_ name: String) throws {
        #expect {
            try readFixture(name)
        } throws: { error in
            (error as? StoryboardError)?.message == "the file is not UTF-8 text; expected a storyboard in UTF-8, as Xcode writes it"
        }
    }

    @Test("SB6 a declaration of another encoding than UTF-8 is a located error")
    func declaredEncoding() throws {
        let text = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<document type=\"x.Storyboard.XIB\"/>\n"
        #expect {
            try StoryboardReader.read(Array(text.utf8), file: "latin.storyboard")
        } throws: { error in
            (error as? StoryboardError)?.description
                == "latin.storyboard:1:21: error: the XML declaration names the encoding 'ISO-8859-1'; expected UTF-8, as Xcode writes storyboards"
        }
    }

    @Test("SB6 another XML document, an empty file and random bytes are located errors")
    func notAStoryboard() {
        #expect(throws: StoryboardError.self) { try readFixture("not-a-storyboard.storyboard") }
        #expect(throws: StoryboardError.self) { try StoryboardReader.read([], file: "empty.storyboard") }
        #expect(throws: StoryboardError.self) { try StoryboardReader.read([0xFF, 0x00, 0x3C, 0x3C], file: "bytes.storyboard") }
    }
}
