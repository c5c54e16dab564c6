/// Text set into Markdown.
enum MarkdownText {
    /// Markdown would read `<Class: id>` as an HTML tag.
    static func escaped(_ text: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            default: output.append(character)
            }
        }
        return output
    }
}
