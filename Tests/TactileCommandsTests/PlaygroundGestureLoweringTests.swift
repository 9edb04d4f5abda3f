import Foundation
import Testing
import TactileScene
@testable import TactileCommands

/// `tactile playground` hands tactile.wasm (which leaves TactileGestures out) the recognizers a scene's
/// `"gestures"` compile to, and the page's script a description of each attachment (docs/playground.md,
/// "SwiftUI-style gestures"; docs/swiftui-gestures.md §4).
@Suite struct PlaygroundGestureLoweringTests {
    /// The lowered swiftui-card scene has no `gestures` left, names each compiled recognizer as the replay log
    /// does, keeps their relations (the card's three recognize simultaneously; a row's long press and drag
    /// too) and parameters (the rotation's one-degree minimum), and replays: the card's drag still begins.
    @Test func loweredSceneHasTheCompiledRecognizersAndTheirRelations() throws {
        let text = try readPackageFile("Examples/swiftui-card.scene.json")
        let lowered = PlaygroundGestureLowering.lower(text, file: "swiftui-card.scene.json").scene
        #expect(!lowered.contains("\"gestures\""))
        let scene = try SceneParser().parse(lowered, file: "lowered.json")
        let ids = scene.recognizers.map(\.id)
        #expect(ids.contains("photoCard.gesture1.drag") && ids.contains("photoCard.gesture1.magnify")
                && ids.contains("photoCard.gesture1.rotate") && ids.contains("row2.gesture1.longPress"))
        let drag = try #require(scene.recognizers.first { $0.id == "photoCard.gesture1.drag" })
        #expect(drag.type == "pan" && drag.view == "photoCard")
        #expect(Set(drag.simultaneousWith) == ["photoCard.gesture1.magnify", "photoCard.gesture1.rotate"])
        let press = try #require(scene.recognizers.first { $0.id == "row2.gesture1.longPress" })
        #expect(press.simultaneousWith == ["row2.gesture1.drag"])
        let rotate = try #require(scene.recognizers.first { $0.id == "photoCard.gesture1.rotate" })
        #expect(rotate.parameter("minimumRotation")?.number == Double.pi / 180)
        let frames = try TraceParser.parse(try readPackageFile("Examples/swiftui-card.trace.jsonl"), file: "t")
        let events = try Replay.run(scene: scene, frames: frames)
        #expect(events.contains { if case .state(let s) = $0.kind { s.recognizer == "photoCard.gesture1.drag" && s.to == .began } else { false } })
    }

    /// SwiftUI: "the second gesture starts only after the first succeeds" (`SequenceGesture`). In the lowered
    /// scene a row's drag requires the row's hidden gate (a tap that neither times out nor moves out) to
    /// fail, and the engine fails the gate when the long press begins: the rows of the swiftui-card trace —
    /// row1's finger moving away before the press succeeds (its drag must not begin), row2's press then
    /// drag — log exactly what `tactile replay` logs for the scene with gestures, without its gesture lines
    /// (the page's script writes those) and without the gates' own lines (the page hides them).
    @Test func sequenceGateHoldsTheSecondGestureBackAsTheReplayDoes() throws {
        let text = try readPackageFile("Examples/swiftui-card.scene.json")
        let lowered = PlaygroundGestureLowering.lower(text, file: "swiftui-card.scene.json")
        let frames = try TraceParser.parse(try readPackageFile("Examples/swiftui-card.trace.jsonl"), file: "t")
        let gestures = try #require(try JSONSerialization.jsonObject(with: Data(lowered.gestures.utf8)) as? [String: Any])
        let hidden = try #require(gestures["hidden"] as? [String])
        #expect(hidden == ["row1.gesture1.gate1", "row2.gesture1.gate1", "row3.gesture1.gate1"])
        let scene = try SceneParser().parse(lowered.scene, file: "lowered.json")
        let drag = try #require(scene.recognizers.first { $0.id == "row1.gesture1.drag" })
        #expect(drag.requireToFail == ["row1.gesture1.gate1"])
        let rowLines = { (events: [LogEvent]) -> [String] in
            events.map(LogFormatter.jsonLine).filter { $0.contains("\"row") && !$0.contains(".gate1\"") }
                .filter { !$0.contains(".gesture1\",") }
        }
        let page = rowLines(try Replay.run(scene: scene, frames: frames))
        let replay = rowLines(try Replay.run(scene: try SceneParser().parse(text, file: "card.json"), frames: frames))
        #expect(page.contains("{\"t\": 3.3, \"kind\": \"state\", \"recognizer\": \"row1.gesture1.drag\", \"from\": \"possible\", \"to\": \"failed\"}"))
        #expect(page == replay)
    }

    /// The page's script gets each attachment's gesture tree with its recognizers' log ids, compositions
    /// folded into pairs as the replay builds them, and how to reach the view's own coordinates.
    @Test func gesturesDescribeEachAttachmentsTree() throws {
        let text = try readPackageFile("Examples/swiftui-card.scene.json")
        let gestures = PlaygroundGestureLowering.lower(text, file: "swiftui-card.scene.json").gestures
        let object = try #require(try JSONSerialization.jsonObject(with: Data(gestures.utf8)) as? [String: Any])
        let attachments = try #require(object["attachments"] as? [[String: Any]])
        #expect(attachments.map { $0["name"] as? String } == ["photoCard.gesture1", "row1.gesture1", "row2.gesture1", "row3.gesture1"])
        let card = try #require(attachments.first?["tree"] as? [String: Any])
        let inner = try #require(card["first"] as? [String: Any])
        #expect(card["op"] as? String == "simultaneous" && (card["second"] as? [String: Any])?["leaf"] as? String == "photoCard.gesture1.rotate")
        #expect((inner["first"] as? [String: Any])?["leaf"] as? String == "photoCard.gesture1.drag")
        #expect(attachments.first?["chain"] as? [[Double]] == [[195, 190, 150, 110]])
        #expect(attachments[2]["chain"] as? [[Double]] == [[195, 632, 195, 212], [195, 140, 195, 44]])
    }

    /// A scene without gestures is handed over as written.
    @Test func sceneWithoutGesturesIsUnchanged() throws {
        let text = try readPackageFile("Examples/map.scene.json")
        let lowered = PlaygroundGestureLowering.lower(text, file: "map.scene.json")
        #expect(lowered.scene == text && lowered.gestures == PlaygroundGestureLowering.noGestures)
    }
}
