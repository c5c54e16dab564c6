/// The closest candidate to a misspelt word, if one is close enough to be a likely typo: the
/// "did you mean" of the scenario reader's errors and of the model's unknown-id diagnostics,
/// one definition for both.
public func nearestName(to word: String, in candidates: some Sequence<String>) -> String? {
    // A typo is short and close: long words and candidates of a very different length are
    // not compared, which keeps the search linear in the file's size.
    guard word.count <= 64 else { return nil }
    let limit = max(word.count <= 3 ? 1 : 2, word.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where abs(candidate.count - word.count) <= limit {
        let distance = editDistance(word.lowercased(), candidate.lowercased())
        if distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    guard let best, best.distance <= limit else { return nil }
    return best.candidate
}

/// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
/// two neighbours each cost one, so `nva` is one step from `nav`.
private func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = [Int](repeating: 0, count: b.count + 1)
    var row = Array(0...b.count)
    for i in 1...a.count {
        var current = [Int](repeating: 0, count: b.count + 1)
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(row[j] + 1, current[j - 1] + 1, row[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], previous[j - 2] + 1)
            }
        }
        previous = row
        row = current
    }
    return row[b.count]
}
