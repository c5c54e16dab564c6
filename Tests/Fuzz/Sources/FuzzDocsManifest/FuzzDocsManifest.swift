import FuzzDriver
import PresentationDocumentation

/// libFuzzer's entry point: one input, as the bytes of a documentation build's manifest
/// (`.vcgraph-docs-manifest`), which a user may commit, share or edit.
///
/// The contract: whatever the bytes, the manifest read from them names only files of
/// vcgraph's naming inside the output, in both layouts: every file an entry stands for is a
/// name of letters, digits, `-`, `_`, `.` and `~` (no `..`, no `/` but DocC's one
/// `Resources/` folder), and a manifest written back reads as the same entries. A crash, a
/// hang or a name that could leave the output is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDocsManifest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let manifest = DocsManifest.decode(Array(UnsafeBufferPointer(start: data, count: size)))
    for style in [DocsPage.Style.docc, .markdown] {
        let layout = DocsLayout(output: "site", style: style)
        for input in manifest.inputs.values {
            for file in layout.relativeFiles(of: input.name, steps: input.built.frames) {
                let name = file.hasPrefix(DocsLayout.resourcesPrefix) && style == .docc ? file.dropFirst(DocsLayout.resourcesPrefix.count) : file[...]
                precondition(!name.isEmpty && name != "." && name != "..", "the entry '\(input.name)' stands for '\(file)'")
                precondition(
                    name.utf8.allSatisfy { byte in
                        byte.isLetterOrDigit || [UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~")].contains(byte)
                    }, "the entry '\(input.name)' stands for '\(file)', which is not of vcgraph's naming")
                precondition(!name.hasPrefix("."), "the entry '\(input.name)' stands for the hidden '\(file)'")
            }
        }
    }
    guard let bytes = try? manifest.encoded() else { preconditionFailure("a manifest read cannot be written") }
    let reread = DocsManifest.decode(bytes)
    precondition(Set(reread.inputs.keys) == Set(manifest.inputs.keys), "a manifest written back reads as other entries")
    return 0
}

extension UInt8 {
    fileprivate var isLetterOrDigit: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
    }
}

/// The harness's entry point: libFuzzer's driver on ``fuzzDocsManifest(_:_:)``.
@main
enum FuzzDocsManifestMain {
    static func main() { runFuzzer(fuzzDocsManifest) }
}
