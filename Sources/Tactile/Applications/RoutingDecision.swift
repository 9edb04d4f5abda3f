// Cited: seed-000 §6.5.
/// The router's decision about which application owns a touch sequence.
public struct RoutingDecision {
    /// The sequence's number (1 for the router's first sequence).
    public let sequence: Int
    /// The application that receives the rest of the sequence.
    public let owner: Application
    /// Why.
    public let reason: RoutingDecisionReason
    /// The applications whose touches were cancelled, highest level first.
    package let losers: [Application]
}

/// Why a `RoutingDecision` was made.
public enum RoutingDecisionReason {
    /// A recognizer of the owner recognized the first portion (A8, B4).
    case recognized(GestureRecognizer)
    /// A recognizer of the owner was still possible after the touch-downs
    /// (`FirstPortionPolicy.stillPossibleAfterTouchDowns`).
    case stillPossibleAfterTouchDowns(GestureRecognizer)
    /// Every recognizer of every hidden, higher-priority application failed (B5).
    case higherLevelsFailed
    /// The sequence ended with no hidden application recognizing: a null
    /// operation for them (A6); the displayed application keeps it.
    case sequenceEnded
}
