#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing an output file atomically: to a temporary file beside it (``TemporaryFiles``),
/// then renamed over it, so a reader never sees half a file, and a failure (a full disk, a
/// kill, a timeout) removes the temporary and leaves the previous file as it
/// was.
///
/// What a path names decides how it is written:
/// - a file, or nothing yet in an existing folder: atomically, keeping an existing file's
///   permissions;
/// - a symbolic link: written through to the file the link points to, atomically, and the
///   link stays a link (as `>` in a shell writes through a link); a link to nothing is
///   refused, as the user more likely mistyped than meant to create its target;
/// - a device, a pipe or a socket (`/dev/null`, `/dev/stdout`, a named pipe): written
///   directly, as there is nothing to replace;
/// - a folder, a missing folder, a read-only folder: refused, each with its own message.
///
/// Inside a folder vcgraph writes on its own (`vcgraph docs`'s output), names are vcgraph's,
/// not the user's: there every path is written with ``LinkPolicy/replaced``, which replaces
/// whatever the name holds (a link, a pipe) by the new file and never writes through it.
public enum OutputFile {
    /// What writing to a path that holds a symbolic link, a device, a pipe or a socket does.
    public enum LinkPolicy: Sendable {
        /// Writes through it, as a shell's `>` does: for the paths a user names.
        case followed
        /// Replaces it with the file: for the names vcgraph gives inside its own output.
        case replaced
    }

    public static func write(_ bytes: [UInt8], to path: String, links: LinkPolicy = .followed) throws(OutputError) {
        var info = stat()
        if links == .followed, stat(path, &info) == 0, !isRegular(info), !isFolder(info) {
            return try writeDirectly(bytes, to: path)
        }
        let target = links == .followed ? try resolvedTarget(of: path) : try replacedTarget(of: path)
        let (temporary, descriptor) = try TemporaryFiles.shared.create(
            in: folder(of: target.path), for: name(of: target.path), output: path)
        var isOpen = true
        do throws(OutputError) {
            if let mode = target.mode { fchmod(descriptor, mode & 0o7777) }
            try OutputWriter(name: path, descriptor: descriptor).write(bytes)
            isOpen = false
            if close(descriptor) != 0 { throw OutputError(output: path, errno: errno) }
            if rename(temporary, target.path) != 0 { throw OutputError(output: path, errno: errno) }
            TemporaryFiles.shared.finish(temporary, removingFile: false)
        } catch {
            if isOpen { close(descriptor) }
            TemporaryFiles.shared.finish(temporary, removingFile: true)
            throw error
        }
    }

    /// ``write(_:to:)``, unless `path` is a file holding `bytes` already: a documentation
    /// rebuild leaves the files it would write the same as they are (and their times).
    public static func update(_ bytes: [UInt8], at path: String, links: LinkPolicy = .followed) throws(OutputError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (links == .replaced ? O_NOFOLLOW : 0))
        if descriptor >= 0 {
            var info = stat()
            let same = fstat(descriptor, &info) == 0 && isRegular(info) && Int(info.st_size) == bytes.count && contents(of: descriptor) == bytes
            close(descriptor)
            if same { return }
        }
        try write(bytes, to: path, links: links)
    }

    /// The bytes from the descriptor's offset to its end, or nil when they cannot be read.
    public static func contents(of descriptor: Int32) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }

    /// Makes `path` a folder that outputs can be written into: an existing folder, or a new
    /// one created with its missing parents.
    public static func makeFolder(_ path: String) throws(OutputError) {
        var info = stat()
        if stat(path, &info) == 0 {
            if isFolder(info) { return }
            throw OutputError(output: path, reason: "is a file; several outputs need a folder")
        }
        let parent = folder(of: path)
        if parent != path, stat(parent, &info) != 0 { try makeFolder(parent) }
        if mkdir(path, 0o777) != 0, errno != EEXIST {
            throw OutputError(output: path, reason: TemporaryFiles.reason(creatingIn: parent, errno: errno))
        }
    }

    /// The folder part of a path (`.` for a bare name).
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func name(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    private static func isRegular(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFREG }
    private static func isFolder(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFDIR }
    private static func isLink(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFLNK }

    /// The file to replace: `path`, or the end of its chain of symbolic links; and the
    /// permissions of the file there now, if there is one.
    private static func resolvedTarget(of path: String) throws(OutputError) -> (path: String, mode: mode_t?) {
        var current = path
        var info = stat()
        for _ in 0..<40 {
            guard lstat(current, &info) == 0 else {
                let code = errno
                if current != path, code == ENOENT {
                    throw OutputError(output: path, reason: "is a symbolic link to '\(current)', which does not exist")
                }
                guard code == ENOENT || code == ENOTDIR else { throw OutputError(output: path, errno: code) }
                let parent = folder(of: current)
                var parentInfo = stat()
                if stat(parent, &parentInfo) != 0 { throw OutputError(output: path, reason: "the folder '\(parent)' does not exist") }
                if !isFolder(parentInfo) { throw OutputError(output: path, reason: "'\(parent)' is not a folder") }
                return (current, nil)
            }
            if isFolder(info) { throw OutputError(output: path, reason: "is a folder; name a file to write, or ask for several outputs") }
            guard isLink(info) else { return (current, info.st_mode) }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { throw OutputError(output: path, errno: errno) }
            let destination = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let base = folder(of: current)
            current = destination.hasPrefix("/") || base == "." ? destination : base + "/" + destination
        }
        throw OutputError(output: path, errno: ELOOP)
    }

    /// `path` itself, to be replaced by a rename whatever it holds but a folder.
    private static func replacedTarget(of path: String) throws(OutputError) -> (path: String, mode: mode_t?) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            let code = errno
            guard code == ENOENT else { throw OutputError(output: path, errno: code) }
            return (path, nil)
        }
        if isFolder(info) { throw OutputError(output: path, reason: "is a folder where vcgraph writes a file") }
        return (path, isRegular(info) ? info.st_mode : nil)
    }

    private static func writeDirectly(_ bytes: [UInt8], to path: String) throws(OutputError) {
        if let descriptor = StandardDescriptors.closedDescriptor(namedBy: path) {
            let name = ["standard input", "standard output", "standard error"][Int(descriptor)]
            throw OutputError(output: path, reason: "is \(name), which was closed when vcgraph started")
        }
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw OutputError(output: path, errno: errno) }
        do throws(OutputError) {
            try OutputWriter(name: path, descriptor: descriptor).write(bytes)
        } catch {
            close(descriptor)
            throw error
        }
        if close(descriptor) != 0 { throw OutputError(output: path, errno: errno) }
    }
}
