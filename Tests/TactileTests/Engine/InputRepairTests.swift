import Testing
@testable import Tactile
import TactileTestSupport

// Bad input never traps: each repair of docs/input-repair.md, what the views
// see, and what `onDiagnostic` reports.

private typealias S = Fig3

@Test func repair_beganForLiveIDCancelsTheOldTouch() {
    let f = Fig3()
    f.down(1, 40, 450, at: 0)
    f.down(1, 200, 450, at: 0.1)
    #expect(f.log.lines == ["306 began [1]", "306 cancelled [1]", "308 began [1]"])
    #expect(f.repairs == [.duplicateBegan(id: 1)])
    #expect(f.dispatcher.activeTouches.count == 1 && f.dispatcher.activeTouches[0].view === f.button308)
    f.up(1, 200, 450, at: 0.2)
    #expect(f.log.lines.last == "308 ended [1]")
    #expect(f.dispatcher.isIdle)
}

@Test func repair_beganForIgnoredIDMakesAFreshDecision() {
    let f = Fig3()
    f.down(1, 20, 450, at: 0)
    f.down(2, 60, 450, at: 0.1)          // ignored: 306 is not multi-touch
    f.up(1, 20, 450, at: 0.2)
    f.down(2, 60, 450, at: 0.3)          // its lift was lost; now 306 is free
    #expect(f.log.lines == ["306 began [1]", "306 ended [1]", "306 began [2]"])
    #expect(f.repairs == [.duplicateBegan(id: 2)])
}

@Test func repair_samplesForUnknownIDAreDroppedAndReportedOnce() {
    let f = Fig3()
    f.move(9, 40, 450, at: 0)
    f.move(9, 45, 450, at: 0.1)
    f.frame(0.15, S.s(9, .stationary, 45, 450))
    f.up(9, 45, 450, at: 0.2)
    f.up(9, 45, 450, at: 0.3)
    f.frame(0.4, S.s(8, .cancelled, 1, 1))
    #expect(f.log.lines.isEmpty)
    #expect(f.repairs == [.unknownTouch(id: 9, phase: .moved), .unknownTouch(id: 9, phase: .ended),
                          .unknownTouch(id: 8, phase: .cancelled)])
    // The id is usable again.
    f.down(9, 40, 450, at: 0.5)
    #expect(f.log.lines == ["306 began [9]"])
}

@Test func repair_completeFrameCancelsTouchesItDoesNotList() {
    let f = Fig3()
    f.frame(0, S.s(1, .began, 40, 450), S.s(2, .began, 200, 450), complete: true)
    f.frame(0.1, S.s(3, .began, 60, 450), complete: true)   // ignored (306 busy); t1, t2 unlisted
    f.frame(0.2, S.s(3, .moved, 62, 450), complete: true)    // the ignored touch stays
    f.frame(0.3, complete: true)                             // now it is gone too
    #expect(f.log.lines == ["306 began [1]", "308 began [2]", "306 cancelled [1]", "308 cancelled [2]"])
    #expect(f.repairs == [.missingFromCompleteFrame(id: 1), .missingFromCompleteFrame(id: 2), .missingFromCompleteFrame(id: 3)])
    #expect(f.dispatcher.isIdle)
    // A later sample for a forgotten id is unknown.
    f.move(3, 64, 450, at: 0.4)
    #expect(f.repairs.last == .unknownTouch(id: 3, phase: .moved))
}

