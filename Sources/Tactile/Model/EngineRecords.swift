/// The engine's bookkeeping for one touch: the one internal field a `Touch`
/// carries for whatever dispatches it. Plain data; only the engine writes it.
internal struct TouchRecord {
    /// The recognizers on this touch's path, fixed at touch-down.
    var links: [RecognizerLink] = []
    /// Whether the touch is delivered at all (false only when it landed outside every window).
    var isDelivered = true
    /// Whether the hit view receives the touch. False when the view's multi-touch
    /// or exclusive-touch flag keeps it from the view (seed-002 R19–R22); the
    /// touch still reaches the recognizers on its path, because those flags
    /// "[do] not affect the gesture recognizers attached to the view" (UIKit).
    var reachesView = true
    /// A recognizer with `cancelsTouchesInView` recognized while tracking this touch.
    var isCancelledForView = false
    /// The touch's `.ended` snapshot is being withheld from the view (delaysTouchesEnded).
    var isEndHeld = false
    /// A seed-000 failure cancellation (`cancelsTouchesInViewOnFailure`) reached
    /// the touch while the view had not received it: it gets `touchesCancelled` alone.
    var cancelsWithoutBegan = false
    /// The frame (engine step) whose change of this touch was planned for the view.
    var viewPlanEpoch: UInt64 = 0
    /// The view-delivery round that last planned this touch.
    var viewPlanRound: UInt64 = 0
    /// The step in which the touch last changed (it is in that step's frame).
    var frameEpoch: UInt64 = 0
    /// Time of the latest host sample (for `staleTouchTimeout`; `timestamp`
    /// also advances on frames where the touch is stationary).
    var lastSampleTime: Seconds = 0
    /// The touch went down while the dispatcher had several windows, so its
    /// samples are in screen coordinates and are converted into its window's.
    var samplesAreInScreenSpace = false
    /// The engine's recognizer group of the touch (an engine type, kept opaque here).
    var group: AnyObject?
}

/// The engine's bookkeeping for one recognizer: the one internal field a
/// `GestureRecognizer` carries for the engine. Plain data; only the engine writes it.
internal struct RecognizerRecord {
    /// The engine's recognizer group (an engine type, kept opaque here).
    var group: AnyObject?
    /// The step whose touches `buckets` holds.
    var frameEpoch: UInt64 = 0
    /// This step's touches for the recognizer, by phase.
    var buckets = PhaseBuckets()
    /// Order in which the recognizer engaged in its group (for deterministic iteration).
    var engagementOrder: UInt64 = 0
    /// The seed-000 §3.4 `prepare` hook was reported in this attempt.
    var hasPreparedAction = false
    /// Quiet changes of this step counted but not yet listed (see `QuietChangeBatch`).
    var quietChanges = 0
    /// `GestureRecognizer.quietMove()` stands for `touchesMoved` in the
    /// steady state (the engine decides it when it links the recognizer to a touch).
    var takesQuietMoves = false
}

/// The engine's bookkeeping for one view: the one internal field a `View`
/// carries for the engine.
internal struct ViewRecord {
    /// Whether a touch has ever been delivered to this view (seed-002 R10).
    var hasReceivedTouch = false
    /// The delivery round whose touches `buckets` holds.
    var round: UInt64 = 0
    /// This round's touches for the view's callbacks, by phase.
    var buckets = PhaseBuckets()
}

/// Touches split by phase for one step's `touchesBegan/Moved/Ended/Cancelled`
/// calls. The arrays are kept between steps, so filling them allocates
/// nothing once warm.
internal struct PhaseBuckets {
    var began: [Touch] = []
    var moved: [Touch] = []
    var ended: [Touch] = []
    var cancelled: [Touch] = []
    /// A stationary touch was seen (views that handle touches collectively care).
    var hasStationary = false

    /// Whether no callback is due.
    var isEmpty: Bool { began.isEmpty && moved.isEmpty && ended.isEmpty && cancelled.isEmpty }

    /// Empties every bucket, keeping capacity.
    mutating func clear() {
        began.clearKeepingCapacity()
        moved.clearKeepingCapacity()
        ended.clearKeepingCapacity()
        cancelled.clearKeepingCapacity()
        hasStationary = false
    }

    /// Adds `touch` to the bucket of `phase` (stationary touches only set `hasStationary`).
    mutating func add(_ touch: Touch, as phase: TouchPhase) {
        switch phase {
        case .began: began.append(touch)
        case .moved: moved.append(touch)
        case .ended: ended.append(touch)
        case .cancelled: cancelled.append(touch)
        case .stationary: hasStationary = true
        }
    }
}

/// A recognizer on a touch's path and whether it ignores the touch.
internal struct RecognizerLink {
    let recognizer: GestureRecognizer
    /// The recognizer called `ignore(_:)` for this touch, or could not take it
    /// (it was not in `.possible`/`.began`/`.changed`, or its delegate refused it).
    var isIgnored: Bool
}
