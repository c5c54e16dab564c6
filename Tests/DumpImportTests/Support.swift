import DumpImport
import PresentationScenarios

/// Reads a dump written in a test, named `test.txt`.
func read(_ text: String, kinds: KindRules = KindRules()) throws -> ImportedDump {
    try DumpReader.read(text, file: "test.txt", kinds: kinds)
}
