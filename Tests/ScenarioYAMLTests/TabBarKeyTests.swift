import PresentationModel
import PresentationScenarios
import ScenarioYAML
import Testing

/// The iOS 18 tab bar keys `mode` and `tabBarHidden` (R15.2).
@Suite("tab bar mode keys")
struct TabBarKeyTests {
    private let tabs = "device: ipad\nios: 18\nwindow:\n  tabBar: t\n  tabs: [a, b]\n"

    @Test("R15.2 mode and tabBarHidden are visual: every reported relation is as without them, and they write back")
    func visualOnly() throws {
        let plain = ScenarioRun(try ScenarioReader.read(tabs, file: "p.yaml")).hierarchy
        let keyed = try ScenarioReader.read(tabs + "  mode: tabSidebar\n  tabBarHidden: true\n", file: "k.yaml")
        let h = ScenarioRun(keyed).hierarchy
        #expect(h.attributes(of: "t")?.tabBarMode == .tabSidebar && h.attributes(of: "t")?.isTabBarHidden == true)
        for id: ControllerID in ["t", "a", "b"] {
            for relation in Relation.reported { #expect(plain.value(of: relation, for: id) == h.value(of: relation, for: id)) }
        }
        let again = ScenarioRun(try ScenarioReader.read(try ScenarioWriter.yaml(for: keyed), file: "w.yaml")).hierarchy
        #expect(again.attributes(of: "t") == h.attributes(of: "t"))
    }

    @Test("R15.2 mode is a tab bar key, with UIKit's modes")
    func errors() {
        #expect(throws: ScenarioError.self) { try ScenarioReader.read("window:\n  controller: a\n  mode: tabBar\n", file: "x.yaml") }
        #expect(throws: ScenarioError.self) { try ScenarioReader.read(tabs + "  mode: sidebar\n", file: "x.yaml") }
    }
}
