import Testing
@testable import Tactile

/// A shared, ordered record of responder calls (test support).
final class CallLog {
    /// One responder callback.
    struct Call: Equatable, CustomStringConvertible {
        var view: String
        var method: String
        var touchIDs: [Int]
        var description: String { "\(view) \(method) \(touchIDs)" }
    }
    var calls: [Call] = []
    /// Calls as "view method [ids]" strings, for compact expectations.
    var lines: [String] { calls.map(\.description) }
    func clear() { calls.removeAll() }
    func calls(to view: String) -> [Call] { calls.filter { $0.view == view } }
}

/// A snapshot of a touch as a responder saw it during a callback.
struct Snapshot: Equatable {
    var id: Int
    var phase: TouchPhase
    var timestamp: Double
    var locationInView: Point
    var previousLocationInView: Point
    var tapCount: Int
    var isFirstTouchForView: Bool
    var info: TouchInfo
}

/// A view that records every responder call and every touch snapshot it receives.
class TouchRecordingView: View {
    let log: CallLog
    /// Snapshots of the touches delivered to this view, in delivery order.
    var snapshots: [Snapshot] = []
    /// `event.touches(for: self)` at each callback, as (id, phase) pairs.
    var eventTouchesForSelf: [[String]] = []
    /// `event.allTouches.count` at each callback.
    var allTouchesCounts: [Int] = []
    /// Called after each callback is recorded (method name, touches, event).
    var onCallback: ((String, TouchSet, TouchEvent) -> Void)?

    init(_ name: String, frame: Rect, log: CallLog) {
        self.log = log
        super.init(frame: frame)
        self.name = name
    }

    func record(_ method: String, _ touches: TouchSet, _ event: TouchEvent) {
        log.calls.append(.init(view: name ?? "?", method: method, touchIDs: touches.map(\.id)))
        for t in touches {
            snapshots.append(Snapshot(id: t.id, phase: t.phase, timestamp: t.timestamp,
                                      locationInView: t.location(in: self), previousLocationInView: t.previousLocation(in: self),
                                      tapCount: t.tapCount, isFirstTouchForView: t.isFirstTouchForView, info: t.info))
        }
        eventTouchesForSelf.append(event.touches(for: self).map { "\($0.id):\($0.phase)" })
        allTouchesCounts.append(event.allTouches.count)
        onCallback?(method, touches, event)
    }

    override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) { record("began", touches, event) }
    override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) { record("moved", touches, event) }
    override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) { record("ended", touches, event) }
    override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) { record("cancelled", touches, event) }

    /// Snapshots of touch `id`, in order.
    func snapshots(of id: Int) -> [Snapshot] { snapshots.filter { $0.id == id } }
}

/// The Fig. 3 music-browser fixture of seed-002 §5: a 320×480 window with a
/// status bar, a title bar (back 312, title 310, forward 311), a table view
/// (rows 304a, 304b) and a button bar (buttons 306–309). Every view records.
final class Fig3 {
    let log: CallLog
    let dispatcher: TouchDispatcher
    let window: Window
    let statusBar301, titleBar302, title310, forward311, back312: TouchRecordingView
    let table303, row304a, row304b: TouchRecordingView
    let buttonBar305, button306, button307, button308, button309: TouchRecordingView
    /// Every diagnostic reported, in order.
    var diagnostics: [DispatchDiagnostic] = []
    /// Every `ignoredTouchObserver` call, as (touch id, reason).
    var ignored: [(Int, IgnoreReason)] = []

