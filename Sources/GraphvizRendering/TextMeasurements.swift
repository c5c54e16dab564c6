import CGraphviz
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Graphviz's text measurement (pango's), remembered: a text measured once in a font is not
/// measured again in that font, while the texts remembered hold at most
/// ``rememberedBytesAtMost`` bytes.
///
/// Graphviz measures every piece of text of every label each time it lays a graph out, through
/// pango, which shapes the text with its fonts; on vcgraph's small diagrams that is a sixth of
/// a documentation build. The frames of a flow repeat the same labels, each frame laid out
/// again with the union's positions pinned, so most of those measurements were repeats.
///
/// The remembering is a text-layout plugin of vcgraph's own, installed in the context ahead of
/// pango's, that hands every text it has not seen to pango's and keeps the sizes pango gave:
/// Graphviz lays out and draws with sizes pango computed, so the output is the same bytes.
///
/// A measurement also leaves pango's shaped text behind, which only the cairo renderers (PNG,
/// PDF) draw with; SVG and DOT write the text as text. So a remembered size stands in for
/// pango only while a graph is rendered in formats that do not draw with it
/// (``reusesSizes(for:)``); otherwise pango measures as before, and its sizes are remembered.
///
/// Where the context has no pango text layout (a Graphviz built without it, which estimates
/// from built-in font metrics), nothing is installed.
enum TextMeasurements {
    /// pango's text layout, as Graphviz's plugin table declares it.
    typealias Layout = @convention(c) (UnsafeMutablePointer<textspan_t>?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> boolean

    /// A text and its font's name as Graphviz hands them over, byte for byte
    /// (``cStringBytes(_:)``).
    private struct Key: Hashable {
        var text: [UInt8]
        var font: [UInt8]
        var size: Double
        var flags: UInt32
    }

    /// What a measurement writes into a text span.
    private struct Extent {
        var size: pointf
        var layoutOffset: Double
        var centerlineOffset: Double
    }

    private struct State {
        var pango: Layout?
        var extents = BoundedMemo<Key, Extent>(budget: rememberedBytesAtMost)
        var reusesSizes = false
    }

    private static let state = Mutex(State())

    /// Puts the remembering text layout in front of pango's in `context`. Call it once, right
    /// after the context is made, before anything is laid out with it.
    static func install(in context: OpaquePointer) {
        guard let pango = pangoLayout() else { return }
        state.withLock { $0.pango = pango }
        gvAddLibrary(context, library)
        gvtextlayout_select(context)
    }

    /// Whether rendering in `formats` may use remembered sizes: none of them draws the text
    /// with pango's shaped layout.
    static func reusesSizes(for formats: [GraphvizFormat]) -> Bool {
        formats.allSatisfy { $0 == .svg || $0 == .dot || $0 == .json }
    }

    /// Runs `body` with remembered sizes used, or not, for the layouts and renders it does.
    static func with<Value, Failure: Error>(
        reusingSizes reuses: Bool, _ body: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let before = state.withLock { state in
            defer { state.reusesSizes = reuses }
            return state.reusesSizes
        }
        defer { state.withLock { $0.reusesSizes = before } }
        return try body()
    }

    /// Measures `span`: from memory when allowed and known, else by pango, remembered.
    fileprivate static func measure(
        _ span: UnsafeMutablePointer<textspan_t>?, _ fontPath: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    ) -> boolean {
        guard let pango = state.withLock({ $0.pango }) else { return 0 }
        // A font path is asked for in verbose mode only, and only pango can give it.
        guard let span, fontPath == nil, let font = span.pointee.font, let text = span.pointee.str, let name = font.pointee.name
        else { return pango(span, fontPath) }
        let key = Key(text: cStringBytes(text), font: cStringBytes(name), size: font.pointee.size, flags: font.pointee.flags)
        let known = state.withLock { $0.reusesSizes ? $0.extents[key] : nil }
        if let known {
            span.pointee.size = known.size
            span.pointee.yoffset_layout = known.layoutOffset
            span.pointee.yoffset_centerline = known.centerlineOffset
            // Graphviz may measure into a span on its stack, whose fields hold whatever was
            // there, and frees a layout it finds.
            span.pointee.layout = nil
            span.pointee.free_layout = nil
            return 1
        }
        let measured = pango(span, fontPath)
        if measured != 0 {
            let extent = Extent(
                size: span.pointee.size, layoutOffset: span.pointee.yoffset_layout, centerlineOffset: span.pointee.yoffset_centerline)
            state.withLock { $0.extents.remember(extent, for: key, keyCost: key.text.count + key.font.count) }
        }
        return measured
    }

    /// How many bytes of text and font names the measurements kept may hold (an entry's own
    /// cost included, ``BoundedMemo``): past that, memory starts again, so a process that
    /// renders without end stays bounded, however long its labels. A documentation build's
    /// labels take a small part of it.
    private static let rememberedBytesAtMost = 8 << 20

    /// pango's text layout in the plugin Graphviz loaded when the context chose it; nil when
    /// that plugin is not loaded.
    private static func pangoLayout() -> Layout? {
        #if os(Linux)
            let plugin = "libgvplugin_pango.so.6"
        #else
            let plugin = "libgvplugin_pango.6.dylib"
        #endif
        guard let handle = dlopen(plugin, RTLD_LAZY | RTLD_NOLOAD),
            let symbol = dlsym(handle, "gvplugin_pango_LTX_library")
        else { return nil }
        var api = symbol.assumingMemoryBound(to: gvplugin_library_t.self).pointee.apis
        while let current = api, let types = current.pointee.types {
            if current.pointee.api == API_textlayout, let engine = types.pointee.engine {
                return engine.assumingMemoryBound(to: gvtextlayout_engine_t.self).pointee.textlayout
            }
            api = current.successor()
        }
        return nil
    }

    /// The plugin library: one text layout, of type `textlayout` like pango's and of higher
    /// quality, so Graphviz chooses it. Allocated once and never freed, as the context keeps
    /// pointing into it.
    nonisolated(unsafe) private static let library: UnsafeMutablePointer<gvplugin_library_t> = {
        let engine = UnsafeMutablePointer<gvtextlayout_engine_t>.allocate(capacity: 1)
        engine.initialize(to: gvtextlayout_engine_t(textlayout: { TextMeasurements.measure($0, $1) }))
        let types = UnsafeMutablePointer<gvplugin_installed_t>.allocate(capacity: 2)
        types.initialize(to: gvplugin_installed_t(id: 0, type: strdup("textlayout"), quality: 100, engine: engine, features: nil))
        (types + 1).initialize(to: gvplugin_installed_t(id: 0, type: nil, quality: 0, engine: nil, features: nil))
        let apis = UnsafeMutablePointer<gvplugin_api_t>.allocate(capacity: 2)
        apis.initialize(to: gvplugin_api_t(api: API_textlayout, types: types))
        (apis + 1).initialize(to: gvplugin_api_t(api: api_t(0), types: nil))
        let library = UnsafeMutablePointer<gvplugin_library_t>.allocate(capacity: 1)
        library.initialize(to: gvplugin_library_t(packagename: strdup("vcgraph"), apis: apis))
        return library
    }()
}
