import Foundation
import Tactile
import TactileLinuxInput
import TactileScene

/// Loads the TRACE argument of `tactile replay`: a JSON Lines trace, or a
/// Linux recording (`libinput record` YAML, an evtest log, raw evdev bytes)
/// mapped onto the scene's window with the `TouchInputOptions`.
public enum TraceInput {
    /// Whether `path` holds a JSON Lines trace: a `.jsonl`/`.json` name, or text whose first non-blank character is `{`.
    public static func isJSONLines(path: String, bytes: [UInt8]) -> Bool {
        if path.hasSuffix(".jsonl") || path.hasSuffix(".json") { return true }
        for b in bytes.prefix(4096) {
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
        return decoded.frames.map(TraceFrame.init(inputFrame:))
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
