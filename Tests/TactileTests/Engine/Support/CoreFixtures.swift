import Testing
@testable import Tactile
import TactileTestSupport

/// The Fig. 3 music-browser fixture of seed-002 §5: a 320×480 window with a
/// status bar, a title bar (back 312, title 310, forward 311), a table view
/// (rows 304a, 304b) and a button bar (buttons 306–309). Every view records.
final class Fig3: TouchScripting {
    let log: EventLog
    let dispatcher: TouchDispatcher
    let window: Window
    let script: TouchScript
    let statusBar301, titleBar302, title310, forward311, back312: RecordingView
    let table303, row304a, row304b: RecordingView
    let buttonBar305, button306, button307, button308, button309: RecordingView
    /// Every diagnostic reported, in order.
    var diagnostics: [DispatchDiagnostic] = []
    /// Every `ignoredTouchObserver` call, as (touch id, reason).
    var ignored: [(Int, IgnoreReason)] = []

    init(policy: DispatchPolicy = DispatchPolicy()) {
        let log = EventLog()
        self.log = log
        dispatcher = TouchDispatcher(policy: policy)
        script = TouchScript(dispatcher)
        window = RecordingWindow(log: log)
        func v(_ n: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> RecordingView {
            RecordingView(n, frame: Rect(x, y, w, h), log: log)
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

    /// The repairs reported (diagnostics other than `.ignored`).
    var repairs: [DispatchDiagnostic] {
        diagnostics.filter { if case .ignored = $0 { return false } else { return true } }
    }
}
