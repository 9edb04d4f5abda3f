import Tactile

/// The `View` a replay builds for each scene view: it logs every responder
/// callback it receives and handles the touches itself.
///
/// Callbacks do not travel up the responder chain: a scene view behaves like
/// a UIKit view that overrides the four `touches…` methods without calling
/// `super`, so each delivery is logged exactly once, under the hit view's id.
/// (Forwarding would log the same touches again at every ancestor, which adds
/// nothing the view tree does not already say.)
package final class SceneViewNode: View {
    /// The view's id in the scene.
    package let sceneID: String
    private let log: ReplayLog

    /// Creates a node logging to `log`.
    package init(sceneID: String, frame: Rect, log: ReplayLog) {
        self.sceneID = sceneID
        self.log = log
        super.init(frame: frame)
        name = sceneID
    }

    /// The dispatcher whose time stamps this view's events (a scene with
    /// applications: the application's); nil uses the log's dispatcher.
    package var timeSource: TouchDispatcher? {
        get { timeSourceRef.object }
        set { timeSourceRef = WeakReference(newValue) }
    }
    private var timeSourceRef = WeakReference<TouchDispatcher>(nil)

    private func record(_ phase: TouchPhase, _ touches: TouchSet) {
        let kind = LogEvent.Kind.touches(.init(view: sceneID, phase: phase, touches: touches.map { $0.id }))
        if let d = timeSource { log.record(kind, at: d.now) } else { log.record(kind) }
    }

    /// Logs a `touches` event with phase `began` (seed-002 responder callback).
    package override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) { record(.began, touches) }
    /// Logs a `touches` event with phase `moved` (seed-002 responder callback).
    package override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) { record(.moved, touches) }
    /// Logs a `touches` event with phase `ended` (seed-002 responder callback).
    package override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) { record(.ended, touches) }
    /// Logs a `touches` event with phase `cancelled` (seed-002 responder callback).
    package override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) { record(.cancelled, touches) }
}
