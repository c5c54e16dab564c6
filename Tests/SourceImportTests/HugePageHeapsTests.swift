import Foundation
import Testing

@testable import SourceImport

#if canImport(Glibc)
    import Glibc
#endif

/// A process that reads large apps may have the heaps of the reader's threads backed by huge
/// pages: the kernel marks such a mapping `hg` in its flags.
@Suite("Code: huge pages for the reader's heaps")
struct HugePageHeapsTests {
    /// The flags the kernel gives the mapping that holds `address` (`/proc/self/smaps`).
    static func mappingFlags(holding address: Int) -> [String]? {
        // Read to its end: the kernel gives the file no size.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/smaps"), let data = try? handle.readToEnd() else { return nil }
        let smaps = String(decoding: data, as: UTF8.self)
        var inside = false
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if let range = fields.first, range.contains("-"), !range.hasSuffix(":") {
                let bounds = range.split(separator: "-").compactMap { Int($0, radix: 16) }
                inside = bounds.count == 2 && bounds[0] <= address && address < bounds[1]
            } else if inside, line.hasPrefix("VmFlags:") {
                return fields.dropFirst().map(String.init)
            }
        }
        return nil
    }

    /// Whether the process's heaps are glibc's, on a kernel with huge pages: not under a
    /// sanitizer, whose allocator has heaps of its own (which the advice leaves alone).
    static let glibcHeapsWithHugePages: Bool = {
        #if canImport(Glibc)
            dlsym(nil, "__asan_init") == nil && FileManager.default.fileExists(atPath: "/sys/kernel/mm/transparent_hugepage/enabled")
        #else
            false
        #endif
    }()

    @Test(
        "once a process asks, a thread the reader starts allocates from a heap the kernel may back with huge pages",
        .enabled(if: glibcHeapsWithHugePages, "glibc's heaps on a kernel with huge pages")
    )
    func threadHeapsAdvised() {
        #if canImport(Glibc)
            HugePageHeaps.enable()
            let flags = LargeStack.map([1, 2]) { _ -> [String]? in
                let block = malloc(1_024)
                defer { free(block) }
                return Self.mappingFlags(holding: Int(bitPattern: block))
            }
            for each in flags { #expect(each?.contains("hg") == true) }
        #endif
    }
}
