import Foundation
import Tactile
import TactileLinuxInput
import TactileScene

/// Loads the TRACE argument of `tactile replay`: a JSON Lines trace, or a
/// Linux recording (`libinput record` YAML, an evtest log, raw evdev bytes)
/// mapped onto the scene's window with the `TouchInputOptions`.
package enum TraceInput {
    /// Whether `path` holds a JSON Lines trace: a `.jsonl`/`.json` name, or
    /// text whose first non-blank character is `{`. Text has no NUL byte: every
    /// raw evdev record has some (the high bytes of `tv_usec`), so a stream
    /// whose first byte happens to be `{` is not taken for JSON.
    package static func isJSONLines(path: String, bytes: [UInt8]) -> Bool {
        if path.hasSuffix(".jsonl") || path.hasSuffix(".json") { return true }
        let head = bytes.prefix(4096)
        if head.contains(0) { return false }
        for b in head {
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { continue }
            return b == UInt8(ascii: "{")
        }
        return false
    }

    /// Reads `path` as trace frames for a window of `window`'s size.
    package static func load(_ path: String, window: SceneWindow, options: TouchInputOptions = TouchInputOptions()) throws(CommandFailure) -> [TraceFrame] {
        var frames: [TraceFrame] = []
        try open(path, window: window, options: options).forEach { f throws(CommandFailure) in frames.append(f) }
        return frames
    }

    /// Opens `path` for streaming. A JSON Lines trace or a raw evdev
    /// recording is read as it is replayed, in constant memory; from a
    /// regular file it is first checked whole (one pass, constant memory: a
    /// bad line or frame is reported before anything is replayed), a JSON
    /// Lines trace's frames kept in a temporary file for the replay (each line
    /// parsed once; read again if no temporary file can be written), an evdev
    /// recording read again; a pipe is read once, so a bad line stops the replay where it is.
    /// A `libinput record` YAML file or an evtest log is read whole, up to
    /// `TouchRecordingFile.maximumFileSize`. Devices are refused.
    /// With `scene`, a JSON Lines trace's edits are checked against its ids
    /// (with the rest of the file before replay, as they are read from a pipe).
    package static func open(_ path: String, window: SceneWindow, options: TouchInputOptions = TouchInputOptions(),
                             scene: Scene? = nil) throws(CommandFailure) -> TraceSource {
        let stream = try InputStream(path: path)
        let head = try stream.peek(4096)
        let input: TraceSource.Input = InputFiles.isRegularFile(path) ? .file(path) : .stream(stream)
        let source: TraceSource
        if isJSONLines(path: path, bytes: head) {
            source = .jsonLines(input, scene)
        } else if TouchRecordingFile.detectFormat(head, path: path) == .evdevBytes {
            var description = EvdevDeviceDescription()
            description.node = path
            source = .evdev(input, EvdevFrameStream(device: description, windowSize: Size(width: window.width, height: window.height),
                                                     options: options))
        } else {
            return try textRecording(stream, window: window, options: options)
        }
        guard case .file = input else { return source }
        if case .jsonLines(let input, let scene) = source, let spill = TraceFrameSpill() {
            // One parse per line: the checking pass keeps the frames for the replay.
            try TraceSource.forEachJSONLine(input, scene) { frame, line throws(CommandFailure) in spill.append(frame, line: line) }
            if spill.finish() { return .spilled(spill, path) }
        } else {
            try source.forEach { _ throws(CommandFailure) in }
        }
        return source
    }

    /// A `libinput record` or evtest recording, read whole and decoded.
    private static func textRecording(_ stream: InputStream, window: SceneWindow, options: TouchInputOptions) throws(CommandFailure) -> TraceSource {
        let path = stream.path
        let bytes = try stream.readAll(limit: TouchRecordingFile.maximumFileSize, tooLarge: TouchRecordingFile.tooLargeReason)
        let recording: EvdevRecording
        do { recording = try TouchRecordingFile.load(bytes: bytes, path: path, device: options.device) } catch {
            throw .usage(error.description)
        }
        let decoded = recording.frames(windowSize: Size(width: window.width, height: window.height), options: options)
        let frames = decoded.frames.map(TraceFrame.init(inputFrame:))
        for (i, f) in frames.enumerated() {
            if let reason = f.rangeViolation { throw .usage("\(path): decoded frame \(i + 1): \(reason)") }
        }
        return .frames(frames)
    }
}

