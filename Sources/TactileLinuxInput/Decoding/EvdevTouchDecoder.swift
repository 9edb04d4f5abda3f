import Tactile

/// Turns a stream of evdev events into Tactile input frames: one frame per
/// `SYN_REPORT` that changed a contact (window coordinates, seconds).
///
/// - **Protocol B** (slots): `ABS_MT_SLOT` selects a slot; `ABS_MT_TRACKING_ID`
///   ≥ 0 puts a new contact in it, −1 lifts it, another id lifts the old contact
///   and begins a new one. Slots keep their last position across contacts, as the
///   kernel only sends changed values. Touch ids are the tracking ids
///   (`Configuration.touchIds`), or the slot numbers.
/// - **Contact values** (protocols A and B): `ABS_MT_PRESSURE` gives `force`,
///   `ABS_MT_TOUCH_MAJOR` / `ABS_MT_TOUCH_MINOR` give `majorRadius` /
///   `minorRadius` (half the axis, in points), `ABS_MT_ORIENTATION` gives
///   `orientation` (radians in window coordinates; see
///   `DeviceAxisMapping.orientation(_:)`). A change of any of them alone is a move.
/// - **Protocol A**: each `SYN_MT_REPORT` ends one anonymous contact; a report
///   lists every contact down. Contacts are matched to the previous report's by
///   tracking id when the device sends one, otherwise by nearest position
///   (`ContactMatcher`, up to `maximumMatchDistance`); unmatched old contacts
///   end, unmatched new ones begin. A report with no contact (only
///   `SYN_MT_REPORT`, or `BTN_TOUCH` 0) lifts every contact.
/// - **Single-touch**: `BTN_TOUCH` 1/0 begins and ends the contact; `ABS_X`/`ABS_Y`
///   move it; `ABS_PRESSURE` gives the force, `ABS_TOOL_WIDTH` the size.
///
/// Protocol A and single-touch contacts carry no identity, so each new contact
/// gets the next integer, starting at 1 (ids are never reused within a stream,
/// which keeps traces readable).
///
/// `SYN_DROPPED` (the kernel's buffer overflowed): the events of the report in
/// progress and all events up to and including the next `SYN_REPORT` are
/// discarded, as the kernel documents. Then, with `.cancelContacts` (the
/// default), every contact down is cancelled (UIKit cancels touches the system
/// lost track of) and slots forget their tracking ids, so fingers still down are
/// ignored until they lift and touch again. With `.keepContacts` the contacts
/// stay down and the next events re-baseline them (protocol A and single-touch
/// reports carry full state; protocol B keeps the last slot values, since a file
/// cannot be re-queried with `EVIOCGMTSLOTS`).
///
/// Frame times are measured from the stream's first event (`.firstEvent`) or
/// taken from the events (`.eventTime`), and never go backwards (reported).
/// A contact that begins and ends within one report yields two frames with the
/// same time. `finish()` cancels contacts still down at the end of a stream.
/// Never traps: every repair is reported in `diagnostics`.
public struct EvdevTouchDecoder: Sendable {
    /// How touch ids are chosen for protocol B contacts.
    public enum TouchIdAssignment: String, Sendable, Hashable, CaseIterable {
        /// The kernel tracking id (unique per contact; the default).
        case trackingId = "tracking-id"
        /// The slot number (small, reused: like a finger index).
        case slot
    }

    /// What to do after `SYN_DROPPED`.
    public enum DroppedEventsPolicy: String, Sendable, Hashable, CaseIterable {
        /// Cancel every contact down and ignore fingers until they touch again (the default).
        case cancelContacts = "cancel"
        /// Keep contacts down and let the next events re-baseline them.
        case keepContacts = "keep"
    }

    /// Where frame times start.
    public enum TimeBase: String, Sendable, Hashable, CaseIterable {
        /// The stream's first event is time 0 (the default; replay traces start at 0).
        case firstEvent = "first-event"
        /// The events' own times (seconds since boot or since 1970, per the device clock).
        case eventTime = "event-time"
    }

