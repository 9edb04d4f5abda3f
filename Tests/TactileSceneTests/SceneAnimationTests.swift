import Testing
import Tactile
@testable import TactileScene

// Scene animations: the "animations" key, the `animation` log kind and render snapshots of a replay.

private let scene = """
{"window": {"width": 400, "height": 800},
 "views": [{"id": "photo", "frame": [0, 100, 400, 400]}, {"id": "bar", "frame": [0, 700, 400, 100]}],
 "recognizers": [{"id": "tap", "type": "tap", "view": "photo"}],
 "animations": [
   {"on": "tap", "view": "photo", "duration": 0.5, "curve": "linear", "transform": [2, 0, 0, 2, 0, 0], "toggle": true},
   {"at": 2, "view": "bar", "duration": 0, "alpha": 0.5}
 ]}
"""

private let head = #"{"window": {"width": 10, "height": 10}, "views": [{"id": "v", "frame": [0, 0, 5, 5]}], "#

@Test func sceneAnimations_parseEveryKey() throws {
    let s = try SceneParser().parse(scene, file: "s.json")
    #expect(s.animations.count == 2)
    #expect(s.animations[0].trigger == .on("tap") && s.animations[0].curve == .linear && s.animations[0].toggle)
    #expect(s.animations[0].transform == AffineTransform(scaleX: 2, y: 2))
    #expect(s.animations[1].trigger == .at(2) && s.animations[1].alpha == 0.5 && s.animations[1].duration == 0)
}

@Test func sceneAnimations_errorsNameThePlaceAndReason() {
    #expect(sceneError(head + #""animations": [{"at": 1, "view": "v", "duration": 1}]}"#)
            == "s.json:1:103: animations[0]: an animation needs at least one of frame, transform, alpha, rotation")
    #expect(sceneError(head + #""animations": [{"at": 1, "view": "w", "duration": 1, "alpha": 0}]}"#)
            == #"s.json:1:103: animations[0].view: "w" is not a view id"#)
    #expect(sceneError(head + #""animations": [{"on": "v", "view": "v", "duration": 1, "alpha": 0}]}"#)
            == #"s.json:1:103: animations[0].on: "v" is not a recognizer id"#)
    #expect(sceneError(head + #""animations": [{"at": 1, "view": "v", "duration": 1, "alpha": 0, "sync": {"id": 1, "count": 2}}]}"#)
            == #"s.json:1:103: animations[0].sync: "sync" needs applications (the scene has none)"#)
    #expect(sceneError(head + #""animations": [{"at": 1, "view": "v", "duration": 1, "alpha": 2}]}"#)
            == "s.json:1:150: animations[0].alpha: alpha must be between 0 and 1")
    #expect(sceneError(head + #""animations": [{"at": 1, "view": "v", "duration": 1, "curve": "bouncy", "alpha": 0}]}"#)?
            .hasPrefix(#"s.json:1:150: animations[0].curve: unknown curve "bouncy""#) == true)
    #expect(sceneError(head + #""animations": [{"view": "v", "duration": 1, "alpha": 0}]}"#)
            == #"s.json:1:103: animations[0]: missing required property "at" or "on""#)
}

