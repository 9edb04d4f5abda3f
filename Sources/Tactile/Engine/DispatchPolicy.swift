// Cited: seed-002 R23.
/// Where exclusive-touch rules look for other busy views.
package enum ExclusivityScope: Sendable, Equatable {
    /// Every view of every window of the dispatcher (seed-002 R23's recommended default).
    case display
    /// Only views in the same window (the default: UIKit's `isExclusiveTouch`).
    case window
    /// Only views in windows with the same `Window.applicationTag`.
    case application
}

// Cited: seed-000 §5.2, L164.
/// Which views' recognizers take part in a touch.
package enum ActiveViewPolicy: Sendable, Equatable {
    /// Only the hit view's recognizers.
    case hitViewOnly
    /// The hit view and every ancestor (the default; seed-000 §5.2 `[I]`).
    case hitViewAndAncestors
    /// Every view that contains the touch location, deepest first.
    case allContainingLocation
}

// Cited: seed-002 R12, §7 note 11.
/// Interface orientation, for swipe directions in `Touch.info`.
package enum InterfaceOrientation: Sendable, Equatable {
    /// The panel's natural orientation: UI axes equal the panel's.
    case portrait
    /// Upside down: both UI axes are reversed.
    case portraitUpsideDown
    /// The UI is turned 90° counterclockwise relative to the panel.
    case landscapeLeft
    /// The UI is turned 90° clockwise relative to the panel (seed-002 §7 note 11).
    case landscapeRight
}

/// Tunable rules of a `TouchDispatcher`. Every value has a documented default.
public struct DispatchPolicy: Sendable {
    /// Apply the multi-touch flag rule (seed-002 R19, R30). Default true.
    package var multiTouchFlagEnabled = true
    /// Apply the exclusive-touch rules (seed-002 R20–R21, R30). Default true.
    package var exclusiveFlagEnabled = true
    /// Scope of exclusivity (seed-002 R23). Default `.window`, UIKit's
    /// (`isExclusiveTouch`: "causes the receiver to block the delivery of touch
    /// events to other views in the same window"); seed-002 recommends `.display`.
    package var exclusivityScope: ExclusivityScope = .window
    /// Which views' recognizers receive a touch. Default `.hitViewAndAncestors`.
    package var activeViewPolicy: ActiveViewPolicy = .hitViewAndAncestors
    /// What happens to a touch once every recognizer it reached has failed
    /// (seed-000 §5.3 step 9, S19). Default `.disregard`, UIKit's behaviour.
    package var recognizerFallback: RecognizerFallback = .disregard
    /// When finished recognizers return to `.possible`. Default
    /// `.whenItsTouchesLift`, UIKit's behaviour; `.whenSequenceEnds` is seed-000's.
    package var recognizerReset: RecognizerResetRule = .whenItsTouchesLift

    /// Longest press that still counts as a tap, for `Touch.tapCount` (seed-002 R11). Default 0.3 s.
    public var maxTapDuration: Seconds = 0.3
    /// Longest gap between one tap's lift and the next touch-down (R11). Default 0.35 s.
    public var maxTapInterval: Seconds = 0.35
    /// Farthest a tap may move, and the farthest apart consecutive taps may be (R11). Default 10 pt.
    public var maxTapDistance: Double = 10

    /// Shortest displacement that classifies a touch as a swipe in `Touch.info` (seed-002 R12). Default 30 pt.
    package var minSwipeDistance: Double = 30
    /// Longest duration of a swipe (seed-002 R12). Default 0.5 s.
    package var maxSwipeDuration: Seconds = 0.5
    /// Smallest straightness (displacement / path length) of a swipe (seed-002 R12). Default 0.8.
    package var minSwipeStraightness: Double = 0.8
    /// UI orientation for swipe directions (seed-002 R12). Default portrait.
    package var interfaceOrientation: InterfaceOrientation = .portrait

    /// Movement below this distance (window points) is reported as `.stationary` (seed-002 R3). Default 0.
    package var stationaryEpsilon: Double = 0
    /// A touch with no sample for this long is cancelled as a lost lift. Default nil (off):
    /// evdev-style hosts send nothing for a finger held still, so only hosts that
    /// resend every contact each frame should turn this on.
    public var staleTouchTimeout: Seconds? = nil
    /// Also send `touchesChanged(with:)` to collective responders when all their touches are stationary (seed-002 R17). Default false.
    /// Only touches the frame lists (a `.stationary` sample, or a move within
    /// `stationaryEpsilon`) count; a touch the frame does not mention does not
    /// trigger the call, so hosts that want it should send complete frames.
    package var deliversStationaryOnlyEvents = false

    /// Creates the default policy.
    public init() {}
}
