/// Log events waiting to be read as records (`LogRecord`), in order: the
/// queue of a C session read only as records (`TACTILE_SESSION_RECORDS_ONLY`).
/// A `ReplayLog` writes each event's record in place as the event happens
/// (`ReplayLog.streamRecords(into:)`); reading copies records out. Once every
/// record is read the memory is kept, so a session that reads regularly
/// stops allocating.
package final class LogRecordQueue {
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<LogRecord>
    @exclusivity(unchecked) private var capacity: Int
    /// Records written (read ones first).
    @exclusivity(unchecked) private var count = 0
    /// Index of the next record to hand out.
    @exclusivity(unchecked) private var next = 0
    /// The C string naming a subject (view, recognizer, owner or mode),
    /// valid while the queue is read.
    package let subject: (String) -> UnsafeRawPointer?

    /// An empty queue naming subjects with `subject`.
    package init(subject: @escaping (String) -> UnsafeRawPointer?) {
        self.subject = subject
        capacity = 64
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    /// The number of records not read yet.
    package var unreadCount: Int { count &- next }

    /// The slot of a new record, to be filled now (before the next append).
    @inline(__always)
    package func appendSlot() -> UnsafeMutablePointer<LogRecord> {
        if count == capacity { grow() }
        let p = storage + count
        count &+= 1
        return p
    }

    /// Appends the record of `event`.
    package func append(_ event: LogEvent) {
        let record = LogRecord(event, subject: subject)
        appendSlot().initialize(to: record)
    }

    /// Doubles the capacity, keeping the unread records (read ones are dropped).
    private func grow() {
        let unread = count &- next
        let bigger = UnsafeMutablePointer<LogRecord>.allocate(capacity: capacity * 2)
        bigger.initialize(from: storage + next, count: unread)
        storage.deallocate()
        storage = bigger
        capacity *= 2
        count = unread
        next = 0
    }

    /// Copies up to `limit` unread records to `out`, which then count as
    /// read; returns how many.
    package func read(into out: UnsafeMutableRawPointer, limit: Int) -> Int {
        let n = min(limit, count &- next)
        guard n > 0 else { return 0 }
        out.copyMemory(from: storage + next, byteCount: n * MemoryLayout<LogRecord>.stride)
        next &+= n
        if next == count { next = 0; count = 0 }
        return n
    }
}
