#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension stat {
    /// When the file was last modified, as `stat` gives it: seconds since 1970 and the
    /// nanoseconds past them (Linux names the field `st_mtim`, Apple's systems `st_mtimespec`).
    package var modified: (seconds: Int, nanoseconds: Int) {
        #if os(Linux)
            (Int(st_mtim.tv_sec), Int(st_mtim.tv_nsec))
        #else
            (Int(st_mtimespec.tv_sec), Int(st_mtimespec.tv_nsec))
        #endif
    }
}

/// The path of the running executable: what a worker process starts again, and what a build
/// key names. Linux reads `/proc/self/exe`, Apple's systems ask dyld; the first argument is
/// the fallback.
package enum RunningExecutable {
    package static let path: String = {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        #if os(Linux)
            let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            if length > 0 { return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        #elseif canImport(Darwin)
            var size = UInt32(buffer.count)
            if _NSGetExecutablePath(&buffer, &size) == 0 { return String(cString: buffer) }
        #endif
        return CommandLine.arguments[0]
    }()
}
