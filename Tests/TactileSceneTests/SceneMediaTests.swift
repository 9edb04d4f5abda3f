import Testing
import Tactile
@testable import TactileScene

// A view's "media" key: the render tree's media / non-media partition for compositing (seed-001 R69, E27).

private let scene = """
{"window": {"width": 400, "height": 800},
 "views": [
   {"id": "player", "frame": [0, 100, 400, 300], "children": [
     {"id": "video", "frame": [0, 0, 400, 225], "media": true},
     {"id": "controls", "frame": [0, 225, 400, 75], "children": [{"id": "play", "frame": [10, 10, 50, 50]}]}
   ]},
   {"id": "preview", "frame": [0, 500, 200, 120], "media": 30},
   {"id": "caption", "frame": [0, 700, 400, 40], "media": false}
 ]}
"""

@Test func sceneMedia_parsesBooleanAndFrameRate() throws {
    let s = try SceneParser().parse(scene, file: "s.json")
    #expect(s.views[0].children[0].contentKind == .media(preferredFramesPerSecond: nil))
    #expect(s.views[0].children[1].contentKind == .nonMedia && s.views[0].contentKind == .nonMedia)
    #expect(s.views[1].contentKind == .media(preferredFramesPerSecond: 30))
    #expect(s.views[2].contentKind == .nonMedia)
    #expect(s.mediaKinds.keys.sorted() == ["preview", "video"])
}

@Test func sceneMedia_errorsNameThePlaceAndReason() {
    let head = #"{"window": {"width": 10, "height": 10}, "views": [{"id": "v", "frame": [0, 0, 5, 5], "media": "#
    #expect(sceneError(head + #""yes"}]}"#)
            == "s.json:1:95: views[0].media: expected true, false or a frame rate (an integer from 1 to 240)")
    #expect(sceneError(head + "0}]}") == "s.json:1:95: views[0].media: a media frame rate must be between 1 and 240")
    #expect(sceneError(head + "24.5}]}")?.hasPrefix("s.json:1:95: views[0].media:") == true)
}

/// seed-001 E27.
@Test func sceneMediaViewsArePartitionedInTheReplaysSnapshot() throws {
    let runtime = try SceneRuntime(scene: try SceneParser().parse(scene, file: "s.json"))
    let snapshot = runtime.renderSnapshot()
    let tree = runtime.renderTree
    let name = { (e: RenderSnapshot.Entry) -> String? in tree.view(for: e.id)?.name }
    let parts = snapshot.partition()
    // The media views are detached; the non-media tree keeps its hierarchy (R69).
    #expect(parts.media.map(name) == ["video", "preview"])
    #expect(parts.nonMedia.entries.compactMap(name) == ["window", "player", "controls", "play", "caption"])
    let nonMedia = parts.nonMedia.entries
    let play = try #require(nonMedia.first { name($0) == "play" })
    #expect(play.parent.flatMap { name(nonMedia[$0]) } == "controls")
    // `tactile replay --snapshot-at` shows the partition.
    let text = RenderSnapshotPrinter.text(of: runtime, at: 0)
    #expect(text.contains("video  frame (0, 0, 400, 225)  screen (0, 100, 400, 225)  media\n"))
    #expect(text.contains("preview  frame (0, 500, 200, 120)  screen (0, 500, 200, 120)  media 30 fps\n"))
    #expect(text.contains("caption  frame (0, 700, 400, 40)  screen (0, 700, 400, 40)\n"))
    let json = RenderSnapshotPrinter.jsonLine(of: runtime, at: 0)
    #expect(json.contains(#"{"view": "video", "depth": 2"#) && json.contains(#""media": true}"#))
}

/// seed-001 E27.
@Test func applicationWindowsCanBeMedia() throws {
    let text = """
    {"window": {"width": 400, "height": 800},
     "applications": [{"id": "tv", "displayed": true, "windows": [
       {"id": "screen", "frame": [0, 0, 400, 800], "media": 24, "children": [{"id": "subtitles", "frame": [0, 700, 400, 100]}]}
     ]}]}
    """
    let runtime = try ApplicationSceneRuntime(scene: try SceneParser().parse(text, file: "tv.json"))
    let printed = RenderSnapshotPrinter.text(of: runtime, at: 0)
    #expect(printed.contains("screen  frame (0, 0, 400, 800)  screen (0, 0, 400, 800)  media 24 fps\n"))
    #expect(printed.contains("subtitles  frame (0, 700, 400, 100)  screen (0, 700, 400, 100)\n"))
}
