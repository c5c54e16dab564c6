/// UIKit's own names for what a scenario file calls otherwise, so that a key copied from
/// Swift code is answered with the scenario's word for it at that place: `viewControllers`
/// is a navigation node's `stack` but a tab bar's `tabs`, `modalPresentationStyle` in a
/// `present` step is its `style`, a split view's `master` is its `primary` column.
enum UIKitNames {
    /// UIKit's name → the scenario keys it may stand for, the first valid at the place wins.
    static let table: [String: [String]] = [
        "viewControllers": ["stack", "tabs", "pages", "controllers"],
        "rootViewController": ["window", "root", "stack"],
        "master": ["primary"], "masterViewController": ["primary"], "primaryViewController": ["primary"],
        "detail": ["secondary"], "detailViewController": ["secondary"], "secondaryViewController": ["secondary"],
        "modalPresentationStyle": ["style"], "presentationStyle": ["style", "modalPresentationStyle"],
        "modalTransitionStyle": ["transition"], "transitionStyle": ["transition", "modalTransitionStyle"],
        "presentedViewController": ["controller"], "viewControllerToPresent": ["controller"], "viewController": ["controller"],
        "presentingViewController": ["from"], "source": ["from"], "sender": ["from"],
        "childViewControllers": ["children"], "childrenViewControllers": ["children"],
        "selectedIndex": ["selected", "tab"], "selectedViewController": ["selected", "tab"],
        "navigationController": ["navigation", "onto"], "tabBarController": ["tabBar"], "pageViewController": ["page"],
        "splitViewController": ["split"], "preferredSplitStyle": ["style"], "splitStyle": ["style"],
        "pushViewController": ["push"], "presentViewController": ["present"], "present(_:animated:)": ["present"],
        "dismissViewController": ["dismiss"], "popViewController": ["pop"], "popToRootViewController": ["popToRoot"],
        "popToViewController": ["popTo"], "addChildViewController": ["addChild"], "showViewController": ["show"],
        "showDetailViewController": ["showDetail"], "setViewController": ["setViewControllers"],
    ]

    /// The scenario key UIKit's `name` stands for among the keys valid at a place.
    static func scenarioKey(for name: String, among valid: [String]) -> String? {
        table[name]?.first(where: valid.contains)
    }
}
