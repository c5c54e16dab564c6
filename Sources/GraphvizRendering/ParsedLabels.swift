import CGraphviz
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The HTML-like labels of a flow's nodes and edges, parsed once: while a flow's frames are
/// drawn (``reusing(_:)``), a node or edge whose label Graphviz has made before, in the same
/// markup, font and pen colour, gets a copy of that label that shares its parsed and sized
/// table, instead of Graphviz parsing the markup again.
///
/// Each frame is drawn by laying the union out again without moving anything (`nop2`), and
/// Graphviz makes every object's label anew each time: making labels (parsing HTML-like
/// markup with expat, sizing its tables) was a sixth of a documentation build's work, and
/// most labels of a frame are the frame before's. The copy is what Graphviz would have made, field for field:
/// a label's table depends only on its markup, its font (name, size, colour), the object's
/// pen colour (a table without one takes it) and the graph's character set, which a flow's
/// frames share. Labels whose markup names the object (`\N`, `\G`, …) or draws an image are
/// made by Graphviz every time, as are graphs' labels (a frame's title is its own).
///
/// The `vcgraph` executable puts ``make(_:_:_:_:_:_:)`` and ``free(_:)`` in the place of
/// Graphviz's `make_label` and `free_label` (through the GraphvizInterposition target), and only
/// for the Graphviz whose labels this copies (``isUsable``); anywhere else, outside a flow's
/// drawing, and in a task that asks for them (``GraphvizRenderer/usesGraphvizOwnFunctions``),
/// Graphviz's own make and free every label. A copy's table is freed with the
/// label it was copied from, when the flow is drawn.
public enum ParsedLabels {
    /// Whether the loaded Graphviz makes and frees labels as this copies them (2.42: its
    /// labels have the fields this copies, and nothing changes a label's table once made):
    /// set with the context, as ``GraphvizNumber/matchesGraphviz`` is.
    public static let isUsable = Atomic(false)

    /// The markup and font as Graphviz hands them over, byte for byte (``cStringBytes(_:)``).
    private struct Key: Hashable {
        var kind: Int32
        var markup: [UInt8]
        var fontSize: Double
        var fontName: [UInt8]
        var fontColor: [UInt8]
        var penColor: [UInt8]
    }

    private struct State {
        var isReusing = false
        /// The first label made for each key, as Graphviz made it, owning its table.
        var originals: [Key: UnsafeMutablePointer<textlabel_t>] = [:]
        /// The tables the originals own, which a label sharing one must not free.
        var shared: Set<OpaquePointer> = []
    }

    /// Graphviz calls ``make(_:_:_:_:_:_:)`` and ``free(_:)`` from inside the renderer's calls
    /// (or from its warm-up, which ends before the renderer exists), one at a time, as
    /// ``GraphvizMessages`` is written.
    nonisolated(unsafe) private static var state = State()

