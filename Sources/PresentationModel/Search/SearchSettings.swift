/// What makes a controller a `UISearchController` (R12.1): the controller that hosts its
/// search bar, where the bar sits, and its results controller.
///
/// The search controller is in no container: activation presents it (R12.1). Its results
/// controller is declared with it but becomes its child only when it is first activated
/// (R12.6).
public struct SearchSettings: Hashable, Sendable {
    /// The controller whose view (a table header) or navigation item holds the search bar.
    public var host: ControllerID
    /// `searchResultsController`; nil when the search shows its results in the host itself.
    public var results: ControllerID?
    public var placement: SearchPlacement

    public init(host: ControllerID, results: ControllerID? = nil, placement: SearchPlacement = .tableHeader) {
        self.host = host
        self.results = results
        self.placement = placement
    }
}

/// Where a search controller's bar is installed; it decides the controller UIKit presents
/// the search on (R12.3).
public enum SearchPlacement: String, Hashable, Sendable, CaseIterable {
    /// In a view of the host (`tableView.tableHeaderView`): the host is found as the owner
    /// of the bar's nearest ancestor view (R12.3 step 2).
    case tableHeader
    /// `host.navigationItem.searchController` (iOS 11+): the navigation bar shows it while
    /// the host is its navigation controller's top (R12.3 step 1, R12.8).
    case navigationItem
}

/// The presentation styles a search controller accepts (R12.2).
extension ModalPresentationStyle {
    /// What a search controller set to this style presents in: `custom`, `formSheet` and
    /// `popover` are kept, `fullScreen` is silently ignored (the search stays `custom`), any
    /// other raises UIKit's exception (nil).
    var searchPresentationStyle: ModalPresentationStyle? {
        switch self {
        case .custom, .formSheet, .popover: self
        case .fullScreen: .custom
        case .automatic, .pageSheet, .currentContext, .overFullScreen, .overCurrentContext: nil
        }
    }
}

extension ControllerAttributes {
    /// These attributes as UIKit keeps them once assigned over `previous`, the controller's
    /// attributes before (nil for a new controller): a search controller silently ignores
    /// `modalPresentationStyle = fullScreen` (R12.2) and keeps the style it
    /// had, `custom` for a new one, so that is the style it reports.
    func assigned(over previous: ControllerAttributes?) -> ControllerAttributes {
        guard search != nil, modalPresentationStyle == .fullScreen else { return self }
        var kept = self
        kept.modalPresentationStyle = previous?.modalPresentationStyle ?? .custom
        return kept
    }
}
