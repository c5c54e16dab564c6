import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let inbox = InboxViewController()
        let inboxNav = UINavigationController(rootViewController: inbox)
        let tabs = UITabBarController()
        tabs.viewControllers = [inboxNav]
        window?.rootViewController = tabs
    }
}
