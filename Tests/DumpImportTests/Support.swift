import DumpImport
import Foundation
import PresentationScenarios
import Testing
import VCGraphTestSupport

/// Reads a dump written in a test, named `test.txt`.
func read(_ text: String, kinds: KindRules = KindRules()) throws -> ImportedDump {
    try DumpReader.read(text, file: "test.txt", kinds: kinds)
}

/// The error reading `text` gives, as printed.
func error(reading text: String, kinds: KindRules = KindRules()) -> String? {
    do {
        _ = try DumpReader.read(text, file: "test.txt", kinds: kinds)
        return nil
    } catch {
        return error.description
    }
}

/// The corpus's dumps (``Repository/corpus``), when the corpus is there.
let corpusFolder = Repository.corpus?.appendingPathComponent("dumps") ?? Repository.url("no-corpus")
let corpusDumps: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: corpusFolder.path)) ?? []).filter { $0.hasSuffix(".txt") }.sorted()