@Test func repair_staleTouchTimeout() {
    var policy = DispatchPolicy()
    policy.staleTouchTimeout = 1.0
    let f = Fig3(policy: policy)
    f.down(1, 40, 450, at: 0)
    f.down(2, 200, 450, at: 0.5)
    f.move(2, 205, 450, at: 1.2)       // t1: 1.2 s silent (> 1.0); t2 sampled now
    #expect(f.log.lines == ["306 began [1]", "308 began [2]", "306 cancelled [1]", "308 moved [2]"])
    #expect(f.repairs == [.staleTouch(id: 1)])
    f.dispatcher.advance(to: 2.3)      // time alone expires t2 (1.1 s silent)
    #expect(f.log.lines.last == "308 cancelled [2]")
    #expect(f.repairs == [.staleTouch(id: 1), .staleTouch(id: 2)])
    // The contacts' late samples are dropped silently until they lift.
    f.move(1, 45, 450, at: 2.4)
    f.up(1, 45, 450, at: 2.5)
    #expect(f.log.lines.count == 5 && f.repairs.count == 2)
    #expect(f.dispatcher.isIdle)
}

@Test func repair_staleTimeoutOffByDefault() {
    let f = Fig3()
    f.down(1, 40, 450, at: 0)
    f.dispatcher.advance(to: 1000)
    #expect(f.dispatcher.activeTouches.count == 1 && f.repairs.isEmpty)
}

@Test func repair_cancelAllTouches() {
    let f = Fig3()
    f.frame(0, S.s(1, .began, 40, 450), S.s(2, .began, 200, 450), S.s(3, .began, 60, 450))  // 3 kept from 306
    f.dispatcher.cancelAllTouches()
    #expect(f.log.lines == ["306 began [1]", "308 began [2]", "306 cancelled [1]", "308 cancelled [2]"])
    // Touch 3 never reaches view 306 (multi-touch flag), but it is live for
    // recognizers ("Gesture recognizers receive all touches that occur in the
    // view"), so the host's cancel covers it too; its view hears nothing.
    #expect(f.repairs == [.cancelledByHost(id: 1), .cancelledByHost(id: 2), .cancelledByHost(id: 3)])
    #expect(f.dispatcher.activeTouches.isEmpty && f.dispatcher.isIdle)
    f.dispatcher.cancelAllTouches()                     // nothing live: nothing happens
    #expect(f.repairs.count == 3)
    // The contacts are still physically down: their samples are swallowed until they lift.
    f.frame(0.1, S.s(1, .moved, 45, 450), S.s(2, .moved, 205, 450), S.s(3, .moved, 65, 450))
    f.frame(0.2, S.s(1, .ended, 45, 450), S.s(2, .ended, 205, 450), S.s(3, .ended, 65, 450))
    #expect(f.log.lines.count == 4 && f.repairs.count == 3)
    f.down(1, 40, 450, at: 0.3)
    #expect(f.log.lines.last == "306 began [1]")
}

@Test func repair_timeGoingBackwardsIsClamped() {
    let f = Fig3()
    f.down(1, 40, 450, at: 1.0)
    f.move(1, 45, 450, at: 0.5)
    f.move(1, 50, 450, at: .nan)
    f.move(1, 55, 450, at: .infinity)
    f.up(1, 55, 450, at: 1.5)
    #expect(f.button306.snapshots.map(\.timestamp) == [1.0, 1.0, 1.0, 1.0, 1.5])
    #expect(f.repairs.count == 3)
    #expect(f.repairs.first == .timeWentBackwards(given: 0.5, clampedTo: 1.0))
    if case .timeWentBackwards(let g, let c) = f.repairs[1] { #expect(g.isNaN && c == 1.0) } else { Issue.record("expected timeWentBackwards") }
    #expect(f.repairs[2] == .timeWentBackwards(given: .infinity, clampedTo: 1.0))
    #expect(f.dispatcher.now == 1.5)
    f.dispatcher.advance(to: 1.0)
    f.dispatcher.advance(to: -.infinity)
    #expect(f.repairs.count == 5 && f.dispatcher.now == 1.5)
}

@Test func repair_nonFiniteCoordinates() {
    let f = Fig3()
    f.down(1, .nan, 450, at: 0)                       // dropped with the rest of its contact
    f.move(1, 40, 450, at: 0.1)
    f.up(1, 40, 450, at: 0.2)
    #expect(f.log.lines.isEmpty)
    #expect(f.repairs == [.nonFiniteBegan(id: 1)])
    f.down(2, 40, 450, at: 1)
    f.move(2, .infinity, 450, at: 1.1)                // keeps its location: stationary, no callback
    f.move(2, 50, -.infinity, at: 1.2)
    f.move(2, 50, 450, at: 1.3)
    f.up(2, .nan, .nan, at: 1.4)                      // lifts where it was
    #expect(f.log.lines == ["306 began [2]", "306 moved [2]", "306 ended [2]"])
    #expect(f.button306.snapshots.map(\.locationInView) == [Point(40, 14), Point(50, 14), Point(50, 14)])
    #expect(f.repairs.dropFirst() == [.nonFiniteLocation(id: 2, phase: .moved), .nonFiniteLocation(id: 2, phase: .moved),
                                      .nonFiniteLocation(id: 2, phase: .ended)])
    #expect(f.dispatcher.isIdle)
}

