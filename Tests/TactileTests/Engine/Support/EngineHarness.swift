@testable import Tactile

/// A shared, ordered log of everything a scenario produces.
final class EventLog {
    var lines: [String] = []
    func add(_ s: String) { lines.append(s) }
    func take() -> [String] { defer { lines.removeAll() }; return lines }
    func matching(_ prefix: String) -> [String] { lines.filter { $0.hasPrefix(prefix) } }
}

/// A view that records its responder callbacks ("maps began [1]") and, per
/// touch, the sequence of callbacks it received.
final class RecordingView: View {
    let log: EventLog
    var perTouch: [UInt64: [String]] = [:]

    init(_ name: String, frame: Rect, log: EventLog) {
        self.log = log
        super.init(frame: frame)
        self.name = name
    }

    private func record(_ phase: String, _ touches: TouchSet) {
        log.add("\(name ?? "?") \(phase) \(touches)")
        for t in touches { perTouch[t.serial, default: []].append(phase) }
    }

    override func touchesBegan(_ t: TouchSet, with e: TouchEvent) { record("began", t) }
    override func touchesMoved(_ t: TouchSet, with e: TouchEvent) { record("moved", t) }
    override func touchesEnded(_ t: TouchSet, with e: TouchEvent) { record("ended", t) }
    override func touchesCancelled(_ t: TouchSet, with e: TouchEvent) { record("cancelled", t) }
}

/// An action target that records the action messages it receives.
final class RecordingTarget: GestureActionTarget {
    let log: EventLog
    let label: String
    init(_ label: String, log: EventLog) { self.label = label; self.log = log }
    func perform(_ action: GestureAction, from recognizer: GestureRecognizer) {
        log.add("\(label).\(action.name) ← \(recognizer.debugName) \(recognizer.state)")
    }
}

/// A delegate whose answers are closures (every one optional, like the protocol).
final class ClosureDelegate: GestureRecognizerDelegate {
    var shouldBegin: ((GestureRecognizer) -> Bool)?
    var shouldReceive: ((GestureRecognizer, Touch) -> Bool)?
    var simultaneous: ((GestureRecognizer, GestureRecognizer) -> Bool)?
    var requireFailureOf: ((GestureRecognizer, GestureRecognizer) -> Bool)?
    var requiredToFailBy: ((GestureRecognizer, GestureRecognizer) -> Bool)?

    func gestureRecognizerShouldBegin(_ r: GestureRecognizer) -> Bool { shouldBegin?(r) ?? true }
    func gestureRecognizer(_ r: GestureRecognizer, shouldReceive touch: Touch) -> Bool { shouldReceive?(r, touch) ?? true }
    func gestureRecognizer(_ r: GestureRecognizer, shouldRecognizeSimultaneouslyWith o: GestureRecognizer) -> Bool {
        simultaneous?(r, o) ?? false
    }
    func gestureRecognizer(_ r: GestureRecognizer, shouldRequireFailureOf o: GestureRecognizer) -> Bool {
        requireFailureOf?(r, o) ?? false
    }
    func gestureRecognizer(_ r: GestureRecognizer, shouldBeRequiredToFailBy o: GestureRecognizer) -> Bool {
        requiredToFailBy?(r, o) ?? false
    }
}

/// The seed-000 §8 fixture: a window holding
///
///     outermost
///     ├── searchResultsPanel
///     │   └── mapsView
///     ├── searchField
///     │   └── clearContentsIcon
///     └── homeRow (contacts, email, webBrowser, iPod)
///
/// plus a dispatcher, a clock of sub-events (`down`, `move`, `up`, `delay`)
/// and logs of transitions ("tap: possible→ended"), actions ("tap!"),
/// handler lifecycle ("tap prepare") and view callbacks ("maps began [1]").
final class EngineHarness {
    let log = EventLog()
    let dispatcher = TouchDispatcher()
    let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let outermost: RecordingView
    let searchResultsPanel: RecordingView
    let mapsView: RecordingView
    let searchField: RecordingView
    let clearContentsIcon: RecordingView
    let homeRow: RecordingView
    var homeIcons: [RecordingView] = []

    /// A point in mapsView, in window coordinates.
    static let inMaps = Point(x: 100, y: 200)
    /// A point in searchResultsPanel but outside mapsView.
    static let inPanel = Point(x: 300, y: 500)
    /// A point in searchField (outside the clear icon).
    static let inSearchField = Point(x: 100, y: 50)

