import CGraphviz
import GraphvizRendering

/// Graphviz's `make_label` and `free_label`, which every layout calls for every label,
/// replaced in an executable that exports them by ``ParsedLabels``, which copies a flow's
/// HTML-like labels from the first made instead of parsing them again for each frame: the
/// same labels, without parsing most of them.
///
/// Exported as `gvprintdouble` is (see GraphvizNumberWriter.swift): the dynamic linker binds
/// Graphviz's calls, from libgvc itself and from its layout plugins, to these. Outside a
/// flow's drawing, and where the loaded Graphviz is not the one whose labels ``ParsedLabels``
/// copies, they hand every call to Graphviz's own functions.
@_cdecl("make_label")
public func makeGraphvizLabel(
    _ object: UnsafeMutableRawPointer?, _ text: UnsafeMutablePointer<CChar>?, _ kind: Int32, _ fontSize: Double,
    _ fontName: UnsafeMutablePointer<CChar>?, _ fontColor: UnsafeMutablePointer<CChar>?
) -> UnsafeMutablePointer<textlabel_t>? {
    ParsedLabels.make(object, text, kind, fontSize, fontName, fontColor)
}

/// Graphviz's `free_label`: see ``makeGraphvizLabel(_:_:_:_:_:_:)``.
@_cdecl("free_label")
public func freeGraphvizLabel(_ label: UnsafeMutablePointer<textlabel_t>?) {
    ParsedLabels.free(label)
}
