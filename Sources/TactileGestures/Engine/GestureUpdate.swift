/// What a compiled gesture reports to the node above it: a new value, the end
/// with its last value, or the end without success.
///
/// A gesture *begins* with its first `changed` and then ends (`ended`) or is
/// cancelled (`cancelled`) exactly once; a discrete gesture (a tap) may end
/// without a `changed`. `failed` is the end of an attempt that never began.
/// `_GestureNode.send(_:)` keeps this contract for every node.
package enum GestureUpdate<Value> {
    /// The value changed (the first one begins the gesture).
    case changed(Value)
    /// The gesture succeeded with this value.
    case ended(Value)
    /// The gesture began and then stopped without success.
    case cancelled
    /// The attempt ended without the gesture beginning.
    case failed
}

/// A recognizer's part of a gesture's life, before its value is attached.
package enum LeafPhase {
    /// The value changed.
    case changed
    /// The gesture succeeded.
    case ended
    /// The gesture stopped after beginning.
    case cancelled
    /// The attempt ended.
    case failed
}