    var time: Seconds = 0
    /// Time between input sub-events that are not delays.
    var step: Seconds = 0.01
    /// The length of one `delay` sub-event (equals the recognizers' `delayInterval`).
    var delayLength: Seconds = 0.1
    private var positions: [Int: Point] = [:]
    var recognizers: [DefinitionRecognizer] = []
    var diagnostics: [DispatchDiagnostic] = []

    init() {
        outermost = RecordingView("outermost", frame: Rect(x: 0, y: 0, width: 400, height: 800), log: log)
        searchResultsPanel = RecordingView("panel", frame: Rect(x: 0, y: 100, width: 400, height: 500), log: log)
        mapsView = RecordingView("maps", frame: Rect(x: 20, y: 20, width: 200, height: 200), log: log)
        searchField = RecordingView("searchField", frame: Rect(x: 0, y: 0, width: 400, height: 100), log: log)
        clearContentsIcon = RecordingView("clearIcon", frame: Rect(x: 350, y: 30, width: 40, height: 40), log: log)
        homeRow = RecordingView("homeRow", frame: Rect(x: 0, y: 700, width: 400, height: 100), log: log)
        window.addSubview(outermost)
        outermost.addSubview(searchResultsPanel)
        searchResultsPanel.addSubview(mapsView)
        outermost.addSubview(searchField)
        searchField.addSubview(clearContentsIcon)
        outermost.addSubview(homeRow)
        for (i, n) in ["contacts", "email", "webBrowser", "iPod"].enumerated() {
            let v = RecordingView(n, frame: Rect(x: Double(i) * 100, y: 0, width: 100, height: 100), log: log)
            homeRow.addSubview(v)
            homeIcons.append(v)
        }
        for v in [outermost, searchResultsPanel, mapsView, searchField, clearContentsIcon, homeRow] { v.isMultipleTouchEnabled = true }
        dispatcher.addWindow(window)
        dispatcher.onRecognizerTransition = { [unowned self] r, from, to in
            self.log.add("\(r.debugName): \(from)→\(to)")
            if let d = r as? DefinitionRecognizer {
                switch to {
                case .failed: d.seed = "I"
                case .began, .changed, .ended: d.seed = "R"
                case .cancelled: d.seed = "C"
                case .possible: break
                }
            }
        }
        dispatcher.onHandlerLifecycle = { [unowned self] r, e in self.log.add("\(r.debugName) \(e)") }
        dispatcher.onDiagnostic = { [unowned self] d in self.diagnostics.append(d) }
    }

    /// Attaches a definition recognizer whose action logs "name!" (with the state for continuous ones).
    @discardableResult
    func add(_ label: String, _ def: EventDefinition, to view: View, continuous: Bool = false) -> DefinitionRecognizer {
        let r = DefinitionRecognizer(label, def, continuous: continuous)
        r.delayInterval = delayLength
        r.addAction { [unowned self] g in self.log.add(continuous ? "\(label)! \(g.state)" : "\(label)!") }
        view.addGestureRecognizer(r)
        recognizers.append(r)
        return r
    }

    private func beginStep() { for r in recognizers { r.resetInStep = false } }

    private func frame(_ samples: [TouchSample]) {
        beginStep()
        time += step
        dispatcher.handle(InputFrame(timestamp: time, samples: samples))
    }

    func down(_ id: Int = 1, at p: Point = EngineHarness.inMaps) {
        positions[id] = p
        frame([TouchSample(id: id, phase: .began, location: p)])
    }
    func move(_ id: Int = 1, dx: Double, dy: Double) {
        let p = (positions[id] ?? .zero) + Vector(dx: dx, dy: dy)
        positions[id] = p
        frame([TouchSample(id: id, phase: .moved, location: p)])
    }
    func up(_ id: Int = 1) {
        frame([TouchSample(id: id, phase: .ended, location: positions[id] ?? .zero)])
        positions[id] = nil
    }
    func cancel(_ id: Int = 1) {
        frame([TouchSample(id: id, phase: .cancelled, location: positions[id] ?? .zero)])
        positions[id] = nil
    }
    /// A seed-000 `delay` sub-event: time passes by one delay length with no input.
    func delay() {
        beginStep()
        time += delayLength
        dispatcher.advance(to: time)
    }
    /// Lets every pending timer fire (the sequence is over).
    func settle() {
        beginStep()
        dispatcher.drainTimers()
        time = max(time, dispatcher.now)
    }

    /// The seed-000 state letters of `rs` at the end of the last step.
    func row(_ rs: DefinitionRecognizer...) -> [String] { rs.map { $0.seedRow } }
}

