import DumpImport
import PresentationModel
import PresentationScenarios
import Testing

/// Container kinds from class names, and the user's overrides.
@Suite("Kinds from class names")
struct KindTests {
    static func kind(_ className: String, rules: KindRules = KindRules()) throws -> ControllerKind? {
        let dump = try read("<\(className) 0x1>, state: appeared, view: <UIView 0x2>", kinds: rules)
        return ScenarioRun(dump.scenario).hierarchy.kind(of: dump.scenario.windows[0].value.root.id)
    }

    @Test(
        "UIKit's containers and subclasses named after them",
        arguments: [
            ("UINavigationController", ControllerKind.navigation), ("MMUINavigationController", .navigation),
            ("UITabBarController", .tabBar), ("SwiftUI.UIKitTabBarController", .tabBar), ("MMTabBarController", .tabBar),
            ("UISplitViewController", .split(.unspecified)), ("MasterSplitViewController", .split(.unspecified)),
            ("UIPageViewController", .page), ("UIImagePickerController", .navigation), ("ContainerViewController", .plain),
            ("_TtGC7SwiftUI19UIHostingControllerVS_7AnyView_", .plain),
        ])
    func byName(_ className: String, _ expected: ControllerKind) throws {
        #expect(try Self.kind(className) == expected)
    }

    @Test("--kind overrides a class by its printed, demangled or plain name")
    func overrides() throws {
        var rules = KindRules()
        try rules.add("MyShell=tabBar")
        try rules.add(" Deck = page ")
        try rules.add("UINavigationController=controller")
        #expect(try Self.kind("MyShell", rules: rules) == .tabBar)
        #expect(try Self.kind("MyApp.MyShell", rules: rules) == .tabBar)
        #expect(try Self.kind("_TtC5MyApp4Deck", rules: rules) == .page)
        #expect(try Self.kind("UINavigationController", rules: rules) == .plain)
    }

    @Test("a bad rule says what was expected")
    func badRule() {
        var rules = KindRules()
        #expect(throws: KindRuleError.self) { try rules.add("MyShell") }
        do {
            try rules.add("MyShell=tabbar")
        } catch {
            #expect(error.message == "expected a kind (controller, navigation, page, split, tabBar), not 'tabbar'")
            #expect(error.column == 9)
        }
    }

    @Test("a kinds file has one rule a line and comments; an error is located in it")
    func file() throws {
        var rules = KindRules()
        try rules.add(file: "# containers of the app\nMyShell = tabBar\n\n  Deck = page  # pages\n", named: "kinds.txt")
        #expect(try Self.kind("Deck", rules: rules) == .page)
        #expect(throws: DumpError.self) { try rules.add(file: "Good = page\n  Bad = tabs\n", named: "kinds.txt") }
        do {
            try rules.add(file: "Good = page\n  Bad = tabs\n", named: "kinds.txt")
        } catch {
            #expect(error.description.hasPrefix("kinds.txt:2:9: error: expected a kind"))
        }
    }
}
