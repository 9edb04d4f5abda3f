import Testing
import Tactile
@testable import TactileScene

private let scene = """
    {"window": {"width": 200, "height": 200},
     "views": [{"id": "list", "frame": [0, 0, 200, 200], "children": [{"id": "button", "frame": [50, 50, 100, 40]}]}],
     "recognizers": [
       {"id": "drag", "type": "drag", "view": "list"},
       {"id": "press", "type": "press", "view": "button", "requireToFail": ["drag"]}]}
    """

private let dragTrace = """
    {"t": 0, "touches": [{"id": 1, "phase": "began", "x": 60, "y": 60}]}
    {"t": 0.01, "touches": [{"id": 1, "phase": "moved", "x": 65, "y": 60}]}
    {"t": 0.02, "touches": [{"id": 1, "phase": "moved", "x": 80, "y": 60}]}
    {"t": 0.03, "touches": [{"id": 1, "phase": "moved", "x": 90, "y": 62}]}
    {"t": 0.04, "touches": [{"id": 1, "phase": "ended", "x": 90, "y": 62}]}
    """

@Test func replayLogsViewCallbacksStatesAndActionsInOrder() throws {
    let events = try replay(scene, dragTrace, registry: .testing)
    let jsonl = LogFormatter.render(events, format: .jsonl)
    #expect(jsonl == """
        {"t": 0, "kind": "touches", "view": "button", "phase": "began", "touches": [1]}
        {"t": 0.01, "kind": "touches", "view": "button", "phase": "moved", "touches": [1]}
        {"t": 0.02, "kind": "state", "recognizer": "press", "from": "possible", "to": "failed"}
        {"t": 0.02, "kind": "state", "recognizer": "drag", "from": "possible", "to": "began"}
        {"t": 0.02, "kind": "action", "recognizer": "drag", "state": "began", "location": [80, 60], "touches": 1, "translation": [20, 0]}
        {"t": 0.02, "kind": "touches", "view": "button", "phase": "cancelled", "touches": [1]}
        {"t": 0.03, "kind": "state", "recognizer": "drag", "from": "began", "to": "changed"}
        {"t": 0.03, "kind": "action", "recognizer": "drag", "state": "changed", "location": [90, 62], "touches": 1, "translation": [30, 2]}
        {"t": 0.04, "kind": "state", "recognizer": "drag", "from": "changed", "to": "ended"}
        {"t": 0.04, "kind": "action", "recognizer": "drag", "state": "ended", "location": [90, 62], "touches": 0, "translation": [30, 2]}

        """)
}

@Test func replayDiscreteRecognitionIsLoggedAsRecognized() throws {
    let events = try replay(scene, """
        {"t": 0, "touches": [{"id": 4, "phase": "began", "x": 60, "y": 60}]}
        {"t": 0.1, "touches": [{"id": 4, "phase": "ended", "x": 61, "y": 60}]}
        """, registry: .testing)
    let states = events.compactMap { e -> String? in
        if case .state(let s) = e.kind { return "\(s.recognizer) \(s.from.rawValue)→\(s.to.rawValue)" }
        return nil
    }
    // The drag fails on lift, which releases the press waiting for it (requireToFail).
    #expect(states == ["drag possible→failed", "press possible→recognized"])
    // Recognized at the lift: its action no longer counts the lifted touch (UIKit, numberOfTouches 0).
    #expect(events.contains { if case .action(let a) = $0.kind { return a.recognizer == "press" && a.state == .recognized && a.touches == 0 } else { return false } })
}

@Test func replayShouldBeginFalseMakesTheRecognizerFail() throws {
    let s = scene.replacingOccurrences(of: #""view": "list"}"#, with: #""view": "list", "shouldBegin": false}"#)
    let events = try replay(s, dragTrace, registry: .testing)
    #expect(events.contains(LogEvent(t: 0.02, kind: .state(.init(recognizer: "drag", from: .possible, to: .failed)))))
    #expect(!events.contains { if case .action = $0.kind { return true } else { return false } })
}

@Test func replaySimultaneousWithWorksBothWays() throws {
    // Two drags on one view: without simultaneousWith the first prevents the second.
    let base = """
        {"window": {"width": 200, "height": 200}, "views": [{"id": "v", "frame": [0, 0, 200, 200]}],
         "recognizers": [{"id": "a", "type": "drag", "view": "v"}, {"id": "b", "type": "drag", "view": "v"SIM}]}
        """
    func began(_ text: String) throws -> [String] {
        try replay(text, dragTrace, registry: .testing).compactMap { e in
            if case .state(let s) = e.kind, s.to == .began { return s.recognizer }
            return nil
        }
    }
    #expect(try began(base.replacingOccurrences(of: "SIM", with: "")) == ["a"])
    #expect(try began(base.replacingOccurrences(of: "SIM", with: #", "simultaneousWith": ["a"]"#)) == ["a", "b"])
    let runtime = try SceneRuntime(scene: SceneParser(registry: .testing).parse(base.replacingOccurrences(of: "SIM", with: #", "simultaneousWith": ["a"]"#), file: "s"), registry: .testing)
    let a = try #require(runtime.recognizer(withID: "a")), b = try #require(runtime.recognizer(withID: "b"))
    #expect(a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true)
    #expect(b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true)
}

@Test func replayAppliesCommonPropertiesAndViewFields() throws {
    let runtime = try SceneRuntime(scene: SceneParser(registry: .testing).parse("""
        {"window": {"width": 200, "height": 100},
         "views": [{"id": "v", "frame": [10, 20, 30, 40], "transform": [2, 0, 0, 2, 0, 0], "multipleTouchEnabled": true,
                    "exclusiveTouch": true, "userInteractionEnabled": false, "hidden": true, "alpha": 0.5, "delivery": "stop"}],
         "recognizers": [{"id": "a", "type": "press", "view": "v", "enabled": false, "cancelsTouchesInView": false,
                          "delaysTouchesBegan": true, "delaysTouchesEnded": false, "exclusive": false,
                          "exclusionExceptions": ["b"], "slop": 3},
                         {"id": "b", "type": "drag", "view": "v", "requireToFail": ["a"]}]}
        """, file: "s"), registry: .testing)
    let v = try #require(runtime.view(withID: "v"))
    #expect(v.center == Point(x: 25, y: 40) && v.bounds.size == Size(width: 30, height: 40))
    #expect(v.transform == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0))
    #expect(v.isMultipleTouchEnabled && v.isExclusiveTouch && !v.isUserInteractionEnabled && v.isHidden && v.alpha == 0.5)
    #expect(v.recognizerDelivery == .stop)
    let a = try #require(runtime.recognizer(withID: "a") as? TestPress)
    let b = try #require(runtime.recognizer(withID: "b"))
    #expect(!a.isEnabled && !a.cancelsTouchesInView && a.delaysTouchesBegan && !a.delaysTouchesEnded && !a.isExclusive)
    #expect(a.slop == 3 && a.view === v && a.name == "a")
    #expect(a.exclusivityExceptions.count == 1 && a.exclusivityExceptions[0] === b)
    #expect(b.failureRequirements.count == 1 && b.failureRequirements[0] === a)
    #expect(runtime.window.bounds.size == Size(width: 200, height: 100))
}

@Test func replayIsDeterministicAndTextIsAligned() throws {
    let first = LogFormatter.render(try replay(scene, dragTrace, registry: .testing), format: .text)
    let second = LogFormatter.render(try replay(scene, dragTrace, registry: .testing), format: .text)
    #expect(first == second)
    let lines = first.split(separator: "\n")
    #expect(lines[0] == TextTimeline.unitsLine)
    #expect(lines[1] == "  time  event    subject  details")
    #expect(lines[2] == "0.0000  touches  button   began [1]")
    #expect(lines[4] == "0.0200  state    press    possible → failed")
    #expect(lines[6] == "0.0200  action   drag     began at (80, 60) touches 1 translation (20, 0)")
}

@Test func replayTimeOnlyLinesFireTimersAndFinishDrains() throws {
    final class Hold: GestureRecognizer {
        override var isContinuous: Bool { true }
        override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
            scheduleTimer(after: 0.5) { [unowned self] in if self.state == .possible { self.state = .began } }
        }
        override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
            state = state.isInProgress ? .ended : .failed
        }
    }
    var registry = RecognizerRegistry.testing
    registry.register(RecognizerKind(type: "hold", parameters: [], make: { _ in Hold() }))
    let sceneText = #"{"window": {"width": 10, "height": 10}, "views": [{"id": "v", "frame": [0, 0, 10, 10]}], "recognizers": [{"id": "h", "type": "hold", "view": "v"}]}"#
    let events = try replay(sceneText, """
        {"t": 1, "touches": [{"id": 1, "phase": "began", "x": 5, "y": 5}]}
        {"t": 1.2}
        {"t": 1.7}
        """, registry: registry)
    // The timer fires at its due time (1.5), between the lines.
    #expect(events.contains(LogEvent(t: 1.5, kind: .state(.init(recognizer: "h", from: .possible, to: .began)))))
}
