import GraphvizRendering

/// Graphviz's plugins and fonts take longer to load than the command line takes to parse, so
/// a command that will lay diagrams out starts loading them (``GraphvizPreload``) before
/// ArgumentParser sees its arguments: `render`, and a documentation worker (``DocsWorker``),
/// in SVG, the format they draw unless told otherwise; `render`
/// then loads any other format it is asked for. A `render` that draws no diagram
/// (`--format source`) loads them for nothing: it waits for Graphviz's context (a few
/// milliseconds) and leaves the rest to another core.
///
/// The process must not exit while Graphviz is loading on another thread (the exit handlers
/// of fontconfig and cairo would run under it), so `main` waits for ``finish()`` before every
/// exit of its own.
enum GraphvizWarmUp {
    /// Starts the loading when the command line asks for a command that draws.
    static func start() {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.first == "render" || DocsWorker.isWorker {
            GraphvizPreload.start()
        }
    }

    /// Waits until the loading started by ``start()``, if any, is over.
    static func finish() { GraphvizPreload.finish() }
}
