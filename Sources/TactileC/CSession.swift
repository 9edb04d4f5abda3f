import Tactile
import TactileSceneCore

/// A running scene behind a `tactile_session *`: the scene runtime of
/// `tactile replay` (`Replay.makeRuntime`), a trace reader that checks every
/// fed line as a trace file's line is checked, and the unread log events.
final class CSession {
    let scene: Scene
    let runtime: any SceneReplaying
    /// The built views and windows (named by their scene ids), back to front.
    let views: [View]
    private var reader: TraceReader
    let queue = CEventQueue()
    /// The last trace line fed (what a recorded trace contains).
    let traceLine = CText()
    /// The last JSON Lines text or description handed out.
    let text = CText()
    /// The strings of the last structured record handed out.
    let eventSubject = CText()
    let eventJSON = CText()

    init(scene: Scene, file: String) throws(FormatError) {
        self.scene = scene
        if scene.hasApplications {
            let r = try ApplicationSceneRuntime(scene: scene, file: file)
            runtime = r
            views = r.views
        } else {
            let r = try SceneRuntime(scene: scene, file: file)
            runtime = r
            views = r.views.map { v -> View in v }
        }
        reader = TraceReader(file: "<input>")
        let queue = self.queue
        runtime.log.streamEvents { e in queue.events.append(e) }
    }

    /// Checks and feeds one trace line (docs/formats.md, "Trace").
    func feed(line: String) throws(FormatError) {
        guard let frame = try reader.read(line: Substring(line)) else { return }
        traceLine.set(line)
        runtime.feed(frame)
    }

    /// Feeds a frame given as values: written as its canonical trace line and
    /// fed through `feed(line:)`, so a C host and a trace file are checked and
    /// replayed alike.
    func feed(_ frame: TraceFrame) throws(FormatError) {
        try feed(line: frame.traceLine)
    }

    /// The unread events as JSON Lines; they count as read.
    func takeJSONLines() -> String {
        var s = ""
        while queue.next < queue.events.count {
            s += LogFormatter.jsonLine(queue.events[queue.next]) + "\n"
            queue.next += 1
        }
        queue.compact()
        return s
    }

    /// The next unread event, which then counts as read.
    func takeEvent() -> LogEvent? {
        queue.compact()
        guard queue.next < queue.events.count else { return nil }
        defer { queue.next += 1 }
        return queue.events[queue.next]
    }

    var unreadCount: Int { queue.events.count - queue.next }
}
