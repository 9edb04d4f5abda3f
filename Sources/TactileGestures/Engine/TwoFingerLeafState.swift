import Tactile

/// What the recognizers of `MagnifyGesture` and `RotateGesture` keep beside
/// the engine's state: the report of the attempt (`LeafRound`) and where it
/// started — the fingers' centroid, in window coordinates, when two were
/// first down.
package struct TwoFingerLeafState {
    package var round = LeafRound()
    /// The centroid when two fingers were first down in this attempt.
    package private(set) var startInWindow: Point?

    package init() {}

    /// After `touchesBegan`: records the start the first time two of the
    /// recognizer's `tracked` touches are down, and returns those live touches
    /// then (nil otherwise).
    package mutating func touchesBegan(tracking tracked: [Touch]) -> [Touch]? {
        guard startInWindow == nil else { return nil }
        let live = TouchGeometry.live(tracked)
        guard live.count >= 2 else { return nil }
        startInWindow = TouchGeometry.centroid(of: live)
        return live
    }

    /// At the recognizer's reset: forgets the start; `.failed` if the attempt's end was never told.
    package mutating func reset() -> LeafPhase? {
        startInWindow = nil
        return round.reset()
    }
}
