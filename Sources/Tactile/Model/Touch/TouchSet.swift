/// An ordered set of touches handed to responders and recognizers.
///
/// Iteration order is deterministic (touch-down order). It is a value type
/// backed by the dispatcher's reusable buffers, so delivering a set allocates
/// nothing; a receiver that keeps the set gets its own copy on the next change.
public struct TouchSet: RandomAccessCollection, CustomStringConvertible {
    @usableFromInline internal var storage: [Touch]

    /// Creates a set from touches (duplicates are not removed; the dispatcher never makes them).
    public init(_ touches: [Touch]) { storage = touches }
    /// The empty set.
    public init() { storage = [] }

    /// The position of the first touch (always 0).
    public var startIndex: Int { storage.startIndex }
    /// The position after the last touch (the number of touches).
    public var endIndex: Int { storage.endIndex }
    /// The touch at `position`, in touch-down order.
    public subscript(position: Int) -> Touch { storage[position] }

    /// Whether `touch` (by identity) is in the set.
    public func contains(_ touch: Touch) -> Bool {
        for t in storage where t === touch { return true }
        return false
    }

    /// Any one touch of the set (the first), like `Set.first`.
    package var anyTouch: Touch? { storage.first }

    /// The touches as an array.
    package var array: [Touch] { storage }

    /// The touch ids in order, e.g. `[1, 2]`, for logs.
    public var description: String {
        var s = "["
        for (i, t) in storage.enumerated() { s += (i == 0 ? "" : ", ") + "\(t.id)" }
        return s + "]"
    }
}
