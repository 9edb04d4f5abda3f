/// A weak reference, for checking that the objects of a scenario are freed.
package final class WeakBox {
    /// The object, while something else keeps it alive.
    package weak var object: AnyObject?

    /// A weak reference to `object`.
    package init(_ object: AnyObject) { self.object = object }
}

extension Sequence where Element == WeakBox {
    /// The type names of the objects still alive, in order (empty when all were freed).
    package var alive: [String] { compactMap { $0.object.map { "\(type(of: $0))" } } }
}
