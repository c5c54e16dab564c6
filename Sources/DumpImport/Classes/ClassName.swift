/// A class name as a dump prints it, and the plain name under it that decides its kind.
///
/// Objective-C classes print as they are (`UINavigationController`); Swift classes with
/// their module (`MyApp.ShellController`) or, when generic or private, mangled
/// (`_TtGC7SwiftUI19UIHostingControllerVS_7AnyView_`, `_TtC5MyApp14ListController`).
struct ClassName: Hashable, Sendable {
    let printed: String

    init(_ printed: String) { self.printed = printed }

    /// `Module.Class` for a mangled class name (generic arguments left out), else the name as printed.
    var demangled: String {
        guard let (module, name) = Self.demangle(printed) else { return printed }
        return "\(module).\(name)"
    }

    /// The class without its module: `UIHostingController`, `ShellController`.
    var base: String {
        if let (_, name) = Self.demangle(printed) { return name }
        return printed.split(separator: ".").last.map(String.init) ?? printed
    }

    /// The module and class of `_TtC<len><module><len><class>…` or `_TtGC…` (a generic
    /// class): Swift's old-style runtime names, which is what Objective-C descriptions print.
    /// `s` stands for the module `Swift`.
    private static func demangle(_ name: String) -> (module: String, name: String)? {
        var rest = Substring(name)
        if rest.hasPrefix("_TtGC") {
            rest = rest.dropFirst(5)
        } else if rest.hasPrefix("_TtC") {
            rest = rest.dropFirst(4)
        } else {
            return nil
        }
        let module: Substring
        if rest.hasPrefix("s") {
            module = "Swift"
            rest = rest.dropFirst()
        } else {
            guard let read = lengthPrefixed(&rest) else { return nil }
            module = read
        }
        guard let className = lengthPrefixed(&rest) else { return nil }
        return (String(module), String(className))
    }

    private static func lengthPrefixed(_ text: inout Substring) -> Substring? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count < 6, let length = Int(digits), length > 0 else { return nil }
        let body = text[digits.endIndex...]
        guard let end = body.index(body.startIndex, offsetBy: length, limitedBy: body.endIndex) else { return nil }
        text = body[end...]
        return body[..<end]
    }
}
