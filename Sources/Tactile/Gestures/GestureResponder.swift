/// An object that receives a hand's gesture calls for a view: the "control"
/// of seed-001 (G1–G5, G10; R12–R17). Register it for a view with
/// `GestureController.setResponder(_:for:)`. Every method is optional.
///
/// Calls, in order, for one gesture: `handleGestureEvent` (may decline),
/// `gestureBegan`, `handleChordEvent(.start)`, then for each change
/// `gestureChanged` and `handleChordEvent(.change)`, and finally
/// `gestureEnded` and `handleChordEvent(.end)`. The responder that received
/// `gestureBegan` receives every later call of that gesture (seed-001 R14).
public protocol GestureResponder: AnyObject {
    /// The handle-gesture-event call (seed-001 G1, R12): asked once when a hand
    /// starts. Return false to decline the gesture; the controller then asks
    /// the responder of the next view up the tree (seed-001 R15). Default true.
    func handleGestureEvent(_ event: GestureEvent) -> Bool
    /// The gesture started (the second finger came down; seed-001 R13, R17).
    func gestureBegan(_ event: GestureEvent)
    /// The gesture changed (seed-001 G2, R17).
    func gestureChanged(_ event: GestureEvent)
    /// The gesture ended: fewer than two fingers remain, or it was cancelled
    /// (`event.phase`). Exactly one per `gestureBegan` (seed-001 R16).
    func gestureEnded(_ event: GestureEvent)
    /// A chord event: the finger count and its start, change or end (seed-001 G10, R22, R23).
    func handleChordEvent(_ event: ChordEvent)
}

extension GestureResponder {
    public func handleGestureEvent(_ event: GestureEvent) -> Bool { true }
    public func gestureBegan(_ event: GestureEvent) {}
    public func gestureChanged(_ event: GestureEvent) {}
    public func gestureEnded(_ event: GestureEvent) {}
    public func handleChordEvent(_ event: ChordEvent) {}
}
