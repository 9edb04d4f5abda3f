import Tactile

/// One recognizer's row in the timeline: its states as bands over time, the
/// times its actions fired, and where it recognized.
package struct RecognizerTrack: Equatable, Sendable {
    /// The recognizer's scene id.
    package var id: String
    /// Its scene type (`tap`, `pan`, …); empty when the scene does not declare it.
    package var type: String
    /// The id of the view it is attached to; for a recognizer bound to an
    /// application, the application's id.
    package var view: String
    /// The id of the application it belongs to; empty in a scene without applications.
    package var application: String = ""
    /// The system-gesture handler its actions run (`nextApplication`, …); empty when none.
    package var handler: String = ""
    /// The state bands, in time order.
    package var bands: [StateBand]
    /// Every time its actions fired, in log order.
    package var actions: [TimedAction]
    /// Every recognition: a change to `began` (continuous) or `recognized`
    /// (discrete), with the action location logged with it.
    package var recognitions: [TimedAction]

    /// A state held over `[start, end]` (seconds).
    package struct StateBand: Equatable, Sendable {
        /// The state.
        package var state: LoggedState
        /// When it was entered.
        package var start: Double
        /// When it was left (or, for a final state, the estimated reset).
        package var end: Double
        /// True when a logged state change entered it; false for the
        /// `possible` band the report infers before the first change.
        package var isLoggedChange: Bool

        /// Creates a band.
        package init(state: LoggedState, start: Double, end: Double, isLoggedChange: Bool) {
            self.state = state
            self.start = start
            self.end = end
            self.isLoggedChange = isLoggedChange
        }
    }

    /// An action event with its time.
    package struct TimedAction: Equatable, Sendable {
        /// When the actions fired.
        package var t: Double
        /// The logged event.
        package var event: LogEvent.ActionEvent

        /// Creates a timed action.
        package init(t: Double, event: LogEvent.ActionEvent) {
            self.t = t
            self.event = event
        }
    }

    /// Creates a track.
    package init(id: String, type: String, view: String, bands: [StateBand], actions: [TimedAction], recognitions: [TimedAction]) {
        self.id = id
        self.type = type
        self.view = view
        self.bands = bands
        self.actions = actions
        self.recognitions = recognitions
    }

    /// Whether a state is final: the recognizer stays in it until it is reset.
    package static func isFinal(_ s: LoggedState) -> Bool {
        switch s {
        case .ended, .recognized, .cancelled, .failed: return true
        case .possible, .began, .changed: return false
        }
    }

    /// Whether it is bound to its application rather than to a view (seed-000 §2.2).
    package var isApplicationBound: Bool { !application.isEmpty && view == application }

    /// One track per scene recognizer (scene order; in a scene with
    /// applications, application by application, view-bound recognizers
    /// first), each scroll view's own pan (`VIEW.pan`) and zoom pinch
    /// (`VIEW.pinch`), then one per id the log names that the scene does not have.
    /// `end` is the end of the replay.
    ///
    /// Bands: each logged change starts a band of its new state, which lasts
    /// until the recognizer's next change; a final state lasts until the
    /// estimated reset of the recognizer's group or the next change, whichever
    /// is first. Before a change from `possible`, a `possible` band starts when
    /// the first touch since the recognizer's last reset reached it. Both come
    /// from `RecognizerSessions`, which follows the engine's reset rule
    /// (docs/engine.md §7); a touch reaches the recognizers of the views in its
    /// `reachedViews`.
    package static func tracks(scene: Scene, events: [LogEvent], touches: [TouchTrack], end: Double) -> [RecognizerTrack] {
        typealias Entry = (id: String, type: String, view: String, enabled: Bool, application: String, handler: String)
        var order: [Entry] = scene.recognizers.map { ($0.id, $0.type, $0.view, $0.enabled ?? true, "", "") }
        order += scene.scrollViewRecognizers.map { ($0.id, $0.type, $0.view, true, "", "") }
        for app in scene.applications {
            order += app.allRecognizers.map { ($0.id, $0.type, $0.view, $0.enabled ?? true, app.id, $0.handler?.rawValue ?? "") }
        }
        for e in events {
            let id: String
            switch e.kind {
            case .state(let s): id = s.recognizer
            case .action(let a): id = a.recognizer
            case .touches, .route, .system, .mode, .definition, .animation, .scroll, .zoom, .accessibility: continue
            }
            if !order.contains(where: { $0.id == id }) { order.append((id, "", "", true, "", "")) }
        }
        let sessions = RecognizerSessions(recognizers: order.map(\.id), touches: touches, events: events) { r, k in
            order[r].enabled && !order[r].view.isEmpty && touches[k].reachedViews.contains(order[r].view)
        }
        return order.map { r in
            var changes: [(index: Int, t: Double, event: LogEvent.StateEvent)] = []
            var actions: [TimedAction] = []
            for (index, e) in events.enumerated() {
                switch e.kind {
                case .state(let s) where s.recognizer == r.id: changes.append((index, e.t, s))
                case .action(let a) where a.recognizer == r.id: actions.append(TimedAction(t: e.t, event: a))
                default: break
                }
            }
            var bands: [StateBand] = []
            for (i, change) in changes.enumerated() {
                let next = i + 1 < changes.count ? changes[i + 1].t : end
                if change.event.from == .possible, let start = sessions.possibleSince[change.index], start < change.t {
                    bands.append(StateBand(state: .possible, start: start, end: change.t, isLoggedChange: false))
                }
                var bandEnd = next
                if isFinal(change.event.to) { bandEnd = min(next, sessions.resetTime[change.index] ?? end) }
                bands.append(StateBand(state: change.event.to, start: change.t, end: max(change.t, bandEnd), isLoggedChange: true))
            }
            var recognitions: [TimedAction] = []
            for change in changes where change.event.to == .began || change.event.to == .recognized {
                if let a = actions.first(where: { $0.t == change.t && $0.event.state == change.event.to }) {
                    recognitions.append(a)
                }
            }
            var track = RecognizerTrack(id: r.id, type: r.type, view: r.view, bands: bands, actions: actions, recognitions: recognitions)
            track.application = r.application
            track.handler = r.handler
            return track
        }
    }
}
