import Tactile

/// A gesture delegate that logs every call as "call [kind] view e|nil"
/// ("willStartGesture pinch V e"; `e` when an event came with it).
package final class GestureDelegateLog: GestureDelegate {
    /// The calls, in order.
    package var lines: [String] = []
    /// Called after each `gestureDidChange` is logged.
    package var onChange: ((GestureKind, View, GestureEvent?) -> Void)?

    /// An empty log.
    package init() {}

    private func tag(_ e: GestureEvent?) -> String { e == nil ? "nil" : "e" }
    package func willStartGestures(in view: View, event: GestureEvent?) { lines.append("willStartGestures \(view.name ?? "?") \(tag(event))") }
    package func willStartGesture(_ g: GestureKind, in view: View, event: GestureEvent?) { lines.append("willStartGesture \(g) \(view.name ?? "?") \(tag(event))") }
    package func gestureDidChange(_ g: GestureKind, in view: View, event: GestureEvent?) {
        lines.append("gestureDidChange \(g) \(view.name ?? "?") \(tag(event))")
        onChange?(g, view, event)
    }
    package func didFinishGesture(_ g: GestureKind, in view: View, event: GestureEvent?) { lines.append("didFinishGesture \(g) \(view.name ?? "?") \(tag(event))") }
    package func didFinishGestures(in view: View, event: GestureEvent?) { lines.append("didFinishGestures \(view.name ?? "?") \(tag(event))") }
}
