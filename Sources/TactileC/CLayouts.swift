import Tactile
import TactileSceneCore

/// `tactile_touch` (include/tactile.h): `int32_t id, phase; double x, y,
/// force, radius` — 40 bytes; a negative force or radius means unknown.
enum CTouchLayout {
    static let size = 40

    static func read(_ base: UnsafeRawPointer?, index: Int) -> TraceTouch? {
        guard let base else { return nil }
        let p = base + index * size
        let phaseValue = p.loadUnaligned(fromByteOffset: 4, as: Int32.self)
        guard let phase = TouchPhase(rawValue: Int(phaseValue)) else { return nil }
        let force = p.loadUnaligned(fromByteOffset: 24, as: Double.self)
        let radius = p.loadUnaligned(fromByteOffset: 32, as: Double.self)
        return TraceTouch(id: Int(p.loadUnaligned(fromByteOffset: 0, as: Int32.self)), phase: phase,
                          x: p.loadUnaligned(fromByteOffset: 8, as: Double.self),
                          y: p.loadUnaligned(fromByteOffset: 16, as: Double.self),
                          force: force >= 0 ? force : nil, radius: radius >= 0 ? radius : nil)
    }
}

/// `tactile_event` (include/tactile.h): `LogRecord`, whose layout is the struct's.
enum CEventLayout {
    /// The size of a record: 96 bytes of numbers, then two pointers.
    static let size = MemoryLayout<LogRecord>.stride

    /// Fills the record at `p` from a compact state or action event, its
    /// subject the C string `subject` (as `write(_:to:subjects:json:)` fills it from the
    /// event's `LogEvent`, `json` NULL).
    static func write(_ c: CompactLogEvent, to p: UnsafeMutableRawPointer, subject: UnsafeRawPointer?) {
        let record = c.isAction
            ? LogRecord(actionAt: c.t, state: c.to, location: c.location, touches: c.touches,
                        fields: c.fieldCount, c.first, c.second, subject: subject)
            : LogRecord(stateAt: c.t, from: c.from, to: c.to, subject: subject)
        p.storeBytes(of: record, as: LogRecord.self)
    }

    /// Fills the record at `p`, its subject's C string from `subjects` (the
    /// view, recognizer, owner or mode it is about), `json` NULL when not
    /// given; no text is written.
    static func write(_ e: LogEvent, to p: UnsafeMutableRawPointer, subjects: CStringTable, json: CText? = nil) {
        var record = LogRecord(e) { subjects.text($0).pointer.map { UnsafeRawPointer($0) } }
        record.json = json?.pointer.map { UnsafeRawPointer($0) }
        p.storeBytes(of: record, as: LogRecord.self)
    }
}