    /// Decoding options.
    public struct Configuration: Sendable, Hashable {
        /// The reporting protocol, or `.automatic` to detect it from the stream.
        public var touchProtocol: EvdevTouchProtocol
        /// How protocol B touch ids are chosen.
        public var touchIds: TouchIdAssignment
        /// What to do after `SYN_DROPPED`.
        public var droppedEvents: DroppedEventsPolicy
        /// Protocol A: the farthest (window points) a contact may move between reports
        /// and still be the same touch. Default 100: a finger at 12 000 pt/s on a
        /// 120 Hz panel, while a lift and a touch-down elsewhere become two touches.
        public var maximumMatchDistance: Double
        /// Slots (protocol B) and contacts per report (protocol A) accepted; more are ignored and reported.
        public var maximumContacts: Int
        /// Where frame times start.
        public var timeBase: TimeBase
        /// The kind of contact reported (`.indirect` for touchpads).
        public var touchType: TouchType

        /// Creates options; every argument has the documented default.
        public init(touchProtocol: EvdevTouchProtocol = .automatic, touchIds: TouchIdAssignment = .trackingId,
                    droppedEvents: DroppedEventsPolicy = .cancelContacts, maximumMatchDistance: Double = 100,
                    maximumContacts: Int = 64, timeBase: TimeBase = .firstEvent, touchType: TouchType = .direct) {
            self.touchProtocol = touchProtocol; self.touchIds = touchIds; self.droppedEvents = droppedEvents
            self.maximumMatchDistance = maximumMatchDistance; self.maximumContacts = maximumContacts
            self.timeBase = timeBase; self.touchType = touchType
        }
    }

    /// Device → window mapping.
    public var mapping: DeviceAxisMapping
    /// Decoding options.
    public let configuration: Configuration
    /// The protocol in use: the configured one, or the one detected so far (`nil` before any touch event).
    public private(set) var activeProtocol: EvdevTouchProtocol?
    /// Everything repaired or skipped so far, in stream order.
    public private(set) var diagnostics: [EvdevDiagnostic] = []

    private var pending: [EvdevEvent] = []
    private var isDropping = false
    private var origin: EvdevEvent?
    private var lastTime: Seconds = 0
    private var hasTime = false
    private var nextSerialId = 1
    private var nextRepairedId = -1
    // Protocol B
    private var slots: [ContactState] = []
    private var currentSlot = 0
    private var currentSlotValid = true
    // Protocol A
    private var contactsA: [ContactState] = []
    // Single-touch
    private var single = ContactState()
    private var singleDown = false

    /// Creates a decoder.
    public init(mapping: DeviceAxisMapping, configuration: Configuration = Configuration()) {
        self.mapping = mapping
        self.configuration = configuration
        if configuration.touchProtocol != .automatic { activeProtocol = configuration.touchProtocol }
    }

    /// The ids of the touches currently down, ascending.
    public var liveTouchIds: [Int] {
        var ids = slots.compactMap { $0.touchId } + contactsA.compactMap { $0.touchId }
        if singleDown, let id = single.touchId { ids.append(id) }
        return ids.sorted()
    }

    /// Feeds one event; returns the frames completed by it (normally none, or one at a `SYN_REPORT`).
    public mutating func decode(_ event: EvdevEvent) -> [InputFrame] {
        if origin == nil { origin = event }
        guard event.type == EvdevCode.EV_SYN else {
            if !isDropping { pending.append(event) }
            return []
        }
        switch event.code {
        case EvdevCode.SYN_DROPPED:
            diagnostics.append(.eventsDropped(time: frameTime(event)))
            isDropping = true
            pending.removeAll()
            return []
        case EvdevCode.SYN_REPORT:
            let time = frameTime(event)
            if isDropping {
                isDropping = false
                return resynchronise(at: time)
            }
            let events = pending
            pending.removeAll(keepingCapacity: true)
            return decodeReport(events, at: time)
        default:
            if !isDropping { pending.append(event) }
            return []
        }
    }

    /// Feeds events in order; returns the frames they complete.
    public mutating func decode(_ events: some Sequence<EvdevEvent>) -> [InputFrame] {
        var frames: [InputFrame] = []
        for e in events { frames += decode(e) }
        return frames
    }

    /// Ends the stream: discards events after the last `SYN_REPORT` and cancels
    /// the contacts still down (both reported). Returns the cancelling frame, if any.
    public mutating func finish() -> [InputFrame] {
        if !pending.isEmpty { diagnostics.append(.unterminatedFrame(eventCount: pending.count)) }
        pending.removeAll()
        isDropping = false
        let ids = liveTouchIds
        guard !ids.isEmpty else { return [] }
        diagnostics.append(.contactsCancelledAtEnd(ids: ids))
        var out = FrameAssembler(timestamp: lastTime)
        cancelAll(into: &out)
        return out.finish()
    }

