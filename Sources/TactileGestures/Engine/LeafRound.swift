import Tactile

/// A recognizer's report of one attempt to its gesture: it reads the engine's
/// state (actions for began, changed, ended and cancelled; the reset for a
/// failure — and, for the long press, whose press is visible from touch-down,
/// the state after each touch callback) and says each phase once, the end
/// exactly once per attempt.
package struct LeafRound {
    /// Whether the attempt's end has been reported.
    package private(set) var hasEnded = false

    package init() {}

    /// The phase the recognizer's action reports, if it is still to be told.
    package mutating func phase(forActionIn state: GestureRecognizerState) -> LeafPhase? {
        guard !hasEnded else { return nil }
        switch state {
        case .began, .changed: return .changed
        case .ended: hasEnded = true; return .ended
        case .cancelled: hasEnded = true; return .cancelled
        case .possible, .failed: return nil
        }
    }

    /// `.failed` when the engine failed the recognizer and the end is still to be told.
    package mutating func failure(in state: GestureRecognizerState) -> LeafPhase? {
        guard !hasEnded, state == .failed else { return nil }
        hasEnded = true
        return .failed
    }

    /// Marks the end told (a long press succeeds while its recognizer goes on).
    package mutating func end() -> Bool {
        guard !hasEnded else { return false }
        hasEnded = true
        return true
    }

    /// At the recognizer's reset: `.failed` if the attempt's end was never told; starts the next attempt.
    package mutating func reset() -> LeafPhase? {
        defer { hasEnded = false }
        return hasEnded ? nil : .failed
    }
}