@Test func repair_nonFiniteSampleTimeIsIgnoredForOrdering() {
    let f = Fig3()
    f.dispatcher.handle(InputFrame(timestamp: 1, samples: [
        TouchSample(id: 1, phase: .began, location: Point(40, 450), timestamp: .nan)]))
    #expect(f.log.lines == ["306 began [1]"])
    #expect(f.repairs == [.nonFiniteSampleTime(id: 1)])
}

@Test(arguments: ["remove", "hide", "disable", "hideAncestor", "removeAncestor"])
func repair_viewBecomesUnavailableWhileTouched(_ how: String) {
    let f = Fig3()
    f.frame(0, S.s(1, .began, 40, 450), S.s(2, .began, 200, 450))
    switch how {
    case "remove": f.button306.removeFromSuperview()
    case "hide": f.button306.isHidden = true
    case "disable": f.button306.isUserInteractionEnabled = false
    case "hideAncestor": f.buttonBar305.isHidden = true
    default: f.buttonBar305.removeFromSuperview()
    }
    let reason: UnavailabilityReason = switch how {
    case "remove", "removeAncestor": .removedFromWindow
    case "hide", "hideAncestor": .hidden
    default: .interactionDisabled
    }
    let ancestor = how.hasSuffix("Ancestor")
    let expectedCancels = ancestor ? ["306 cancelled [1]", "308 cancelled [2]"] : ["306 cancelled [1]"]
    #expect(Array(f.log.lines.dropFirst(2)) == expectedCancels)
    #expect(f.repairs == (ancestor ? [.viewUnavailable(id: 1, reason: reason), .viewUnavailable(id: 2, reason: reason)]
                                   : [.viewUnavailable(id: 1, reason: reason)]))
    // Exactly once: further changes and the contacts' own samples deliver nothing more.
    f.button306.isHidden = true
    f.button306.isUserInteractionEnabled = false
    f.button306.removeFromSuperview()
    f.frame(0.1, S.s(1, .moved, 45, 450), S.s(2, .moved, 205, 450))
    f.frame(0.2, S.s(1, .ended, 45, 450), S.s(2, .ended, 205, 450))
    let tail = ancestor ? [] : ["308 moved [2]", "308 ended [2]"]
    #expect(Array(f.log.lines.dropFirst(2)) == expectedCancels + tail)
    #expect(f.dispatcher.isIdle)
}

@Test func repair_viewRemovedFromItsOwnCallbackIsCancelledOnceAfterwards() {
    let f = Fig3()
    f.button306.onCallback = { method, _, _ in if method == "began" { f.button306.removeFromSuperview() } }
    f.frame(0, S.s(1, .began, 20, 450))
    #expect(f.log.lines == ["306 began [1]", "306 cancelled [1]"])
    #expect(f.repairs == [.viewUnavailable(id: 1, reason: .removedFromWindow)])
    f.up(1, 20, 450, at: 0.1)
    #expect(f.log.lines.count == 2 && f.dispatcher.isIdle)
}

