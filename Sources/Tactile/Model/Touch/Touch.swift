// Cited: seed-002 §3.1.
/// One physical touch, from touch-down to lift or cancellation.
///
/// Like `UITouch`, a `Touch` is a single object whose identity is stable for the
/// touch's whole life; the dispatcher updates its fields in place at each input
/// frame, so the object seen in `touchesMoved` is the same one seen in
/// `touchesBegan` (seed-002 R1). Locations are stored in window coordinates and
/// converted on access (seed-002 R9, §7 note 9).
///
/// Exclusivity: the mutable properties are written only by the engine
/// (`internal(set)`), in single stores between callbacks; readers can only
/// read. No access is ever open across a call, so overlapping access is
/// impossible and they skip the runtime check (`@exclusivity(unchecked)`).
public final class Touch: Hashable, CustomStringConvertible {
    /// The host's contact id. Hosts reuse ids once a contact lifts; the `Touch`
    /// object, not the id, identifies one touch.
    public let id: Int
    /// A dispatcher-unique, monotonically increasing number (begin order).
    package let serial: UInt64
    /// The phase of the latest snapshot (seed-002 §3.2).
    @exclusivity(unchecked) public internal(set) var phase: TouchPhase
    /// Time of the latest snapshot, in seconds (seed-002 R8).
    @exclusivity(unchecked) public internal(set) var timestamp: Seconds
    /// Time of touch-down.
    package let beganTimestamp: Seconds
    /// Taps performed in sequence at this position, fixed at touch-down (seed-002 R11).
    @exclusivity(unchecked) public internal(set) var tapCount: Int
    /// Whether this is the first touch ever delivered to its view (seed-002 R10).
    @exclusivity(unchecked) package internal(set) var isFirstTouchForView: Bool = false
    /// Swipe classification of the movement so far (seed-002 R12).
    @exclusivity(unchecked) package internal(set) var info: TouchInfo = []
    /// The kind of contact.
    public let type: TouchType
    /// Radius of the contact in points, when the host reports it.
    @exclusivity(unchecked) public internal(set) var majorRadius: Double?
    /// Tolerance of `majorRadius` in points, when reported.
    @exclusivity(unchecked) public internal(set) var majorRadiusTolerance: Double?
    /// Radius of the contact ellipse's minor axis in points, when reported.
    @exclusivity(unchecked) package internal(set) var minorRadius: Double?
    /// Angle of the contact ellipse's major axis in radians from the window's x axis, when reported.
    @exclusivity(unchecked) package internal(set) var orientation: Double?
    /// Pressure, where 1.0 is an average touch, when reported.
    @exclusivity(unchecked) public internal(set) var force: Double?
    /// The largest value `force` can take on this device, when reported.
    @exclusivity(unchecked) public internal(set) var maximumPossibleForce: Double?
    /// Stylus altitude in radians (π/2 is perpendicular), when reported.
    @exclusivity(unchecked) public internal(set) var altitudeAngle: Double?
    /// Stylus azimuth in radians in window coordinates, when reported.
    @exclusivity(unchecked) public internal(set) var azimuthAngle: Double?

    private var windowRef: WeakReference<Window>
    private var viewRef: WeakReference<View>

    /// The window the touch went down in; fixed at touch-down (seed-002 R13).
    public var window: Window? { windowRef.object }
    /// The hit view, fixed at touch-down for the touch's life (seed-002 R13, R16).
    /// Nil for a touch outside every view, or once that view was released.
    public var view: View? { viewRef.object }

    /// Current location in window coordinates.
    @exclusivity(unchecked) public internal(set) var locationInWindow: Point
    /// Location at the previous snapshot, in window coordinates (seed-002 R7).
    @exclusivity(unchecked) package internal(set) var previousLocationInWindow: Point
    /// Location at touch-down, in window coordinates.
    public let initialLocationInWindow: Point
    /// Total distance travelled, in window points (used by swipe classification, seed-002 R12).
    @exclusivity(unchecked) package internal(set) var pathLength: Double = 0
    /// The farthest the touch has been from `initialLocationInWindow`, in window
    /// points (a touch that strayed farther than `maxTapDistance` is not a tap, seed-002 R11).
    @exclusivity(unchecked) package internal(set) var maximumDistanceFromStart: Double = 0

    /// The gesture recognizers that receive this touch, in delivery order
    /// (hit view first, then its ancestors; in each view, the order added).
    public var gestureRecognizers: [GestureRecognizer] {
        var out: [GestureRecognizer] = []
        for link in record.links where !link.isIgnored { out.append(link.recognizer) }
        return out
    }

    /// What the hit view has received for this touch so far: the view's own
    /// input-sequence state for it (seed-000 §3.3).
    @exclusivity(unchecked) package internal(set) var viewState: ViewDeliveryState = .notBegun

    /// The engine's bookkeeping (see `TouchRecord`).
    @exclusivity(unchecked) internal var record = TouchRecord()

    internal init(id: Int, serial: UInt64, timestamp: Seconds, location: Point, window: Window?, view: View?, type: TouchType, tapCount: Int) {
        self.id = id
        self.serial = serial
        self.phase = .began
        self.timestamp = timestamp
        self.beganTimestamp = timestamp
        self.tapCount = tapCount
        self.type = type
        self.windowRef = WeakReference(window)
        self.viewRef = WeakReference(view)
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.initialLocationInWindow = location
        self.record.lastSampleTime = timestamp
    }

    /// The location in `view`'s coordinates; `nil` gives window coordinates (seed-002 R9).
    public func location(in view: View?) -> Point {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    /// The previous location in `view`'s coordinates; `nil` gives window coordinates (seed-002 R7).
    public func previousLocation(in view: View?) -> Point {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: window)
    }

    /// The location in the hit view's coordinates (`locationInView` of App. A).
    package var locationInView: Point { location(in: view) }

    /// The previous location in the hit view's coordinates
    /// (`previousLocationInView` of App. A; seed-002 §3.1).
    package var previousLocationInView: Point { previousLocation(in: view) }

    /// Whether the touch is still down (its phase is began, moved or stationary).
    package var isActive: Bool { !phase.isTerminal }

    /// Touches are equal when they are the same object: one touch, one identity for its whole life (seed-002 R1).
    public static func == (a: Touch, b: Touch) -> Bool { a === b }
    /// Hashes the object identity (seed-002 R1).
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The host id, phase and window location, for logs.
    public var description: String { "Touch(id: \(id), \(phase), \(locationInWindow))" }
}

// Cited: seed-000 §3.3: begin, continues, ended, cancelled.
/// What a touch's hit view has received, i.e. the view's own input-sequence state for
/// that touch.
package enum ViewDeliveryState: Sendable, Equatable {
    /// Nothing delivered yet (seed-000 "input sequence begin"); also while `touchesBegan` is withheld.
    case notBegun
    /// `touchesBegan` delivered and the touch still live for the view ("input sequence continues").
    case began
    /// `touchesEnded` delivered ("input sequence ended").
    case ended
    /// `touchesCancelled` delivered ("input sequence cancelled").
    case cancelled
    /// The touch ended or was cancelled before the view ever received it; it never will.
    case discarded
}
