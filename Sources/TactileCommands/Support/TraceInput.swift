import Foundation
import Tactile
import TactileLinuxInput
import TactileScene

/// Loads the TRACE argument of `tactile replay`: a JSON Lines trace, or a
/// Linux recording (`libinput record` YAML, an evtest log, raw evdev bytes)
/// mapped onto the scene's window with the `TouchInputOptions`.
public enum TraceInput {
    /// Whether `path` holds a JSON Lines trace: a `.jsonl`/`.json` name, or
    /// text whose first non-blank character is `{`. Text has no NUL byte: every
    /// raw evdev record has some (the high bytes of `tv_usec`), so a stream
    /// whose first byte happens to be `{` is not taken for JSON.
    public static func isJSONLines(path: String, bytes: [UInt8]) -> Bool {
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
    public static func load(_ path: String, window: SceneWindow, options: TouchInputOptions = TouchInputOptions()) throws(CommandFailure) -> [TraceFrame] {
        _ = try InputFiles.readText(path, allowBinary: true)
        let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
        if isJSONLines(path: path, bytes: bytes) {
            let text = try InputFiles.readText(path)
            do { return try TraceParser.parse(text, file: path) } catch { throw .format(error) }
        }
        let recording: EvdevRecording
        do {
            recording = try TouchRecordingFile.load(path: path, device: options.device)
        } catch {
            throw .usage(error.description)
        }
        let decoded = recording.frames(windowSize: Size(width: window.width, height: window.height), options: options)
        let frames = decoded.frames.map(TraceFrame.init(inputFrame:))
        for (i, f) in frames.enumerated() {
            if let reason = f.rangeViolation { throw .usage("\(path): decoded frame \(i + 1): \(reason)") }
        }
        return frames
    }
}

extension TraceFrame {
    /// The trace line for a decoded input frame (force and radius kept when reported).
    public init(inputFrame f: InputFrame) {
        self.init(t: f.timestamp, touches: f.samples.map { s in
            TraceTouch(id: s.id, phase: s.phase, x: s.location.x, y: s.location.y, force: s.force, radius: s.majorRadius)
        })
    }
}
