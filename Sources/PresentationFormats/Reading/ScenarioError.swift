/// Why a scenario file could not be read: what was expected, where, and the nearest valid
/// key or id when there is one. `vcgraph` exits with status 2 on any of them.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String
    /// The nearest valid key or id, for "did you mean …?".
    public var suggestion: String?

    public init(_ message: String, at location: SourceLocation, suggestion: String? = nil) {
        self.location = location
        self.message = message
        self.suggestion = suggestion
    }

    /// `file:line:column: error: message; did you mean 'x'?`
    public var description: String {
        var text = "\(location): error: \(message)"
        if let suggestion { text += "; did you mean '\(suggestion)'?" }
        return text
    }
}

/// The closest candidate to a misspelt word, if one is close enough to be a likely typo.
func nearest(to word: String, in candidates: some Sequence<String>) -> String? {
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let distance = editDistance(word.lowercased(), candidate.lowercased())
        if distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    guard let best, best.distance <= max(2, word.count / 3) else { return nil }
    return best.candidate
}

/// Levenshtein distance, with one row of memory.
private func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    var row = Array(0...b.count)
    for i in 1...a.count {
        var previous = row[0]
        row[0] = i
        for j in stride(from: 1, through: b.count, by: 1) {
            let current = row[j]
            row[j] = a[i - 1] == b[j - 1] ? previous : min(previous, row[j], row[j - 1]) + 1
            previous = current
        }
    }
    return row[b.count]
}
