import CGraphviz

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading DOT so that the same text always gives the same layout and the same bytes.
///
/// cgraph's default ID discipline gives a named node or subgraph the address of its interned
/// name as ID, and orders subgraphs (clusters) by ID. In a long-lived process the addresses
/// depend on what was allocated and freed before, so the same DOT could come out with its
/// clusters in another order. This discipline numbers names in the order they first appear
/// instead (even IDs; anonymous objects get odd ones, as in cgraph's own), and the graph is
/// read through `agread` with it and the standard memory and file disciplines, from the text
/// opened as a `FILE` by `fmemopen`.
///
/// The names the discipline hands back to cgraph must be cgraph's own reference-counted
/// strings (`agstrdup`): cgraph reads a flag stored in front of a name (`aghtmlstr`) to decide
/// whether to write it as `<…>`, and a plain `strdup` copy has no such header, so the DOT
/// writer would read whatever lay in the heap there.
enum DeterministicIDs {
    /// Parses `dot` with the discipline; nil when cgraph refuses it.
    static func read(_ dot: String) -> UnsafeMutablePointer<Agraph_t>? {
        guard let memory = symbol("AgMemDisc", as: Agmemdisc_t.self),
            let io = symbol("AgIoDisc", as: Agiodisc_t.self)
        else { return dot.withCString { agmemread($0) } }
        var bytes = Array(dot.utf8CString)
        return bytes.withUnsafeMutableBufferPointer { buffer -> UnsafeMutablePointer<Agraph_t>? in
            guard let base = buffer.baseAddress, let file = fmemopen(base, buffer.count - 1, "r") else { return nil }
            defer { fclose(file) }
            var discipline = Agdisc_t(mem: memory, id: identifiers, io: io)
            return agread(UnsafeMutableRawPointer(file), &discipline)
        }
    }

    /// The discipline's functions, allocated once and never freed: a graph keeps pointing
    /// at them for as long as it lives.
    nonisolated(unsafe) static let identifiers: UnsafeMutablePointer<Agiddisc_t> = {
        let pointer = UnsafeMutablePointer<Agiddisc_t>.allocate(capacity: 1)
        pointer.initialize(
            to: Agiddisc_t(
                open: { graph, _ in Unmanaged.passRetained(NameTable(graph: graph)).toOpaque() },
                map: { state, _, name, id, create in
                    guard let state, let id else { return 0 }
                    let table = Unmanaged<NameTable>.fromOpaque(state).takeUnretainedValue()
                    id.pointee = table.map(name, create: create != 0)
                    return 1
                },
                alloc: { _, _, _ in 0 },
                free: { _, _, _ in },
                print: { state, _, id in
                    guard let state else { return nil }
                    return Unmanaged<NameTable>.fromOpaque(state).takeUnretainedValue().name(of: id)
                },
                close: { state in
                    guard let state else { return }
                    Unmanaged<NameTable>.fromOpaque(state).release()
                },
                idregister: { _, _, _ in }))
        return pointer
    }()

    private static func symbol<T>(_ name: String, as type: T.Type) -> UnsafeMutablePointer<T>? {
        guard let handle = dlopen(nil, RTLD_NOW), let address = dlsym(handle, name) else { return nil }
        return address.assumingMemoryBound(to: T.self)
    }
}

/// The names of one graph, numbered in the order they first appear, each held as one
/// reference to a string of the graph's own string pool.
private final class NameTable {
    /// The root graph being opened; its string pool outlives the table, which cgraph closes
    /// before it frees the pool.
    private let graph: UnsafeMutablePointer<Agraph_t>?
    private var names: [UnsafeMutablePointer<CChar>] = []
    /// By the name's bytes (``cStringBytes(_:)``): cgraph tells names apart byte for byte.
    private var numbers: [[UInt8]: Int] = [:]
    private var anonymous: IDTYPE = 1

    init(graph: UnsafeMutablePointer<Agraph_t>?) { self.graph = graph }

    /// Named objects get even IDs 2, 4, 6, …; anonymous ones odd IDs, as cgraph's own do.
    func map(_ name: UnsafeMutablePointer<CChar>?, create: Bool) -> IDTYPE {
        guard let name else {
            defer { anonymous += 2 }
            return anonymous
        }
        let key = cStringBytes(name)
        if let number = numbers[key] { return IDTYPE(2 * (number + 1)) }
        guard create, let graph, let copy = agstrdup(graph, name) else { return 0 }
        numbers[key] = names.count
        names.append(copy)
        return IDTYPE(2 * names.count)
    }

    func name(of id: IDTYPE) -> UnsafeMutablePointer<CChar>? {
        guard id % 2 == 0, id >= 2, Int(id / 2) <= names.count else { return nil }
        return names[Int(id / 2) - 1]
    }

    deinit { for name in names { agstrfree(graph, name) } }
}