@Test func repair_viewHiddenFromAnotherViewsEndedCallback() {
    let f = Fig3()
    f.button308.onCallback = { method, _, _ in if method == "ended" { f.button306.isHidden = true } }
    f.frame(0, S.s(1, .began, 20, 450), S.s(2, .began, 200, 450))
    f.up(2, 200, 450, at: 0.1)
    #expect(f.log.lines == ["306 began [1]", "308 began [2]", "308 ended [2]", "306 cancelled [1]"])
}

@Test func repair_windowRemoved() {
    let f = Fig3()
    f.frame(0, S.s(1, .began, 20, 450), S.s(2, .began, 30, 10))
    f.dispatcher.removeWindow(f.window)
    #expect(f.log.lines == ["306 began [1]", "301 began [2]", "306 cancelled [1]", "301 cancelled [2]"])
    #expect(f.repairs == [.viewUnavailable(id: 1, reason: .windowRemoved), .viewUnavailable(id: 2, reason: .windowRemoved)])
    f.frame(0.1, S.s(1, .ended, 20, 450), S.s(3, .began, 20, 450))
    #expect(f.log.lines.count == 4)                     // no window: t3 goes nowhere
    #expect(f.ignored.last?.1 == .outsideWindows)
    #expect(f.dispatcher.activeTouches.isEmpty)
}

@Test func repair_sameIDTwiceInOneFrameSplitsTheFrame() {
    let f = Fig3()
    f.frame(0, S.s(1, .began, 20, 450), S.s(1, .ended, 20, 450))            // a whole tap in one frame
    #expect(f.log.lines == ["306 began [1]", "306 ended [1]"])
    #expect(f.repairs == [.repeatedInFrame(id: 1)])
    f.log.clear(); f.diagnostics.removeAll()
    f.down(2, 200, 450, at: 1)
    f.frame(1.1, S.s(2, .moved, 205, 450), S.s(2, .moved, 210, 450), S.s(2, .ended, 215, 450))
    #expect(f.log.lines == ["308 began [2]", "308 moved [2]", "308 moved [2]", "308 ended [2]"])
    #expect(f.button308.snapshots.map(\.locationInView.x) == [40, 45, 50, 55])
    #expect(f.repairs == [.repeatedInFrame(id: 2), .repeatedInFrame(id: 2)])
    f.log.clear(); f.diagnostics.removeAll()
    f.down(3, 20, 450, at: 2)
    f.frame(2.1, S.s(3, .ended, 20, 450), S.s(3, .began, 200, 450))        // a lift and a reused id
    #expect(f.log.lines == ["306 began [3]", "306 ended [3]", "308 began [3]"])
    #expect(f.repairs == [.repeatedInFrame(id: 3)])
    #expect(f.button308.snapshots.last?.timestamp == 2.1)
}

@Test func repair_reentrantInputFromACallbackIsQueued() {
    let f = Fig3()
    var nested = true
    f.button306.onCallback = { method, _, _ in
        guard method == "began", nested else { return }
        nested = false
        f.dispatcher.handle(InputFrame(timestamp: 0.05, samples: [S.s(2, .began, 200, 450)]))
        f.dispatcher.advance(to: 0.06)
        f.dispatcher.cancelAllTouches()
        f.dispatcher.drainTimers()
    }
    f.down(1, 20, 450, at: 0)
    #expect(f.log.lines == ["306 began [1]", "306 cancelled [1]", "308 began [2]"])
    #expect(f.repairs == [.cancelledByHost(id: 1)])
    #expect(f.dispatcher.now == 0.06)
}

