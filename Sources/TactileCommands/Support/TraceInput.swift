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

    /// Opens `path` for streaming. A JSON Lines trace is checked whole first
    /// (one pass, constant memory: a bad line is reported before anything is
    /// replayed) and read again frame by frame; a Linux recording is decoded
    /// whole (its readers need the whole file).
    /// With `scene`, a JSON Lines trace's edits are checked against its ids.
    package static func open(_ path: String, window: SceneWindow, options: TouchInputOptions = TouchInputOptions(),
                             scene: Scene? = nil) throws(CommandFailure) -> TraceSource {
        // A pipe or device can be read only once: read it whole.
        var bytes: [UInt8]?
        if !InputFiles.isRegularFile(path) { bytes = try InputFiles.readBytes(path) }
        let head: [UInt8]
        if let bytes { head = Array(bytes.prefix(4096)) } else { head = try headBytes(path) }
        if isJSONLines(path: path, bytes: head) {
            guard let bytes else {
                try TraceSource.jsonLines(path, scene).forEach { _ throws(CommandFailure) in }
                return .jsonLines(path, scene)
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw .usage("\(path):\(InputFiles.lineOfFirstInvalidByte(bytes)): not UTF-8 text")
            }
            do {
                guard let scene else { return .frames(try TraceParser.parse(text, file: path)) }
                var reader = TraceReader(file: path, scene: scene)
                var frames: [TraceFrame] = []
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    if let f = try reader.read(line: line) { frames.append(f) }
                }
                return .frames(frames)
            } catch { throw .format(error) }
        }
        let recording: EvdevRecording
        do {
            if let bytes {
                recording = try TouchRecordingFile.load(bytes: bytes, path: path, device: options.device)
            } else {
                recording = try TouchRecordingFile.load(path: path, device: options.device)
            }
        } catch {
            throw .usage(error.description)
        }
        let decoded = recording.frames(windowSize: Size(width: window.width, height: window.height), options: options)
        let frames = decoded.frames.map(TraceFrame.init(inputFrame:))
        for (i, f) in frames.enumerated() {
            if let reason = f.rangeViolation { throw .usage("\(path): decoded frame \(i + 1): \(reason)") }
        }
        return .frames(frames)
    }

    /// The first 4 KB of `path` (enough to tell JSON Lines from a recording).
    static func headBytes(_ path: String) throws(CommandFailure) -> [UInt8] {
        let reader = try FileLineReader(path: path)
        var head: [UInt8] = []
        while head.count < 4096, let line = try reader.next() {
            head += line.prefix(4096)
            head.append(UInt8(ascii: "\n"))
        }
        return head
    }
}

/// The frames of a replay: a JSON Lines file read line by line, or frames
/// decoded from a Linux recording.
package enum TraceSource {
    /// A JSON Lines trace at this path (edits checked against the scene, if given).
    case jsonLines(String, Scene?)
    /// Frames already decoded.
    case frames([TraceFrame])

    /// Calls `body` with each frame in order; a JSON Lines trace is parsed as
    /// it is read (format errors: status 2, naming file and line).
    package func forEach(_ body: (TraceFrame) throws(CommandFailure) -> Void) throws(CommandFailure) {
        switch self {
        case .frames(let frames):
            for f in frames { try body(f) }
        case .jsonLines(let path, let scene):
            let lines = try FileLineReader(path: path)
            var reader = scene.map { TraceReader(file: path, scene: $0) } ?? TraceReader(file: path)
            while let bytes = try lines.next() {
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    throw .usage("\(path):\(reader.lineNumber + 1): not UTF-8 text")
                }
                let frame: TraceFrame?
                do { frame = try reader.read(line: Substring(text)) } catch { throw .format(error) }
                if let frame { try body(frame) }
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
