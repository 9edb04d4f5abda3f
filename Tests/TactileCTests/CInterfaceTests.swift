import Foundation
import Testing
import Tactile
import TactileSceneCore
@testable import TactileC

/// The C interface (include/tactile.h), called as a C host calls it.
struct CInterfaceTests {
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    static func read(_ relative: String) throws -> String {
        try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
    }

    static func create(_ json: String, file: String) -> UnsafeMutableRawPointer? {
        let bytes = Array(json.utf8)
        return bytes.withUnsafeBufferPointer { b in
            file.withCString { f in
                f.withMemoryRebound(to: UInt8.self, capacity: file.utf8.count + 1) {
                    tactile_session_create(b.baseAddress, b.count, $0)
                }
            }
        }
    }

    static func text(_ p: UnsafePointer<UInt8>?, _ n: Int) -> String {
        guard let p else { return "" }
        return String(decoding: UnsafeBufferPointer(start: p, count: n), as: UTF8.self)
    }

    static func lastError() -> String {
        var n = 0
        let p = tactile_last_error(&n)
        return text(p, n)
    }

    static func readJSONL(_ s: UnsafeMutableRawPointer?) -> String {
        var n = 0
        let p = tactile_session_read_jsonl(s, &n)
        return text(p, n)
    }

    static func feedLine(_ s: UnsafeMutableRawPointer?, _ line: String) -> Int32 {
        let bytes = Array(line.utf8)
        return bytes.withUnsafeBufferPointer { tactile_session_feed_trace_line(s, $0.baseAddress, $0.count) }
    }

    static func describe(_ s: UnsafeMutableRawPointer?) -> String {
        var n = 0
        let p = tactile_session_describe(s, &n)
        return text(p, n)
    }

    /// Two fingers from 80 to 160 points apart about (195, 422), still down: the photo
    /// viewer's page1 zooms to scale 2 about their centre.
    static func pinchPhotoViewerToTwice(_ session: UnsafeMutableRawPointer?) {
        #expect(feedLine(session, #"{"t": 1, "touches": [{"id": 1, "phase": "began", "x": 155, "y": 422}, {"id": 2, "phase": "began", "x": 235, "y": 422}]}"#) == 0)
        for i in 1...20 {
            let d = 40 + 2 * Double(i)
            let line = #"{"t": \#(1 + 0.016 * Double(i)), "touches": [{"id": 1, "phase": "moved", "x": \#(195 - d), "y": 422}, {"id": 2, "phase": "moved", "x": \#(195 + d), "y": 422}]}"#
            #expect(feedLine(session, line) == 0)
        }
    }

    /// The playground draws from this: the scroll views' own recognizers are listed
    /// after the scene's (as in the report), and the corners follow zooming.
    @Test func cAPI_describeListsScrollViewsOwnRecognizersAndCurrentCorners() throws {
        let session = Self.create(try Self.read("Examples/photo-viewer.scene.json"), file: "photo-viewer.scene.json")
        defer { tactile_session_destroy(session) }
        let before = Self.describe(session)
        #expect(before.contains(#"{"id": "toggleChrome", "type": "tap", "view": "pager"}, {"id": "pager.pan", "type": "pan (scroll view)", "view": "pager"}"#))
        #expect(before.contains(#"{"id": "page1.pinch", "type": "pinch (zoom)", "view": "photo1"}"#))
        #expect(before.contains(#"{"id": "photo1", "depth": 3, "hidden": false, "corners": [[0, 0], [390, 0], [390, 844], [0, 844]]}"#))
        Self.pinchPhotoViewerToTwice(session)
        let after = Self.describe(session)
        #expect(after.contains(#"{"id": "photo1", "depth": 3, "hidden": false, "corners": [[-195, -422], [585, -422], [585, 1266], [-195, 1266]]}"#), "\(after)")
    }

