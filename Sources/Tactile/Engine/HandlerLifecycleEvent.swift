// Cited: seed-000 §3.4 (L326–L334).
/// A step of the event-handler lifecycle that recognizer states drive. Observe it with
/// `TouchDispatcher.onHandlerLifecycle`.
///
/// | recognizer                                              | event                |
/// |---------------------------------------------------------|----------------------|
/// | stays `.possible` after its first sub-event of a sequence | `prepare`           |
/// | a prepared recognizer fails                              | `cancelPreparation`  |
/// | recognizes (`.recognized`, or `.began` if continuous)    | `completePreparation`|
/// | its actions are about to be performed                    | `deliver`            |
///
/// A recognizer that recognizes on its very first sub-event (seed-000 R1)
/// reports `completePreparation` and `deliver` without `prepare`; one that
/// fails on its first sub-event (R2) reports nothing. A continuous recognizer
/// reports `deliver` for each of its actions (began, changed…, ended or
/// cancelled).
package enum HandlerLifecycleEvent: Sendable, Equatable, CustomStringConvertible {
    /// "The event handler initiates preparation of its corresponding action" (L326).
    case prepare
    /// "Terminating … includes canceling any preparation" (L328–L330).
    case cancelPreparation
    /// "Completes preparation of its corresponding action" (L332).
    case completePreparation
    /// "Delivers its corresponding action to the target" (L334).
    case deliver

    /// The seed-000 §3.4 name of the step, for logs and traces.
    public var description: String {
        switch self {
        case .prepare: return "prepare"
        case .cancelPreparation: return "cancelPreparation"
        case .completePreparation: return "completePreparation"
        case .deliver: return "deliver"
        }
    }
}
