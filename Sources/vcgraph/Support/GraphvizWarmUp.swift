import GraphvizRendering

/// Graphviz's plugins and fonts take longer to load than the command line takes to parse
/// (about 11 ms against 3 ms for a one-node render on the development machine), so a command
/// that will lay diagrams out starts loading them before ArgumentParser sees its arguments:
/// `render`, and a documentation worker (`docs --worker-results`), in SVG, the format they
/// draw unless told otherwise; `render` then loads any other format it is asked for. A
/// `render` that draws no diagram (`--format source`) loads them for nothing, on another core.
///
/// The process must not exit while Graphviz is loading on another thread (the exit handlers
/// of fontconfig and cairo would run under it), so `main` waits for ``finish()`` before every
/// exit of its own.
enum GraphvizWarmUp {
    private static let task: Task<Void, Never>? = {
        let arguments = CommandLine.arguments.dropFirst()
        let draws =
            arguments.first == "render" || (arguments.first == "docs" && arguments.dropFirst().first == "--worker-results")
        return draws ? Task { await GraphvizRenderer.shared.prepare(formats: [.svg]) } : nil
    }()

    /// Starts the loading when the command line asks for a command that draws.
    static func start() { _ = task }

    /// Waits until the loading started by ``start()``, if any, is over.
    static func finish() async { await task?.value }
}
