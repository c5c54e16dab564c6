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
