import Foundation
import Testing
import TactileScene
@testable import TactileCommands

/// `tactile playground` hands tactile.wasm (which leaves TactileGestures out) the recognizers a scene's
/// `"gestures"` compile to (docs/swiftui-gestures.md §4).
@Suite struct PlaygroundGestureLoweringTests {
    /// The lowered swiftui-card scene has no `gestures` left, names each compiled recognizer as the replay log
    /// does, keeps their relations (the card's three recognize simultaneously; a row's long press and drag
    /// too), and replays: the card's drag still begins.
    @Test func loweredSceneHasTheCompiledRecognizersAndTheirRelations() throws {
        let text = try readPackageFile("Examples/swiftui-card.scene.json")
        let lowered = PlaygroundGestureLowering.lower(text, file: "swiftui-card.scene.json")
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
        let frames = try TraceParser.parse(try readPackageFile("Examples/swiftui-card.trace.jsonl"), file: "t")
        let events = try Replay.run(scene: scene, frames: frames)
        #expect(events.contains { if case .state(let s) = $0.kind { s.recognizer == "photoCard.gesture1.drag" && s.to == .began } else { false } })
    }

    /// A scene without gestures is handed over as written.
    @Test func sceneWithoutGesturesIsUnchanged() throws {
        let text = try readPackageFile("Examples/map.scene.json")
        #expect(PlaygroundGestureLowering.lower(text, file: "map.scene.json") == text)
    }
}
