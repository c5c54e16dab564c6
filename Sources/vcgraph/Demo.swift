import ArgumentParser
import Foundation
import PresentationModel

/// `vcgraph demo`: runs the model on the built-in Big Nerd Ranch hierarchies and prints (or
/// writes) each one's tree and presentation explanations.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the model on the built-in sample hierarchies.",
        discussion: "Prints each sample's hierarchy and why each presentation went where it did. With --output, writes one text file a sample into that folder instead."
    )

    @Option(name: .shortAndLong, help: "A folder to write <sample>.txt files into.")
    var output: String?

    func run() throws {
        for sample in DemoSample.all {
            let text = try sample.report()
            if let output {
                let url = URL(fileURLWithPath: output).appendingPathComponent("\(sample.name).txt")
                do {
                    try Data(text.utf8).write(to: url, options: .atomic)
                } catch {
                    throw ValidationError("cannot write \(url.path): \(error.localizedDescription)")
                }
                print("wrote \(url.path)")
            } else {
                print(text)
            }
        }
    }
}
