// Cited: seed-001 G1–G5, G10; R12–R17.
/// An object that receives a hand's gesture calls for a view: the "control" of a hand
/// gesture. Register it for a view with `GestureController.setResponder(_:for:)`. Every
/// method is optional.
///
/// Calls, in order, for one gesture: `handleGestureEvent` (may decline),
/// `gestureBegan`, `handleChordEvent(.start)`, then for each change
/// `gestureChanged` and `handleChordEvent(.change)`, and finally
/// `gestureEnded` and `handleChordEvent(.end)`. The responder that received
/// `gestureBegan` receives every later call of that gesture (seed-001 R14).
///
/// The scaling and rotation components have their own start, progress and
/// end calls (seed-001 S2–S4, Rt2–Rt4; claims 22, 54): after a change's
/// `handleChordEvent(.change)`, `scalingGestureBegan` when the scale starts
/// (the controller's pinch recognizer began), then `scalingGestureChanged`
/// for each later change, and `scalingGestureEnded` after the hand's
/// `handleChordEvent(.end)`; the same for rotation. They carry the hand's event.
///
/// With `GestureController.deliversMouseCalls`, the control that holds the
/// hand also gets seed-001's mouse-style calls (A8, R7, E8): `mouseDown` when
/// the hand's first finger touches down, `mouseDragged` when the mouse finger
/// moves while no gesture is active (suspended during a gesture, §7 note 5),
/// and `mouseUp` (or `mouseCancelled`) when the hand lifts — after the
/// gesture's end calls when both happen in one frame. The control is fixed at
/// the mouse-down (capture, R7): the first view with a registered responder
/// from the first finger's hit view up to the controller's view (R6).
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
    /// The scaling gesture start call (seed-001 S2, claim 22).
    func scalingGestureBegan(_ event: GestureEvent)
    /// The scaling gesture progress call (seed-001 S3).
    func scalingGestureChanged(_ event: GestureEvent)
    /// The scaling gesture end call (seed-001 S4), with the hand's last event.
    func scalingGestureEnded(_ event: GestureEvent)
    /// The rotation gesture start call (seed-001 Rt2, claim 54).
    func rotationGestureBegan(_ event: GestureEvent)
    /// The rotation gesture progress call (seed-001 Rt3).
    func rotationGestureChanged(_ event: GestureEvent)
    /// The rotation gesture end call (seed-001 Rt4), with the hand's last event.
    func rotationGestureEnded(_ event: GestureEvent)
    /// The hand's first finger touched down (seed-001 A8 `mouseDown`).
    func mouseDown(_ event: PointerEvent)
    /// The mouse finger moved while no gesture is active (seed-001 A8 `mouseDragged`, R7).
    func mouseDragged(_ event: PointerEvent)
    /// The hand lifted (seed-001 A8 `mouseUp`, R7, E8).
    func mouseUp(_ event: PointerEvent)
    /// The hand's touches were cancelled: UIKit's `touchesCancelled`, sent
    /// instead of `mouseUp` (seed-001 has no cancellation).
    func mouseCancelled(_ event: PointerEvent)
}

/// Default implementations: every responder method is optional.
extension GestureResponder {
    /// Accepts every gesture (seed-001 G1, R12: the application confirms the
    /// handle-gesture-event call); return false in a responder to pass it up (R15).
    public func handleGestureEvent(_ event: GestureEvent) -> Bool { true }
    /// Does nothing by default (seed-001 R13, R17).
    public func gestureBegan(_ event: GestureEvent) {}
    /// Does nothing by default (seed-001 G2, R17).
    public func gestureChanged(_ event: GestureEvent) {}
    /// Does nothing by default (seed-001 R16).
    public func gestureEnded(_ event: GestureEvent) {}
    /// Does nothing by default (seed-001 G10, R22, R23).
    public func handleChordEvent(_ event: ChordEvent) {}
    /// Does nothing by default (seed-001 S2).
    public func scalingGestureBegan(_ event: GestureEvent) {}
    /// Does nothing by default (seed-001 S3).
    public func scalingGestureChanged(_ event: GestureEvent) {}
    /// Does nothing by default (seed-001 S4).
    public func scalingGestureEnded(_ event: GestureEvent) {}
    /// Does nothing by default (seed-001 Rt2).
    public func rotationGestureBegan(_ event: GestureEvent) {}
    /// Does nothing by default (seed-001 Rt3).
    public func rotationGestureChanged(_ event: GestureEvent) {}
    /// Does nothing by default (seed-001 Rt4).
    public func rotationGestureEnded(_ event: GestureEvent) {}
    /// Does nothing by default (seed-001 A8 `mouseDown`).
    public func mouseDown(_ event: PointerEvent) {}
    /// Does nothing by default (seed-001 A8 `mouseDragged`, R7).
    public func mouseDragged(_ event: PointerEvent) {}
    /// Does nothing by default (seed-001 A8 `mouseUp`, R7).
    public func mouseUp(_ event: PointerEvent) {}
    /// Does nothing by default (UIKit's `touchesCancelled`; seed-001 has no cancellation).
    public func mouseCancelled(_ event: PointerEvent) {}
}
