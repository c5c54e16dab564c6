import PresentationModel

/// A place in a scenario file: the file, its 1-based line and column.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, as compilers print it, so editors and CI annotate it; the path
    /// shown as data (``InputText``).
    public var description: String { "\(InputText.escaped(file)):\(line):\(column)" }
}

/// A value and where it was written.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
