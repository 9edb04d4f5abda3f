import Tactile

/// Reads a trace in JSON Lines (docs/formats.md, "Trace").
///
/// Each non-blank line is one JSON object `{"t", "touches"?, "mode"?}`. Besides syntax
/// and value types the parser checks that the trace is a possible touch
/// history: times never decrease, an id is listed at most once per line, a
/// contact begins only when it is not down and moves, ends or is cancelled
/// only while it is down. Errors name the file, the line and the JSON path.
public enum TraceParser {
    /// The trace line keys.
    package static let frameKeys = ["t", "touches", "mode", "command", "edit"]
    /// The per-touch keys.
    package static let touchKeys = ["id", "phase", "x", "y", "force", "radius"]

    /// Parses a whole trace; `file` is the name used in error messages.
    public static func parse(_ text: String, file: String) throws(FormatError) -> [TraceFrame] {
        var frames: [TraceFrame] = []
        var reader = TraceReader(file: file)
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let frame = try reader.read(line: rawLine) { frames.append(frame) }
        }
        return frames
    }

    /// Parses one line (numbered `line` in `file`) without history checks.
    package static func parseLine(_ text: String, file: String, line: Int) throws(FormatError) -> TraceFrame {
        let reader = JSONDocumentReader(file: file, lineOffset: line - 1)
        let value: JSONValue
        do { value = try JSONParser.parse(text) } catch { throw reader.syntaxError(error) }
        let root = JSONPath.root
        var t: Double?
        var touches: [TraceTouch]?
        var mode: String?
        var command: String?
        #if !TACTILE_NO_LIVE_EDITS
        var edit: SceneEdit?
        #endif
        for m in try reader.object(value, root) {
            let p = root.appending(m.key)
            switch PropertyKey(m.key) {
            case "t":
                t = try reader.time(m.value, p)
            case "touches":
                var list: [TraceTouch] = []
                for (i, e) in try reader.array(m.value, p).enumerated() {
                    let touch = try parseTouch(e, p.appending(i), reader: reader)
                    if list.contains(where: { $0.id == touch.id }) {
                        throw reader.error(e, p.appending(i).appending("id"), "touch \(touch.id) is listed twice in one line")
                    }
                    list.append(touch)
                }
                touches = list
            case "mode":
                mode = try reader.identifier(m.value, p)
            case "command":
                let c = try reader.identifier(m.value, p)
                guard AccessibilityCommand(traceName: c) != nil else {
                    throw reader.unknownName("command", c, m.value, p, expected: AccessibilityCommand.traceNames.joined(separator: ", "))
                }
                command = c
            #if !TACTILE_NO_LIVE_EDITS
            case "edit":
                edit = try SceneEdit(m.value, p, reader: reader)
            #endif
            default:
                throw reader.unknownProperty(m, p, expected: frameKeys.joined(separator: ", "))
            }
        }
        guard let t else { throw reader.error(value, root, "missing required property \"t\"") }
        var frame = TraceFrame(t: t, touches: touches, mode: mode)
        frame.command = command
        #if !TACTILE_NO_LIVE_EDITS
        frame.edit = edit
        #endif
        return frame
    }

    /// The members of one touch read so far.
    private struct TouchFields {
        var id: Int?, phase: TouchPhase?, x: Double?, y: Double?, force: Double?, radius: Double?
    }

    private static func parseTouch(_ value: JSONValue, _ path: JSONPath, reader: JSONDocumentReader) throws(FormatError) -> TraceTouch {
        var t = TouchFields()
        for m in try reader.object(value, path) { try touchProperty(m, path.appending(m.key), into: &t, reader: reader) }
        let id = t.id, phase = t.phase, x = t.x, y = t.y
        for (name, present) in [("id", id != nil), ("phase", phase != nil), ("x", x != nil), ("y", y != nil)] where !present {
            throw reader.error(value, path, "missing required property \(quoted(name))")
        }
        guard let id, let phase, let x, let y else { throw reader.error(value, path, "incomplete touch") }
        return TraceTouch(id: id, phase: phase, x: x, y: y, force: t.force, radius: t.radius)
    }

    /// Reads one member of a touch into `t` (one non-inlined function keeps
    /// tactile.wasm's error paths few).
    @inline(never)
    private static func touchProperty(_ m: JSONMember, _ p: JSONPath, into t: inout TouchFields,
                                      reader: JSONDocumentReader) throws(FormatError) {
        switch PropertyKey(m.key) {
        case "id": t.id = try reader.integer(m.value, p)
        case "phase":
            let s = try reader.string(m.value, p)
            guard let ph = TouchPhase(traceName: s) else {
                throw reader.unknownName("phase", s, m.value, p, expected: "began, moved, stationary, ended, cancelled")
            }
            t.phase = ph
        case "x": t.x = try reader.number(m.value, p)
        case "y": t.y = try reader.number(m.value, p)
        case "force":
            let f = try reader.number(m.value, p)
            if f < 0 { throw reader.error(m.value, p, "force must not be negative") }
            t.force = f
        case "radius":
            let r = try reader.number(m.value, p)
            if r < 0 { throw reader.error(m.value, p, "radius must not be negative") }
            t.radius = r
        default:
            throw reader.unknownProperty(m, p, expected: touchKeys.joined(separator: ", "))
        }
    }
}
