/// Why a touch was ignored at touch-down (seed-002 R28).
public enum IgnoreReason: Equatable, CustomStringConvertible {
    /// Its view already has a touch and `isMultipleTouchEnabled` is false (R19).
    case multipleTouchDisabled
    /// Another view with `isExclusiveTouch` is receiving a touch (R20).
    case blockedByExclusiveView
    /// Its view is exclusive and another view is receiving a touch (R21).
    case exclusiveViewBusy
    /// It went down outside every window.
    case outsideWindows

    public var description: String {
        switch self {
        case .multipleTouchDisabled: return "multiple touch disabled"
        case .blockedByExclusiveView: return "blocked by an exclusive view"
        case .exclusiveViewBusy: return "exclusive view busy"
        case .outsideWindows: return "outside every window"
        }
    }
}

/// Why the dispatcher cancelled a touch on its own.
public enum UnavailabilityReason: Equatable, CustomStringConvertible {
    /// The hit view (or an ancestor) was removed from its window.
    case removedFromWindow
    /// The hit view (or an ancestor) was hidden.
    case hidden
    /// The hit view (or an ancestor) stopped accepting interaction.
    case interactionDisabled
    /// The window was removed from the dispatcher.
    case windowRemoved

    public var description: String {
        switch self {
        case .removedFromWindow: return "view removed from window"
        case .hidden: return "view hidden"
        case .interactionDisabled: return "view interaction disabled"
        case .windowRemoved: return "window removed"
        }
    }
}

/// Something the dispatcher repaired or refused. Bad input is normal input:
/// the dispatcher never traps on it; it repairs what it can and reports every
/// repair through `TouchDispatcher.onDiagnostic`.
public enum DispatchDiagnostic: Equatable, CustomStringConvertible {
    /// `began` for an id that is already down: the old touch was cancelled, then the new one began.
    case duplicateBegan(id: Int)
    /// A sample for an id that is not down was dropped.
    case unknownTouch(id: Int, phase: TouchPhase)
    /// A `began` with a NaN or infinite location was dropped (and the rest of that contact with it).
    case nonFiniteBegan(id: Int)
    /// A later sample with a NaN or infinite location kept the previous location.
    case nonFiniteLocation(id: Int, phase: TouchPhase)
    /// A frame's timestamp was earlier than the dispatcher's time (or not finite); it was clamped.
    case timeWentBackwards(given: Seconds, clampedTo: Seconds)
    /// The same id appeared more than once in one frame; the samples were applied in order.
    case repeatedInFrame(id: Int)
    /// A complete frame did not list a live touch: it was cancelled (a dropped lift).
    case missingFromCompleteFrame(id: Int)
    /// A touch had no sample for longer than `staleTouchTimeout`: it was cancelled.
    case staleTouch(id: Int)
    /// The host asked to cancel every touch.
    case cancelledByHost(id: Int)
    /// A touch was cancelled because its view or window became unavailable.
    case viewUnavailable(id: Int, reason: UnavailabilityReason)
    /// A touch was ignored at touch-down (not a repair: the multi-touch / exclusive rules).
    case ignored(id: Int, reason: IgnoreReason)
    /// A recognizer asked for an illegal state transition; it was refused.
    case illegalTransition(recognizer: String, from: GestureRecognizerState, to: GestureRecognizerState)

    public var description: String {
        switch self {
        case .duplicateBegan(let id): return "touch \(id): began while already down; old touch cancelled"
        case .unknownTouch(let id, let p): return "touch \(id): \(p) for a touch that is not down; dropped"
        case .nonFiniteBegan(let id): return "touch \(id): began at a non-finite location; contact dropped"
        case .nonFiniteLocation(let id, let p): return "touch \(id): \(p) at a non-finite location; previous location kept"
        case .timeWentBackwards(let g, let c): return "frame time \(g) is before \(c); clamped"
        case .repeatedInFrame(let id): return "touch \(id): listed more than once in a frame"
        case .missingFromCompleteFrame(let id): return "touch \(id): missing from a complete frame; cancelled"
        case .staleTouch(let id): return "touch \(id): no sample for too long; cancelled"
        case .cancelledByHost(let id): return "touch \(id): cancelled by the host"
        case .viewUnavailable(let id, let r): return "touch \(id): cancelled (\(r))"
        case .ignored(let id, let r): return "touch \(id): ignored (\(r))"
        case .illegalTransition(let n, let f, let t): return "\(n): illegal transition \(f) → \(t) refused"
        }
    }
}
