import Foundation
import PresentationModel
import StoryboardImport
import Testing

/// The test target's folder, found from this file's place.
let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

/// The path of a fixture, relative to the repository root so that messages and golden files
/// do not depend on where the repository lies.
func fixturePath(_ name: String) -> String {
    testsFolder.appendingPathComponent("Fixtures/\(name)").path
}

/// Reads fixtures into one catalog, under the file name alone.
func catalog(_ names: String...) throws -> StoryboardCatalog {
    try StoryboardCatalog(names.map(readFixture))
}

func readFixture(_ name: String) throws -> Storyboard {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: fixturePath(name)))
    return try StoryboardReader.read(Array(bytes), file: name)
}

/// The readable id of the controller with this element id, in the first storyboard.
func id(_ element: String, in catalog: StoryboardCatalog, storyboard: Int = 0) -> ControllerID {
    catalog.baseID(.init(storyboard: storyboard, element: element))
}

/// Resolves the segue with this element id on a device.
func resolve(
    _ element: String, in catalog: StoryboardCatalog, device: Device, ios: Int = 17
) throws -> SegueResolution {
    let segue = try #require(catalog.transitionSegues.first { catalog[$0].element == element })
    return SegueResolver(catalog, reachability: Reachability(catalog), device: device, iosVersion: ios).resolve(segue)
}
