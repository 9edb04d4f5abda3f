import Tactile
import TactileSceneCore

/// A running scene behind a `tactile_session *`: the scene runtime of
/// `tactile replay` (`Replay.makeRuntime`), a trace reader that checks every
/// fed line as a trace file's line is checked, and the unread log events.
final class CSession {
    let scene: Scene
    let runtime: any SceneReplaying
    /// The runtime of a scene without applications (the one that edits and geometry work on).
    let sceneRuntime: SceneRuntime?
    /// The built views and windows (named by their scene ids), back to front.
    let views: [View]
    private var reader: TraceReader
    let queue = CEventQueue()
    /// The last trace line fed (what a recorded trace contains); for a
    /// structured frame it is written only when asked (`lastTraceLine`).
    let traceLine = CText()
    /// The last structured frame fed, while its trace line is not written yet.
    private var unwrittenFrame: TraceFrame?
    /// The subjects of structured records, one buffer per distinct name,
    /// valid while the session lives.
    let subjects = CStringTable()
    /// The last JSON Lines text or description handed out.
    let text = CText()
    /// The JSON line of the last record `tactile_session_next_event` handed out.
    let eventJSON = CText()
    /// The session's time: the last frame's, or a later idle tick's (edits are made at it).
    private(set) var now = 0.0

    init(scene: Scene, file: String) throws(FormatError) {
        self.scene = scene
        if scene.hasApplications {
            let r = try ApplicationSceneRuntime(scene: scene, file: file)
            runtime = r
            sceneRuntime = nil
            views = r.views
        } else {
            let r = try SceneRuntime(scene: scene, file: file)
            runtime = r
            sceneRuntime = r
            views = r.views.map { v -> View in v }
        }
        reader = TraceReader(file: "<input>", scene: scene)
        let queue = self.queue
        runtime.log.streamEvents { e in queue.events.append(e) }
    }

    /// Checks and feeds one trace line (docs/formats.md, "Trace").
    func feed(line: String) throws(FormatError) {
        guard let frame = try reader.read(line: Substring(line)) else { return }
        unwrittenFrame = nil
        traceLine.set(line)
        now = max(now, frame.t)
        runtime.feed(frame)
    }

    /// Feeds a frame given as values, without JSON text: the trace reader
    /// checks it and rounds it as its canonical trace line reads
    /// (`TraceReader.read(frame:)`), so a C host and a trace file are checked
    /// and replayed alike.
    func feed(_ frame: TraceFrame) throws(FormatError) {
        let canonical = try reader.read(frame: frame)
        unwrittenFrame = canonical
        now = max(now, canonical.t)
        runtime.feed(canonical)
    }

    /// Applies an edit object (docs/formats.md, "Edits") now, as the trace
    /// line `{"t": now, "edit": …}`, which becomes the last trace line: the
    /// trace reader checks it as `tactile replay` does, so a refused edit
    /// changes nothing.
    func edit(_ editJSON: String) throws(FormatError) {
        try feed(line: "{\"t\": \(LogNumber.format(now, fractionDigits: TraceFrame.timeDigits)), \"edit\": \(editJSON)}")
    }

    /// Advances time to `t` without a frame (an idle tick).
    func advance(to t: Double) {
        now = max(now, t)
        runtime.advance(to: t)
    }

    /// The last frame fed as its trace line (written now for a structured frame).
    func lastTraceLine() -> CText {
        if let frame = unwrittenFrame {
            traceLine.set(frame.traceLine)
            unwrittenFrame = nil
        }
        return traceLine
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
