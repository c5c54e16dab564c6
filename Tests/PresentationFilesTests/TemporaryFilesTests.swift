import Foundation
import PresentationFiles
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A temporary that a killed vcgraph left behind is swept by the next write into its folder
/// once its process can no longer write it; a temporary of a process still writing stays.
@Suite("Temporary files left by a killed run")
struct TemporaryFilesTests {
    @Test("a temporary of a process that ended is swept by the next write into the folder")
    func endedOwner() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let child = try Self.start("/bin/true")
        var status: Int32 = 0
        waitpid(child, &status, 0)
        let left = try Self.plant(in: folder, owner: child)
        try OutputFile.write(Array("page\n".utf8), to: folder + "/page.md")
        #expect(!FileManager.default.fileExists(atPath: left))
    }

    @Test("a temporary of a zombie (killed, not yet reaped) is swept: it can write nothing more")
    func zombieOwner() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let child = try Self.start("/bin/true")
        defer { waitpid(child, nil, 0) }
        // Not reaped: it stays a zombie until the deferred wait.
        for _ in 0..<1_000 where !Self.isZombie(child) { usleep(2_000) }
        try #require(Self.isZombie(child))
        let left = try Self.plant(in: folder, owner: child)
        try OutputFile.write(Array("page\n".utf8), to: folder + "/page.md")
        #expect(!FileManager.default.fileExists(atPath: left))
    }

    @Test("a temporary whose process id now names a process started after it was written is swept")
    func reusedProcessID() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let child = try Self.start("/bin/sleep", "5")
        defer {
            kill(child, SIGKILL)
            waitpid(child, nil, 0)
        }
        let left = try Self.plant(in: folder, owner: child)
        // Written an hour before the process with that id started.
        var times = [timeval(tv_sec: time(nil) - 3_600, tv_usec: 0), timeval(tv_sec: time(nil) - 3_600, tv_usec: 0)]
        try #require(utimes(left, &times) == 0)
        try OutputFile.write(Array("page\n".utf8), to: folder + "/page.md")
        #expect(!FileManager.default.fileExists(atPath: left))
    }

    @Test("a temporary of another process still running is left alone")
    func runningOwner() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let child = try Self.start("/bin/sleep", "5")
        defer {
            kill(child, SIGKILL)
            waitpid(child, nil, 0)
        }
        let left = try Self.plant(in: folder, owner: child)
        try OutputFile.write(Array("page\n".utf8), to: folder + "/page.md")
        #expect(FileManager.default.fileExists(atPath: left))
    }

    /// A new empty folder of its own (the sweep runs once per folder and process).
    static func folder() throws -> String {
        var template = Array((NSTemporaryDirectory() + "/vcgraph-temporaries-XXXXXX").utf8CString)
        let made = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) })
        return String(cString: made)
    }

    /// A temporary file named as `owner`'s, as a killed run leaves it.
    static func plant(in folder: String, owner: pid_t) throws -> String {
        let path = "\(folder)/.page.md\(TemporaryFiles.marker)\(owner)-1"
        try #require(FileManager.default.createFile(atPath: path, contents: Data("half".utf8)))
        return path
    }

    static func start(_ arguments: String...) throws -> pid_t {
        var argv = arguments.map { strdup($0) }
        argv.append(nil)
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        try #require(posix_spawn(&pid, arguments[0], nil, nil, &argv, environ) == 0)
        return pid
    }

    static func isZombie(_ pid: pid_t) -> Bool {
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
    }
}
