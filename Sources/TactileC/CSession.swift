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
    @exclusivity(unchecked) private var reader: TraceReader
    /// The events not read yet (a session read as text or records).
    let queue = LogEventQueue()
    /// The records not read yet, in a session read only as records
    /// (`recordsOnly`): written as the events happen, copied out when read.
    private(set) var records: LogRecordQueue?
    /// The last trace line fed (what a recorded trace contains); for a
    /// structured frame it is written only when asked (`lastTraceLine`).
    let traceLine = CText()
    /// The last structured frame fed (canonical): its time and touches (nil
    /// for a time-only frame); its trace line is written into `traceLine`
    /// only when asked (`lastTraceLine`).
    @exclusivity(unchecked) private var lastTime = 0.0
    @exclusivity(unchecked) private var lastTouches: [TraceTouch]? = []
    /// Whether the last frame fed is structured and its line is not written yet.
    @exclusivity(unchecked) private var traceLineIsStale = false
    /// The touches of the next structured frame (`setIncoming`): the
    /// buffer of the frame before the last, reused, so feeding allocates nothing.
    @exclusivity(unchecked) private var incomingTouches: [TraceTouch]? = []
    /// The frame `feedIncoming` checks, kept between calls (its touches nil
    /// there) so that no frame value is made and dropped per call.
    @exclusivity(unchecked) private var incomingFrame = TraceFrame(t: 0, touches: nil)
    /// The subjects of structured records, one buffer per distinct name,
    /// valid while the session lives.
    let subjects = CStringTable()
    /// The last JSON Lines text or description handed out.
    let text = CText()
    /// The JSON line of the last record `tactile_session_next_event` handed out.
    let eventJSON = CText()
    /// The session's time: the last frame's, or a later idle tick's (edits are made at it).
    @exclusivity(unchecked) private(set) var now = 0.0

    /// Whether the session is read only as records (`TACTILE_SESSION_RECORDS_ONLY`):
    /// rates are estimated only for the ended and cancelled actions, and no
    /// text of the log is given (it would not be what a replay writes).
    let recordsOnly: Bool

    init(scene: Scene, file: String, recordsOnly: Bool = false) throws(FormatError) {
        self.scene = scene
        self.recordsOnly = recordsOnly
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
        #if !TACTILE_NO_RECORDS_ONLY
        if recordsOnly {
            let subjects = self.subjects
            let records = LogRecordQueue { name in subjects.text(name).pointer.map { UnsafeRawPointer($0) } }
            self.records = records
            runtime.streamRecords(into: records)
            return
        }
        #endif
        runtime.log.streamEvents(into: queue)
    }

    /// Checks and feeds one trace line (docs/formats.md, "Trace").
    func feed(line: String) throws(FormatError) {
        guard let frame = try reader.read(line: Substring(line)) else { return }
        traceLineIsStale = false
        traceLine.set(line)
        now = max(now, frame.t)
        runtime.feed(frame)
    }

    /// Makes the touches of the next structured frame `count` slots (keeping
    /// their memory; when the count is the last frame's, the array is not edited).
    func prepareIncoming(count: Int) {
        if incomingTouches == nil { incomingTouches = [] }
        guard incomingTouches!.count != count else { return }
        incomingTouches!.removeAll(keepingCapacity: true)
        for _ in 0..<count { incomingTouches!.append(TraceTouch(id: 0, phase: .moved, x: 0, y: 0)) }
    }

    /// Sets touch `index` of the next structured frame (`prepareIncoming`).
    func setIncoming(_ index: Int, _ touch: TraceTouch) { incomingTouches![index] = touch }

    /// Feeds the next structured frame (`prepareIncoming`, `setIncoming`) at
    /// time `t`, given as values, without JSON text: the trace reader checks
    /// it and rounds it as its canonical trace line reads
    /// (`TraceReader.read(frame:)`), so a C host and a trace file are checked
    /// and replayed alike. A refused frame changes nothing.
    func feedIncoming(at t: Double) throws(FormatError) {
        incomingFrame.t = t
        swap(&incomingFrame.touches, &incomingTouches)
        do { try reader.read(frame: &incomingFrame) } catch {
            swap(&incomingFrame.touches, &incomingTouches)
            throw error
        }
        lastTime = incomingFrame.t
        swap(&incomingFrame.touches, &lastTouches)       // the frame fed becomes the last …
        swap(&incomingFrame.touches, &incomingTouches)   // … and the one before it the next buffer
        traceLineIsStale = true
        now = max(now, lastTime)
        runtime.feed(touches: lastTouches!, at: lastTime)
    }

    /// Feeds a time-only frame at `t` (a trace line `{"t": t}`), checked as `feedIncoming`'s.
    func feedTime(at t: Double) throws(FormatError) {
        var frame = TraceFrame(t: t, touches: nil)
        try reader.read(frame: &frame)
        lastTime = frame.t
        lastTouches = nil
        traceLineIsStale = true
        now = max(now, lastTime)
        runtime.feed(frame)
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
        if traceLineIsStale {
            traceLine.write { TraceFrame.writeTraceLine(t: lastTime, touches: lastTouches, to: $0) }
            traceLineIsStale = false
        }
        return traceLine
    }

    /// The unread events as JSON Lines, written into `text`; they count as read.
    func takeJSONLines() -> CText {
        let first = queue.next, end = first + queue.unreadCount
        text.write { buffer in
            for i in first..<end {
                LogFormatter.writeJSONLine(queue.event(at: i), to: buffer)
                buffer.append(UInt8(ascii: "\n"))
            }
        }
        queue.markRead(queue.unreadCount)
        return text
    }

    /// The next unread event, which then counts as read.
    func takeEvent() -> LogEvent? { queue.take() }

    /// Whether the log's text is refused (a records-only session gives none); the error is recorded.
    func refusesText() -> Bool {
        if recordsOnly { _ = fail("no log text: the session was created with TACTILE_SESSION_RECORDS_ONLY") }
        return recordsOnly
    }

    /// The subjects of the queue's names, by index (`LogEventQueue.names`):
    /// the C strings of their `subjects` buffers, which are set once and so
    /// never move.
    @exclusivity(unchecked) private var nameSubjects: [UnsafeRawPointer?] = []

    /// The subject C string of the queue's name `index`.
    private func nameSubject(_ index: Int32) -> UnsafeRawPointer? {
        let i = Int(index)
        if i < nameSubjects.count { return nameSubjects[i] }
        let names = queue.names
        while nameSubjects.count <= i {
            nameSubjects.append(subjects.text(names[nameSubjects.count]).pointer.map { UnsafeRawPointer($0) })
        }
        return nameSubjects[i]
    }

    /// Fills up to `capacity` records at `records` with the unread events,
    /// which then count as read; returns how many. A compact event (a
    /// recognizer's state or action) is copied from its plain values, its
    /// subject found by index; the others are read in place.
    func readEvents(into records: UnsafeMutableRawPointer, capacity: Int) -> Int {
        if let written = self.records { return written.read(into: records, limit: capacity) }
        let n = min(capacity, queue.unreadCount)
        let first = queue.next
        queue.items.withUnsafeBufferPointer { items in
            for k in 0..<n {
                let p = records + k * CEventLayout.size
                switch items[first + k] {
                case .compact(let c): CEventLayout.write(c, to: p, subject: nameSubject(c.name))
                case .full(let i):
                    queue.fullEvents.withUnsafeBufferPointer { CEventLayout.write($0[i], to: p, subjects: subjects) }
                }
            }
        }
        queue.markRead(n)
        return n
    }

    var unreadCount: Int { records?.unreadCount ?? queue.unreadCount }
}