@Test func sceneAnimations_replayLogsStartFractionsAndStopAndDrawsTheZoom() throws {
    let s = try SceneParser().parse(scene, file: "s.json")
    let runtime = try SceneRuntime(scene: s)
    let tap: [TraceFrame] = [
        TraceFrame(t: 0.3, touches: [TraceTouch(id: 1, phase: .began, x: 200, y: 300)]),
        TraceFrame(t: 0.35, touches: [TraceTouch(id: 1, phase: .ended, x: 200, y: 300)]),
    ]
    for f in tap { runtime.feed(f) }
    runtime.advance(to: 0.61)  // the last tick is at 0.6 (36/60)
    // Half-way at the 0.6 tick (linear, committed at 0.35): the drawn scale is 1.5; the model is already 2.
    let photo = try #require(runtime.view(withID: "photo"))
    #expect(photo.transform == AffineTransform(scaleX: 2, y: 2))
    let snapshot = runtime.renderSnapshot()
    let id = try #require(runtime.renderTree.entryID(of: photo))
    let entry = try #require(snapshot.entry(id))
    #expect(abs(entry.transform.a - 1.5) < 1e-9)
    runtime.finish()
    let animations = runtime.log.events.compactMap { e -> LogEvent.AnimationEvent? in
        if case .animation(let a) = e.kind { return a } else { return nil }
    }
    #expect(animations.first?.event == "start" && animations.first?.views == ["photo"] && animations.first?.curve == "linear")
    let fractions = animations.filter { $0.event == "fraction" }
    // One per tick over 0.5 s (the last tick, at or after the end, stops it instead).
    #expect((29...30).contains(fractions.count) && (fractions.last?.value ?? 0) > 1.9)
    #expect(zip(fractions, fractions.dropFirst()).allSatisfy { $0.fraction < $1.fraction && $0.value < $1.value })
    #expect(animations.filter { $0.event == "stop" }.map(\.finished) == [true, true])
    // The bar's duration-0 animation at t = 2 applies at once: a start and a stop, no fraction.
    #expect(animations.suffix(2).map(\.event) == ["start", "stop"] && animations.suffix(2).allSatisfy { $0.animation == 2 })
    #expect(runtime.view(withID: "bar")?.alpha == 0.5)
    let text = RenderSnapshotPrinter.text(of: runtime, at: 9)
    #expect(text.contains("photo  frame (0, 100, 400, 400)  screen (0, 100, 400, 400)  transform [2, 0, 0, 2, 0, 0]"))
    #expect(text.contains("bar  frame (0, 700, 400, 100)  screen (0, 700, 400, 100)  alpha 0.5"))
}

/// seed-001 E25.
@Test func synchronizedApplicationsReplay() throws {
    // Two applications commit their halves of session 7 at different times (R59, R61): nothing moves until
    // the second commit (R62), then both start on the same tick and stop on the same tick.
    let text = """
    {"window": {"width": 400, "height": 800},
     "applications": [
       {"id": "p1", "displayed": true, "windows": [{"id": "w1", "frame": [0, 0, 400, 200]}]},
       {"id": "p2", "windows": [{"id": "w2", "frame": [0, 200, 400, 300]}]}
     ],
     "animations": [
       {"at": 0.2, "view": "w1", "duration": 0.5, "curve": "linear", "frame": [0, 0, 400, 300], "sync": {"id": 7, "count": 2}},
       {"at": 0.5, "view": "w2", "duration": 0.5, "curve": "linear", "frame": [0, 300, 400, 200], "sync": {"id": 7, "count": 2}}
     ]}
    """
    let runtime = try ApplicationSceneRuntime(scene: try SceneParser().parse(text, file: "e25.json"))
    runtime.advance(to: 0.4)
    let held = RenderSnapshotPrinter.text(of: runtime, at: 0.4)
    #expect(held.contains("w1  frame (0, 0, 400, 200)"))  // p1 committed, still drawn in its old state
    runtime.finish()
    let events = runtime.log.events.compactMap { e -> (Double, LogEvent.AnimationEvent)? in
        if case .animation(let a) = e.kind, a.event != "fraction" { return (e.t, a) } else { return nil }
    }
    #expect(events.map { $0.1.event } == ["start", "start", "stop", "stop"])
    #expect(events[0].0 == events[1].0 && events[0].0 > 0.5 && events[0].0 < 0.5 + 1.0 / 60 + 1e-9)
    #expect(events[2].0 == events[3].0)
    #expect(events.allSatisfy { $0.1.event != "start" || $0.1.sync == 7 })
    #expect(RenderSnapshotPrinter.text(of: runtime, at: 2).contains("w1  frame (0, 0, 400, 300)"))
}
