import Tactile

/// The runtime of one compiled gesture: it receives its recognizers' or
/// children's reports and passes a `GestureUpdate` up to the node or modifier
/// above. Not a state machine of its own: recognition is decided by the
/// engine's recognizers; a node only keeps whether its gesture has begun, so
/// that it ends or cancels exactly once (an implementation detail, public
/// because `Gesture._makeGesture(_:)` returns it).
public final class _GestureNode<Value> {
    /// Where events go (the node or modifier above); nil at the top.
    package var handler: ((GestureUpdate<Value>) -> Void)?
    /// Whether the gesture has begun and not yet ended or been cancelled.
    package private(set) var hasBegun = false

    package init() {}

    /// Passes `event` up, keeping the contract of `GestureUpdate`: an end
    /// without success after a beginning is `cancelled`, before it `failed`;
    /// a `cancelled` of a gesture that never began is a `failed`.
    package func send(_ event: GestureUpdate<Value>) {
        switch event {
        case .changed(let value):
            hasBegun = true
            handler?(.changed(value))
        case .ended(let value):
            hasBegun = false
            handler?(.ended(value))
        case .cancelled, .failed:
            let began = hasBegun
            hasBegun = false
            handler?(began ? .cancelled : .failed)
        }
    }

    /// Passes a recognizer's `phase` up with the value `value()` computes
    /// (only called for `changed` and `ended`).
    package func send(_ phase: LeafPhase, _ value: () -> Value) {
        switch phase {
        case .changed: send(.changed(value()))
        case .ended: send(.ended(value()))
        case .cancelled: send(.cancelled)
        case .failed: send(.failed)
        }
    }
}
