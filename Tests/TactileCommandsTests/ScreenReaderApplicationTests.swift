import Foundation
import Testing
import Tactile
import TactileScene
@testable import TactileCommands

// The screen reader in front of an `ApplicationRouter` (seed-004 R-A4: "in
// front of the TouchDispatcher or ApplicationRouter"; design note D9): a scene
// with applications honours `"screenReader"` (Examples/screen-reader/launcher.*).

private let sceneFile = "Examples/screen-reader/launcher.scene.json"
private let traceFile = "Examples/screen-reader/launcher.trace.jsonl"

/// The script of `launcher.trace.jsonl` (`TACTILE_REGENERATE_EXAMPLES=1` rewrites the file):
/// in Mail, a flick right (first item), a flick right, a double tap anywhere (activates
/// Drafts), four flicks right across Mail's two containers to the end; a 3-finger flick
/// left (passed through: the launcher shows Weather); a flick right (Weather's first item),
/// a double tap (activates Today), a flick right, a 4-finger flick left (the screen reader's
/// `firstItemInContainer`, D7).
enum ScreenReaderApplicationScript {
    typealias S = TraceSynthesizer
    static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    static func flick(_ s: inout S, id: Int, at t: Double, dx: Double = 160) {
        s.touch(id: id, down: t, up: t + 0.12, path: S.line(from: p(500, 300), to: p(500 + dx, 302), start: 0.1))
    }

    static func doubleTap(_ s: inout S, id: Int, at t: Double) {
        s.touch(id: id, down: t, up: t + 0.05, path: { _ in p(600, 300) })
        s.touch(id: id + 1, down: t + 0.2, up: t + 0.25, path: { _ in p(602, 301) })
    }

    static func frames() -> [TraceFrame] {
        var s = S(seed: 414)
        flick(&s, id: 1, at: 0.3)
        flick(&s, id: 2, at: 1.1)
        doubleTap(&s, id: 3, at: 1.9)
        for k in 0..<4 { flick(&s, id: 10 + k, at: 2.9 + Double(k) * 0.8) }
        ApplicationTraceScripts.fingers(&s, ids: 20, 3, at: 6.2, from: p(600, 300), by: Vector(dx: -300, dy: 0))
        flick(&s, id: 30, at: 7.4)
        doubleTap(&s, id: 31, at: 8.2)
        flick(&s, id: 33, at: 9.2)
        for k in 0..<4 {
            let x = 500 + Double(k) * 40
            s.touch(id: 40 + k, down: 10.0, up: 10.14, path: S.line(from: p(x, 300), to: p(x - 160, 304), start: 0.1))
        }
        s.idle(until: 11.0)
        return s.frames()
    }
}

private func replay() throws -> [LogEvent] {
    let scene = try SceneParser().parse(try readPackageFile(sceneFile), file: sceneFile)
    let frames = try TraceParser.parse(try readPackageFile(traceFile), file: traceFile)
    return try Replay.run(scene: scene, frames: frames, file: sceneFile)
}

/// What the screen reader said, played and selected, and which recognizer actions and handlers ran, in log order.
private func story(_ events: [LogEvent]) -> [String] {
    events.compactMap { e -> String? in
        switch e.kind {
        case .accessibility(.speech(let text)): return text
        case .accessibility(.earcon(let sound)): return "earcon \(sound)"
        case .accessibility(.select(let item, _)): return "select \(item)"
        case .action(let a) where a.state == .ended || a.state == .recognized: return "action \(a.recognizer)"
        case .system(let s): return "system \(s.handler) → \(s.foreground ?? "none")"
        default: return nil
        }
    }
}

@Suite struct ScreenReaderApplicationTests {
    @Test func seed004_applicationTraceIsTheScriptedOne() throws {
        let path = packageRoot.appendingPathComponent(traceFile).path
        if ProcessInfo.processInfo.environment["TACTILE_REGENERATE_EXAMPLES"] == "1" {
            try TraceWriter.write(ScreenReaderApplicationScript.frames(), toFile: path)
        }
        #expect(try readPackageFile(traceFile) == TraceWriter.text(for: ScreenReaderApplicationScript.frames()))
    }

    // R-A4/D9: the layer sits in front of the router. Activation (R-S1, A24) synthesizes a tap
    // that the router gives to the displayed application, whose own recognizer fires; the
    // raw flicks and double taps reach no application (G2).
    /// seed-004 R-A4.
    @Test func activationReachesTheDisplayedApplicationsView() throws {
        let events = try replay()
        let s = story(events)
        let drafts = try #require(s.firstIndex(of: "select drafts"))
        #expect(s[drafts + 1] == "action draftsTap")
        let today = try #require(s.firstIndex(of: "select today"))
        #expect(s[today + 1] == "action todayTap")
        // Only the synthesized taps reach the applications' recognizers.
        #expect(s.filter { $0.hasPrefix("action") } == ["action draftsTap", "action nextApp", "action todayTap"])
    }

