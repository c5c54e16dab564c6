import PresentationScenarios

/// A dump vcgraph cannot read, with the place and what was expected there: the readers' one
/// located error.
public typealias DumpError = InputError
