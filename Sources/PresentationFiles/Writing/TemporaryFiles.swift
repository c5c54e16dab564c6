import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// vcgraph's own temporary files, the first half of every atomic write (``OutputFile``).
///
/// Each is created beside its output as `.NAME.vcgraph-tmp-PID-N` (hidden, and named so a
/// person and the next run can tell whose it is), then renamed over the output. One that a
/// kill left behind is removed by the next vcgraph that writes into the same folder: the
/// first write into a folder sweeps it of every such file whose process can no longer write it
/// (ended, a zombie, or an id given to a later process). A temporary of a vcgraph still
/// running (even another one) is left alone. The files still being written are known here,
/// so that a process about to end abruptly (a timeout, an interruption) can remove them first
/// (``removeAllInFlight()``).
public final class TemporaryFiles: @unchecked Sendable {
    public static let shared = TemporaryFiles()

    /// The marker in every temporary's name.
    public static let marker = ".vcgraph-tmp-"

    /// Guards every property below.
    private let lock = NSLock()
    private var counter = 0
    private var inFlight: Set<String> = []
    private var sweptFolders: Set<String> = []
    /// Set by ``removeAllInFlight()``: the process is ending, and creates no more.
    private var isEnding = false

    /// A new temporary file in `folder` for the output named `name`, opened for writing.
    /// `output` is how errors name the output.
    public func create(in folder: String, for name: String, output: String) throws(OutputError) -> (path: String, descriptor: Int32) {
        sweepOnce(folder)
        while true {
            // Created and recorded under the lock, so that a process ending on another thread
            // (``removeAllInFlight()``) removes every temporary it made, and makes none after.
            let (path, descriptor, code) = lock.withLock { () -> (String, Int32, Int32) in
                counter += 1
                let path = "\(folder)/.\(name)\(TemporaryFiles.marker)\(getpid())-\(counter)"
                guard !isEnding else { return (path, -1, EINTR) }
                let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
                if descriptor >= 0 { inFlight.insert(path) }
                return (path, descriptor, errno)
            }
            if descriptor >= 0 { return (path, descriptor) }
            if lock.withLock({ isEnding }) { throw OutputError(output: output, reason: "vcgraph is ending") }
            if code == EEXIST || code == EINTR { continue }
            throw OutputError(output: output, reason: TemporaryFiles.reason(creatingIn: folder, errno: code))
        }
    }

    /// Removes a temporary that was renamed into place (`removingFile: false`) or abandoned.
    public func finish(_ path: String, removingFile: Bool) {
        if removingFile { unlink(path) }
        _ = lock.withLock { inFlight.remove(path) }
    }

    /// Removes every temporary still being written, and creates none from now on; for a
    /// process about to end abruptly.
    public func removeAllInFlight() {
        lock.withLock {
            isEnding = true
            for path in inFlight { unlink(path) }
            inFlight.removeAll()
        }
    }

    /// Why a file could not be created in `folder`, in words that name the folder.
    public static func reason(creatingIn folder: String, errno code: Int32) -> String {
        switch code {
        case EROFS: "the folder '\(folder)' is on a read-only file system"
        case EACCES, EPERM: "no permission to create a file in the folder '\(folder)'"
        case ENOENT: "the folder '\(folder)' does not exist"
        case ENOTDIR: "'\(folder)' is not a folder"
        default: String(cString: strerror(code))
        }
    }

    /// Removes, once per folder and process, the temporaries of vcgraph processes that no
    /// longer run.
    private func sweepOnce(_ folder: String) {
        guard lock.withLock({ sweptFolders.insert(folder).inserted }) else { return }
        // readdir rather than FileManager: only hidden names become Strings, so a folder of
        // thousands of files costs little to the first write into it.
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        // The name is read in place, as C reads it: an entry is only as long as its name, so
        // copying `d_name`'s 256 bytes out of one at the end of readdir's buffer reads past it.
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
        while let entry = readdir(directory) {
            let namePointer = (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self)
            guard namePointer.pointee == CChar(UInt8(ascii: ".")) else { continue }
            let name = String(cString: namePointer)
            guard let pid = TemporaryFiles.owner(ofTemporaryNamed: name), pid != getpid() else { continue }
            let path = "\(folder)/\(name)"
            var status = stat()
            guard lstat(path, &status) == 0 else { continue }
            if !TemporaryFiles.ownerCanWrite(pid, modifiedAt: status.modified.seconds) { unlink(path) }
        }
    }

    /// Whether the process `pid`, which named a temporary last modified at `modified` (seconds
    /// since 1970), may still write it: it runs, it is not a zombie (killed, not yet reaped by
    /// whoever inherited it), and it is the process that named the file, not a later one given
    /// the same id (ids wrap quickly: 32,768 of them by default), which started after the file
    /// was last written.
    static func ownerCanWrite(_ pid: pid_t, modifiedAt modified: Int) -> Bool {
        if kill(pid, 0) == -1, errno == ESRCH { return false }
        #if os(Linux)
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let fields = stat.split(separator: ")").last?.split(separator: " ")
            else { return true }
            // After the command's closing parenthesis: the state (field 3), then field 22,
            // the start in clock ticks after boot.
            if let state = fields.first, state == "Z" || state == "X" { return false }
            guard fields.count > 19, let ticks = Int(fields[19]), let booted = bootTime else { return true }
            let started = booted + ticks / max(sysconf(Int32(_SC_CLK_TCK)), 1)
            // Both are whole seconds, each rounded down: a margin of two.
            return started <= modified + 2
        #else
            return true
        #endif
    }

    #if os(Linux)
        /// When the system started, in seconds since 1970 (`btime` in `/proc/stat`).
        private static let bootTime: Int? = {
            guard let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8) else { return nil }
            for line in text.split(separator: "\n") where line.hasPrefix("btime ") {
                return Int(line.dropFirst("btime ".count))
            }
            return nil
        }()
    #endif

    /// The process id in a name of the form `.NAME.vcgraph-tmp-PID-N`, or nil for any other
    /// name.
    public static func owner(ofTemporaryNamed name: String) -> pid_t? {
        guard let range = name.range(of: marker, options: .backwards) else { return nil }
        let numbers = name[range.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard numbers.count == 2, numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let pid = pid_t(numbers[0]), pid > 0, Int(numbers[1]) != nil
        else { return nil }
        return pid
    }
}
