/// A controller's ``ControllerAttributes``, held out of line so that a ``Node`` stays small.
///
/// The attributes are about 120 bytes, most of them optional and unset, and read far less
/// often than the links: stored in the node, they would make the node array leave the
/// caches at a few hundred thousand controllers. Out of line, a node is a pointer to them;
/// controllers with the default attributes (most of a large hierarchy) share one storage,
/// so creating a controller allocates nothing more.
///
/// Copy on write: a node copied with its hierarchy shares the storage until one side writes.
/// The defaults are no storage at all (no object whose count every controller changes, from
/// every thread that reads it).
struct AttributeStorage: Sendable {
    /// Nil while the attributes are the defaults.
    private var box: Box?

    init(_ attributes: ControllerAttributes) {
        box = attributes == Self.defaultAttributes ? nil : Box(attributes)
    }

    private init(box: Box?) {
        self.box = box
    }

    /// The default attributes, without building and comparing a set.
    static var defaults: AttributeStorage { AttributeStorage(box: nil) }

    /// Read in place: reading one attribute copies none of the others.
    var value: ControllerAttributes {
        _read {
            if let box { yield box.value } else { yield Self.defaultAttributes }
        }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box?.value ?? Self.defaultAttributes) }
            yield &box!.value
        }
    }

    /// Written only while uniquely referenced (see ``value``), so never while shared between
    /// threads.
    private final class Box: @unchecked Sendable {
        var value: ControllerAttributes
        init(_ value: ControllerAttributes) { self.value = value }
    }

    private static let defaultAttributes = ControllerAttributes()
}