/// The frames of a replay: a JSON Lines trace read line by line, a raw evdev
/// recording decoded as it is read, or frames decoded from a text recording.
package enum TraceSource {
    /// Where a streamed trace comes from.
    package enum Input {
        /// A regular file, opened again for each pass.
        case file(String)
        /// A pipe, read once.
        case stream(InputStream)

        func open() throws(CommandFailure) -> InputStream {
            switch self {
            case .file(let path): return try InputStream(path: path)
            case .stream(let s): return s
            }
        }
    }

    /// A JSON Lines trace (edits checked against the scene, if given).
    case jsonLines(Input, Scene?)
    /// Raw evdev records, decoded by the stream (a copy per pass).
    case evdev(Input, EvdevFrameStream)
    /// Frames already decoded.
    case frames([TraceFrame])
    /// The frames of a checked JSON Lines trace file (named by the path), kept on disk.
    case spilled(TraceFrameSpill, String)

    /// Calls `body` with each frame in order; a JSON Lines trace is parsed as
    /// it is read (format errors: status 2, naming file and line), evdev
    /// records are decoded as they are read (a frame out of the valid
    /// ranges: status 2, naming the frame).
    package func forEach(_ body: (TraceFrame) throws(CommandFailure) -> Void) throws(CommandFailure) {
        switch self {
        case .frames(let frames):
            for f in frames { try body(f) }
        case .spilled(let spill, let path):
            try spill.forEach(file: path, body)
        case .jsonLines(let input, let scene):
            try Self.forEachJSONLine(input, scene) { frame, _ throws(CommandFailure) in try body(frame) }
        case .evdev(let input, var decoder):
            let stream = try input.open()
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            var count = 0
            while true {
                let n = try stream.read(into: &chunk, count: chunk.count)
                for f in n == 0 ? decoder.finish() : decoder.decode(chunk[..<n]) {
                    count += 1
                    let frame = TraceFrame(inputFrame: f)
                    if let reason = frame.rangeViolation { throw .usage("\(stream.path): decoded frame \(count): \(reason)") }
                    try body(frame)
                }
                if n == 0 { break }
            }
            if let reason = decoder.notAStreamReason { throw .usage("\(stream.path): \(reason)") }
        }
    }
}

extension TraceSource {
    /// Calls `body` with each frame of a JSON Lines trace and a closure giving
    /// its line's text, parsing each line as it is read (edits checked against
    /// `scene`, if given).
    static func forEachJSONLine(_ input: Input, _ scene: Scene?,
                                _ body: (TraceFrame, () -> String) throws(CommandFailure) -> Void) throws(CommandFailure) {
        let lines = FileLineReader(try input.open())
        let path = lines.path
        var reader = scene.map { TraceReader(file: path, scene: $0) } ?? TraceReader(file: path)
        while let bytes = try lines.next() {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw .usage("\(path):\(reader.lineNumber + 1): not UTF-8 text")
            }
            let line = Substring(text)
            let frame: TraceFrame?
            do { frame = try reader.read(line: line) } catch { throw .format(error) }
            if let frame {
                // The text as the reader read it: a trailing carriage return dropped.
                try body(frame) { String(line.utf8.last == UInt8(ascii: "\r") ? Substring(line.utf8.dropLast()) : line) }
            }
        }
    }
}

extension TraceFrame {
    /// The trace line for a decoded input frame (force and radius kept when reported).
    package init(inputFrame f: InputFrame) {
        self.init(t: f.timestamp, touches: f.samples.map { s in
            TraceTouch(id: s.id, phase: s.phase, x: s.location.x, y: s.location.y, force: s.force, radius: s.majorRadius)
        })
    }
}
