extension Array {
    /// Empties the array and keeps its buffer. For the few elements the engine's
    /// per-step arrays hold, popping is several times cheaper than
    /// `removeAll(keepingCapacity:)` (a generic range replacement), and an
    /// empty array costs one comparison.
    @inline(__always)
    internal mutating func clearKeepingCapacity() {
        while !isEmpty { removeLast() }
    }
}
