import Tactile

/// The `Window` a replay builds for each window of a scene application: like
/// `SceneViewNode`, it logs every responder callback it receives (under its
/// id, stamped with its application's dispatcher time) and handles the
/// touches itself.
package final class SceneWindowNode: Window {
    /// The window's id in the scene.
    package let sceneID: String
    private let log: ReplayLog

    /// Creates a window logging to `log`; `frame` is in screen coordinates.
    package init(sceneID: String, frame: Rect, log: ReplayLog) {
        self.sceneID = sceneID
        self.log = log
        super.init(frame: frame)
        name = sceneID
    }

    private func record(_ phase: TouchPhase, _ touches: TouchSet) {
        log.record(.touches(.init(view: sceneID, phase: phase, touches: touches.map { $0.id })), at: dispatcher?.now ?? 0)
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