    /// Returns and clears the diagnostics collected so far (for long-running streams).
    public mutating func takeDiagnostics() -> [EvdevDiagnostic] {
        defer { diagnostics.removeAll() }
        return diagnostics
    }

    // MARK: Reports

    private func frameTime(_ event: EvdevEvent) -> Seconds {
        switch configuration.timeBase {
        case .firstEvent: return origin.map { event.time(since: $0) } ?? 0
        case .eventTime: return event.time
        }
    }

    /// The earliest time the next frame may have: the previous frame's, or
    /// before the first frame 0 when times count from the first event (a
    /// `SYN_REPORT` stamped before that event must not give a negative time).
    private var earliestTime: Seconds? {
        if hasTime { return lastTime }
        return configuration.timeBase == .firstEvent ? 0 : nil
    }

    private mutating func decodeReport(_ events: [EvdevEvent], at rawTime: Seconds) -> [InputFrame] {
        var time = rawTime
        if let earliest = earliestTime, time < earliest {
            diagnostics.append(.timeWentBackwards(time: time, previous: earliest))
            time = earliest
        }
        var out = FrameAssembler(timestamp: time)
        var hasMTReport = false, hasMT = false, hasSingle = false
        for e in events {
            if e.type == EvdevCode.EV_SYN && e.code == EvdevCode.SYN_MT_REPORT { hasMTReport = true }
            if e.type == EvdevCode.EV_ABS && EvdevCode.isMultitouchAxis(e.code) { hasMT = true }
            if (e.type == EvdevCode.EV_KEY && e.code == EvdevCode.BTN_TOUCH)
                || (e.type == EvdevCode.EV_ABS && (e.code == EvdevCode.ABS_X || e.code == EvdevCode.ABS_Y)) { hasSingle = true }
        }
        if configuration.touchProtocol == .automatic {
            let detected: EvdevTouchProtocol? = hasMTReport ? .typeA : hasMT ? .typeB : hasSingle ? .singleTouch : nil
            switch (activeProtocol, detected) {
            case (nil, let d?):
                activeProtocol = d
            case (.singleTouch?, let d?) where d != .singleTouch:
                diagnostics.append(.protocolChanged(to: d == .typeA ? "multitouch protocol A" : "multitouch protocol B"))
                cancelAll(into: &out)
                activeProtocol = d
            default:
                break
            }
        }
        switch activeProtocol {
        case .typeB?: decodeTypeB(events, into: &out)
        case .typeA?: decodeTypeA(events, into: &out)
        case .singleTouch?: decodeSingleTouch(events, into: &out)
        case .automatic?, nil: break
        }
        lastTime = time
        hasTime = true
        return out.finish()
    }

    private mutating func resynchronise(at time: Seconds) -> [InputFrame] {
        let t = earliestTime.map { max(time, $0) } ?? time
        guard configuration.droppedEvents == .cancelContacts else { return [] }
        var out = FrameAssembler(timestamp: t)
        cancelAll(into: &out)
        for i in slots.indices { slots[i].trackingId = -1; slots[i].isBeginning = false; slots[i].changed = false }
        lastTime = t
        hasTime = true
        return out.finish()
    }

    private mutating func cancelAll(into out: inout FrameAssembler) {
        for i in slots.indices { var c = slots[i]; end(&c, phase: .cancelled, multitouch: true, into: &out); slots[i] = c }
        for i in contactsA.indices { var c = contactsA[i]; end(&c, phase: .cancelled, multitouch: true, into: &out); contactsA[i] = c }
        contactsA.removeAll()
        if singleDown { var c = single; end(&c, phase: .cancelled, multitouch: false, into: &out); single = c }
        singleDown = false
    }

    // MARK: Samples

