#if canImport(Testing)
    import Testing

    /// `@Test(.strictDiagnostics)` or `@Suite(.strictDiagnostics)`: the test runs in strict
    /// mode (`withStrictDiagnostics { … }`), so a UIKit diagnostic
    /// no assertion expected fails it, at the test's declaration.
    public struct StrictDiagnosticsTrait: TestTrait, SuiteTrait, TestScoping {
        public var isRecursive: Bool { true }

        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            // A suite's scope runs once around all its tests; each test case gets its own.
            guard testCase != nil else { return try await function() }
            let strict = StrictDiagnostics()
            try await strict.scope(function)
            for message in strict.unexpected { Issue.record(Comment(rawValue: message), sourceLocation: test.sourceLocation) }
        }
    }

    extension Trait where Self == StrictDiagnosticsTrait {
        /// Strict mode for a test or a suite: an unexpected UIKit diagnostic fails the test.
        public static var strictDiagnostics: Self { StrictDiagnosticsTrait() }
    }
#endif
