extension Array {
    /// Removes the elements for which `gone` is true, asking once per
    /// element, first to last; the others keep their order. What
    /// `removeAll(where:)` does, with less code in a size-built module (no
    /// specialised `_halfStablePartition` per element type).
    mutating func removeEach(where gone: (Element) -> Bool) {
        var kept = 0
        var i = 0
        while i < count {
            if !gone(self[i]) {
                if kept != i { swapAt(kept, i) }
                kept += 1
            }
            i += 1
        }
        removeLast(count - kept)
    }
}
