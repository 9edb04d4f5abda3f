@testable import Tactile
import TactileTestSupport

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
final class EngineHarness: TouchScripting {
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

    /// The touch-script DSL: sub-events 0.01 s apart (`step`); `down()` lands in mapsView.
    let script: TouchScript
    /// The length of one `delay` sub-event (equals the recognizers' `delayInterval`).
    var delayLength: Seconds = 0.1
    var recognizers: [DefinitionRecognizer] = []
    var diagnostics: [DispatchDiagnostic] = []

    init() {
        script = TouchScript(dispatcher, step: 0.01)
        script.defaultPoint = Self.inMaps
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
        script.beforeStep = { [unowned self] in self.beginStep() }
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

    /// A seed-000 `delay` sub-event: time passes by one delay length with no input.
    func delay() { wait(delayLength) }
    /// Lets every pending timer fire (the sequence is over).
    func settle() {
        beginStep()
        dispatcher.drainTimers()
        time = max(time, dispatcher.now)
    }

    /// The seed-000 state letters of `rs` at the end of the last step.
    func row(_ rs: DefinitionRecognizer...) -> [String] { rs.map { $0.seedRow } }
}

