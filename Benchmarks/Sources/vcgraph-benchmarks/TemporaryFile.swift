import Foundation

/// Writes the lines `write` produces to a new temporary file named `name`, a megabyte at a
/// time, so that even a million-line input costs the benchmark process little memory;
/// returns its path.
func temporaryFile(named name: String, _ write: ((String) -> Void) -> Void) -> String {
    let path = NSTemporaryDirectory() + "/" + name
    guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else { return path }
    var chunk = ""
    write { line in
        chunk += line
        chunk += "\n"
        if chunk.utf8.count >= 1 << 20 {
            handle.write(Data(chunk.utf8))
            chunk = ""
        }
    }
    handle.write(Data(chunk.utf8))
    try? handle.close()
    return path
}
