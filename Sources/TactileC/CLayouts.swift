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

/// `tactile_event` (include/tactile.h): `double t, x, y, values[6]; int32_t
/// kind, phase, from_state, to_state, touch_count, value_count; const char
/// *subject, *json`.
enum CEventLayout {
    /// `tactile_state`.
    static func state(_ s: LoggedState) -> Int32 {
        switch s {
        case .possible: return 0
        case .began: return 1
        case .changed: return 2
        case .ended: return 3
        case .recognized: return 4
        case .cancelled: return 5
        case .failed: return 6
        }
    }

    /// The size of a record: 96 bytes of numbers, then two pointers.
    static let size = 96 + 2 * MemoryLayout<UnsafeRawPointer>.size

    /// Fills the record at `p` from a compact state or action event, its
    /// subject the C string `subject` (as `write(_:to:subjects:json:)` fills it from the
    /// event's `LogEvent`, `json` NULL).
    static func write(_ c: CompactLogEvent, to p: UnsafeMutableRawPointer, subject: UnsafeRawPointer?) {
        // An action's inline fields: at most two vectors, four of the six values.
        var filled = 0
        func put(_ v: Double) {
            p.storeBytes(of: v, toByteOffset: 24 + 8 * filled, as: Double.self)
            filled &+= 1
        }
        if c.isAction && c.fieldCount > 0 {
            put(c.first.x)
            if c.first.isVector { put(c.first.y) }
            if c.fieldCount > 1 {
                put(c.second.x)
                if c.second.isVector { put(c.second.y) }
            }
        }
        let count = filled
        while filled < 6 { put(0) }
        p.storeBytes(of: c.t, toByteOffset: 0, as: Double.self)
        p.storeBytes(of: c.isAction ? c.location.x : 0, toByteOffset: 8, as: Double.self)
        p.storeBytes(of: c.isAction ? c.location.y : 0, toByteOffset: 16, as: Double.self)
        p.storeBytes(of: c.isAction ? Int32(2) : Int32(1), toByteOffset: 72, as: Int32.self)
        p.storeBytes(of: Int32(-1), toByteOffset: 76, as: Int32.self)
        p.storeBytes(of: c.isAction ? Int32(-1) : state(c.from), toByteOffset: 80, as: Int32.self)
        p.storeBytes(of: state(c.to), toByteOffset: 84, as: Int32.self)
        p.storeBytes(of: c.isAction ? Int32(clamping: c.touches) : 0, toByteOffset: 88, as: Int32.self)
        p.storeBytes(of: Int32(count), toByteOffset: 92, as: Int32.self)
        let pointerSize = MemoryLayout<UnsafeRawPointer>.size
        p.storeBytes(of: subject, toByteOffset: 96, as: UnsafeRawPointer?.self)
        p.storeBytes(of: nil as UnsafeRawPointer?, toByteOffset: 96 + pointerSize, as: UnsafeRawPointer?.self)
    }

    /// Fills the record at `p`, its subject's C string from `subjects` (the
    /// view, recognizer, owner or mode it is about), `json` NULL when not
    /// given; no text is written. One pass over the event: its kind
    /// (`tactile_event_kind`, in `LogEvent.Kind` order), subject and numbers
    /// are taken in the same switch.
    static func write(_ e: LogEvent, to p: UnsafeMutableRawPointer, subjects: CStringTable, json: CText? = nil) {
        var x = 0.0, y = 0.0, phase: Int32 = -1, from: Int32 = -1, to: Int32 = -1, touches: Int32 = 0
        var count = 0
        let kind: Int32
        let subject: CText
        switch e.kind {
        case .touches(let ev):
            kind = 0
            subject = subjects.text(ev.view)
            phase = Int32(ev.phase.rawValue)
            touches = Int32(clamping: ev.touches.count)
        case .state(let ev):
            kind = 1
            subject = subjects.text(ev.recognizer)
            from = state(ev.from)
            to = state(ev.to)
        case .action(let ev):
            kind = 2
            subject = subjects.text(ev.recognizer)
            to = state(ev.state)
            x = ev.location.x
            y = ev.location.y
            touches = Int32(clamping: ev.touches)
            count = ev.fields.storeNumbers(at: p + 24, capacity: 6)
        case .route(let ev):
            kind = 3
            subject = subjects.text(ev.owner)
        case .system(let ev):
            kind = 4
            subject = subjects.text(ev.recognizer)
        case .mode(let ev):
            kind = 5
            subject = subjects.text(ev.mode)
        case .definition(let ev):
            kind = 6
            subject = subjects.text(ev.recognizer)
        case .animation(let ev):
            kind = 7
            subject = subjects.text(ev.views.first ?? "")
            p.storeBytes(of: ev.fraction, toByteOffset: 24, as: Double.self)
            p.storeBytes(of: ev.value, toByteOffset: 32, as: Double.self)
            count = 2
        case .scroll(let ev):
            kind = 8
            subject = subjects.text(ev.view)
            x = ev.offset.x
            y = ev.offset.y
            p.storeBytes(of: ev.velocity.dx, toByteOffset: 24, as: Double.self)
            p.storeBytes(of: ev.velocity.dy, toByteOffset: 32, as: Double.self)
            count = 2
        case .zoom(let ev):
            kind = 9
            subject = subjects.text(ev.view)
            x = ev.offset.x
            y = ev.offset.y
            p.storeBytes(of: ev.scale, toByteOffset: 24, as: Double.self)
            count = 1
        case .accessibility(let ev):
            kind = 10
            subject = subjects.text(ev.textColumns.subject)
        }
        for i in count..<6 { p.storeBytes(of: 0.0, toByteOffset: 24 + 8 * i, as: Double.self) }
        p.storeBytes(of: e.t, toByteOffset: 0, as: Double.self)
        p.storeBytes(of: x, toByteOffset: 8, as: Double.self)
        p.storeBytes(of: y, toByteOffset: 16, as: Double.self)
        p.storeBytes(of: kind, toByteOffset: 72, as: Int32.self)
        p.storeBytes(of: phase, toByteOffset: 76, as: Int32.self)
        p.storeBytes(of: from, toByteOffset: 80, as: Int32.self)
        p.storeBytes(of: to, toByteOffset: 84, as: Int32.self)
        p.storeBytes(of: touches, toByteOffset: 88, as: Int32.self)
        p.storeBytes(of: Int32(count), toByteOffset: 92, as: Int32.self)
        let pointerSize = MemoryLayout<UnsafeRawPointer>.size
        p.storeBytes(of: subject.pointer.map { UnsafeRawPointer($0) }, toByteOffset: 96, as: UnsafeRawPointer?.self)
        p.storeBytes(of: json?.pointer.map { UnsafeRawPointer($0) }, toByteOffset: 96 + pointerSize, as: UnsafeRawPointer?.self)
    }
}
