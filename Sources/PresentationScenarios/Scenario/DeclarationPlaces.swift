import PresentationModel

/// Where each controller of a scenario file was declared (its kind key, or its plain-string
/// shorthand): a line and column per id, the file named once.
///
/// A large file declares a controller on nearly every line, so this table is as long as the
/// file; with a whole ``SourceLocation`` per id it was the largest table the reader kept.
public struct DeclarationPlaces: Sendable {
    public let file: String
    private var places: [ControllerID: Place] = [:]
    /// Places in other files (a scenario imported from several storyboards), kept whole.
    private var elsewhere: [ControllerID: SourceLocation] = [:]

    /// A line and column, in half the room of two `Int`s; a place past `Int32.max` (a file
    /// of gigabytes) is clamped rather than trapping.
    struct Place: Sendable {
        var line: Int32
        var column: Int32
    }

    /// An empty table for `file`, with room for `capacity` ids.
    public init(file: String, capacity: Int = 0) {
        self.file = file
        places.reserveCapacity(capacity)
    }

    public subscript(id: ControllerID) -> SourceLocation? {
        get { places[id].map { SourceLocation(file: file, line: Int($0.line), column: Int($0.column)) } ?? elsewhere[id] }
        set {
            guard let newValue, newValue.file != file else {
                places[id] = newValue.map { Place(line: Int32(clamping: $0.line), column: Int32(clamping: $0.column)) }
                elsewhere[id] = nil
                return
            }
            places[id] = nil
            elsewhere[id] = newValue
        }
    }
}
