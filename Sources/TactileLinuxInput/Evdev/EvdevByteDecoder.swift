/// Decodes a byte stream of kernel `struct input_event` records (what `read(2)`
/// returns from `/dev/input/eventN`) into `EvdevEvent`s, incrementally.
///
/// Records are little-endian. On 64-bit Linux (x86_64, aarch64) a record is
/// 24 bytes: `tv_sec` (i64), `tv_usec` (i64), `type` (u16), `code` (u16),
/// `value` (i32); 32-bit systems use 4-byte time fields (16 bytes).
/// Bytes may arrive in any chunking; a partial record waits for the next chunk.
/// A record that cannot be a kernel event (microseconds outside 0 ..< 1 000 000,
/// a negative time, a type above `EV_MAX`) is skipped and reported; a stream
/// that ends inside a record reports the dropped tail in `finish()`. Never traps.
public struct EvdevByteDecoder: Sendable {
    /// The size of the kernel's time fields.
    public enum Layout: Sendable, Hashable {
        /// 64-bit `timeval` (x86_64, aarch64): 24-byte records.
        case timeval64
        /// 32-bit `timeval` (armv7, i386): 16-byte records.
        case timeval32

        /// Bytes per record.
        public var recordSize: Int { self == .timeval64 ? 24 : 16 }
    }

    /// The record layout.
    public let layout: Layout
    /// What was skipped or dropped so far, in stream order.
    public private(set) var diagnostics: [EvdevDiagnostic] = []
    /// Bytes consumed so far (including any partial record held back).
    public private(set) var byteCount = 0
    /// Number of records skipped as implausible so far.
    public private(set) var implausibleRecordCount = 0
    /// Number of events decoded so far.
    public private(set) var eventCount = 0

    private var pending: [UInt8] = []
    private var runStart = -1
    private var runLength = 0

    /// Creates a decoder for `layout` (64-bit by default).
    public init(layout: Layout = .timeval64) { self.layout = layout }

    /// Decodes the complete records in `bytes` (after any partial record held back
    /// from the previous call) and returns their events in order.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [EvdevEvent] {
        pending.append(contentsOf: bytes)
        let size = layout.recordSize
        var events: [EvdevEvent] = []
        var start = 0
        while pending.count - start >= size {
            let recordOffset = byteCount + start
            if let event = Self.record(pending, at: start, layout: layout) {
                closeImplausibleRun()
                events.append(event)
            } else {
                if runLength == 0 { runStart = recordOffset }
                runLength += 1
                implausibleRecordCount += 1
            }
            start += size
        }
        pending.removeFirst(start)
        byteCount += start
        eventCount += events.count
        return events
    }

    /// Ends the stream: reports a trailing partial record (and a pending run of
    /// implausible records) and resets the partial-record buffer.
    public mutating func finish() {
        closeImplausibleRun()
        if !pending.isEmpty {
            diagnostics.append(.truncatedEvent(byteOffset: byteCount, length: pending.count))
            byteCount += pending.count
            pending.removeAll()
        }
    }

    /// Returns and clears the diagnostics collected so far (for long-running streams).
    public mutating func takeDiagnostics() -> [EvdevDiagnostic] {
        closeImplausibleRun()
        defer { diagnostics.removeAll() }
        return diagnostics
    }

    /// Decodes a whole byte buffer (a file's contents) at once.
    public static func decodeAll(_ bytes: some Sequence<UInt8>, layout: Layout = .timeval64)
        -> (events: [EvdevEvent], diagnostics: [EvdevDiagnostic]) {
        var decoder = EvdevByteDecoder(layout: layout)
        let events = decoder.decode(bytes)
        decoder.finish()
        return (events, decoder.diagnostics)
    }

    /// Encodes events as kernel records (for tests, fixtures and `record` tools).
    public static func encode(_ events: [EvdevEvent], layout: Layout = .timeval64) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(events.count * layout.recordSize)
        let timeBytes = layout == .timeval64 ? 8 : 4
        func put(_ value: UInt64, _ count: Int) {
            for i in 0..<count { out.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(i)))) }
        }
        for e in events {
            put(UInt64(bitPattern: e.seconds), timeBytes)
            put(UInt64(bitPattern: e.microseconds), timeBytes)
            put(UInt64(e.type), 2)
            put(UInt64(e.code), 2)
            put(UInt64(UInt32(bitPattern: e.value)), 4)
        }
        return out
    }

    private mutating func closeImplausibleRun() {
        guard runLength > 0 else { return }
        diagnostics.append(.implausibleEvents(byteOffset: runStart, count: runLength))
        runLength = 0
    }

    /// Reads one record, or `nil` when it cannot be a kernel event.
    private static func record(_ b: [UInt8], at o: Int, layout: Layout) -> EvdevEvent? {
        func le(_ at: Int, _ count: Int) -> UInt64 {
            var v: UInt64 = 0
            for i in 0..<count { v |= UInt64(b[at + i]) << (8 * UInt64(i)) }
            return v
        }
        let seconds: Int64
        let micros: Int64
        let t: Int
        switch layout {
        case .timeval64:
            seconds = Int64(bitPattern: le(o, 8)); micros = Int64(bitPattern: le(o + 8, 8)); t = o + 16
        case .timeval32:
            seconds = Int64(Int32(truncatingIfNeeded: le(o, 4))); micros = Int64(Int32(truncatingIfNeeded: le(o + 4, 4))); t = o + 8
        }
        let type = UInt16(truncatingIfNeeded: le(t, 2))
        let code = UInt16(truncatingIfNeeded: le(t + 2, 2))
        let value = Int32(bitPattern: UInt32(truncatingIfNeeded: le(t + 4, 4)))
        guard seconds >= 0, seconds < (1 << 40), micros >= 0, micros < 1_000_000, type <= EvdevCode.EV_MAX else { return nil }
        return EvdevEvent(seconds: seconds, microseconds: micros, type: type, code: code, value: value)
    }
}