@Test func repair_movesOfAMultiWindowTouchAreConvertedFromScreenSpace() {
    let log = EventLog()
    let d = TouchDispatcher()
    let w1 = Window(frame: Rect(0, 0, 100, 100)), w2 = Window(frame: Rect(100, 0, 100, 100))
    let v = RecordingView("v", frame: Rect(0, 0, 100, 100), log: log)
    w2.addSubview(v)
    d.addWindow(w1); d.addWindow(w2)
    d.handle(InputFrame(timestamp: 0, samples: [TouchSample(id: 1, phase: .began, location: Point(150, 50))]))
    d.handle(InputFrame(timestamp: 0.1, samples: [TouchSample(id: 1, phase: .moved, location: Point(160, 50))]))
    d.handle(InputFrame(timestamp: 0.2, samples: [TouchSample(id: 1, phase: .ended, location: Point(170, 50))]))
    #expect(v.snapshots.map(\.locationInView) == [Point(50, 50), Point(60, 50), Point(70, 50)])
    #expect(log.lines == ["v began [1]", "v moved [1]", "v ended [1]"])
}

@Test func repair_everyDiagnosticHasADescription() {
    let v = View(); v.name = "E"
    let all: [DispatchDiagnostic] = [
        .duplicateBegan(id: 1), .unknownTouch(id: 1, phase: .moved), .nonFiniteBegan(id: 1),
        .nonFiniteLocation(id: 1, phase: .ended), .nonFiniteSampleTime(id: 1), .timeWentBackwards(given: 0, clampedTo: 1),
        .repeatedInFrame(id: 1), .missingFromCompleteFrame(id: 1), .staleTouch(id: 1), .cancelledByHost(id: 1),
        .viewUnavailable(id: 1, reason: .hidden), .ignored(id: 1, reason: .blockedByExclusiveView(v)),
    ]
    for d in all { #expect(d.description.contains("1")) }
    #expect(IgnoreReason.blockedByExclusiveView(v).description.contains("E"))
    #expect(IgnoreReason.blockedByExclusiveView(v) != .blockedByExclusiveView(View()))
}

@Test func repair_cancelAllTouchesAlsoCancelsHeldEndsAndSilencesWaitingRecognizers() throws {
    let f = Fig3()
    let button = f.button306
    var fired: [String] = []
    let doubleTap = TapGestureRecognizer { _ in fired.append("double") }
    doubleTap.numberOfTapsRequired = 2
    let singleTap = TapGestureRecognizer { _ in fired.append("single") }
    try singleTap.require(toFail: doubleTap)
    button.addGestureRecognizer(singleTap)
    button.addGestureRecognizer(doubleTap)
    f.down(1, 40, 450, at: 0)
    f.frame(0.05, S.s(1, .ended, 40, 450))
    // The single tap waits for the double tap; both withhold touchesEnded (delaysTouchesEnded).
    #expect(f.log.lines == ["306 began [1]"])
    f.dispatcher.cancelAllTouches()
    #expect(f.log.lines == ["306 began [1]", "306 cancelled [1]"])     // cancelled, never ended
    #expect(singleTap.state == .possible && doubleTap.state == .possible)   // failed, then reset
    f.dispatcher.advance(to: 2)
    #expect(fired.isEmpty)                                              // the single tap never fires
    #expect(f.dispatcher.isIdle)
}

@Test func repair_hidingAViewCancelsTouchesWhoseEndIsStillHeld() throws {
    let f = Fig3()
    let doubleTap = TapGestureRecognizer()
    doubleTap.numberOfTapsRequired = 2
    f.button306.addGestureRecognizer(doubleTap)
    f.down(1, 40, 450, at: 0)
    f.frame(0.05, S.s(1, .ended, 40, 450))
    #expect(f.log.lines == ["306 began [1]"])          // touchesEnded withheld while the double tap decides
    f.buttonBar305.isHidden = true
    f.dispatcher.advance(to: 1)                          // the double tap gives up
    #expect(f.log.lines == ["306 began [1]", "306 cancelled [1]"])   // never "ended" to a hidden view
}