    private mutating func sample(_ c: ContactState, id: Int, phase: TouchPhase, multitouch: Bool) -> TouchSample {
        if c.x == nil || c.y == nil, phase == .began { diagnostics.append(.contactWithoutPosition(id: id)) }
        let (ax, ay) = mapping.positionAxes(multitouch: multitouch)
        let location = mapping.location(x: c.x ?? ax.minimum, y: c.y ?? ay.minimum, multitouch: multitouch)
        let force = c.pressure.flatMap { mapping.force(pressure: $0, multitouch: multitouch) }
        return TouchSample(id: id, phase: phase, location: location, force: force,
                           maximumPossibleForce: force == nil ? nil : mapping.maximumPossibleForce,
                           majorRadius: c.touchMajor.map { mapping.radius(axisLength: $0, multitouch: multitouch) },
                           type: configuration.touchType,
                           minorRadius: c.touchMinor.map { mapping.radius(axisLength: $0, multitouch: multitouch) },
                           orientation: c.orientation.flatMap { mapping.orientation($0) })
    }

    /// Emits the pending `began` of a contact that went down in this report.
    private mutating func emitBegan(_ c: inout ContactState, multitouch: Bool, into out: inout FrameAssembler) {
        guard c.isBeginning, let id = c.touchId else { return }
        out.add(sample(c, id: id, phase: .began, multitouch: multitouch))
        c.isBeginning = false
        c.changed = false
    }

    /// Ends a contact (emitting its `began` first if it went down in this report).
    private mutating func end(_ c: inout ContactState, phase: TouchPhase, multitouch: Bool, into out: inout FrameAssembler) {
        guard let id = c.touchId else { return }
        emitBegan(&c, multitouch: multitouch, into: &out)
        out.add(sample(c, id: id, phase: phase, multitouch: multitouch))
        c.touchId = nil
        c.isBeginning = false
        c.changed = false
    }

    /// Emits `began` for contacts that went down and `moved` for contacts that changed.
    private mutating func flushChanges(_ c: inout ContactState, multitouch: Bool, into out: inout FrameAssembler) {
        guard let id = c.touchId else { c.changed = false; return }
        if c.isBeginning {
            emitBegan(&c, multitouch: multitouch, into: &out)
        } else if c.changed {
            out.add(sample(c, id: id, phase: .moved, multitouch: multitouch))
        }
        c.changed = false
    }

    private mutating func allocateSerialId() -> Int {
        defer { nextSerialId += 1 }
        return nextSerialId
    }

    // MARK: Protocol B

    private var slotLimit: Int {
        var limit = max(1, configuration.maximumContacts)
        if let axis = mapping.axes[EvdevCode.ABS_MT_SLOT], axis.maximum >= 0 { limit = min(limit, Int(axis.maximum) + 1) }
        return limit
    }

    private mutating func decodeTypeB(_ events: [EvdevEvent], into out: inout FrameAssembler) {
        for e in events where e.type == EvdevCode.EV_ABS {
            if e.code == EvdevCode.ABS_MT_SLOT {
                if e.value >= 0 && Int(e.value) < slotLimit {
                    currentSlot = Int(e.value); currentSlotValid = true
                } else {
                    diagnostics.append(.slotOutOfRange(slot: e.value)); currentSlotValid = false
                }
                continue
            }
            guard EvdevCode.isMultitouchAxis(e.code), currentSlotValid else { continue }
            if slots.count <= currentSlot { slots += Array(repeating: ContactState(), count: currentSlot + 1 - slots.count) }
            let s = currentSlot
            if e.code == EvdevCode.ABS_MT_TRACKING_ID {
                if slots[s].touchId != nil && e.value == slots[s].trackingId { continue }
                var c = slots[s]; end(&c, phase: .ended, multitouch: true, into: &out); slots[s] = c
                slots[s].trackingId = e.value
                if e.value >= 0 { beginSlot(s) }
            } else {
                _ = slots[s].applyMultitouch(code: e.code, value: e.value)
            }
        }
        for i in slots.indices { var c = slots[i]; flushChanges(&c, multitouch: true, into: &out); slots[i] = c }
    }

    private mutating func beginSlot(_ s: Int) {
        let tracking = slots[s].trackingId
        var id: Int
        switch configuration.touchIds {
        case .slot: id = s
        case .trackingId: id = Int(tracking)
        }
        if isLive(id, besides: s) {
            let assigned = allocateRepairedId(besides: s)
            diagnostics.append(.duplicateTrackingId(trackingId: tracking, slot: s, assignedId: assigned))
            id = assigned
        }
        slots[s].touchId = id
        slots[s].isBeginning = true
    }

