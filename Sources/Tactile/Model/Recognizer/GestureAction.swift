// Cited: seed-003 `addTarget(target, action)`.
/// The name of an action message sent to a target (`addTarget(target, action)`).
public struct GestureAction: Hashable, Sendable, CustomStringConvertible {
    /// The action's name.
    public let name: String
    /// Creates an action name.
    public init(_ name: String) { self.name = name }
    /// The action's name.
    public var description: String { name }
}

/// An object that receives action messages from gesture recognizers.
public protocol GestureActionTarget: AnyObject {
    /// Performs `action` for `recognizer` (its state and values are current).
    func perform(_ action: GestureAction, from recognizer: GestureRecognizer)
}

extension GestureActionTarget {
    /// The target's identity, used to ignore duplicate target–action pairs.
    /// (A protocol-extension member so Embedded Swift can take it from an existential.)
    internal var targetIdentity: ObjectIdentifier { ObjectIdentifier(self) }
}

/// Identifies a closure action added with `GestureRecognizer.addAction(_:)`.
public struct GestureActionToken: Hashable, Sendable {
    internal let rawValue: Int
}

/// One entry of a recognizer's action list: a weak target–action pair or a closure.
internal struct ActionEntry {
    enum Kind {
        case target(WeakTargetReference, ObjectIdentifier, GestureAction)
        case closure((GestureRecognizer) -> Void)
    }
    /// Unique per recognizer, in the order added.
    var token: Int
    var kind: Kind
}

/// A recognizer's only action when it is a closure, boxed so that a dispatch
/// can call it through an unretained reference (`GestureRecognizer.performActions`).
internal final class SoleClosure {
    let body: (GestureRecognizer) -> Void
    init(_ body: @escaping (GestureRecognizer) -> Void) { self.body = body }
}
