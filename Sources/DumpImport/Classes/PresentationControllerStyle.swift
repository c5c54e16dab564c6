import PresentationModel

/// The presentation style a `presented with: <…PresentationController …>` field shows.
///
/// UIKit picks its presentation controller class from the effective style, so the class
/// names the style in effect (after adaptation). vcgraph's own tree writes the style's name.
enum PresentationControllerStyle {
    static func style(of presentationController: String) -> ModalPresentationStyle {
        if let named = ModalPresentationStyle(rawValue: presentationController) { return named }
        let name = ClassName(presentationController).base
        if let known = known[name] { return known }
        // Alert and compact action-sheet controllers (_UIAlertControllerAlertPresentationController,
        // …ActionSheetCompact…) present through their own custom presentation controller,
        // full-screen class (R11.2, R11.3);
        // an app's own presentation controller is a custom presentation as well.
        return .custom
    }

    private static let known: [String: ModalPresentationStyle] = [
        "_UIFullscreenPresentationController": .fullScreen,
        "_UIOverFullscreenPresentationController": .overFullScreen,
        "_UIPageSheetPresentationController": .pageSheet,
        // iOS 13+ sheets: page and form sheets share the class; the page sheet is the default.
        "_UISheetPresentationController": .pageSheet,
        "UISheetPresentationController": .pageSheet,
        "_UIFormSheetPresentationController": .formSheet,
        "UIPopoverPresentationController": .popover,
        "_UIPopoverPresentationController": .popover,
        // R11.2: a regular (iPad) action sheet's controller is a UIPopoverPresentationController.
        "_UIAlertControllerActionSheetRegularPresentationController": .popover,
        "_UICurrentContextPresentationController": .currentContext,
        "_UIOverCurrentContextPresentationController": .overCurrentContext,
    ]
}
