import Testing
import Tactile
import TactileSceneCore
@testable import TactileC

/// The live edit functions of include/tactile.h and the `edit` trace lines
/// they record (docs/formats.md, "Edits"; docs/c-api.md).
struct CLiveEditTests {
    typealias C = CInterfaceTests

    static let scene = """
        {"window": {"width": 320, "height": 480},
         "views": [{"id": "list", "frame": [0, 0, 320, 400], "scroll": {"contentSize": [320, 480]},
                    "children": [{"id": "row0", "frame": [0, 0, 320, 120]}, {"id": "row1", "frame": [0, 120, 320, 120]}]},
                   {"id": "panel", "frame": [0, 400, 320, 80]}],
         "recognizers": [{"id": "panelTap", "type": "tap", "view": "panel"},
                         {"id": "rowTap", "type": "tap", "view": "row1"}]}
        """

    static func call(_ s: String, _ body: (UnsafePointer<UInt8>) -> Int32) -> Int32 {
        s.withCString { $0.withMemoryRebound(to: UInt8.self, capacity: s.utf8.count + 1, body) }
    }

    static func lastLine(_ s: UnsafeMutableRawPointer?) -> String {
        var n = 0
        return C.text(tactile_session_last_trace_line(s, &n), n)
    }

    static func geometry(_ s: UnsafeMutableRawPointer?) -> [(id: String, bounds: [Double], offset: Double)] {
        var count = 0
        #expect(tactile_session_read_geometry(s, nil, 0, &count) == 0)
        let p = UnsafeMutableRawPointer.allocate(byteCount: count * CGeometryLayout.size, alignment: 8)
        defer { p.deallocate() }
        #expect(tactile_session_read_geometry(s, p, count, &count) == 0)
        return (0..<count).map { i in
            let r = p + i * CGeometryLayout.size
            let name = r.load(fromByteOffset: 176, as: UnsafePointer<CChar>?.self).map { String(cString: $0) } ?? ""
            return (name, (0..<4).map { r.load(fromByteOffset: 8 * $0, as: Double.self) }, r.load(fromByteOffset: 144, as: Double.self))
        }
    }

