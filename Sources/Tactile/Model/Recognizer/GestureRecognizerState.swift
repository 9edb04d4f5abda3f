// Cited: seed-003 `state`, seed-000 §3.
/// The state of a gesture recognizer.
///
/// Legal transitions (anything else is refused and reported to diagnostics):
///
/// | from       | to                                   | kind        |
/// |------------|--------------------------------------|-------------|
/// | possible   | recognized (= ended), failed         | discrete    |
/// | possible   | began, failed                        | continuous  |
/// | began      | changed, ended, cancelled            | continuous  |
/// | changed    | changed, ended, cancelled            | continuous  |
/// | any other  | possible — only by the engine's reset | both        |
///
/// A `.possible` recognizer that asks for `.cancelled` fails (seed-003 tells
/// subclasses to "set CANCELLED" when the touches are not their gesture). The
/// engine itself also moves recognizers: `possible → failed` (prevented, a
/// failure requirement recognized, delegate `shouldBegin` false, disabled,
/// undecided when its sequence is over) and `began/changed → cancelled`
/// (disabled or detached mid-gesture). Every change, legal or refused, is
/// observable: `TouchDispatcher.onRecognizerTransition` / `onDiagnostic`.
///
/// Seed-000 names: "event possible" = `.possible` (its "event recognition
/// begins" is `.possible` before the first sub-event), "event recognized" =
/// `.recognized`/`.began`, "event impossible"/"failed" = `.failed`, "event
/// canceled" = `.cancelled`.
public enum GestureRecognizerState: Int, Sendable, CustomStringConvertible {
    /// Not yet recognized; the resting state.
    case possible
    /// A continuous gesture was recognized and has started.
    case began
    /// A continuous gesture changed.
    case changed
    /// A continuous gesture ended, or a discrete gesture was recognized.
    case ended
    /// A continuous gesture was cancelled after it began.
    case cancelled
    /// The touches cannot be this gesture.
    case failed

    /// Discrete recognition: the same state as `.ended` (UIKit's `.recognized`).
    public static let recognized = GestureRecognizerState.ended

    /// Ended, cancelled or failed: nothing changes until the engine resets the recognizer.
    @inlinable package var isTerminal: Bool {
        switch self {
        case .ended, .cancelled, .failed: return true
        case .possible, .began, .changed: return false
        }
    }

    /// Began or changed: a continuous gesture in progress.
    @inlinable package var isInProgress: Bool {
        switch self {
        case .began, .changed: return true
        case .possible, .ended, .cancelled, .failed: return false
        }
    }

    /// The state's name (`possible`, `began`, …), for logs and traces.
    public var description: String {
        switch self {
        case .possible: return "possible"
        case .began: return "began"
        case .changed: return "changed"
        case .ended: return "ended"
        case .cancelled: return "cancelled"
        case .failed: return "failed"
        }
    }

    /// Whether `r`'s commit of `self` sends its actions (seed-003): `.ended`
    /// always; `.began`, `.changed` and `.cancelled` when `r` is continuous
    /// (asked only then); `.possible` and `.failed` never.
    @inline(__always)
    package func sendsActions(of r: GestureRecognizer) -> Bool {
        switch self {
        case .possible, .failed: return false
        case .ended: return true
        case .began, .changed, .cancelled: return r.isContinuous
        }
    }

    /// Whether a recognizer of the given kind may move from `self` to `next`.
    package func canTransition(to next: GestureRecognizerState, continuous: Bool) -> Bool {
        switch (self, next) {
        case (.possible, .failed): return true
        case (.possible, .ended): return !continuous
        case (.possible, .began): return continuous
        case (.began, .changed), (.began, .ended), (.began, .cancelled): return continuous
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return continuous
        default: return false
        }
    }
}
