import PresentationScenarios
/// Finds an alias used as a mapping key (`*a : x`, `? *a`), before Yams composes the file.
///
/// A scenario's keys are plain words, so an alias key is never needed; and Yams checks
/// duplicate keys by hashing each key node whole, so an alias key of a "billion laughs"
/// anchor hangs inside Yams, before the reader's own bound on aliases (``YAMLValue``) can
/// count anything. The scan is lexical: it skips comments and quoted text on each line,
/// which is all a scenario file uses.
enum AliasKeys {
    /// The line and column (1-based) of the first alias used as a key, if any.
    static func first(in text: String) -> (line: Int, column: Int)? {
        var line = 1
        for content in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let column = firstKey(in: Array(content.unicodeScalars)) { return (line, column) }
            line += 1
        }
        return nil
    }

    private static func firstKey(in scalars: [Unicode.Scalar]) -> Int? {
        var quote: Unicode.Scalar?
        var previous: Unicode.Scalar = " "
        var position = 0
        while position < scalars.count {
            let scalar = scalars[position]
            if let open = quote {
                if scalar == open { quote = nil }
                previous = scalar
                position += 1
                continue
            }
            let startsToken = previous == " " || previous == "\t" || "[{,?-".unicodeScalars.contains(previous)
            switch scalar {
            case "#" where previous == " " || previous == "\t" || position == 0:
                return nil
            case "\"" where startsToken, "'" where startsToken:
                quote = scalar
            case "?" where startsToken:
                // `? *alias`: an explicit key that is an alias.
                var next = position + 1
                while next < scalars.count, scalars[next] == " " { next += 1 }
                if next > position + 1, next < scalars.count, scalars[next] == "*" { return next + 1 }
            case "*" where startsToken:
                // `*alias :`: the alias's name, then a colon that ends a key.
                var next = position + 1
                while next < scalars.count, !" \t,[]{}".unicodeScalars.contains(scalars[next]) { next += 1 }
                while next < scalars.count, scalars[next] == " " { next += 1 }
                if next < scalars.count, scalars[next] == ":",
                    next + 1 == scalars.count || " \t,]}".unicodeScalars.contains(scalars[next + 1])
                {
                    return position + 1
                }
            default:
                break
            }
            previous = scalar
            position += 1
        }
        return nil
    }
}
