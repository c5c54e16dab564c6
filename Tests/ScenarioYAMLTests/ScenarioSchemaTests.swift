import Foundation
@testable import ScenarioYAML
import Testing
import VCGraphTestSupport

/// The scenario format's vocabulary, its JSON Schema and the reader agree: every sample and
/// every example is valid to both, and each mistake of shape is refused by both on its line.
/// The schema is checked by an independent validator, Python's `jsonschema`.
@Suite("The scenario format's schema")
struct ScenarioSchemaTests {
    static let validatorAvailable: Bool = {
        (try? SchemaValidator.run(["-c", "import jsonschema, yaml"]))?.status == 0
    }()

    /// The tests that run the independent validator, skipped (and saying so) without it.
    static var needsValidator: ConditionTrait {
        .enabled(if: validatorAvailable, "skipped: needs python3 with jsonschema and yaml (make test's setup installs them)")
    }

    @Test("the committed Schemas/scenario.schema.json is what vcgraph schema writes")
    func committedSchemaIsCurrent() throws {
        let committed = try String(contentsOf: Repository.url("Schemas/scenario.schema.json"), encoding: .utf8)
        #expect(committed == ScenarioSchema.text, "run: vcgraph schema -o Schemas/scenario.schema.json")
    }

    @Test("the format reference article is what the vocabulary writes (VCGRAPH_RECORD=1 writes it)")
    func referenceIsCurrent() throws {
        let url = Repository.url("Sources/ScenarioYAML/Documentation.docc/ScenarioFormat.md")
        if ProcessInfo.processInfo.environment["VCGRAPH_RECORD"] == "1" {
            try ScenarioFormatReference.markdown.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == ScenarioFormatReference.markdown)
    }

    @Test("the options the reader reads are the vocabulary's, in its order")
    func optionsAreTheVocabularys() {
        #expect(ScenarioReader.optionFlags.map(\.key) == ScenarioFormat.options.keyNames)
    }

    @Test("every example of the format is read by the reader")
    func examplesRead() throws {
        for (name, example) in Self.examples {
            do {
                _ = try ScenarioReader.read(example, file: "\(name).yaml")
            } catch {
                Issue.record("\(name): \(error)")
            }
        }
    }

    @Test(
        "every sample and every example of the format is valid to the schema",
        Self.needsValidator)
    func samplesAndExamplesAreValid() throws {
        let folder = try SchemaValidator.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = Samples.names.map { Repository.url("samples/\($0)").path } + (try SchemaValidator.write(Self.examples, into: folder))
        let results = try SchemaValidator.check(files)
        for (file, result) in zip(files, results) {
            #expect(result == "valid", "\(file): \(result)")
        }
    }

    /// Mistakes of shape, each on one line so that the schema's place (a node) and the
    /// reader's (a key or a value in it) are the same line.
    static let mistakes: [(name: String, text: String)] = [
        ("unknown-top-level-key", "name: x\nwindw: home\n"),
        ("window-and-windows", "{ window: a, windows: [{ id: w, root: b }] }\n"),
        ("two-kind-keys", "window: { controller: a, navigation: b }\n"),
        ("unknown-node-key", "window: a\ncontrollers:\n  - { controller: b, modalPresentationStyl: formSheet }\n"),
        ("unknown-step", "window: home\nsteps:\n  - dismis: home\n"),
        ("two-step-keys", "window: home\nsteps:\n  - { pop: nav, popToRoot: nav }\n"),
        ("bad-style", "window: home\ncontrollers: [s]\nsteps:\n  - present: { from: home, controller: s, style: fullscreen }\n"),
        ("missing-controller", "window: home\nsteps:\n  - present: { from: home }\n"),
        ("push-onto-and-from", "window: { navigation: nav, stack: [a] }\nsteps:\n  - push: { onto: nav, from: a, controller: b }\n"),
        ("bool-expected", "window: { controller: a, definesPresentationContext: sometimes }\n"),
        ("ios-out-of-range", "ios: 1\nwindow: a\n"),
        ("unknown-relation", "window: a\nexpect:\n  - presentingController(a): b\n"),
        ("unknown-option", "options: { classicDesgn: true }\nwindow: a\n"),
        (
            "unknown-column",
            "window: { split: s, style: doubleColumn, primary: a, secondary: b }\nsteps:\n  - showColumn: { split: s, column: side }\n"
        ),
    ]

    @Test(
        "each mistake of shape is refused by the schema and by the reader, on the same line",
        Self.needsValidator)
    func mistakesAreRefusedAlike() throws {
        let folder = try SchemaValidator.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try SchemaValidator.write(Self.mistakes.map { ($0.name, $0.text) }, into: folder)
        let results = try SchemaValidator.check(files)
        for ((name, text), result) in zip(Self.mistakes, results) {
            let readerLine: Int?
            do {
                _ = try ScenarioReader.read(text, file: name)
                readerLine = nil
            } catch {
                readerLine = error.location.line
            }
            #expect(readerLine != nil, "\(name): the reader accepts it")
            #expect(result.hasPrefix("\(readerLine ?? 0):"), "\(name): the schema says \(result); the reader, line \(readerLine ?? 0)")
        }
    }

    /// Every example the vocabulary holds, by name.
    static var examples: [(String, String)] {
        ScenarioFormat.shapes.filter { !$0.example.isEmpty }.map { (ScenarioSchema.definitionName($0.name), $0.example) }
            + ScenarioFormat.kinds.map { ("kind-\($0.name)", $0.example) }
            + ScenarioFormat.steps.map { ("step-\($0.name)", $0.example) } + [("expectations", ScenarioFormat.expectationsExample)]
    }
}

/// Python's `jsonschema` run on files: `valid`, or `LINE:COLUMN: message` of the first
/// error (the shallowest; for an unexpected key, the key's own place).
enum SchemaValidator {
    static let script = """
        import json, re, sys, yaml, jsonschema
        validator = jsonschema.Draft7Validator(json.load(open(sys.argv[1])))
        def node_at(node, path):
            for step in path:
                if isinstance(node, yaml.MappingNode):
                    node = next(v for k, v in node.value if k.value == step)
                else:
                    node = node.value[step]
            return node
        for name in sys.argv[2:]:
            text = open(name).read()
            errors = sorted(validator.iter_errors(yaml.safe_load(text)), key=lambda e: len(e.absolute_path))
            if not errors:
                print("valid")
                continue
            error = errors[0]
            node = node_at(yaml.compose(text), list(error.absolute_path))
            extra = re.search(r"'([^']+)' (was|were) unexpected", error.message)
            if extra and isinstance(node, yaml.MappingNode):
                node = next(k for k, v in node.value if k.value == extra.group(1))
            print("%d:%d: %s" % (node.start_mark.line + 1, node.start_mark.column + 1, error.message.replace("\\n", " ")[:300]))
        """

    static func check(_ files: [String]) throws -> [String] {
        let output = try run(["-c", script, Repository.url("Schemas/scenario.schema.json").path] + files)
        #expect(output.status == 0, "\(output.text)")
        return output.text.split(separator: "\n").map(String.init)
    }

    /// Each text written as `NAME.yaml` into `folder`; the files' paths, in order.
    static func write(_ texts: [(String, String)], into folder: URL) throws -> [String] {
        try texts.map { name, text in
            let file = folder.appendingPathComponent("\(name).yaml")
            try text.write(to: file, atomically: true, encoding: .utf8)
            return file.path
        }
    }

    /// A new folder of its own under the system's temporary folder; the caller removes it.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vcgraph-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
