import PresentationScenarios

/// A place in a Swift file, as every scenario and report gives places (swift-syntax has a
/// type of the same name).
typealias Location = PresentationScenarios.SourceLocation