    /// A host drawing from the description sees the scroll views with their scrolling state
    /// now, under the scene document's names: UIKit `zoomScale` is "the current scale factor
    /// applied to the scroll view's content", and zooming makes the content size the zoomed
    /// view's (the content offset is the bounds origin, so the corners stay the frame's).
    @Test func cAPI_describeListsScrollViewsWithOffsetContentSizeZoomAndInset() throws {
        let session = Self.create(try Self.read("Examples/photo-viewer.scene.json"), file: "photo-viewer.scene.json")
        defer { tactile_session_destroy(session) }
        let before = Self.describe(session)
        #expect(before.contains(#"], "scrollViews": [{"id": "pager", "depth": 1, "hidden": false, "corners": [[0, 0], [390, 0], [390, 844], [0, 844]], "contentOffset": [0, 0], "contentSize": [1170, 844], "zoomScale": 1, "contentInset": {"top": 0, "left": 0, "bottom": 0, "right": 0}}, {"id": "page1", "depth": 2, "#), "\(before)")
        #expect(!before.contains(#""views": [{"id": "pager""#))   // plain views stay in "views"
        Self.pinchPhotoViewerToTwice(session)
        let after = Self.describe(session)
        #expect(after.contains(#"{"id": "page1", "depth": 2, "hidden": false, "corners": [[0, 0], [390, 0], [390, 844], [0, 844]], "contentOffset": [195, 422], "contentSize": [780, 1688], "zoomScale": 2, "contentInset": {"top": 0, "left": 0, "bottom": 0, "right": 0}}"#), "\(after)")

        let inset = Self.create(#"{"window": {"width": 320, "height": 480}, "views": [{"id": "list", "frame": [10, 20, 300, 400], "scroll": {"contentSize": [300, 900], "contentOffset": [0, -44], "contentInset": {"top": 44, "bottom": 34.5}}}]}"#, file: "inset.json")
        defer { tactile_session_destroy(inset) }
        #expect(Self.describe(inset) == #"{"window": [320, 480], "views": [], "scrollViews": [{"id": "list", "depth": 1, "hidden": false, "corners": [[10, 20], [310, 20], [310, 420], [10, 420]], "contentOffset": [0, -44], "contentSize": [300, 900], "zoomScale": 1, "contentInset": {"top": 44, "left": 0, "bottom": 34.5, "right": 0}}], "recognizers": [{"id": "list.pan", "type": "pan (scroll view)", "view": "list"}]}"#)
    }

    @Test func cAPI_traceFedLineByLineGivesTheReplayLogByteForByte() throws {
        let sceneText = try Self.read("Examples/photo-viewer.scene.json")
        let traceText = try Self.read("Examples/photo-viewer.trace.jsonl")
        let session = Self.create(sceneText, file: "photo-viewer.scene.json")
        #expect(session != nil)
        defer { tactile_session_destroy(session) }
        var log = ""
        for line in traceText.split(separator: "\n") {
            #expect(Self.feedLine(session, String(line)) == 0)
            log += Self.readJSONL(session)
        }
        tactile_session_finish(session)
        log += Self.readJSONL(session)
        let scene = try SceneParser().parse(sceneText, file: "photo-viewer.scene.json")
        let frames = try TraceParser.parse(traceText, file: "photo-viewer.trace.jsonl")
        let expected = LogFormatter.render(try Replay.run(scene: scene, frames: frames), format: .jsonl)
        #expect(log == expected)
        #expect(log.contains("\"kind\": \"zoom\""))   // the pinch zooms page2 (the scroll view's own pinch)
    }

    @Test func cAPI_structuredFramesBecomeCanonicalTraceLinesAndBadFramesAreRefusedWhole() throws {
        let session = Self.create(try Self.read("Examples/map.scene.json"), file: "scene.json")
        defer { tactile_session_destroy(session) }
        var touches = [UInt8](repeating: 0, count: 80)
        func put(_ i: Int, id: Int32, phase: Int32, x: Double, y: Double) {
            touches.withUnsafeMutableBytes { b in
                let p = b.baseAddress! + i * 40
                p.storeBytes(of: id, toByteOffset: 0, as: Int32.self)
                p.storeBytes(of: phase, toByteOffset: 4, as: Int32.self)
                p.storeBytes(of: x, toByteOffset: 8, as: Double.self)
                p.storeBytes(of: y, toByteOffset: 16, as: Double.self)
                p.storeBytes(of: -1.0, toByteOffset: 24, as: Double.self)
                p.storeBytes(of: 0.25, toByteOffset: 32, as: Double.self)
            }
        }
        put(0, id: 7, phase: 0, x: 100.12345, y: 400)
        #expect(touches.withUnsafeBytes { tactile_session_feed(session, 0.1234567, $0.baseAddress, 1) } == 0)
        var n = 0
        let line = Self.text(tactile_session_last_trace_line(session, &n), n)
        #expect(line == "{\"t\": 0.123457, \"touches\": [{\"id\": 7, \"phase\": \"began\", \"x\": 100.123, \"y\": 400, \"radius\": 0.25}]}")
        #expect(Self.readJSONL(session).contains("\"phase\": \"began\""))
        // Contact 8 is not down: the whole frame (with contact 7's move) is refused.
        put(0, id: 7, phase: 1, x: 110, y: 400)
        put(1, id: 8, phase: 1, x: 200, y: 400)
        #expect(touches.withUnsafeBytes { tactile_session_feed(session, 0.2, $0.baseAddress, 2) } == -1)
        #expect(Self.lastError().hasPrefix("<input>:2:108: touches[1].phase: touch 8 is moved but is not down")) // column in the canonical line
        #expect(Self.readJSONL(session) == "")
        // A phase outside tactile_phase.
        put(0, id: 7, phase: 9, x: 110, y: 400)
        #expect(touches.withUnsafeBytes { tactile_session_feed(session, 0.3, $0.baseAddress, 1) } == -1)
        #expect(Self.lastError() == "tactile_session_feed: touches[0].phase is not a tactile_phase")
        #expect(tactile_session_feed(nil, 0.3, nil, 0) == -1)
    }

    @Test func cAPI_builderScenesAreReadByTheSceneReaderWithItsErrors() {
        let b = tactile_builder_create(320, 480)
        defer { tactile_builder_destroy(b) }
        func c(_ s: String, _ body: (UnsafePointer<UInt8>) -> Int32) -> Int32 {
            Array(s.utf8 + [0]).withUnsafeBufferPointer { body($0.baseAddress!) }
        }
        #expect(c("photo") { tactile_builder_add_view(b, $0, nil, 0, 0, 100, 100, 1) } == 0)
        #expect(c("ghost") { g in c("nowhere") { tactile_builder_add_view(b, g, $0, 0, 0, 1, 1, 0) } } == -1)
        #expect(Self.lastError() == "tactile_builder_add_view: unknown parent view \"nowhere\"")
        #expect(c("tap") { id in c("tap") { ty in c("foto") { tactile_builder_add_recognizer(b, id, ty, $0) } } } == 0)
        #expect(tactile_builder_start(b) == nil)
        #expect(Self.lastError() == "<builder>:6:40: recognizers[0].view: unknown view id \"foto\"")
        #expect(c("tap") { id in c("numberOfTapsRequired") { tactile_builder_set_number(b, id, $0, 0) } } == 0)
        var n = 0
        let doc = Self.text(tactile_builder_scene_json(b, &n), n)
        #expect(doc.contains("\"numberOfTapsRequired\": 0"))
        let session = Self.create(doc.replacingOccurrences(of: "\"foto\"", with: "\"photo\""), file: "doc.json")
        #expect(session == nil)
        #expect(Self.lastError() == "doc.json:7:29: recognizers[0].numberOfTapsRequired: numberOfTapsRequired must be at least 1, found 0")
    }

    @Test func cAPI_structuredRecordsCarryKindSubjectStatesAndActionValues() throws {
        let session = Self.create(try Self.read("Examples/map.scene.json"), file: "scene.json")
        defer { tactile_session_destroy(session) }
        #expect(Self.feedLine(session, "{\"t\": 0, \"touches\": [{\"id\": 1, \"phase\": \"began\", \"x\": 150, \"y\": 400}, {\"id\": 2, \"phase\": \"began\", \"x\": 250, \"y\": 400}]}") == 0)
        for i in 1...10 {
            let d = Double(i) * 5
            #expect(Self.feedLine(session, "{\"t\": \(0.02 * Double(i)), \"touches\": [{\"id\": 1, \"phase\": \"moved\", \"x\": \(150 - d), \"y\": 400}, {\"id\": 2, \"phase\": \"moved\", \"x\": \(250 + d), \"y\": 400}]}") == 0)
        }
        var record = [UInt8](repeating: 0, count: 128)
        var zoomScales: [Double] = []
        var kinds: Set<Int32> = []
        while record.withUnsafeMutableBytes({ tactile_session_next_event(session, $0.baseAddress) }) == 1 {
            record.withUnsafeBytes { p in
                let kind = p.load(fromByteOffset: 72, as: Int32.self)
                kinds.insert(kind)
                let subject = p.load(fromByteOffset: 96, as: UnsafePointer<CChar>.self)
                if kind == 2, String(cString: subject) == "mapPinch" {
                    #expect(p.load(fromByteOffset: 92, as: Int32.self) == 2)
                    zoomScales.append(p.load(fromByteOffset: 24, as: Double.self))
                }
            }
        }
        #expect(kinds == [0, 1, 2])
        #expect(zoomScales.last.map { abs($0 - 2) < 0.001 } == true)
        #expect(tactile_session_pending_events(session) == 0)
    }
}
