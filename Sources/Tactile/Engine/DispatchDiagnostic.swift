// Cited: seed-002 R28.
/// Why a touch was ignored at touch-down.
public enum IgnoreReason: Equatable, CustomStringConvertible {
    /// Its view already has a touch and `isMultipleTouchEnabled` is false (R19).
    case multipleTouchDisabled
    /// The given view, other than the touch's, has `isExclusiveTouch` and is
    /// receiving a touch (R20; seed-002 R28 names it `.blockedByExclusiveView(u)`).
    case blockedByExclusiveView(View)
    /// Its view is exclusive and another view is receiving a touch (R21).
    case exclusiveViewBusy
    /// It went down outside every window.
    case outsideWindows
    /// `TouchDispatcher.inadvertentContactFilter` judged it inadvertent, such
    /// as a thumb resting on the screen edge (seed-001 R11): nobody receives it.
    case inadvertent

    /// The reason in words, for logs.
    public var description: String {
        switch self {
        case .multipleTouchDisabled: return "multiple touch disabled"
        case .blockedByExclusiveView(let v): return "blocked by exclusive view \(v.name ?? "(unnamed)")"
        case .exclusiveViewBusy: return "exclusive view busy"
        case .outsideWindows: return "outside every window"
        case .inadvertent: return "inadvertent contact"
        }
    }

    /// Equal cases; views compare by identity.
    public static func == (a: IgnoreReason, b: IgnoreReason) -> Bool {
        switch (a, b) {
        case (.multipleTouchDisabled, .multipleTouchDisabled), (.exclusiveViewBusy, .exclusiveViewBusy),
             (.outsideWindows, .outsideWindows), (.inadvertent, .inadvertent):
            return true
        case (.blockedByExclusiveView(let u), .blockedByExclusiveView(let v)):
            return u === v
        default:
            return false
        }
    }
}

/// Something the dispatcher repaired or refused. Bad input is normal input:
/// the dispatcher never traps on it; it repairs what it can and reports every
/// repair through `TouchDispatcher.onDiagnostic`. docs/input-repair.md lists
/// each repair: its trigger, what the dispatcher does, and what is reported.
public enum DispatchDiagnostic: Equatable, CustomStringConvertible {
    /// `began` for an id that is already down: the old touch was cancelled
    /// (delivered to its view as `touchesCancelled`), then the new one began.
    case duplicateBegan(id: Int)
    /// A moved/stationary/ended/cancelled sample for an id that is not down was
    /// dropped; the rest of that contact (until it lifts or begins again) is
    /// dropped silently.
    case unknownTouch(id: Int, phase: TouchPhase)
    /// A `began` with a NaN or infinite location was dropped, and the rest of
    /// that contact with it (silently, until it lifts or begins again).
    case nonFiniteBegan(id: Int)
    /// A later sample with a NaN or infinite location kept the previous location.
    case nonFiniteLocation(id: Int, phase: TouchPhase)
    /// A sample's own timestamp was NaN or infinite; the frame's was used to order it.
    case nonFiniteSampleTime(id: Int)
    /// Measurements of a sample (`names`: force, majorRadius, …) were NaN or
    /// infinite; they were treated as not reported.
    case nonFiniteAttribute(id: Int, names: [String])
    /// A timestamp (of a frame, or given to `advance(to:)`) was earlier than the
    /// dispatcher's time or not finite; it was clamped to the dispatcher's time.
    case timeWentBackwards(given: Seconds, clampedTo: Seconds)
    /// The same id appeared again in one frame: the frame was split before that
    /// sample into consecutive frames with the same timestamp, applied in order.
    case repeatedInFrame(id: Int)
    /// A complete frame (`listsAllContacts`) did not list a touch that was down:
    /// it was cancelled (a lost lift); an ignored touch was forgotten.
    case missingFromCompleteFrame(id: Int)
    /// A touch had no sample for longer than `staleTouchTimeout`: it was
    /// cancelled; an ignored touch was forgotten.
    case staleTouch(id: Int)
    /// The host called `cancelAllTouches()`: this touch was cancelled.
    case cancelledByHost(id: Int)
    /// A touch was cancelled because its view or window became unavailable.
    case viewUnavailable(id: Int, reason: UnavailabilityReason)
    /// A touch was ignored at touch-down (not a repair: the multi-touch / exclusive rules).
    case ignored(id: Int, reason: IgnoreReason)
    /// A recognizer asked for an illegal state transition; it was refused.
    case illegalTransition(recognizer: String, from: GestureRecognizerState, to: GestureRecognizerState)

    /// The repair in words, for logs and traces.
    public var description: String {
        switch self {
        case .duplicateBegan(let id): return "touch \(id): began while already down; old touch cancelled"
        case .unknownTouch(let id, let p): return "touch \(id): \(p) for a touch that is not down; dropped"
        case .nonFiniteBegan(let id): return "touch \(id): began at a non-finite location; contact dropped"
        case .nonFiniteLocation(let id, let p): return "touch \(id): \(p) at a non-finite location; previous location kept"
        case .nonFiniteSampleTime(let id): return "touch \(id): non-finite sample time; frame time used"
        case .nonFiniteAttribute(let id, let names): return "touch \(id): non-finite \(names.joined(separator: ", ")); treated as not reported"
        case .timeWentBackwards(let g, let c): return "time \(g) is before \(c) or not finite; clamped"
        case .repeatedInFrame(let id): return "touch \(id): listed more than once in a frame; frame split"
        case .missingFromCompleteFrame(let id): return "touch \(id): missing from a complete frame; cancelled (forgotten if ignored)"
        case .staleTouch(let id): return "touch \(id): no sample for too long; cancelled (forgotten if ignored)"
        case .cancelledByHost(let id): return "touch \(id): cancelled by the host"
        case .viewUnavailable(let id, let r): return "touch \(id): cancelled (\(r))"
        case .ignored(let id, let r): return "touch \(id): ignored (\(r))"
        case .illegalTransition(let n, let f, let t): return "\(n): illegal transition \(f) → \(t) refused"
        }
    }
}
