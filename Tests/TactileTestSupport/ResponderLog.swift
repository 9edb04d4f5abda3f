import Tactile

/// A gesture responder that records what reaches it: gesture and mouse calls
/// as "name call" lines in a shared `EventLog`, the events themselves, and
/// the scaling / rotation component calls apart; `accepts` answers
/// `handleGestureEvent`.
package final class ResponderLog: GestureResponder {
    /// The name its lines start with.
    package let name: String
    /// The log shared with the scenario.
    package let shared: EventLog
    /// The answer to `handleGestureEvent` (false declines the gesture).
    package var accepts = true
    /// The gesture events received (began, changed, ended), in order.
    package var events: [GestureEvent] = []
    /// The chord events received, in order.
    package var chords: [ChordEvent] = []
    /// Scaling / rotation component calls (seed-001 S2–S4, Rt2–Rt4) as "scale began", kept apart from `shared`.
    package var components: [String] = []
    /// Mouse-style events received (seed-001 A8), in order.
    package var pointers: [PointerEvent] = []

    /// A responder named `name` logging into `shared`.
    package init(_ name: String, _ shared: EventLog) { self.name = name; self.shared = shared }

    package func handleGestureEvent(_ event: GestureEvent) -> Bool { shared.lines.append("\(name) handle"); return accepts }
    package func gestureBegan(_ e: GestureEvent) { events.append(e); shared.lines.append("\(name) gestureBegan") }
    package func gestureChanged(_ e: GestureEvent) { events.append(e); shared.lines.append("\(name) gestureChanged") }
    package func gestureEnded(_ e: GestureEvent) { events.append(e); shared.lines.append("\(name) gestureEnded") }
    package func handleChordEvent(_ e: ChordEvent) { chords.append(e) }
    package func scalingGestureBegan(_ e: GestureEvent) { components.append("scale began") }
    package func scalingGestureChanged(_ e: GestureEvent) { components.append("scale changed") }
    package func scalingGestureEnded(_ e: GestureEvent) { components.append("scale ended") }
    package func rotationGestureBegan(_ e: GestureEvent) { components.append("rotation began") }
    package func rotationGestureChanged(_ e: GestureEvent) { components.append("rotation changed") }
    package func rotationGestureEnded(_ e: GestureEvent) { components.append("rotation ended") }
    package func mouseDown(_ e: PointerEvent) { pointers.append(e); shared.lines.append("\(name) mouseDown") }
    package func mouseDragged(_ e: PointerEvent) { pointers.append(e); shared.lines.append("\(name) mouseDragged") }
    package func mouseUp(_ e: PointerEvent) { pointers.append(e); shared.lines.append("\(name) mouseUp") }
    package func mouseCancelled(_ e: PointerEvent) { pointers.append(e); shared.lines.append("\(name) mouseCancelled") }
}
