import PresentationScenarios
import SourceImport

/// Reading an app's Swift sources: the files given, and for each folder the `.swift` files
/// under it in sorted path order.
public enum SourceInput {
    /// The sources of `files` (Swift files, or folders of them), or every file's error.
    /// - Parameter notes: Gets a note for each of a folder's entries skipped.
    public static func sources(_ files: [String], notes: inout [String]) throws(InputFailure) -> [SwiftSource] {
        var sources: [SwiftSource] = []
        var errors: [InputFailure.Message] = []
        for file in try InputPaths.expand(files, extensions: ["swift"], naming: ".swift files", notes: &notes) {
            switch InputFile.bytes(of: file) {
            case .success(let bytes):
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    errors.append(.line("\(InputText.escaped(file)): error: the file is not UTF-8 text; Swift sources are UTF-8"))
                    continue
                }
                sources.append(SwiftSource(path: file, text: text))
            case .failure(let failure):
                errors.append(.line("\(InputText.escaped(file)): error: cannot read the file: \(failure.reason)"))
            }
        }
        if !errors.isEmpty { throw InputFailure(errors) }
        return sources
    }
}
