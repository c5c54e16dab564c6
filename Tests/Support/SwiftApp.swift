/// Swift sources the code-reading tests are made of.
public enum SwiftApp {
    /// A scene delegate whose `scene(_:willConnectTo:options:)` runs `launch` (its lines,
    /// written without indentation), with no line break after its last brace. Its first line
    /// of `launch` is line 4 of the text, at column 9.
    ///
    ///     class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    ///         var window: UIWindow?
    ///         func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    ///             window?.rootViewController = HomeViewController()
    ///         }
    ///     }
    public static func sceneDelegate(launching launch: String) -> String {
        let body = launch.split(separator: "\n", omittingEmptySubsequences: false).map { "        \($0)" }
        return
            ([
                "class SceneDelegate: UIResponder, UIWindowSceneDelegate {",
                "    var window: UIWindow?",
                "    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {",
            ] + body + ["    }", "}"]).joined(separator: "\n")
    }

    /// A SwiftUI `App` named `name` whose `WindowGroup` shows `root()`, then a line break:
    /// three lines, after `import SwiftUI`.
    ///
    ///     import SwiftUI
    ///     @main struct ExampleApp: App {
    ///         var body: some Scene { WindowGroup { RootTabs() } }
    ///     }
    public static func swiftUIApp(_ name: String, showing root: String) -> String {
        "import SwiftUI\n@main struct \(name): App {\n    var body: some Scene { WindowGroup { \(root)() } }\n}\n"
    }
}
