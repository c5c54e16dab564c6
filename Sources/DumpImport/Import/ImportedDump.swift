import PresentationModel
import PresentationScenarios

/// A dump, read: the scenario that builds what it shows, and what each controller's line said.
///
/// The scenario declares the windows and families by containment, then observes each
/// presentation as UIKit showed it (`Operation.observePresentation(_:by:from:style:)`),
/// in the dump's order; its expectations are the dump's `state:` fields as `isOnScreen`, so
/// that running it compares UIKit's screen with the model's.
public struct ImportedDump: Sendable {
    public var scenario: Scenario
    /// Each controller's line, by the id vcgraph gave it.
    public var lines: [ControllerID: DumpLine]
    /// A controller vcgraph added because the dump does not show it: the presenter of a
    /// fragment that starts at a presented controller.
    public var addedPresenter: ControllerID?
    /// Why the scenario holds what the dump does not show (a presenter vcgraph added), one
    /// line each, for the scenario file written from the dump to start with as comments.
    public var comments: [String] = []

    /// The controller as the dump printed it (`<ContactsViewController 0x17162800>`), or as
    /// the model describes it when the dump does not show it.
    public func printed(_ id: ControllerID, in hierarchy: Hierarchy) -> String {
        lines[id]?.printed ?? hierarchy.describeID(id)
    }
}
