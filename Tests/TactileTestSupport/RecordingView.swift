import Tactile

/// A snapshot of a touch as a responder saw it during a callback.
package struct Snapshot: Equatable {
    package var id: Int
    package var phase: TouchPhase
    package var timestamp: Double
    package var locationInView: Point
    package var previousLocationInView: Point
    package var tapCount: Int
    package var isFirstTouchForView: Bool
    package var info: TouchInfo

    /// Creates a snapshot.
    package init(id: Int, phase: TouchPhase, timestamp: Double, locationInView: Point, previousLocationInView: Point,
                 tapCount: Int, isFirstTouchForView: Bool, info: TouchInfo) {
        self.id = id
        self.phase = phase
        self.timestamp = timestamp
        self.locationInView = locationInView
        self.previousLocationInView = previousLocationInView
        self.tapCount = tapCount
        self.isFirstTouchForView = isFirstTouchForView
        self.info = info
    }
}

/// The one recording view: a named view that writes each touch callback to
/// a shared `EventLog` ("maps began [1]") and keeps, for its own checks,
/// snapshots of the touches, what `event` showed, and per touch the
/// callbacks it got.
package final class RecordingView: View {
    /// The log shared with the scenario's other views.
    package let log: EventLog
    /// Snapshots of the touches delivered to this view, in delivery order.
    package var snapshots: [Snapshot] = []
    /// `event.touches(for: self)` at each callback, as "id:phase" strings.
    package var eventTouchesForSelf: [[String]] = []
    /// `event.allTouches.count` at each callback.
    package var allTouchesCounts: [Int] = []
    /// Per touch serial: the methods received, in order.
    package var perTouch: [UInt64: [String]] = [:]
    /// Per touch id: the last method received.
    package var lastPhase: [Int: String] = [:]
    /// The methods received, in order.
    package var methods: [String] = []
    /// Each callback as "method ids" ("began 1,2"), in order.
    package var callbacks: [String] = []
    /// Called after each callback is recorded (method name, touches, event).
    package var onCallback: ((String, TouchSet, TouchEvent) -> Void)?
    /// Whether the view handles its touches collectively (seed-002 App. A
    /// `touchesChangedWithEvent:`): it then gets `touchesChanged` only.
    package var collective = false
    /// With `collective`: `event.touches(for: self)` at each `touchesChanged`, as "id:phase" strings.
    package var changed: [[String]] = []

    /// A view named `name` logging into `log`.
    package init(_ name: String, frame: Rect, log: EventLog, multipleTouch: Bool = false) {
        self.log = log
        super.init(frame: frame)
        self.name = name
        if multipleTouch { isMultipleTouchEnabled = true }
    }

    /// Records one callback.
    package func record(_ method: String, _ touches: TouchSet, _ event: TouchEvent) {
        log.record(.init(view: name ?? "?", method: method, touchIDs: touches.map { $0.id }))
        methods.append(method)
        callbacks.append("\(method) " + touches.map { String($0.id) }.joined(separator: ","))
        for t in touches {
            snapshots.append(Snapshot(id: t.id, phase: t.phase, timestamp: t.timestamp,
                                      locationInView: t.location(in: self), previousLocationInView: t.previousLocation(in: self),
                                      tapCount: t.tapCount, isFirstTouchForView: t.isFirstTouchForView, info: t.info))
            perTouch[t.serial, default: []].append(method)
            lastPhase[t.id] = method
        }
        eventTouchesForSelf.append(event.touches(for: self).map { "\($0.id):\($0.phase)" })
        allTouchesCounts.append(event.allTouches.count)
        onCallback?(method, touches, event)
    }

    override package func touchesBegan(_ touches: TouchSet, with event: TouchEvent) { record("began", touches, event) }
    override package func touchesMoved(_ touches: TouchSet, with event: TouchEvent) { record("moved", touches, event) }
    override package func touchesEnded(_ touches: TouchSet, with event: TouchEvent) { record("ended", touches, event) }
    override package func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) { record("cancelled", touches, event) }
    override package var handlesTouchesCollectively: Bool { collective }
    override package func touchesChanged(with event: TouchEvent) {
        changed.append(event.touches(for: self).map { "\($0.id):\($0.phase)" })
    }

    /// Snapshots of touch `id`, in order.
    package func snapshots(of id: Int) -> [Snapshot] { snapshots.filter { $0.id == id } }

    /// The methods received with each run of `moved` counted once.
    package var phases: [String] {
        var out: [String] = []
        for m in methods where !(m == "moved" && out.last == "moved") { out.append(m) }
        return out
    }
}

/// A window that writes the calls reaching it through the responder chain
/// to `log`, as the view "W".
package final class RecordingWindow: Window {
    /// The log shared with the scenario's views.
    package let log: EventLog

    /// A window logging into `log`.
    package init(log: EventLog, frame: Rect = Rect(0, 0, 320, 480)) {
        self.log = log
        super.init(frame: frame)
        name = "W"
    }

    private func record(_ method: String, _ touches: TouchSet) {
        log.record(.init(view: "W", method: method, touchIDs: touches.map { $0.id }))
    }

    override package func touchesBegan(_ touches: TouchSet, with event: TouchEvent) { record("began", touches) }
    override package func touchesMoved(_ touches: TouchSet, with event: TouchEvent) { record("moved", touches) }
    override package func touchesEnded(_ touches: TouchSet, with event: TouchEvent) { record("ended", touches) }
    override package func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) { record("cancelled", touches) }
}
