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
}