    // R-X3, R-N1, R-N9, R-N10 over the frontmost application only: flicks walk Mail's items
    // across its containers and stop at its end (Weather's hidden items are not in the tree);
    // after the launcher shows Weather (a 3-finger flick, passed through, D7) the next flick
    // lands on Weather's first item (A29: the cursor's nodes vanished, R-N15).
    /// seed-004 R-A4.
    @Test func flicksNavigateTheFrontmostApplicationsItems() throws {
        let s = story(try replay())
        #expect(s == [
            "Mailboxes, Inbox", "Drafts", "select drafts", "action draftsTap",
            "Sent", "Message actions, Reply", "Forward", "earcon endOfSequence",
            "action nextApp", "system nextApplication → weather",
            "Forecast, Today, sunny", "select today", "action todayTap",
            "Tomorrow, rain", "Today, sunny",
        ])
    }

    // D7 with applications: the 4-finger flick runs the screen reader's command and the
    // router sees none of its touches; the 3-finger flick is replayed to the router.
    /// seed-004 D7.
    @Test func withApplicationsPassThroughReachesTheLauncher() throws {
        let events = try replay()
        let commands = events.compactMap { e -> String? in
            guard case .accessibility(.command(let c, let g)) = e.kind else { return nil }
            return "\(c ?? "none") \(g ?? "")"
        }
        #expect(commands.contains("passThrough 3-finger flick left"))
        #expect(commands.last == "firstItemInContainer 4-finger flick left")
        let routes = events.compactMap { e -> Double? in if case .route = e.kind { return e.t } else { return nil } }
        #expect(!routes.contains { $0 >= 10.0 }, "the 4-finger flick reached the router")
    }

    // WX-04 as a replay (the mail demo's trace): the flick right made over the dock at
    // t = 2.2 s moves from Inbox to Drafts in Mailboxes; the dock under the finger is ignored (R-X3).
    /// seed-004 WX-04.
    @Test func flickIsLocationIndependentReplay() throws {
        let events = try DemoScenario.screenReaderMail.replay().events
        let after = events.filter { $0.t >= 2.2 && $0.t < 3.0 }
        let spoken = after.compactMap { e -> String? in
            if case .accessibility(.speech(let text)) = e.kind { return text } else { return nil }
        }
        #expect(spoken == ["Drafts"])
        let focus = after.compactMap { e -> String? in
            if case .accessibility(.focus(let c, let n)) = e.kind { return "\(c ?? "none") \(n ?? "none")" } else { return nil }
        }
        #expect(focus == ["mailboxes drafts"])
    }

    @Test func seed004_accessibilityCommandPrintsTheDisplayedApplicationsTree() throws {
        let r = runCLI(["accessibility", packageRoot.appendingPathComponent(sceneFile).path,
                        packageRoot.appendingPathComponent(traceFile).path])
        #expect(r.code == 0 && r.err.isEmpty)
        #expect(r.out.hasPrefix("2 containers, 5 items (enlargement: 0.5 of the empty space)\n"))
        #expect(r.out.contains("[1] mailboxes \"Mailboxes\" list (0, 0, 256, 600), 3 items"))
        #expect(!r.out.contains("today \"Today"))
        #expect(r.out.contains("speech  “Forecast, Today, sunny”"))
        #expect(!r.out.contains("nothing is read"))
    }

    @Test func seed004_reportOfAnApplicationSceneDrawsTheScreenReaderPanel() throws {
        let scene = try SceneParser().parse(try readPackageFile(sceneFile), file: sceneFile)
        let frames = try TraceParser.parse(try readPackageFile(traceFile), file: traceFile)
        let events = try Replay.run(scene: scene, frames: frames, file: sceneFile)
        let html = HTMLReport.render([ReportSection(title: "launcher", scene: scene, frames: frames, events: events)])
        #expect(html.contains("What the screen reader sees"))
        #expect(html.contains("1 Mailboxes") && html.contains("2 Message actions"))
        #expect(html.contains("reader said") && html.contains("▶ “Forecast, Today, sunny”") && html.contains("◆ select drafts at (128, 98)"))
    }

    // `--speak` with applications: the real espeak-ng renders the announcements in order.
    @Test(.enabled(if: SpeechRenderer.findProgram() != nil, "espeak-ng is not installed"))
    func seed004_replaySpeakWorksForApplicationScenes() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-speak-apps-\(UUID().uuidString).wav")
        defer { try? FileManager.default.removeItem(at: out) }
        let r = runCLI(["replay", packageRoot.appendingPathComponent(sceneFile).path,
                        packageRoot.appendingPathComponent(traceFile).path, "--format", "jsonl", "--speak", out.path])
        #expect(r.code == 0 && r.err.isEmpty)
        let audio = try #require(WAVAudio(bytes: [UInt8](try Data(contentsOf: out))))
        let times = speechTimes(r.out)
        #expect(times.count == 8)
        #expect(audio.rms(from: 0, to: times[0]) < 1)
        for t in times { #expect(audio.rms(from: t, to: t + 0.3) > 300, "no speech after \(t)") }
    }
}