    init(policy: DispatchPolicy = DispatchPolicy()) {
        let log = CallLog()
        self.log = log
        dispatcher = TouchDispatcher(policy: policy)
        window = RecordingWindow(log: log)
        func v(_ n: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> TouchRecordingView {
            TouchRecordingView(n, frame: Rect(x, y, w, h), log: log)
        }
        // Frames in the spec are in window coordinates; subview frames are
        // converted to their parent's coordinates below.
        statusBar301 = v("301", 0, 0, 320, 20)
        titleBar302 = v("302", 0, 20, 320, 44)
        back312 = v("312", 0, 0, 60, 44)
        title310 = v("310", 60, 0, 200, 44)
        forward311 = v("311", 260, 0, 60, 44)
        table303 = v("303", 0, 64, 320, 372)
        row304a = v("304a", 0, 0, 320, 44)
        row304b = v("304b", 0, 44, 320, 44)
        buttonBar305 = v("305", 0, 436, 320, 44)
        button306 = v("306", 0, 0, 80, 44)
        button307 = v("307", 80, 0, 80, 44)
        button308 = v("308", 160, 0, 80, 44)
        button309 = v("309", 240, 0, 80, 44)
        window.addSubview(statusBar301)
        window.addSubview(titleBar302)
        titleBar302.addSubview(back312); titleBar302.addSubview(title310); titleBar302.addSubview(forward311)
        window.addSubview(table303)
        table303.addSubview(row304a); table303.addSubview(row304b)
        window.addSubview(buttonBar305)
        for b in [button306, button307, button308, button309] { buttonBar305.addSubview(b) }
        dispatcher.addWindow(window)
        dispatcher.onDiagnostic = { [unowned self] d in self.diagnostics.append(d) }
        dispatcher.ignoredTouchObserver = { [unowned self] t, r in self.ignored.append((t.id, r)) }
    }

    /// Sends one frame.
    func frame(_ t: Double, _ samples: TouchSample..., complete: Bool = false) {
        dispatcher.handle(InputFrame(timestamp: t, samples: samples, listsAllContacts: complete))
    }
    /// Shorthand for a sample.
    static func s(_ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double) -> TouchSample {
        TouchSample(id: id, phase: phase, location: Point(x, y))
    }
    func down(_ id: Int, _ x: Double, _ y: Double, at t: Double) { frame(t, Self.s(id, .began, x, y)) }
    func move(_ id: Int, _ x: Double, _ y: Double, at t: Double) { frame(t, Self.s(id, .moved, x, y)) }
    func up(_ id: Int, _ x: Double, _ y: Double, at t: Double) { frame(t, Self.s(id, .ended, x, y)) }

    /// The repairs reported (diagnostics other than `.ignored`).
    var repairs: [DispatchDiagnostic] {
        diagnostics.filter { if case .ignored = $0 { return false } else { return true } }
    }
}

/// A window that records the calls that reach it through the responder chain.
final class RecordingWindow: Window {
    let log: CallLog
    init(log: CallLog, frame: Rect = Rect(0, 0, 320, 480)) {
        self.log = log
        super.init(frame: frame)
        name = "W"
    }
    override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) { log.calls.append(.init(view: "W", method: "began", touchIDs: touches.map(\.id))) }
    override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) { log.calls.append(.init(view: "W", method: "moved", touchIDs: touches.map(\.id))) }
    override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) { log.calls.append(.init(view: "W", method: "ended", touchIDs: touches.map(\.id))) }
    override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) { log.calls.append(.init(view: "W", method: "cancelled", touchIDs: touches.map(\.id))) }
}

/// Approximate equality for doubles (relative tolerance).
func nearly(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool {
    if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
    if a == b { return true }
    return abs(a - b) <= tol * max(1, abs(a), abs(b))
}
/// Approximate equality for points.
func nearly(_ a: Point, _ b: Point, _ tol: Double = 1e-9) -> Bool { nearly(a.x, b.x, tol) && nearly(a.y, b.y, tol) }
/// Approximate equality for rects.
func nearly(_ a: Rect, _ b: Rect, _ tol: Double = 1e-9) -> Bool {
    nearly(a.origin, b.origin, tol) && nearly(a.size.width, b.size.width, tol) && nearly(a.size.height, b.size.height, tol)
}