    /// Each edit function records the edit object it made (docs/formats.md, "Edits"), its
    /// numbers as an edit writes them, and the edit is applied: the line replays.
    @Test func eachEditFunctionRecordsItsEditObject() {
        let s = C.create(Self.scene, file: "edit.scene.json")
        defer { tactile_session_destroy(s) }
        #expect(C.feedLine(s, #"{"t": 0.5}"#) == 0)
        func lastError() -> String { tactile_last_error(nil).map { String(cString: $0) } ?? "" }
        func edit(_ line: String, _ call: () -> Int32) {
            #expect(call() == 0, "\(lastError())")
            #expect(Self.lastLine(s) == #"{"t": 0.5, "edit": "# + line + "}")
        }
        edit(#"{"op": "addView", "view": {"id": "row2", "frame": [0, 240, 320, 120.5], "multipleTouchEnabled": true, "exclusiveTouch": false, "hidden": false, "userInteractionEnabled": false}, "parent": "list", "index": 1}"#) {
            Self.call("row2") { id in Self.call("list") { tactile_session_add_view(s, id, $0, 1, 0, 240, 320, 120.5, 9) } }
        }
        edit(#"{"op": "addView", "view": {"id": "badge", "frame": [1, 2, 3, 4]}}"#) {
            let json = #"{"id": "badge", "frame": [1, 2, 3, 4]}"#
            return Self.call(json) { tactile_session_add_view_json(s, nil, -1, $0, json.utf8.count) }
        }
        edit(#"{"op": "setView", "id": "row0", "frame": [0, 0, 320, 0.125]}"#) {
            Self.call("row0") { tactile_session_set_view_frame(s, $0, 0, 0, 320, 0.125) }
        }
        edit(#"{"op": "setView", "id": "row0", "transform": [1, 0, 0, 1, 10.5, -2]}"#) {
            Self.call("row0") { tactile_session_set_view_transform(s, $0, 1, 0, 0, 1, 10.5, -2) }
        }
        edit(#"{"op": "setView", "id": "row0", "multipleTouchEnabled": false, "exclusiveTouch": true, "hidden": true, "userInteractionEnabled": true}"#) {
            Self.call("row0") { tactile_session_set_view_flags(s, $0, 6) }
        }
        edit(#"{"op": "setScroll", "id": "list", "contentSize": [320, 960], "contentInset": [10, 0, 20.25, 0]}"#) {
            Self.call("list") { tactile_session_set_scroll_content(s, $0, 320, 960, 10, 0, 20.25, 0) }
        }
        edit(#"{"op": "setScroll", "id": "list", "minimumZoomScale": 0.5, "maximumZoomScale": 4}"#) {
            Self.call("list") { tactile_session_set_zoom_limits(s, $0, 0.5, 4) }
        }
        edit(#"{"op": "removeView", "id": "badge"}"#) { Self.call("badge") { tactile_session_remove_view(s, $0) } }
        // An empty id is refused before anything is written.
        #expect(Self.call("") { tactile_session_set_view_transform(s, $0, 1, 0, 0, 1, 0, 0) } == -1)
        #expect(lastError() == "tactile_session_set_view_transform: id is null or empty")
        #expect(Self.call("") { id in Self.call("list") { tactile_session_add_view(s, $0, id, -1, 0, 0, 1, 1, 0) } } == -1)
        #expect(lastError() == "tactile_session_add_view: parent_id is null or empty")
    }

    /// UIKit, `touchesCancelled(_:with:)`: "An interruption is anything that
    /// causes the application to become inactive or causes the view handling
    /// the touch events to be removed from its window." The view gets
    /// `touchesCancelled`, its tap fails, and the finger stays down.
    @Test func removingTheViewUnderAFingerCancelsItsTouchesAndTheTraceLineReplaysIt() {
        let s = C.create(Self.scene, file: "edit.scene.json")
        defer { tactile_session_destroy(s) }
        #expect(C.feedLine(s, #"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 100, "y": 440}]}"#) == 0)
        _ = C.readJSONL(s)
        #expect(Self.call("panel") { tactile_session_remove_view(s, $0) } == 0)
        #expect(Self.lastLine(s) == #"{"t": 0, "edit": {"op": "removeView", "id": "panel"}}"#)
        let log = C.readJSONL(s)
        #expect(log.contains(#""recognizer": "panelTap", "from": "possible", "to": "failed""#))
        #expect(log.contains(#""view": "panel", "phase": "cancelled", "touches": [1]"#))
        // The finger lifts without a view to tell.
        #expect(C.feedLine(s, #"{"t": 0.1, "touches": [{"id": 1, "phase": "ended", "x": 100, "y": 440}]}"#) == 0)
        #expect(!C.readJSONL(s).contains("panel"))
        #expect(!Self.geometry(s).contains { $0.id == "panel" })
    }

    /// A refused edit changes nothing, names the problem and is not recorded.
    @Test func aRefusedEditChangesNothingAndSaysWhy() {
        let s = C.create(Self.scene, file: "edit.scene.json")
        defer { tactile_session_destroy(s) }
        #expect(Self.call("ghost") { tactile_session_remove_view(s, $0) } == -1)
        #expect(C.lastError() == #"<input>:1:45: edit.id: unknown view id "ghost""#)
        #expect(Self.call("row0") { tactile_session_add_view(s, $0, nil, -1, 0, 0, 10, 10, 0) } == -1)
        #expect(C.lastError().hasSuffix(#"id "row0" is already in use"#))
        #expect(Self.call("row0") { tactile_session_set_scroll_content(s, $0, 1, 1, 0, 0, 0, 0) } == -1)
        #expect(C.lastError().hasSuffix(#"view "row0" is not a scroll view"#))
        #expect(Self.call("list") { tactile_session_set_view_frame(s, $0, .nan, 0, 1, 1) } == -1)
        #expect(tactile_session_remove_view(nil, nil) == -1)
        #expect(C.lastError() == "tactile_session_remove_view: null session")
        #expect(Self.call(#"{"op": "explode"}"#) { tactile_session_edit(s, $0, 17) } == -1)
        #expect(C.lastError().contains("unknown edit \"explode\""))
        #expect(Self.geometry(s).map { $0.id } == ["window", "list", "row0", "row1", "panel"])
    }

    /// Added views draw where their frame says, scrolled with their scroll
    /// view; growing the content lets the list scroll further.
    @Test func anAddedRowDrawsInTheListAndScrollsWithIt() {
        let s = C.create(Self.scene, file: "edit.scene.json")
        defer { tactile_session_destroy(s) }
        #expect(Self.call("row2") { id in Self.call("list") { tactile_session_add_view(s, id, $0, -1, 0, 240, 320, 120, 0) } } == 0)
        #expect(Self.call("list") { tactile_session_set_scroll_content(s, $0, 320, 800, 0, 0, 0, 0) } == 0)
        #expect(C.feedLine(s, #"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 100, "y": 300}]}"#) == 0)
        for i in 1...10 {
            let line = #"{"t": \#(Double(i) / 60), "touches": [{"id": 1, "phase": "moved", "x": 100, "y": \#(300 - 20 * i)}]}"#
            #expect(C.feedLine(s, line) == 0)
        }
        let g = Self.geometry(s)
        let offset = g.first { $0.id == "list" }?.offset ?? -1
        #expect(offset > 100)
        #expect(g.first { $0.id == "row2" }?.bounds == [0, 240 - offset, 320, 120])
    }

    /// Every edit's trace line reads back as the same edit, and `tactile
    /// replay`'s reader refuses an edit that names what is not there, with
    /// its line and column.
    @Test func editLinesRoundTripAndAreCheckedAgainstTheScene() throws {
        let scene = try SceneParser().parse(Self.scene, file: "s")
        let lines = [
            #"{"t": 1, "edit": {"op": "addView", "view": {"id": "x", "frame": [0, 0, 10, 10], "children": [{"id": "y", "frame": [1, 1, 2, 2]}]}, "parent": "list", "index": 0}}"#,
            #"{"t": 1, "edit": {"op": "setView", "id": "y", "frame": [0, 0, 5, 5], "transform": [1, 0, 0, 1, 3, 4], "hidden": true, "alpha": 0.5}}"#,
            #"{"t": 1, "edit": {"op": "addRecognizer", "recognizer": {"id": "pan", "type": "pan", "view": "x", "minimumNumberOfTouches": 2}}}"#,
            #"{"t": 1, "edit": {"op": "requireToFail", "id": "pan", "other": "rowTap"}}"#,
            #"{"t": 1, "edit": {"op": "simultaneous", "id": "pan", "other": "panelTap"}}"#,
            #"{"t": 1, "edit": {"op": "setScroll", "id": "list", "minimumZoomScale": 0.5, "maximumZoomScale": 3}}"#,
            #"{"t": 1, "edit": {"op": "removeRecognizer", "id": "pan"}}"#,
            #"{"t": 1, "edit": {"op": "removeView", "id": "x"}}"#,
        ]
        var reader = TraceReader(file: "t", scene: scene)
        for line in lines {
            let frame = try #require(try reader.read(line: Substring(line)))
            #expect(frame.traceLine == line)
        }
        var again = TraceReader(file: "t.jsonl", scene: scene)
        _ = try again.read(line: Substring(lines[0]))
        #expect(throws: FormatError.self) { try again.read(line: Substring(lines[0])) }
        var cycle = TraceReader(file: "t.jsonl", scene: scene)
        _ = try cycle.read(line: Substring(lines[0]))
        _ = try cycle.read(line: Substring(lines[2]))
        _ = try cycle.read(line: Substring(lines[3]))
        do {
            _ = try cycle.read(line: #"{"t": 2, "edit": {"op": "requireToFail", "id": "rowTap", "other": "pan"}}"#)
            Issue.record("a cycle was accepted")
        } catch {
            #expect(error.description == #"t.jsonl:4:67: edit.other: requireToFail cycle: pan → rowTap → pan"#)
        }
    }
}
