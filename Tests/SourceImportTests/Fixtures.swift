import SourceImport

/// Small apps in Swift, as the tests read them.
enum Fixtures {
    /// A tab bar of navigation controllers set as the window's root by the
    /// scene delegate; an inbox that presents a composer in a new navigation controller, with
    /// the style written on the composer; a composer that pushes; settings presented from the
    /// tab bar as a page sheet, which push with no navigation controller.
    static let sx23: [SwiftSource] = [
        SwiftSource(
            path: "SceneDelegate.swift",
            text: """
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
                """),
        SwiftSource(
            path: "Inbox.swift",
            text: """
                import UIKit

                final class InboxViewController: UIViewController {
                    @IBAction func compose() {
                        let editor = ComposeViewController()
                        editor.modalPresentationStyle = .formSheet
                        present(UINavigationController(rootViewController: editor), animated: true)
                    }

                    @IBAction func openSettings() {
                        let settings = SettingsViewController()
                        settings.modalPresentationStyle = .pageSheet
                        tabBarController?.present(settings, animated: true)
                    }
                }

                final class ComposeViewController: UIViewController {
                    func showContacts() { navigationController?.pushViewController(ContactsViewController(), animated: true) }
                }

                final class ContactsViewController: UIViewController {}

                final class SettingsViewController: UIViewController {
                    func openHelp() { navigationController?.pushViewController(HelpViewController(), animated: true) }
                }

                final class HelpViewController: UIViewController {}
                """),
    ]

    /// The app of ``sx23`` and an error shown from whatever is the window's root.
    static let sx24: [SwiftSource] = [
        sx23[0],
        SwiftSource(
            path: "Errors.swift",
            text: """
                import UIKit

                final class InboxViewController: UIViewController {}

                func showError(_ message: String) {
                    let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
                    UIApplication.shared.windows.first?.rootViewController?.present(alert, animated: true)
                }
                """),
    ]
}
