/// The recognizers that interact in one touch sequence: those that received
/// a common touch, transitively. Prevention, failure requirements and the
/// sequence end are decided within a group. A finished recognizer leaves its
/// group when it resets (`RecognizerResetRule.whenItsTouchesLift`, UIKit), or
/// the group resets as a whole once none of its touches is down and none of
/// its recognizers is still `.possible` (`.whenSequenceEnds`, seed-000 §3.1
/// reset note, §9 (f)); recognizers on unrelated views keep independent groups.
internal final class RecognizerGroup {
    // Exclusivity: engine state (see `TouchDispatcher.settings`): every access
    // is a load, a store or an append by engine code, so none can overlap.
    /// Union–find parent; nil for a root.
    @exclusivity(unchecked) var parent: RecognizerGroup?
    /// Creation order, for deterministic merging.
    let order: UInt64
    /// Engaged recognizers, in engagement order.
    @exclusivity(unchecked) var recognizers: [GestureRecognizer] = []
    /// Delivered touches of this group that are still down.
    @exclusivity(unchecked) var liveTouchCount = 0
    /// Set when the group saw activity in the current processing step.
    @exclusivity(unchecked) var needsSettling = false

    init(order: UInt64) { self.order = order }

    /// The representative group.
    var root: RecognizerGroup {
        guard let first = parent else { return self }
        if first.parent == nil { return first }
        var g = first
        while let p = g.parent { g = p }
        // Path compression.
        var h = self
        while let p = h.parent, p !== g { h.parent = g; h = p }
        return g
    }

    /// Merges `other` into this root (both must be roots).
    func absorb(_ other: RecognizerGroup) {
        guard other !== self else { return }
        other.parent = self
        recognizers.append(contentsOf: other.recognizers)
        recognizers.insertionSort { $0.record.engagementOrder < $1.record.engagementOrder }
        other.recognizers.removeAll()
        liveTouchCount += other.liveTouchCount
        other.liveTouchCount = 0
        needsSettling = needsSettling || other.needsSettling
    }
}
