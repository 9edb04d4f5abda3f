// Cited: seed-000 §5.3 step 9, L190, scenario S19.
/// Where a touch's sub-events go once no recognizer that received it remains.
///
/// "No recognizer remains" means every recognizer linked to the touch (and
/// not ignoring it) has failed or was cancelled — or the touch reached no
/// recognizer at all. A touch whose gesture was recognized never falls back.
package enum RecognizerFallback: Sendable, Equatable {
    /// Nothing more happens: the failed recognizers disregard the rest of the
    /// sequence and the hit view keeps receiving its touches (the default;
    /// UIKit has no fallback).
    case disregard
    /// The recognizers of the nearest higher view that has recognizers the
    /// touch has not reached yet (skipping views excluded by skip, NoHit-skip
    /// and stop) receive the touch: first its buffered earlier sub-events
    /// (replayed in order, with the touch's location and timestamp of each),
    /// then the rest of the sequence. If those fail too, the next higher view
    /// follows. The hit view's own delivery is unchanged. With nothing left at
    /// the top, the sequence is disregarded here; `ApplicationRouter.levelFallback`
    /// can then send it to a higher programmatic level.
    case sendToHigherView
}
