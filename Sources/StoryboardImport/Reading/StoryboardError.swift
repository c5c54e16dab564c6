import PresentationScenarios

/// Why a storyboard could not be read, and where: printed as a compiler prints an error,
/// `file:line:column: error: message`, so that editors and CI annotate the place.
public struct StoryboardError: Error, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    public var description: String { "\(location): error: \(message)" }
}
