import Testing
import Tactile
import TactileScene

/// A scene view's `"gestures"` (docs/formats.md, "Gestures"; docs/swiftui-gestures.md §4).
@Suite struct SceneGestureTests {
    static let scene = """
        {
          "window": {"width": 390, "height": 844},
          "views": [
            {"id": "card", "frame": [45, 80, 300, 220], "multipleTouchEnabled": true,
             "gestures": [{"simultaneously": [{"drag": {}}, {"magnify": {}}, {"rotate": {}}]}]},
            {"id": "row", "frame": [0, 420, 390, 88],
             "gestures": [{"sequenced": [{"longPress": {}}, {"drag": {}}]}, {"tap": {"count": 2}, "priority": "high"}]}
          ]
        }
        """

    static func replay(_ trace: String) throws -> [LogEvent] {
        let scene = try SceneParser().parse(Self.scene, file: "s.json")
        return try Replay.run(scene: scene, frames: try TraceParser.parse(trace, file: "t.jsonl"))
    }

    static func actions(_ events: [LogEvent], of id: String) -> [LogEvent.ActionEvent] {
        events.compactMap { if case .action(let a) = $0.kind, a.recognizer == id { return a } else { return nil } }
    }

    /// The card's one gesture drags, pinches and turns at once: its actions carry the drag's translation, the
    /// magnification and the rotation; the recognizers it compiled to are logged by their own ids.
    @Test func simultaneousCardLogsTranslationMagnificationAndRotation() throws {
        let events = try Self.replay("""
            {"t": 0.1, "touches": [{"id": 1, "phase": "began", "x": 145, "y": 190}, {"id": 2, "phase": "began", "x": 245, "y": 190}]}
            {"t": 0.2, "touches": [{"id": 1, "phase": "moved", "x": 120, "y": 190}, {"id": 2, "phase": "moved", "x": 270, "y": 200}]}
            {"t": 0.3, "touches": [{"id": 1, "phase": "moved", "x": 95, "y": 200}, {"id": 2, "phase": "moved", "x": 295, "y": 220}]}
            {"t": 0.4, "touches": [{"id": 1, "phase": "ended", "x": 95, "y": 200}, {"id": 2, "phase": "ended", "x": 295, "y": 220}]}
            """)
        let actions = Self.actions(events, of: "card.gesture1")
        #expect(actions.first?.state == .began)
        #expect(actions.last?.state == .ended)
        let names = Set(actions.flatMap { $0.fields.map(\.name) })
        #expect(names.isSuperset(of: ["translation", "magnification", "rotation"]))
        let states = events.compactMap { e -> String? in if case .state(let s) = e.kind { return s.recognizer } else { return nil } }
        #expect(states.contains("card.gesture1.drag") && states.contains("card.gesture1.magnify") && states.contains("card.gesture1.rotate"))
    }

    /// The row's sequence reaches its second stage only after the long press succeeded (0.5 s), then drags.
    @Test func sequencedRowLogsItsStages() throws {
        let events = try Self.replay("""
            {"t": 1.0, "touches": [{"id": 1, "phase": "began", "x": 195, "y": 460}]}
            {"t": 1.7}
            {"t": 1.8, "touches": [{"id": 1, "phase": "moved", "x": 195, "y": 520}]}
            {"t": 1.9, "touches": [{"id": 1, "phase": "ended", "x": 195, "y": 560}]}
            """)
        let stages = Self.actions(events, of: "row.gesture1").compactMap { a in
            a.fields.first { $0.name == "stage" }.map { "\(a.state.rawValue) \($0.value.text)" }
        }
        #expect(stages.first == "began first")
        #expect(stages.contains("changed second"))
        #expect(stages.last == "ended second")
        let lastTranslation = Self.actions(events, of: "row.gesture1").last?.fields.first { $0.name == "translation" }
        #expect(lastTranslation?.value == .vector(0, 100))
    }

    /// A view that an `addView` edit brings in while the replay runs gets its `"gestures"` as a scene view
    /// does (docs/formats.md, "Edits": the view object is a scene view's); `removeView` takes them away.
    @Test func viewAddedByAnEditGetsItsGestures() throws {
        let events = try Self.replay("""
            {"t": 0.1, "edit": {"op": "addView", "view": {"id": "badge", "frame": [0, 600, 100, 100], "gestures": [{"tap": {}}]}}}
            {"t": 0.2, "touches": [{"id": 1, "phase": "began", "x": 50, "y": 650}]}
            {"t": 0.3, "touches": [{"id": 1, "phase": "ended", "x": 50, "y": 650}]}
            """)
        #expect(!Self.actions(events, of: "badge.gesture1").isEmpty)
        let states = events.compactMap { e -> String? in if case .state(let s) = e.kind { return s.recognizer } else { return nil } }
        #expect(states.contains("badge.gesture1.tap"))

        let scene = try SceneParser().parse(Self.scene, file: "s.json")
        let runtime = try SceneRuntime(scene: scene, file: "s.json")
        for f in try TraceParser.parse(#"{"t": 0.1, "edit": {"op": "addView", "view": {"id": "badge", "frame": [0, 600, 100, 100], "gestures": [{"tap": {}}]}}}"#, file: "t.jsonl") {
            runtime.feed(f)
        }
        #expect(runtime.gestureRecognizers.map(\.id).contains("badge.gesture1.tap"))
        for f in try TraceParser.parse(#"{"t": 0.2, "edit": {"op": "removeView", "id": "badge"}}"#, file: "t.jsonl") { runtime.feed(f) }
        #expect(!runtime.gestureRecognizers.contains { $0.view == "badge" })
        #expect(runtime.gestureRecognizers.contains { $0.view == "card" })
    }

    /// Bad gestures are errors with the file, line and column, as every scene error.
    @Test func badGesturesAreRejectedWithTheirPlace() {
        let cases: [(String, String)] = [
            (#"[{"swipe": {}}]"#, "unknown gesture \"swipe\""),
            (#"[{"drag": {"minimumDistance": -1}}]"#, "must not be negative"),
            (#"[{"simultaneously": [{"drag": {}}]}]"#, "needs at least two gestures"),
            (#"[{"tap": {}, "priority": "urgent"}]"#, "unknown priority \"urgent\""),
            (#"[{"tap": {"count": 0}}]"#, "must be at least 1"),
            (#"[{"priority": "high"}]"#, "missing gesture"),
        ]
        for (gestures, reason) in cases {
            let text = "{\"window\": {\"width\": 100, \"height\": 100},\n \"views\": [{\"id\": \"v\", \"frame\": [0, 0, 10, 10],\n \"gestures\": \(gestures)}]}"
            do {
                _ = try SceneParser().parse(text, file: "bad.json")
                Issue.record("accepted \(gestures)")
            } catch {
                #expect(error.description.contains(reason), "\(error.description)")
                #expect(error.line == 3)
            }
        }
    }
}
