import Foundation
import Testing
import Tactile
import TactileScene
@testable import TactileCommands

// Issue 24 items 4, 6, 7 and 8 at the replay and CLI level: announcements at
// their timers' times in `tactile replay` and `live`, a log in time order
// around a passed-through gesture, `tactile accessibility`'s counts and JSON,
// and docs/formats.md's screen-reader sections.

private let mailSceneFile = "Examples/screen-reader-mail.scene.json"

private func mailScene() throws -> Scene {
    try SceneParser().parse(try readPackageFile(mailSceneFile), file: mailSceneFile)
}

private func temporaryFile(_ name: String, _ text: String) throws -> URL {
    let url = try scratchDirectory("reader-time").appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
}

private func frames(_ lines: String) throws -> [TraceFrame] {
    try TraceParser.parse(lines, file: "trace.jsonl")
}

/// The screen reader's log lines as `t kind text`.
private func spoken(_ events: [LogEvent]) -> [String] {
    events.compactMap { e -> String? in
        guard case .accessibility(let a) = e.kind else { return nil }
        switch a {
        case .speech(let text): return LogNumber.format(e.t, fractionDigits: 4) + " " + text
        case .earcon(let sound): return LogNumber.format(e.t, fractionDigits: 4) + " earcon " + sound
        default: return nil
        }
    }
}

@Suite struct ScreenReaderReplayTimeTests {
    /// Issue 24 item 4: "a finger down at 0.3 s whose next input is at 2.0 s is
    /// announced when due, not at 2.0" (seed-004 G6(b), U17), in `tactile replay`.
    @Test func screenReader_replayAnnouncesAHeldFingerAtTheTimersDueTime() throws {
        let trace = try frames("""
            {"t": 0.3, "touches": [{"id": 1, "phase": "began", "x": 128, "y": 38}]}
            {"t": 2.0, "touches": [{"id": 1, "phase": "moved", "x": 128.2, "y": 38}]}
            {"t": 2.1, "touches": [{"id": 1, "phase": "ended", "x": 128.2, "y": 38}]}
            """)
        let events = try Replay.run(scene: try mailScene(), frames: trace, file: mailSceneFile)
        #expect(spoken(events) == ["0.4 Mailboxes, Inbox"])
    }