    /// Runs `body`, the drawing of one flow's frames, with labels made once and copied; frees
    /// the labels kept when it returns.
    static func reusing<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        guard isUsable.load(ordering: .relaxed), !GraphvizRenderer.usesGraphvizOwnFunctions, let graphviz = Graphviz.functions else {
            return try body()
        }
        state.isReusing = true
        defer {
            let originals = state.originals.values
            state = State()
            for original in originals { graphviz.free(original) }
        }
        return try body()
    }

    /// Graphviz's `make_label`: a copy of the label made before for the same key, or the label
    /// Graphviz makes, kept when it can be copied.
    public static func make(
        _ object: UnsafeMutableRawPointer?, _ text: UnsafeMutablePointer<CChar>?, _ kind: Int32, _ fontSize: Double,
        _ fontName: UnsafeMutablePointer<CChar>?, _ fontColor: UnsafeMutablePointer<CChar>?
    ) -> UnsafeMutablePointer<textlabel_t>? {
        guard let graphviz = Graphviz.functions else { return nil }
        guard state.isReusing, let key = key(object, text, kind, fontSize, fontName, fontColor) else {
            return graphviz.make(object, text, kind, fontSize, fontName, fontColor)
        }
        if let original = state.originals[key] {
            // The font's name and colour are the object's attribute values, as Graphviz's are.
            return duplicate(original, fontName: fontName, fontColor: fontColor)
        }
        let messages = GraphvizMessages.count
        guard let made = graphviz.make(object, text, kind, fontSize, fontName, fontColor) else { return nil }
        // A label Graphviz warned about, or fell back to text for, is made again each time.
        guard GraphvizMessages.count == messages, made.pointee.html != 0, let table = made.pointee.u.html else { return made }
        let original = duplicate(made, fontName: nil, fontColor: nil)
        state.originals[key] = original
        state.shared.insert(table)
        return made
    }

    /// A label allocated as Graphviz allocates one, with `label`'s fields and its own text.
    private static func duplicate(
        _ label: UnsafeMutablePointer<textlabel_t>, fontName: UnsafeMutablePointer<CChar>?, fontColor: UnsafeMutablePointer<CChar>?
    ) -> UnsafeMutablePointer<textlabel_t> {
        let copy = malloc(MemoryLayout<textlabel_t>.size)!.bindMemory(to: textlabel_t.self, capacity: 1)
        copy.initialize(to: label.pointee)
        copy.pointee.text = strdup(label.pointee.text)
        copy.pointee.fontname = fontName
        copy.pointee.fontcolor = fontColor
        return copy
    }

    /// Graphviz's `free_label`: a label sharing a kept table is freed without it.
    public static func free(_ label: UnsafeMutablePointer<textlabel_t>?) {
        guard let label else { return }
        if label.pointee.html != 0, let table = label.pointee.u.html, state.shared.contains(table) {
            releaseMemory(label.pointee.text)
            releaseMemory(label)
            return
        }
        Graphviz.functions?.free(label)
    }

    /// What a label Graphviz makes from these depends on, or nil when it depends on more
    /// (a graph's label, plain text, a record, markup naming its object or drawing an image).
    private static func key(
        _ object: UnsafeMutableRawPointer?, _ text: UnsafeMutablePointer<CChar>?, _ kind: Int32, _ fontSize: Double,
        _ fontName: UnsafeMutablePointer<CChar>?, _ fontColor: UnsafeMutablePointer<CChar>?
    ) -> Key? {
        guard let object, let text, kind == htmlKind, let fontName, let fontColor else { return nil }
        let objectKind = agobjkind(object)
        guard objectKind == AGNODE || objectKind == AGEDGE else { return nil }
        guard !namesObjectOrImage(text) else { return nil }
        return Key(
            kind: objectKind, markup: cStringBytes(text), fontSize: fontSize, fontName: cStringBytes(fontName),
            fontColor: cStringBytes(fontColor), penColor: penColor(of: object))
    }

    /// Whether `markup` has a backslash (Graphviz puts the object's name for `\N`, `\G`, …
    /// in a label's text) or an `<IMG>` (whose size Graphviz records in the graph).
    private static func namesObjectOrImage(_ markup: UnsafePointer<CChar>) -> Bool {
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(markup).assumingMemoryBound(to: UInt8.self), count: strlen(markup))
        for index in bytes.indices {
            if bytes[index] == UInt8(ascii: "\\") { return true }
            if bytes[index] == UInt8(ascii: "<"), index + 3 < bytes.count, bytes[index + 1] | 0x20 == UInt8(ascii: "i"),
                bytes[index + 2] | 0x20 == UInt8(ascii: "m"), bytes[index + 3] | 0x20 == UInt8(ascii: "g")
            {
                return true
            }
        }
        return false
    }

    /// The colour a table without its own takes (Graphviz's `getPenColor`): the object's
    /// `pencolor`, else its `color`.
    private static func penColor(of object: UnsafeMutableRawPointer) -> [UInt8] {
        for name in ["pencolor", "color"] {
            let value = name.withCString { agget(object, UnsafeMutablePointer(mutating: $0)) }
            if let value, value.pointee != 0 { return cStringBytes(value) }
        }
        return []
    }

    /// `LT_HTML`, the kind Graphviz gives `make_label` for an HTML-like label.
    private static let htmlKind: Int32 = 1 << 1

    /// libgvc's own `make_label` and `free_label`.
    private struct Graphviz {
        typealias Make =
            @convention(c) (
                UnsafeMutableRawPointer?, UnsafeMutablePointer<CChar>?, Int32, Double, UnsafeMutablePointer<CChar>?,
                UnsafeMutablePointer<CChar>?
            ) -> UnsafeMutablePointer<textlabel_t>?
        typealias Free = @convention(c) (UnsafeMutablePointer<textlabel_t>?) -> Void

        var make: Make
        var free: Free

        static let functions: Graphviz? = {
            #if os(Linux)
                let library = "libgvc.so.6"
            #else
                let library = "libgvc.6.dylib"
            #endif
            guard let handle = dlopen(library, RTLD_LAZY | RTLD_NOLOAD), let make = dlsym(handle, "make_label"),
                let free = dlsym(handle, "free_label")
            else { return nil }
            return Graphviz(make: unsafeBitCast(make, to: Make.self), free: unsafeBitCast(free, to: Free.self))
        }()
    }
}

/// The C library's `free`, which ``ParsedLabels/free(_:)`` hides inside the type.
private func releaseMemory(_ pointer: UnsafeMutableRawPointer?) { free(pointer) }
