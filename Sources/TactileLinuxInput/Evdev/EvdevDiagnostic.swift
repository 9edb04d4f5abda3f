import Tactile

/// Something a decoder skipped, repaired or noticed in its input. Bad input is
/// normal input: decoders never trap; they repair what they can and report
/// every repair as one of these (in input order).
public enum EvdevDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// A byte stream ended inside an event record: the trailing `length` bytes at `byteOffset` were dropped.
    case truncatedEvent(byteOffset: Int, length: Int)
    /// `count` consecutive records starting at `byteOffset` could not be kernel events
    /// (microseconds outside 0 ..< 1 000 000, negative time or an unknown event type) and were skipped.
    case implausibleEvents(byteOffset: Int, count: Int)
    /// The kernel reported `SYN_DROPPED`: events were lost; the decoder resynchronised (see `EvdevTouchDecoder`).
    case eventsDropped(time: Seconds)
    /// `ABS_MT_SLOT` selected a slot outside the decoder's slot range; its events were ignored until the next valid slot.
    case slotOutOfRange(slot: Int32)
    /// A protocol A report listed more contacts than `limit`; the extra ones were ignored.
    case tooManyContacts(limit: Int)
    /// A new contact reused the tracking id of a contact that is still down in another slot; it got `assignedId` instead.
    case duplicateTrackingId(trackingId: Int32, slot: Int, assignedId: Int)
    /// A contact began without any position known for it; it was placed at the axis minimum.
    case contactWithoutPosition(id: Int)
    /// An event's time was earlier than the previous frame's (or, for the first frame, than the stream's first event); the frame took that earliest allowed time.
    case timeWentBackwards(time: Seconds, previous: Seconds)
    /// The stream switched between single-touch and multitouch reporting; contacts of the old mode were cancelled.
    case protocolChanged(to: String)
    /// The stream ended `eventCount` events after the last `SYN_REPORT`; those events were discarded.
    case unterminatedFrame(eventCount: Int)
    /// The stream ended with contacts still down; they were cancelled.
    case contactsCancelledAtEnd(ids: [Int])

    /// One line for logs and the CLI.
    public var description: String {
        switch self {
        case let .truncatedEvent(offset, length):
            return "truncated event: \(length) trailing bytes at offset \(offset) dropped"
        case let .implausibleEvents(offset, count):
            return "\(count) implausible event record\(count == 1 ? "" : "s") at offset \(offset) skipped (not kernel input events)"
        case let .eventsDropped(time):
            return "SYN_DROPPED at \(time) s: the kernel dropped events; resynchronised"
        case let .slotOutOfRange(slot):
            return "ABS_MT_SLOT \(slot) is out of range; its events were ignored"
        case let .tooManyContacts(limit):
            return "a report listed more than \(limit) contacts; the extra ones were ignored"
        case let .duplicateTrackingId(trackingId, slot, assignedId):
            return "tracking id \(trackingId) in slot \(slot) is already down in another slot; touch id \(assignedId) used"
        case let .contactWithoutPosition(id):
            return "touch \(id) began without a position; placed at the axis minimum"
        case let .timeWentBackwards(time, previous):
            return "event time \(time) s is before the previous frame's \(previous) s; kept \(previous) s"
        case let .protocolChanged(to):
            return "the device switched to \(to) reporting; open contacts were cancelled"
        case let .unterminatedFrame(count):
            return "stream ended \(count) event\(count == 1 ? "" : "s") after the last SYN_REPORT; they were discarded"
        case let .contactsCancelledAtEnd(ids):
            return "stream ended with touches \(ids.map(String.init).joined(separator: ", ")) down; they were cancelled"
        }
    }
}
