import PresentationScenarios

/// Why a storyboard could not be read, and where: the readers' one located error.
public typealias StoryboardError = InputError