    /// Issue 24 item 4: "at the end of a trace it is not pushed to 'last line + 1 s'".
    @Test func screenReader_replayEndingWithAFingerDownAnnouncesItWhenDue() throws {
        let trace = try frames(#"{"t": 0.3, "touches": [{"id": 1, "phase": "began", "x": 128, "y": 38}]}"#)
        let events = try Replay.run(scene: try mailScene(), frames: trace, file: mailSceneFile)
        #expect(spoken(events) == ["0.4 Mailboxes, Inbox"])
        // A lone tap at the end explores when the double-tap window ends, not a second later.
        let tap = try frames("""
            {"t": 0.3, "touches": [{"id": 1, "phase": "began", "x": 128, "y": 38}]}
            {"t": 0.34, "touches": [{"id": 1, "phase": "ended", "x": 128, "y": 38}]}
            """)
        #expect(spoken(try Replay.run(scene: try mailScene(), frames: tap, file: mailSceneFile)) == ["0.69 Mailboxes, Inbox"])
    }

    /// Issue 24 item 4, "the same in `live`: a resting finger hears its item
    /// without moving": `tactile live` calls `advance(to:)` while the device is
    /// quiet; the announcement comes at its due time, not at the idle tick's.
    @Test func screenReader_liveIdleTicksAnnounceARestingFingerWhenDue() throws {
        let runtime = try Replay.makeRuntime(scene: try mailScene(), file: mailSceneFile)
        runtime.feed(try frames(#"{"t": 0.3, "touches": [{"id": 1, "phase": "began", "x": 128, "y": 38}]}"#)[0])
        runtime.advance(to: 0.32)
        #expect(spoken(runtime.log.events).isEmpty)
        runtime.advance(to: 0.42)             // the next idle tick, 20 ms later
        #expect(spoken(runtime.log.events) == ["0.4 Mailboxes, Inbox"])
    }

    /// Issue 24 item 6: "A passed-through gesture … logs the replayed touches at
    /// the moment they are passed, never before the `passThrough` line"; "where
    /// the original sample time matters, carry it as a field of the line"
    /// (docs/accessibility.md, interpretation 23, overturned).
    @Test func screenReader_passThroughKeepsTheLogInTimeOrderWithSampleTimes() throws {
        let sceneFile = "Examples/screen-reader/launcher.scene.json", traceFile = "Examples/screen-reader/launcher.trace.jsonl"
        let scene = try SceneParser().parse(try readPackageFile(sceneFile), file: sceneFile)
        let events = try Replay.run(scene: scene, frames: try TraceParser.parse(try readPackageFile(traceFile), file: traceFile),
                                    file: sceneFile)
        for (a, b) in zip(events, events.dropFirst()) { #expect(a.t <= b.t, "\(b) after \(a)") }
        guard let pass = events.firstIndex(where: {
            if case .accessibility(.command(command: "passThrough", _)) = $0.kind { return true }
            return false
        }) else {
            Issue.record("no passThrough line")
            return
        }
        let passTime = events[pass].t
        // The launcher's recognizer saw the flick (with its own times) and its lines follow the pass.
        let sampled = events[(pass + 1)...].filter { $0.sampleTime != nil }
        #expect(!sampled.isEmpty)
        #expect(sampled.allSatisfy { $0.t == passTime && $0.sampleTime! < passTime })
        #expect(events[(pass + 1)...].contains { if case .system = $0.kind { return true } else { return false } })
        let line = LogFormatter.jsonLine(sampled[sampled.startIndex])
        #expect(line.hasSuffix(", \"sampleTime\": \(LogNumber.format(sampled.first!.sampleTime!, fractionDigits: 4))}"))
        #expect(TextTimeline.columns(sampled[sampled.startIndex]).3.contains("(sampled at "))
    }

    /// Issue 24 item 7: "the header's item count is right with nested containers
    /// (today '4 containers, 5 items' for a tree of 3 items)".
    @Test func screenReader_accessibilityHeaderCountsNestedItemsOnce() throws {
        let url = try temporaryFile("nested.scene.json", """
            {"window": {"width": 400, "height": 400},
             "views": [{"id": "settings", "frame": [0, 0, 400, 400], "accessibility": {"container": "list", "label": "Settings"}, "children": [
               {"id": "general", "frame": [0, 0, 400, 200], "accessibility": {"container": true, "label": "General"}, "children": [
                 {"id": "wifi", "frame": [10, 10, 380, 40], "accessibility": {"element": true, "label": "Wi-Fi", "value": "on", "traits": ["button", "selected"]}},
                 {"id": "bluetooth", "frame": [10, 60, 380, 40], "accessibility": {"element": true, "label": "Bluetooth"}}]},
               {"id": "about", "frame": [0, 200, 400, 200], "accessibility": {"container": true, "label": "About"}, "children": [
                 {"id": "legal", "frame": [0, 0, 400, 100], "accessibility": {"container": true, "label": "Legal"}, "children": [
                   {"id": "licence", "frame": [10, 10, 380, 40], "accessibility": {"element": true, "label": "Licence", "hint": "opens it"}}]}]}]}],
             "screenReader": {"enlargement": 0.5}}
            """)
        let r = runCLI(["accessibility", url.path])
        #expect(r.code == 0 && r.err.isEmpty)
        #expect(r.out.hasPrefix("4 containers, 3 items (enlargement: 0.5 of the empty space)\n"))

        // Item 7: "`--format json` prints the tree with values, traits, frames and enlarged frames, for scripts".
        let j = runCLI(["accessibility", url.path, "--format", "json"])
        #expect(j.code == 0 && j.err.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(j.out.utf8)) as? [String: Any])
        #expect(object["containers"] as? Int == 4 && object["items"] as? Int == 3)
        let settings = try #require((object["nodes"] as? [[String: Any]])?.first)
        #expect(settings["container"] as? String == "settings" && settings["type"] as? String == "list")
        let general = try #require((settings["children"] as? [[String: Any]])?.first)
        let wifi = try #require((general["children"] as? [[String: Any]])?.first)
        #expect(wifi["item"] as? String == "wifi" && wifi["value"] as? String == "on")
        #expect(wifi["traits"] as? [String] == ["button", "selected"])
        #expect(wifi["frame"] as? [Double] == [10, 10, 380, 40])
        #expect((wifi["enlargedFrame"] as? [Double])?.count == 4)
        #expect(wifi["activationPoint"] as? [Double] == [200, 30])
    }

    /// With a trace, `--format json` adds the transcript; a bad format is a usage error.
    @Test func screenReader_accessibilityJSONWithATraceHasTheTranscript() throws {
        let trace = packageRoot.appendingPathComponent("Examples/screen-reader-mail.trace.jsonl").path
        let scene = packageRoot.appendingPathComponent(mailSceneFile).path
        let r = runCLI(["accessibility", scene, trace, "--format", "json"])
        #expect(r.code == 0 && r.err.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let transcript = try #require(object["transcript"] as? [[String: Any]])
        #expect(transcript.contains { $0["kind"] as? String == "select" && $0["item"] as? String == "addressBook" })
        #expect(runCLI(["accessibility", scene, "--format", "yaml"]).code == 2)
    }

    /// Issue 24 item 8: "docs/formats.md documents the screen reader completely …
    /// (the schema links a section that does not exist yet)": every section the
    /// schema names exists, and the screen reader's keys, trace lines, log kinds
    /// and command are in it.
    @Test func screenReader_formatsDocumentsTheScreenReaderAndTheSchemaLinksExist() throws {
        let formats = try readPackageFile("docs/formats.md")
        let schema = try readPackageFile("docs/scene.schema.json")
        let headings = Set(formats.split(separator: "\n").filter { $0.hasPrefix("#") }.map { line -> String in
            var h = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            if h.hasSuffix(")"), let open = h.range(of: " (", options: .backwards) { h = String(h[..<open.lowerBound]) }
            return h
        })
        var rest = Substring(schema)
        var linked: [String] = []
        while let r = rest.range(of: "docs/formats.md, \\\"") {
            rest = rest[r.upperBound...]
            guard let end = rest.range(of: "\\\"") else { break }
            linked.append(String(rest[..<end.lowerBound]))
        }
        #expect(linked.contains("Accessibility"))
        for name in linked { #expect(headings.contains(name), "the schema links docs/formats.md \"\(name)\"") }
        for key in SceneScreenReader.keys { #expect(formats.contains("| `\(key)` |"), "screenReader key \(key)") }
        for key in SceneAccessibility.keys { #expect(formats.contains("| `\(key)` |"), "accessibility key \(key)") }
        for name in AccessibilityCommand.traceNames { #expect(formats.contains("`\(name)`"), "command \(name)") }
        for kind in ["focus", "speech", "earcon", "select", "zoom", "command"] { #expect(formats.contains("| `\(kind)` |")) }
        #expect(formats.contains("| `command` | screen-reader command"))
        #expect(formats.contains("### The `accessibility` command"))
        #expect(formats.contains("`sampleTime`"))
    }
}
