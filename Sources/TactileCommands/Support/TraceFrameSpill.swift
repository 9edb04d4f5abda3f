#if canImport(Glibc)
import Glibc
#endif
import Tactile
import TactileScene

/// The frames of a JSON Lines trace file as the checking pass read them, kept
/// in an unnamed temporary file (`tmpfile`), so the replay reads them back
/// instead of parsing every line a second time. Memory stays constant: the
/// frames are on disk, a few dozen bytes each (a line with an edit is kept as
/// its text and parsed again when read back: edits are rare).
package final class TraceFrameSpill {
    private let file: UnsafeMutablePointer<FILE>
    // One owner, one thread: no run-time exclusivity checks (one per
    // appended byte cost more than the byte).
    @exclusivity(unchecked) private var buffer: [UInt8] = []
    @exclusivity(unchecked) private var failed = false

    /// A new empty spill, or nil when no temporary file can be made.
    init?() {
        guard let f = tmpfile() else { return nil }
        file = f
        buffer.reserveCapacity(1 << 16)
    }

    deinit { fclose(file) }

    // MARK: Writing

    /// Appends `frame`; `line` gives the text of its line (read for a line with an edit).
    func append(_ frame: TraceFrame, line: () -> String) {
        let start = buffer.count
        for _ in 0..<4 { buffer.append(0) }   // the length, written when the record is complete
        #if !TACTILE_NO_LIVE_EDITS
        if frame.edit != nil {
            buffer.append(Flag.line)
            buffer += line().utf8
            return finishRecord(from: start)
        }
        #endif
        var flags: UInt8 = 0
        if frame.touches != nil { flags |= Flag.touches }
        if frame.mode != nil { flags |= Flag.mode }
        if frame.command != nil { flags |= Flag.command }
        buffer.append(flags)
        put(frame.t.bitPattern)
        if let touches = frame.touches {
            put(UInt64(touches.count))
            for touch in touches {
                put(UInt64(bitPattern: Int64(touch.id)))
                buffer.append(UInt8(touch.phase.rawValue) | (touch.force != nil ? Flag.force : 0) | (touch.radius != nil ? Flag.radius : 0))
                put(touch.x.bitPattern)
                put(touch.y.bitPattern)
                if let force = touch.force { put(force.bitPattern) }
                if let radius = touch.radius { put(radius.bitPattern) }
            }
        }
        if let mode = frame.mode { putString(mode) }
        if let command = frame.command { putString(command) }
        finishRecord(from: start)
    }

    /// Writes what is buffered and rewinds; false when the file could not
    /// be written (a full disk: the caller reads the trace again instead).
    func finish() -> Bool {
        flushBuffer()
        guard !failed, fflush(file) == 0 else { return false }
        rewind(file)
        return true
    }

    private enum Flag {
        static let touches: UInt8 = 1, mode: UInt8 = 2, command: UInt8 = 4, line: UInt8 = 8
        static let force: UInt8 = 0x10, radius: UInt8 = 0x20
    }

    private func put(_ v: UInt64) {
        withUnsafeBytes(of: v.littleEndian) { buffer.append(contentsOf: $0) }
    }

    private func putString(_ s: String) {
        put(UInt64(s.utf8.count))
        buffer += s.utf8
    }

    /// Writes the record's length before it; writes the buffer out when it is full.
    private func finishRecord(from start: Int) {
        let length = UInt32(buffer.count - start - 4)
        for k in 0..<4 { buffer[start + k] = UInt8(truncatingIfNeeded: length >> (8 * UInt32(k))) }
        if buffer.count >= 1 << 16 { flushBuffer() }
    }

    private func flushBuffer() {
        guard !buffer.isEmpty else { return }
        let n = buffer.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        if n != buffer.count { failed = true }
        buffer.removeAll(keepingCapacity: true)
    }

    // MARK: Reading

    /// Calls `body` with each frame in order, from the start; `file` names
    /// the trace (for a line with an edit, parsed again).
    func forEach(file path: String, _ body: (TraceFrame) throws(CommandFailure) -> Void) throws(CommandFailure) {
        rewind(file)
        var record: [UInt8] = []
        var header = [UInt8](repeating: 0, count: 4)
        while readExactly(&header, count: 4) {
            let length = Int(header[0]) | Int(header[1]) << 8 | Int(header[2]) << 16 | Int(header[3]) << 24
            if record.count < length { record = [UInt8](repeating: 0, count: length) }
            guard readExactly(&record, count: length) else { break }
            var reader = Reader(bytes: record, end: length)
            try body(try reader.frame(file: path))
        }
        if ferror(file) != 0 { throw .runtime("\(path): cannot read the trace's frames back from a temporary file") }
    }

    private func readExactly(_ into: inout [UInt8], count: Int) -> Bool {
        guard count > 0 else { return true }
        return into.withUnsafeMutableBytes { fread($0.baseAddress, 1, count, file) } == count
    }

    /// Decodes one record.
    private struct Reader {
        let bytes: [UInt8]
        /// Where the record ends in `bytes` (a buffer reused from record to record).
        let end: Int
        var index = 0

        mutating func frame(file: String) throws(CommandFailure) -> TraceFrame {
            let flags = bytes[0]
            index = 1
            if flags & Flag.line != 0 {
                let text = String(decoding: bytes[1..<end], as: UTF8.self)
                do { return try TraceParser.parseLine(text, file: file, line: 0) } catch { throw .format(error) }
            }
            let t = Double(bitPattern: word())
            var touches: [TraceTouch]?
            if flags & Flag.touches != 0 {
                let count = Int(word())
                var list: [TraceTouch] = []
                list.reserveCapacity(count)
                for _ in 0..<count {
                    let id = Int(Int64(bitPattern: word()))
                    let bits = bytes[index]
                    index += 1
                    let x = Double(bitPattern: word()), y = Double(bitPattern: word())
                    let force = bits & Flag.force != 0 ? Double(bitPattern: word()) : nil
                    let radius = bits & Flag.radius != 0 ? Double(bitPattern: word()) : nil
                    list.append(TraceTouch(id: id, phase: TouchPhase(rawValue: Int(bits & 0x0F)) ?? .cancelled,
                                           x: x, y: y, force: force, radius: radius))
                }
                touches = list
            }
            var frame = TraceFrame(t: t, touches: touches)
            if flags & Flag.mode != 0 { frame.mode = string() }
            if flags & Flag.command != 0 { frame.command = string() }
            return frame
        }

        private mutating func word() -> UInt64 {
            let v = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: index, as: UInt64.self) }
            index += 8
            return UInt64(littleEndian: v)
        }

        private mutating func string() -> String {
            let n = Int(word())
            defer { index += n }
            return String(decoding: bytes[index..<(index + n)], as: UTF8.self)
        }
    }
}
