import Foundation
import Testing
import Tactile
import TactileScene

/// The package root (this file is Tests/TactileSceneTests/ReplayEndTests.swift).
private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
private let study3 = root.appendingPathComponent("Tests/Fixtures/reliability3")

private func fixture(_ path: String) throws -> String {
    try String(contentsOf: study3.appendingPathComponent(path), encoding: .utf8)
}

// Issue 25, bugs 14 and 15: a replay ends at a documented bound and leaves nothing allocated.
struct ReplayEndTests {
    /// Bug 15: a valid 1e9 s animation stops `ReplayEnd.timeAfterLastInput`
    /// (60 s) after the trace's last line, and the runtime says where.
    @Test func aLongAnimationStopsSixtySecondsAfterTheLastInput() throws {
        let scene = try SceneParser().parse(try fixture("15-long-animation-endless-replay/long-animation.json"), file: "long.json")
        let runtime = try Replay.makeRuntime(scene: scene, file: "long.json")
        var last = 0.0
        runtime.log.streamEvents { last = $0.t }
        runtime.feed(TraceFrame(t: 2, touches: nil))
        runtime.finish()
        #expect(runtime.stoppedAt == 62)
        #expect(abs(last - 62) < 0.02)   // the last 60 Hz frame at or before the bound
    }

    /// Bug 15: a scene whose timers all end before the bound replays to the
    /// last timer, as before, and `stoppedAt` stays nil.
    @Test func timersEndingBeforeTheBoundAllFire() throws {
        let scene = try SceneParser().parse("""
            {"window": {"width": 100, "height": 100}, "views": [{"id": "v", "frame": [0, 0, 100, 100]}],
             "animations": [{"at": 0, "view": "v", "duration": 30, "alpha": 0}]}
            """, file: "short.json")
        let runtime = try Replay.makeRuntime(scene: scene, file: "short.json")
        var last = 0.0
        runtime.log.streamEvents { last = $0.t }
        runtime.feed(TraceFrame(t: 0, touches: nil))
        runtime.finish()
        #expect(runtime.stoppedAt == nil)
        #expect(abs(last - 30) < 0.02)   // the animation's last frame
    }

    /// Bug 15, applications: the same bound when the animation runs in an application.
    @Test func anApplicationsAnimationStopsAtTheBoundToo() throws {
        let scene = try SceneParser().parse("""
            {"window": {"width": 100, "height": 100},
             "applications": [{"id": "a", "displayed": true, "windows": [{"id": "w", "frame": [0, 0, 100, 100],
                                "children": [{"id": "v", "frame": [0, 0, 100, 100]}]}]}],
             "animations": [{"at": 0, "view": "v", "duration": 1000000000, "alpha": 0}]}
            """, file: "app.json")
        let runtime = try Replay.makeRuntime(scene: scene, file: "app.json")
        runtime.feed(TraceFrame(t: 0, touches: nil))
        runtime.finish()
        #expect(runtime.stoppedAt == 60)
    }

    /// Bug 14: a zoomed scroll view (the photo viewer, pinched) is released
    /// with its runtime: the zoom's settle animation holds its delegate (the
    /// scroll view, which owns the zoom controller) weakly (seed-001 G6).
    @Test func aZoomedScrollViewIsReleasedWithItsRuntime() throws {
        let dir = "14-zoom-scroll-view-leak/"
        let scene = try SceneParser().parse(try fixture(dir + "photo-viewer.scene.json"), file: "photo.json")
        let frames = try TraceParser.parse(try fixture(dir + "pinch.jsonl"), file: "pinch.jsonl")
        weak var scrollView: SceneScrollViewNode?
        weak var zoomView: View?
        var zoomEvents = 0
        do {
            let runtime = try SceneRuntime(scene: scene, file: "photo.json")
            runtime.log.streamEvents { if case .zoom = $0.kind { zoomEvents += 1 } }
            scrollView = runtime.scrollViews.first
            for f in frames { runtime.feed(f) }
            runtime.finish()
            zoomView = runtime.scrollViews.first?.zoomView
        }
        #expect(zoomEvents > 0)   // the pinch zoomed
        #expect(zoomView == nil)
        #expect(scrollView == nil)
    }
}
