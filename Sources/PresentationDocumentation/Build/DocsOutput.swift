import Foundation
import PresentationFiles
import PresentationScenarios

#if canImport(Glibc)
    import Glibc
#endif

/// A documentation build's output folder, as a boundary: the build writes and removes only
/// inside it, and only what its own naming gives.
///
/// - The folder `-o` names is the user's (it may be a symbolic link, and its missing parents
///   are created); the folders vcgraph names inside it (`Flows.docc`, `Resources`) are
///   vcgraph's, and a symbolic link or a file in their place is refused, not followed.
/// - Files are written by replacing what their name holds (``OutputFile/LinkPolicy/replaced``):
///   a symbolic link planted at a page's name is replaced by the page, never written through.
/// - Files are removed by name inside the folders opened here (`unlinkat`), and only regular
///   files: a manifest cannot name a path outside, a folder, or a link's target.
/// - The pages' folder is locked (`flock`) while the build runs, and the lock is inherited by
///   its worker processes: a second build into the same output waits until the first one and
///   all its workers have ended.
public final class DocsOutput {
    public let layout: DocsLayout
    /// The pages' folder, open and locked; passed to workers so that they hold the lock too.
    public let pages: Int32
    /// The diagrams' folder, open (the pages' folder again for Markdown).
    private let images: Int32
    /// The pages' folder without symbolic links, from which inputs are named in the manifest.
    private let resolvedPages: [Substring]

    /// Opens the output of `layout`, creating its folders, and takes its lock, waiting while
    /// another build holds it (and telling `waiting` a line that says so).
    public init(_ layout: DocsLayout, waiting: (String) -> Void) throws(OutputError) {
        self.layout = layout
        try OutputFile.makeFolder(layout.output)
        let output = try Self.open(layout.output, shownAs: layout.output)
        if let own = layout.ownPagesFolder {
            defer { close(output) }
            pages = try Self.openOwn(own, in: output, shownAs: layout.pages)
        } else {
            pages = output
        }
        if layout.images == layout.pages {
            images = dup(pages)
        } else {
            do throws(OutputError) {
                images = try Self.openOwn("Resources", in: pages, shownAs: layout.images)
            } catch {
                close(pages)
                throw error
            }
        }
        _ = fcntl(pages, F_SETFD, FD_CLOEXEC)
        _ = fcntl(images, F_SETFD, FD_CLOEXEC)
        resolvedPages = Self.resolved(layout.pages)?.split(separator: "/") ?? []
        if flock(pages, LOCK_EX | LOCK_NB) != 0 {
            waiting("vcgraph: waiting for another 'vcgraph docs' writing into '\(InputText.escaped(layout.pages))' to end")
            while flock(pages, LOCK_EX) != 0, errno == EINTR {}
        }
    }

    deinit {
        close(images)
        close(pages)
    }

    /// The bytes of the manifest, or none when there is no regular file at its name.
    public func manifestBytes() -> [UInt8] {
        let descriptor = openat(pages, DocsLayout.manifestName, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return [] }
        return OutputFile.contents(of: descriptor) ?? []
    }

    /// How the manifest names `input`: its path relative to the pages' folder, both without
    /// symbolic links (`../../flows/login.yaml`), so that a build run from any folder, or a
    /// committed output on another machine, finds its inputs again; the path as given when
    /// it cannot be resolved.
    public func manifestPath(of input: String) -> String {
        guard let file = Self.resolved(input), !resolvedPages.isEmpty || layout.pages == "/" else { return input }
        let components = file.split(separator: "/")
        var common = 0
        while common < min(components.count, resolvedPages.count), components[common] == resolvedPages[common] { common += 1 }
        let up = Array(repeating: "..", count: resolvedPages.count - common)
        return (up + components[common...].map(String.init)).joined(separator: "/")
    }

    /// Removes the files of `names` (each relative to the pages' folder, as
    /// ``DocsLayout/relativeFiles(of:steps:)`` gives them) that are regular files; anything
    /// else at such a name is left as it is.
    public func removeStale(_ names: [String]) {
        for name in names {
            let (folder, file) =
                name.hasPrefix(DocsLayout.resourcesPrefix) && images != pages
                ? (images, String(name.dropFirst(DocsLayout.resourcesPrefix.count))) : (pages, name)
            guard !file.contains("/"), file != "..", file != "." else { continue }
            var info = stat()
            guard fstatat(folder, file, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            unlinkat(folder, file, 0)
        }
    }

    /// Whether `name` (relative to the pages' folder) is a regular file there.
    public func holdsFile(_ name: String) -> Bool {
        let (folder, file) =
            name.hasPrefix(DocsLayout.resourcesPrefix) && images != pages
            ? (images, String(name.dropFirst(DocsLayout.resourcesPrefix.count))) : (pages, name)
        var info = stat()
        return fstatat(folder, file, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// The folder the user named, through any symbolic link: it is theirs to point anywhere.
    private static func open(_ path: String, shownAs shown: String) throws(OutputError) -> Int32 {
        let descriptor = Glibc.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw OutputError(output: shown, errno: errno) }
        return descriptor
    }

    /// The folder `name` inside `parent`, created when missing; a symbolic link or anything
    /// but a folder there is refused.
    private static func openOwn(_ name: String, in parent: Int32, shownAs shown: String) throws(OutputError) -> Int32 {
        var info = stat()
        if fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) != 0 {
            if mkdirat(parent, name, 0o777) != 0, errno != EEXIST {
                throw OutputError(output: shown, reason: TemporaryFiles.reason(creatingIn: OutputFile.folder(of: shown), errno: errno))
            }
        } else if info.st_mode & S_IFMT == S_IFLNK {
            throw OutputError(
                output: shown, reason: "is a symbolic link inside the output; vcgraph docs writes its own folders there and follows no link")
        } else if info.st_mode & S_IFMT != S_IFDIR {
            throw OutputError(output: shown, reason: "is not a folder; vcgraph docs writes its own folder there")
        }
        let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw OutputError(output: shown, errno: errno) }
        return descriptor
    }

    /// `path` made absolute, without symbolic links, `.` or `..`; nil when it cannot be.
    private static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
