import Testing
import Tactile
@testable import TactileScene

private func runtime(_ recognizers: String) throws -> SceneRuntime {
    let text = #"{"window": {"width": 400, "height": 400}, "views": [{"id": "v", "frame": [0, 0, 400, 400], "multipleTouchEnabled": true}], "recognizers": ["# + recognizers + "]}"
    return try SceneRuntime(scene: SceneParser().parse(text, file: "s.json"))
}

@Test func standardRegistryListsTheSceneTypes() {
    #expect(RecognizerRegistry.standard.typeNames == ["tap", "longPress", "pan", "swipe", "pinch", "rotation", "screenEdgePan"])
}

@Test func standardTypesApplyEveryParameter() throws {
    let r = try runtime("""
        {"id": "tap", "type": "tap", "view": "v", "numberOfTapsRequired": 2, "numberOfTouchesRequired": 2, "allowableMovement": 5,
         "maximumPressDuration": 0.4, "maximumTapInterval": 0.3, "maximumTapDistance": 30},
        {"id": "long", "type": "longPress", "view": "v", "minimumPressDuration": 0.8, "allowableMovement": 4, "numberOfTouchesRequired": 2,
         "numberOfTapsRequired": 1, "maximumTapInterval": 0.2, "maximumTapDistance": 20},
        {"id": "pan", "type": "pan", "view": "v", "minimumNumberOfTouches": 2, "maximumNumberOfTouches": 3, "hysteresis": 6},
        {"id": "swipe", "type": "swipe", "view": "v", "direction": ["left", "up"], "numberOfTouchesRequired": 2, "minimumDistance": 40,
         "maximumDuration": 0.3, "maximumDeviationAngle": 0.4, "minimumSpeed": 150},
        {"id": "pinch", "type": "pinch", "view": "v", "minimumSpanChange": 7},
        {"id": "rotation", "type": "rotation", "view": "v", "minimumRotation": 0.1},
        {"id": "edge", "type": "screenEdgePan", "view": "v", "edges": ["left", "bottom"], "edgeRegionWidth": 30,
         "minimumNumberOfTouches": 1, "maximumNumberOfTouches": 2, "hysteresis": 8}
        """)
    let tap = try #require(r.recognizer(withID: "tap") as? TapGestureRecognizer)
    #expect(tap.numberOfTapsRequired == 2 && tap.numberOfTouchesRequired == 2 && tap.allowableMovement == 5)
    #expect(tap.maximumPressDuration == 0.4 && tap.maximumTapInterval == 0.3 && tap.maximumTapDistance == 30)
    let long = try #require(r.recognizer(withID: "long") as? LongPressGestureRecognizer)
    #expect(long.minimumPressDuration == 0.8 && long.allowableMovement == 4 && long.numberOfTouchesRequired == 2)
    #expect(long.numberOfTapsRequired == 1 && long.maximumTapInterval == 0.2 && long.maximumTapDistance == 20)
    let pan = try #require(r.recognizer(withID: "pan") as? PanGestureRecognizer)
    #expect(pan.minimumNumberOfTouches == 2 && pan.maximumNumberOfTouches == 3 && pan.hysteresis == 6)
    let swipe = try #require(r.recognizer(withID: "swipe") as? SwipeGestureRecognizer)
    #expect(swipe.direction == [.left, .up] && swipe.numberOfTouchesRequired == 2 && swipe.minimumDistance == 40)
    #expect(swipe.maximumDuration == 0.3 && swipe.maximumDeviationAngle == 0.4 && swipe.minimumSpeed == 150)
    #expect((r.recognizer(withID: "pinch") as? PinchGestureRecognizer)?.minimumSpanChange == 7)
    #expect((r.recognizer(withID: "rotation") as? RotationGestureRecognizer)?.minimumRotation == 0.1)
    let edge = try #require(r.recognizer(withID: "edge") as? ScreenEdgePanGestureRecognizer)
    #expect(edge.edges == [.left, .bottom] && edge.edgeRegionWidth == 30 && edge.maximumNumberOfTouches == 2 && edge.hysteresis == 8)
}

