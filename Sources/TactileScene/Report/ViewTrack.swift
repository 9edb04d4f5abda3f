import Tactile

/// One scene view's row in the timeline: its depth in the view tree and the
/// responder callbacks it received as a hit view.
package struct ViewTrack: Equatable, Sendable {
    /// The view's scene id.
    package var id: String
    /// 0 for the window's subviews, 1 for their children, ….
    package var depth: Int
    /// The callbacks, in log order.
    package var callbacks: [Callback]
    /// The id of the application whose window it is or is in; empty in a
    /// scene without applications.
    package var application: String = ""

    /// One `touchesBegan/Moved/Ended/Cancelled` callback.
    package struct Callback: Equatable, Sendable {
        /// When it happened (seconds).
        package var t: Double
        /// Which callback.
        package var phase: TouchPhase
        /// The host ids of the touches it carried.
        package var touches: [Int]

        /// Creates a callback record.
        package init(t: Double, phase: TouchPhase, touches: [Int]) {
            self.t = t
            self.phase = phase
            self.touches = touches
        }
    }

    /// Creates a view track.
    package init(id: String, depth: Int, callbacks: [Callback]) {
        self.id = id
        self.depth = depth
        self.callbacks = callbacks
    }

    /// One track per scene view (tree order, parents first; in a scene with
    /// applications, each application's windows and their views, application
    /// by application), then one per id the log names that the scene does not
    /// have, in order of appearance.
    package static func tracks(scene: Scene, events: [LogEvent]) -> [ViewTrack] {
        var out: [ViewTrack] = []
        func visit(_ v: SceneView, _ depth: Int, _ application: String) {
            var track = ViewTrack(id: v.id, depth: depth, callbacks: [])
            track.application = application
            out.append(track)
            for c in v.children { visit(c, depth + 1, application) }
        }
        for v in scene.views { visit(v, 0, "") }
        for app in scene.applications {
            for w in app.windows { visit(w, 0, app.id) }
        }
        for e in events {
            guard case .touches(let ev) = e.kind else { continue }
            let callback = Callback(t: e.t, phase: ev.phase, touches: ev.touches)
            if let i = out.firstIndex(where: { $0.id == ev.view }) {
                out[i].callbacks.append(callback)
            } else {
                out.append(ViewTrack(id: ev.view, depth: 0, callbacks: [callback]))
            }
        }
        return out
    }
}
