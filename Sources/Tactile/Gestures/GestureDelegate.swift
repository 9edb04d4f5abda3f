// Cited: seed-001 G6, G7, R18, R19.
/// Observes the gestures a `GestureController` performs on a view, so that application
/// code can, for instance, change other views as one is scaled (claims 71–82). Every
/// method is optional.
///
/// Order for one hand (seed-001 R18): `willStartGestures` (just before its
/// first component gesture starts) → for each component `willStartGesture` →
/// `gestureDidChange`* → `didFinishGesture` → finally `didFinishGestures`
/// (after the last component finished, including any settle animation).
///
/// `event` is nil when the call was not caused by touch input (seed-001 R19):
/// a programmatic change (`setZoomScale(_:animated:)`) or an animation (the
/// settle after a snapback or a snap threshold, and the finish calls after it).
public protocol GestureDelegate: AnyObject {
    /// The first component gesture of a hand (or of a programmatic change) is about to start.
    func willStartGestures(in view: View, event: GestureEvent?)
    /// A component gesture is about to start.
    func willStartGesture(_ gesture: GestureKind, in view: View, event: GestureEvent?)
    /// A component gesture changed; the view already shows the change.
    func gestureDidChange(_ gesture: GestureKind, in view: View, event: GestureEvent?)
    /// A component gesture finished; the view is at rest.
    func didFinishGesture(_ gesture: GestureKind, in view: View, event: GestureEvent?)
    /// Every component gesture of the hand (or programmatic change) finished.
    func didFinishGestures(in view: View, event: GestureEvent?)
}

/// Default implementations: every delegate method is optional (seed-001 G6).
extension GestureDelegate {
    /// Does nothing by default (seed-001 G6 `willStartGestures`, R18).
    public func willStartGestures(in view: View, event: GestureEvent?) {}
    /// Does nothing by default (seed-001 G6 `willStartGesture`, R18).
    public func willStartGesture(_ gesture: GestureKind, in view: View, event: GestureEvent?) {}
    /// Does nothing by default (seed-001 G6 `gestureDidChange`, G7, R18).
    public func gestureDidChange(_ gesture: GestureKind, in view: View, event: GestureEvent?) {}
    /// Does nothing by default (seed-001 G6 `didFinishGesture`, R18).
    public func didFinishGesture(_ gesture: GestureKind, in view: View, event: GestureEvent?) {}
    /// Does nothing by default (seed-001 G6 `didFinishGestures`, R18).
    public func didFinishGestures(in view: View, event: GestureEvent?) {}
}
