import Tactile
@testable import TactileScene

// The scene tests' shared helpers: what the parsers say of a text, and a replay.

/// The error the scene parser gives `text` (with the recognizer types of
/// `registry`), or nil when it parses.
func sceneError(_ text: String, registry: RecognizerRegistry = .standard) -> String? {
    do { _ = try SceneParser(registry: registry).parse(text, file: "s.json"); return nil } catch { return error.description }
}

/// The error the trace parser gives `text`, or nil when it parses.
func traceError(_ text: String) -> String? {
    do { _ = try TraceParser.parse(text, file: "t.jsonl"); return nil } catch { return error.description }
}

/// The log of replaying the trace text `trace` through the scene text `scene`
/// (with the recognizer types of `registry`).
func replay(_ scene: String, _ trace: String, registry: RecognizerRegistry = .standard) throws -> [LogEvent] {
    let s = try SceneParser(registry: registry).parse(scene, file: "s.json")
    return try Replay.run(scene: s, frames: try TraceParser.parse(trace, file: "t.jsonl"), registry: registry)
}
