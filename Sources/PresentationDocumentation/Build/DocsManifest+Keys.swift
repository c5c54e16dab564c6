import Foundation
import PresentationFiles

#if canImport(Glibc)
    import Glibc
#endif

extension DocsManifest {
    /// The key of an input: FNV-1a over its bytes, this executable (size and modification
    /// time, which change with every build of vcgraph) and the options; nil when unreadable.
    public static func key(of file: String, options: String) -> String? {
        guard let bytes = FileManager.default.contents(atPath: file) else { return nil }
        return hash([Array(bytes), Array(executableIdentity.utf8), Array(options.utf8)])
    }

    /// The key of what depends on this executable and the options only.
    public static func key(options: String) -> String {
        hash([Array(executableIdentity.utf8), Array(options.utf8)])
    }

    /// FNV-1a over the parts, each ended by a zero byte.
    private static func hash(_ parts: [[UInt8]]) -> String {
        var hash: UInt64 = 14_695_981_039_346_656_037
        for part in parts {
            for byte in part + [0] { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
        }
        return String(hash, radix: 16)
    }

    /// This vcgraph, as a key component: the executable's size and modification time.
    private static let executableIdentity: String = {
        var info = stat()
        guard stat(RunningExecutable.path, &info) == 0 else { return "unknown" }
        return "\(info.st_size) \(info.modified.seconds).\(info.modified.nanoseconds)"
    }()
}
