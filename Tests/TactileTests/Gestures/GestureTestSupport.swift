import Testing
@testable import Tactile
import TactileTestSupport

/// Records every gesture-delegate call as "name kind view event?" lines.
final class GestureDelegateLog: GestureDelegate {
    var lines: [String] = []
    var onChange: ((GestureKind, View, GestureEvent?) -> Void)?
    private func tag(_ e: GestureEvent?) -> String { e == nil ? "nil" : "e" }
    func willStartGestures(in view: View, event: GestureEvent?) { lines.append("willStartGestures \(view.name ?? "?") \(tag(event))") }
    func willStartGesture(_ g: GestureKind, in view: View, event: GestureEvent?) { lines.append("willStartGesture \(g) \(view.name ?? "?") \(tag(event))") }
    func gestureDidChange(_ g: GestureKind, in view: View, event: GestureEvent?) {
        lines.append("gestureDidChange \(g) \(view.name ?? "?") \(tag(event))")
        onChange?(g, view, event)
    }
    func didFinishGesture(_ g: GestureKind, in view: View, event: GestureEvent?) { lines.append("didFinishGesture \(g) \(view.name ?? "?") \(tag(event))") }
    func didFinishGestures(in view: View, event: GestureEvent?) { lines.append("didFinishGestures \(view.name ?? "?") \(tag(event))") }
}

/// Records gesture-responder calls; optionally declines gestures.
final class ResponderLog: GestureResponder {
    let name: String
    let shared: EventLog
    var accepts = true
    var events: [GestureEvent] = []
    var chords: [ChordEvent] = []
    init(_ name: String, _ shared: EventLog) { self.name = name; self.shared = shared }
    func handleGestureEvent(_ event: GestureEvent) -> Bool { shared.lines.append("\(name) handle"); return accepts }
    func gestureBegan(_ e: GestureEvent) { events.append(e); shared.lines.append("\(name) gestureBegan") }
    func gestureChanged(_ e: GestureEvent) { events.append(e); shared.lines.append("\(name) gestureChanged") }
    func gestureEnded(_ e: GestureEvent) { events.append(e); shared.lines.append("\(name) gestureEnded") }
    func handleChordEvent(_ e: ChordEvent) { chords.append(e) }
    /// Scaling / rotation component calls (seed-001 S2–S4, Rt2–Rt4), kept apart from `shared`.
    var components: [String] = []
    func scalingGestureBegan(_ e: GestureEvent) { components.append("scale began") }
    func scalingGestureChanged(_ e: GestureEvent) { components.append("scale changed") }
    func scalingGestureEnded(_ e: GestureEvent) { components.append("scale ended") }
    func rotationGestureBegan(_ e: GestureEvent) { components.append("rotation began") }
    func rotationGestureChanged(_ e: GestureEvent) { components.append("rotation changed") }
    func rotationGestureEnded(_ e: GestureEvent) { components.append("rotation ended") }
    /// Mouse-style calls (seed-001 A8), logged into `shared` like the gesture calls.
    var pointers: [PointerEvent] = []
    func mouseDown(_ e: PointerEvent) { pointers.append(e); shared.lines.append("\(name) mouseDown") }
    func mouseDragged(_ e: PointerEvent) { pointers.append(e); shared.lines.append("\(name) mouseDragged") }
    func mouseUp(_ e: PointerEvent) { pointers.append(e); shared.lines.append("\(name) mouseUp") }
    func mouseCancelled(_ e: PointerEvent) { pointers.append(e); shared.lines.append("\(name) mouseCancelled") }
}

extension View {
    var viewScale: Double { GestureController.scale(of: transform) }
    var viewAngle: Double { GestureController.angle(of: transform) }
}