// Issue 5: every per-instance property of each standard class is a scene
// parameter under its Swift property name.
@Test func standardTypesApplyTouchCountsDeviationAnglesAndVelocityEstimators() throws {
    let r = try runtime("""
        {"id": "pan", "type": "pan", "view": "v", "velocityEstimator": {"horizon": 0.08, "stopThreshold": 0.04, "oldestSampleWeight": 0.25}},
        {"id": "swipe", "type": "swipe", "view": "v", "velocityEstimator": {"horizon": 0.12}},
        {"id": "pinch", "type": "pinch", "view": "v", "minimumNumberOfTouches": 3, "maximumNumberOfTouches": 4,
         "velocityEstimator": {"stopThreshold": 0.07}},
        {"id": "rotation", "type": "rotation", "view": "v", "minimumNumberOfTouches": 3, "maximumNumberOfTouches": 5,
         "velocityEstimator": {"oldestSampleWeight": 0.75}},
        {"id": "edge", "type": "screenEdgePan", "view": "v", "edges": ["all"], "maximumDeviationAngle": 0.6,
         "velocityEstimator": {"horizon": 0.05}},
        {"id": "tap", "type": "tap", "view": "v", "cancelsTouchesInViewOnFailure": true}
        """)
    let pan = try #require(r.recognizer(withID: "pan") as? PanGestureRecognizer)
    #expect(pan.velocityEstimator.horizon == 0.08 && pan.velocityEstimator.stopThreshold == 0.04)
    #expect(pan.velocityEstimator.oldestSampleWeight == 0.25)
    let swipe = try #require(r.recognizer(withID: "swipe") as? SwipeGestureRecognizer)
    #expect(swipe.velocityEstimator.horizon == 0.12 && swipe.velocityEstimator.stopThreshold == VelocityEstimator().stopThreshold)
    let pinch = try #require(r.recognizer(withID: "pinch") as? PinchGestureRecognizer)
    #expect(pinch.minimumNumberOfTouches == 3 && pinch.maximumNumberOfTouches == 4 && pinch.velocityEstimator.stopThreshold == 0.07)
    let rotation = try #require(r.recognizer(withID: "rotation") as? RotationGestureRecognizer)
    #expect(rotation.minimumNumberOfTouches == 3 && rotation.maximumNumberOfTouches == 5)
    #expect(rotation.velocityEstimator.oldestSampleWeight == 0.75 && rotation.velocityEstimator.horizon == ScalarVelocityEstimator().horizon)
    let edge = try #require(r.recognizer(withID: "edge") as? ScreenEdgePanGestureRecognizer)
    #expect(edge.edges == .all && edge.maximumDeviationAngle == 0.6 && edge.velocityEstimator.horizon == 0.05)
    let tap = try #require(r.recognizer(withID: "tap"))
    #expect(tap.cancelsTouchesInViewOnFailure)
    #expect(try #require(r.recognizer(withID: "pan")).cancelsTouchesInViewOnFailure == false)
}

@Test func velocityEstimatorObjectsAreCheckedLikeTheRest() {
    func error(_ recognizer: String) -> String? {
        do {
            _ = try runtime(recognizer)
            return nil
        } catch {
            return "\(error)"
        }
    }
    #expect(error(#"{"id": "p", "type": "pan", "view": "v", "velocityEstimator": {"window": 0.1}}"#)?
        .contains("recognizers[0].velocityEstimator.window: unknown property \"window\" of velocityEstimator (expected one of: horizon, stopThreshold, oldestSampleWeight)") == true)
    #expect(error(#"{"id": "p", "type": "pan", "view": "v", "velocityEstimator": {"horizon": -1}}"#)?
        .contains("recognizers[0].velocityEstimator.horizon: horizon must be at least 0") == true)
    #expect(error(#"{"id": "p", "type": "pan", "view": "v", "velocityEstimator": 0.1}"#)?
        .contains("recognizers[0].velocityEstimator: expected an object") == true)
    #expect(error(#"{"id": "r", "type": "rotation", "view": "v", "minimumNumberOfTouches": 1}"#)?
        .contains("minimumNumberOfTouches must be at least 2, found 1") == true)
    #expect(error(#"{"id": "t", "type": "tap", "view": "v", "maximumDeviationAngle": 1}"#)?
        .contains("unknown property \"maximumDeviationAngle\" for a tap recognizer") == true)
}

@Test func omittedParametersKeepTheLibraryDefaults() throws {
    let r = try runtime(#"{"id": "tap", "type": "tap", "view": "v"}, {"id": "swipe", "type": "swipe", "view": "v"}"#)
    let tap = try #require(r.recognizer(withID: "tap") as? TapGestureRecognizer)
    let fresh = TapGestureRecognizer()
    #expect(tap.numberOfTapsRequired == fresh.numberOfTapsRequired && tap.allowableMovement == fresh.allowableMovement)
    #expect(tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.delaysTouchesEnded && tap.isExclusive && tap.isEnabled)
    #expect((r.recognizer(withID: "swipe") as? SwipeGestureRecognizer)?.direction == SwipeGestureRecognizer().direction)
}

@Test func swipeActionLogsTheRecognizedDirection() throws {
    var synth = TraceSynthesizer(seed: 5)
    synth.touch(id: 1, down: 0.1, up: 0.25, path: TraceSynthesizer.line(from: Point(x: 300, y: 200), to: Point(x: 120, y: 204)))
    let scene = try SceneParser().parse(#"{"window": {"width": 400, "height": 400}, "views": [{"id": "v", "frame": [0, 0, 400, 400]}], "recognizers": [{"id": "s", "type": "swipe", "view": "v", "direction": ["left", "right"]}]}"#, file: "s")
    let jsonl = LogFormatter.render(try Replay.run(scene: scene, frames: synth.frames()), format: .jsonl)
    #expect(jsonl.contains(#""kind": "action", "recognizer": "s", "state": "recognized""#))
    #expect(jsonl.contains(#""direction": ["left"]}"#))
}

@Test func synthesizedTracesAreDeterministicAndQuietWhenResting() {
    func make() -> [TraceFrame] {
        var s = TraceSynthesizer(seed: 9)
        s.touch(id: 1, down: 0, up: 1, path: { _ in Point(x: 50, y: 50) })
        return s.frames()
    }
    #expect(make() == make())
    // A resting finger for 1 s (121 ticks): the fuzz filter drops almost all of the noise.
    let frames = make()
    #expect(frames.count < 12)
    #expect(frames.first?.touches?.first?.phase == .began && frames.last?.touches?.first?.phase == .ended)
    #expect(make().last?.t == 1)
}
