@testable import PresentationModel
import Testing

/// Checks the hierarchy's structural invariants (`Hierarchy.checkInvariants()`) after every
/// operation a test makes, directly or through the builder, and records each broken one as
/// an issue naming the operation. Every suite of this target carries it.
///
/// A hierarchy beyond ``limit`` controllers is not checked after every operation, which
/// would make the tests that build 100,000 controllers quadratic; those check it once at the
/// end with ``expectInvariants(_:sourceLocation:)``.
struct CheckingInvariants: SuiteTrait, TestTrait, TestScoping {
    static let limit = 1_000

    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await Hierarchy.$operationObserver.withValue({ operation, hierarchy in
            guard hierarchy.count <= Self.limit else { return }
            for broken in hierarchy.checkInvariants() { Issue.record("after \(operation): \(broken)") }
        }) {
            try await function()
        }
    }
}

extension Trait where Self == CheckingInvariants {
    /// See ``CheckingInvariants``.
    static var checkingInvariants: Self { CheckingInvariants() }
}

/// Expects the hierarchy's structural invariants to hold, whatever its size.
func expectInvariants(_ hierarchy: Hierarchy, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(hierarchy.checkInvariants() == [], sourceLocation: sourceLocation)
}

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

/// Expects exactly one diagnostic of the given severity whose message is `message`, word for
/// word (the library's `expectDiagnostic` matches a part of the message).
func expectExactDiagnostic(
    _ result: StepResult, _ severity: Diagnostic.Severity, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(result.diagnostics.map(\.severity) == [severity], sourceLocation: sourceLocation)
    #expect(result.diagnostics.map(\.message) == [message], sourceLocation: sourceLocation)
}
