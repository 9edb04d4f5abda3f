/// Reads a JSON Lines trace one line at a time, with the history checks of
/// `TraceParser` (times never decrease; a contact begins only when up and
/// moves, ends or is cancelled only while down). Memory stays constant
/// however long the trace is: only the contacts down are kept.
public struct TraceReader {
    /// The file name used in errors.
    public let file: String
    /// The number of the last line read (1-based).
    public private(set) var lineNumber = 0
    private var down: [Int] = []
    private var previousTime: Double?
    #if !TACTILE_NO_LIVE_EDITS
    /// The ids edits may name (nil: edits are checked for syntax only).
    private var editChecker: SceneEditChecker?
    #endif

    /// Creates a reader at the start of `file`.
    public init(file: String) { self.file = file }

    /// Creates a reader at the start of `file` for a trace of `scene`: its
    /// edits are checked against the scene's ids as the edits change them.
    package init(file: String, scene: Scene) {
        self.file = file
        #if !TACTILE_NO_LIVE_EDITS
        editChecker = SceneEditChecker(scene: scene)
        #endif
    }

    /// Reads the next line (without its `\n`; a trailing `\r` is dropped):
    /// its frame, or nil for a blank line.
    public mutating func read(line rawLine: Substring) throws(FormatError) -> TraceFrame? {
        lineNumber += 1
        // The carriage return is cut as a byte (a Character cut would need Unicode's grapheme rules).
        let line = rawLine.utf8.last == UInt8(ascii: "\r") ? Substring(rawLine.utf8.dropLast()) : rawLine
        if line.utf8.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { return nil }
        // An ordinary line is read straight into its frame; anything else
        // (an edit, an escape, an error to report) by the JSON parser.
        // (The WebAssembly module, built with TACTILE_NO_TRACE_LINE_SCANNER for
        // size, reads every line with the JSON parser.)
        let frame: TraceFrame
        #if !TACTILE_NO_TRACE_LINE_SCANNER
        if let scanned = TraceLineScanner.frame(line) {
            frame = scanned
        } else {
            frame = try TraceParser.parseLine(String(line), file: file, line: lineNumber)
        }
        #else
        frame = try TraceParser.parseLine(String(line), file: file, line: lineNumber)
        #endif
        try accept(frame) { _ in String(line) }
        return frame
    }

    /// Reads the next frame given as values (a C host's structured frame),
    /// without JSON text: the values are checked as a trace line's are and
    /// rounded in place as its canonical line writes them (`TraceFrame.canonicalize`),
    /// so the engine sees what a replay of that line sees. Errors name the
    /// frame's number as a trace line's.
    package mutating func read(frame: inout TraceFrame) throws(FormatError) {
        lineNumber += 1
        try frame.canonicalize(file: file, line: lineNumber)
        try accept(frame) { $0.traceLine }   // (the frame is read in place, not copied)
    }

    /// The history checks of the frame on line `lineNumber`; records it.
    /// `text` gives the line's text (for a structured frame, its canonical
    /// line), read only to place an error's column.
    private mutating func accept(_ frame: TraceFrame, text: (TraceFrame) -> String) throws(FormatError) {
        if let previousTime, frame.t < previousTime {
            throw error(text(frame), JSONPath.root.appending("t"), "time \(LogNumber.format(frame.t, fractionDigits: 6)) is before the previous line's \(LogNumber.format(previousTime, fractionDigits: 6))")
        }
        previousTime = frame.t
        #if !TACTILE_NO_LIVE_EDITS
        if let edit = frame.edit, editChecker != nil, let problem = editChecker?.check(edit) {
            throw error(text(frame), problem.path, problem.reason)
        }
        #endif
        guard let touches = frame.touches else { return }
        for i in touches.indices where (touches[i].phase == .began) == down.contains(touches[i].id) {
            // The path is built only for the error.
            let touch = touches[i], path = JSONPath.root.appending("touches").appending(i).appending("phase")
            if touch.phase == .began { throw error(text(frame), path, "touch \(touch.id) began while already down") }
            throw error(text(frame), path, "touch \(touch.id) is \(touch.phase) but is not down")
        }
        for i in touches.indices {
            let phase = touches[i].phase
            if phase == .began { down.append(touches[i].id) }
            if phase.isTerminal { down.removeAll { $0 == touches[i].id } }
        }
    }

    /// An error about the value at `path` of `line` (the line just read), with its column.
    private func error(_ line: String, _ path: JSONPath, _ reason: String) -> FormatError {
        let column = (try? JSONParser.parse(line))?.position(of: path).column
        return FormatError(file: file, line: lineNumber, column: column, path: path, reason: reason)
    }
}
