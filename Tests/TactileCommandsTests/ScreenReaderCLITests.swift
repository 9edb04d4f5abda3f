import Foundation
import Testing
import Tactile
import TactileScene
@testable import TactileCommands

// The screen reader through the CLI (seed-004; docs/accessibility.md):
// `tactile demo --screen-reader`, `tactile accessibility`, `tactile replay --speak`.

private let mailScene = packageRoot.appendingPathComponent("Examples/screen-reader-mail.scene.json").path
private let mailTrace = packageRoot.appendingPathComponent("Examples/screen-reader-mail.trace.jsonl").path

@Suite struct ScreenReaderCLITests {
    @Test func seed004_demoScreenReaderPrintsTheGoldenTimeline() throws {
        let r = runCLI(["demo", "--screen-reader"])
        #expect(r.code == 0 && r.err.isEmpty)
        try expectGolden(r.out, "demo-screen-reader.txt")
    }

    // The demo says what the spec's examples say (WX-01, WX-04, WX-10, WX-03) and the
    // application sees the activation as a tap on Address Book.
    @Test func seed004_demoScreenReaderSpeaksTheSpecsAnnouncements() throws {
        let events = try DemoScenario.screenReaderMail.replay().events
        let spoken = events.compactMap { e -> String? in
            guard case .accessibility(let a) = e.kind else { return nil }
            switch a {
            case .speech(let text): return text
            case .earcon(let sound): return "earcon \(sound)"
            case .select(let item, _): return "select \(item)"
            default: return nil
            }
        }
        #expect(spoken == ["Mailboxes, 4 items", "Inbox", "Drafts", "earcon leftContainer", "Message actions, Reply",
                           "Dock, 4 items", "Mail", "Address Book, opens Address Book", "select addressBook"])
        let actions = events.compactMap { e -> String? in
            guard case .action(let a) = e.kind else { return nil }
            return a.recognizer
        }
        #expect(actions == ["addressBookTap", "inboxTap"])
    }

    @Test func seed004_accessibilityCommandPrintsTreeOrderAndEnlargedFrames() throws {
        let r = runCLI(["accessibility", mailScene])
        #expect(r.code == 0 && r.err.isEmpty)
        try expectGolden(r.out, "accessibility-mail.txt")
        #expect(r.out.contains("[1] mailboxes \"Mailboxes\" list (0, 0, 256, 704), 4 items"))
        #expect(r.out.contains("- inbox \"Inbox\" (16, 16, 224, 44) enlarged (8, 8, 240, 60) activates at (128, 38)"))
    }

    @Test func seed004_accessibilityCommandWithTraceListsWhatWasSaid() throws {
        let r = runCLI(["accessibility", mailScene, mailTrace])
        #expect(r.code == 0 && r.err.isEmpty)
        #expect(r.out.contains("speech  “Mailboxes, 4 items”"))
        #expect(r.out.contains("select  addressBook  at (424, 736)"))
    }

    @Test func seed004_reportDrawsContainersEnlargedAreasAndTheSpokenLane() throws {
        let events = try DemoScenario.screenReaderMail.replay()
        let html = HTMLReport.render([ReportSection(title: "mail", scene: events.scene, frames: events.frames, events: events.events)])
        #expect(html.contains("What the screen reader sees"))
        #expect(html.contains("1 Mailboxes") && html.contains("5 Dock"))
        #expect(html.contains("Inbox: enlarged hit area"))
        #expect(html.contains("reader said") && html.contains("▶ “Dock, 4 items”") && html.contains("◆ select addressBook at (424, 736)"))
    }

    @Test func seed004_traceCommandLineIsValidatedAndRoundTrips() throws {
        var frame = TraceFrame(t: 1, touches: nil)
        frame.command = "nextContainer"
        let text = TraceWriter.text(for: [frame])
        #expect(try TraceParser.parse(text, file: "t.jsonl") == [frame])
        #expect(throws: FormatError.self) { try TraceParser.parse("{\"t\": 1, \"command\": \"fly\"}\n", file: "t.jsonl") }
    }

    // `--speak`: the announcements rendered by the real espeak-ng, in order.
    @Test(.enabled(if: SpeechRenderer.findProgram() != nil, "espeak-ng is not installed"))
    func seed004_replaySpeakWritesANonSilentOrderedWAV() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-speak-\(UUID().uuidString).wav")
        defer { try? FileManager.default.removeItem(at: out) }
        let r = runCLI(["replay", mailScene, mailTrace, "--format", "jsonl", "--speak", out.path])
        #expect(r.code == 0 && r.err.isEmpty)
        let audio = try #require(WAVAudio(bytes: [UInt8](try Data(contentsOf: out))))
        #expect(audio.sampleRate == 22050)
        // Every announcement starts where the log says: sound right after its time, silence before the first.
        let times = speechTimes(r.out)
        #expect(times.count == 7)
        #expect(audio.rms(from: 0, to: times[0]) < 1)
        for t in times { #expect(audio.rms(from: t, to: t + 0.3) > 300, "no speech after \(t)") }
        #expect(Double(audio.samples.count) / 22050 > times[times.count - 1] + 0.5)
    }

    @Test func seed004_speakWithoutTheProgramSaysSoInOneLine() {
        var renderer = SpeechRenderer()
        renderer.program = nil
        let missing = SpeechRenderer.findProgram(environment: ["PATH": "/nonexistent"])
        #expect(missing == nil)
        #expect(SpeechRenderingError.programMissing.message.split(separator: "\n").count == 1)
        let wav = WAVAudio(sampleRate: 8000, samples: [0, 1000, -1000, 32767])
        #expect(WAVAudio(bytes: wav.bytes) == wav)
    }
}
