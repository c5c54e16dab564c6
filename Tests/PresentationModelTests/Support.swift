import PresentationModel
import Testing

/// Declares a hierarchy, recording an issue (and returning an empty hierarchy) when the
/// declaration itself is refused, so a test reads as the scenario it models.
func declare(
    _ environment: Environment = Environment(device: .ipad),
    @ControllersBuilder window: () -> [ControllerSpec],
    @ControllersBuilder detached: () -> [ControllerSpec] = { [] },
    sourceLocation: SourceLocation = #_sourceLocation
) -> Hierarchy {
    do {
        return try Hierarchy(environment: environment, window: window, detached: detached)
    } catch {
        Issue.record("declaration refused: \(error)", sourceLocation: sourceLocation)
        return Hierarchy(environment: environment)
    }
}

/// Expects that an operation succeeded without any diagnostic.
func expectClean(_ result: StepResult, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(result.diagnostics == [], sourceLocation: sourceLocation)
}

/// Expects exactly one diagnostic of the given severity whose message is `message`.
func expectDiagnostic(
    _ result: StepResult, _ severity: Diagnostic.Severity, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(result.diagnostics.map(\.severity) == [severity], sourceLocation: sourceLocation)
    #expect(result.diagnostics.map(\.message) == [message], sourceLocation: sourceLocation)
}
