import SwiftUI
import UIKit
@main struct ScanApp: App { var body: some Scene { WindowGroup { NavigationStack { Home() } } } }
struct Home: View { var body: some View { VStack { Scanner() } } }
struct Scanner: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> ScannerViewController { ScannerViewController() }
    func updateUIViewController(_ controller: ScannerViewController, context: Context) {}
}
final class ScannerViewController: UIViewController {
    func showOverlay() {
        let overlay = UIViewController()
        overlay.modalPresentationStyle = .overCurrentContext
        present(overlay, animated: true)
    }
}
