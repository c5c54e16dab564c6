/// What a relation is asked of: a controller, or a window (for `rootViewController`).
public enum Subject: Hashable, Sendable, CustomStringConvertible {
    case controller(ControllerID)
    case window(String)

    /// Which of the two a relation is asked of (``Relation/subjectKind``).
    public enum Kind: Hashable, Sendable {
        case controller, window
    }

    public var kind: Kind {
        switch self {
        case .controller: .controller
        case .window: .window
        }
    }

    /// The id as a scenario writes it, `RELATION(SUBJECT)`.
    public var description: String {
        switch self {
        case .controller(let id): id.rawValue
        case .window(let id): id
        }
    }
}
