import PresentationScenarios

/// A dump vcgraph cannot read, with the place and what was expected there. Printed as a
/// compiler prints an error, `dump.txt:3:7: error: …`, so that editors and CI annotate it.
public struct DumpError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    public var description: String { "\(location): error: \(message)" }
}
