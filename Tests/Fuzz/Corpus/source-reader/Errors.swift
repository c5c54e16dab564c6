import UIKit

final class InboxViewController: UIViewController {}

func showError(_ message: String) {
    let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
    UIApplication.shared.windows.first?.rootViewController?.present(alert, animated: true)
}