    /// Whether a slot other than `s` holds a contact with touch id `id`.
    private func isLive(_ id: Int, besides s: Int) -> Bool {
        slots.indices.contains { $0 != s && slots[$0].touchId == id }
    }

    /// The touch id of a contact whose tracking id is already down in another
    /// slot: the next negative id, -1, -2, … A contact begins only with a
    /// tracking id ≥ 0, so these never collide with the file's ids, and they
    /// stay inside the trace format's 32-bit range (after -2147483648 the
    /// count starts again at -1, skipping ids still down).
    private mutating func allocateRepairedId(besides s: Int) -> Int {
        while true {
            let id = nextRepairedId
            nextRepairedId = id > Int(Int32.min) ? id - 1 : -1
            if !isLive(id, besides: s) { return id }
        }
    }

    // MARK: Protocol A

    private mutating func decodeTypeA(_ events: [EvdevEvent], into out: inout FrameAssembler) {
        var listsContacts = false
        var contacts: [ContactState] = []
        var current = ContactState()
        var currentHasData = false
        var overflow = false
        func close() {
            if currentHasData && current.x != nil && current.y != nil {
                if contacts.count < max(1, configuration.maximumContacts) { contacts.append(current) } else { overflow = true }
            }
            current = ContactState(); currentHasData = false
        }
        for e in events {
            if e.type == EvdevCode.EV_SYN && e.code == EvdevCode.SYN_MT_REPORT {
                listsContacts = true
                close()
            } else if e.type == EvdevCode.EV_KEY && e.code == EvdevCode.BTN_TOUCH && e.value == 0 {
                listsContacts = true
            } else if e.type == EvdevCode.EV_ABS && EvdevCode.isMultitouchAxis(e.code) {
                listsContacts = true
                if e.code == EvdevCode.ABS_MT_TRACKING_ID { current.trackingId = e.value; currentHasData = true }
                else if current.applyMultitouch(code: e.code, value: e.value) { currentHasData = true }
            }
        }
        close()
        if overflow { diagnostics.append(.tooManyContacts(limit: max(1, configuration.maximumContacts))) }
        guard listsContacts else { return }

        let previous = contactsA.map { (location: location(of: $0), trackingId: $0.trackingId) }
        let next = contacts.map { (location: location(of: $0), trackingId: $0.trackingId) }
        let matches = ContactMatcher.match(previous: previous, current: next, maximumDistance: configuration.maximumMatchDistance)
        var continued = [Bool](repeating: false, count: contactsA.count)
        for m in matches { if let i = m { continued[i] = true } }
        for i in contactsA.indices where !continued[i] { var c = contactsA[i]; end(&c, phase: .ended, multitouch: true, into: &out); contactsA[i] = c }
        var updated: [ContactState] = []
        for (j, var c) in contacts.enumerated() {
            if let i = matches[j] {
                let old = contactsA[i]
                c.touchId = old.touchId
                c.changed = c.x != old.x || c.y != old.y || c.pressure != old.pressure || c.touchMajor != old.touchMajor
                    || c.touchMinor != old.touchMinor || c.orientation != old.orientation
            } else {
                c.touchId = allocateSerialId()
                c.isBeginning = true
            }
            updated.append(c)
        }
        contactsA = updated
        for i in contactsA.indices { var c = contactsA[i]; flushChanges(&c, multitouch: true, into: &out); contactsA[i] = c }
    }

    private func location(of c: ContactState) -> Point {
        mapping.location(x: c.x ?? 0, y: c.y ?? 0, multitouch: true)
    }

    // MARK: Single-touch

    private mutating func decodeSingleTouch(_ events: [EvdevEvent], into out: inout FrameAssembler) {
        for e in events {
            if e.type == EvdevCode.EV_KEY && e.code == EvdevCode.BTN_TOUCH {
                if e.value != 0 && !singleDown {
                    singleDown = true
                    single.touchId = allocateSerialId()
                    single.isBeginning = true
                } else if e.value == 0 && singleDown {
                    var c = single; end(&c, phase: .ended, multitouch: false, into: &out); single = c
                    singleDown = false
                }
            } else if e.type == EvdevCode.EV_ABS {
                _ = single.applySingleTouch(code: e.code, value: e.value)
            }
        }
        if singleDown { var c = single; flushChanges(&c, multitouch: false, into: &out); single = c } else { single.changed = false }
    }
}
