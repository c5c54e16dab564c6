import ArgumentParser

extension CompletionKind {
    /// What a shell completes for an input: files with the extensions vcgraph reads (scenario
    /// files, storyboards, dumps, Swift sources) and folders.
    static let vcgraphInputs = CompletionKind.file(extensions: ["yaml", "yml", "json", "storyboard", "txt", "hierarchy", "swift"])
}
