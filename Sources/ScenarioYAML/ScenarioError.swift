import PresentationScenarios
/// Why a scenario file could not be read: the readers' one located error.
public typealias ScenarioError = InputError
