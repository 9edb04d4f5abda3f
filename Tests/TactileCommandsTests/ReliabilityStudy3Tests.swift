import Foundation
import Testing
@testable import TactileCommands
import TactileScene

// Issue 25: the third reliability study's reproducers (Tests/Fixtures/reliability3,
// a copy of the study's repro3/), bugs 12–18, each fixed at its root.

private let study3 = packageRoot.appendingPathComponent("Tests/Fixtures/reliability3")

/// The third study's reproducers and the first study's, checked by
/// scripts/reliability-check.sh: no trap or hang, no replaced symlink, FIFO or
/// device, no endless replay, one-line errors, bounded reads, repaired
/// tracking ids replay. Bugs 13 (strace) and 14 (valgrind) run where those
/// tools are installed (CI installs both).
@Test func reliabilityStudy3ReproducersShowNothingWrong() throws {
    let r = try shell("scripts/reliability-check.sh \(try tactileExecutable())", in: packageRoot)
    #expect(r.code == 0, "\(r.out)\(r.err)")
    #expect(r.out.contains("reliability-check: nothing wrong"), "\(r.out)")
}

/// Bug 12: `--speak` writes like every other output (docs/formats.md
/// "Outputs"): through a symbolic link (the link stays), directly into a FIFO
/// and a device node (never replaced by a regular file).
@Test func reliabilityBug12_outputsKeepLinksFIFOsAndDevices() throws {
    let dir = try scratchDirectory("bug12")
    defer { try? FileManager.default.removeItem(at: dir) }
    let target = dir.appendingPathComponent("target.wav").path
    let link = dir.appendingPathComponent("link.wav").path
    try "OLD".write(toFile: target, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.wav")
    try OutputFile.write(bytes: [1, 2, 3, 4], to: link)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.wav")
    #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == Data([1, 2, 3, 4]))

    try OutputFile.write(bytes: [9], to: "/dev/null")
    var info = stat()
    #expect(stat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)

    let fifo = dir.appendingPathComponent("pipe.wav").path
    #expect(mkfifo(fifo, 0o600) == 0)
    // Opening a FIFO blocks until the other end opens: the reader opens on its own thread.
    final class Box: @unchecked Sendable { var data = Data() }
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        if let h = FileHandle(forReadingAtPath: fifo) { box.data = h.readDataToEndOfFile() }
        done.signal()
    }
    try OutputFile.write(bytes: [5, 6, 7], to: fifo)
    done.wait()
    #expect(box.data == Data([5, 6, 7]))
    #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["link.wav", "pipe.wav", "target.wav"])
}

/// Bug 13: once an output is opened, SIGINT, SIGTERM and SIGHUP have the
/// cleanup handler (installed before the temporary file is created; the
/// strace reproducer in scripts/reliability-check.sh checks the order).
@Test func reliabilityBug13_outputsAreGuardedAgainstSIGINTSIGTERMAndSIGHUP() throws {
    let dir = try scratchDirectory("bug13")
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = try OutputFile.open(dir.appendingPathComponent("out.html").path)
    let temporary = try #require(file.temporaryPath)
    #expect(FileManager.default.fileExists(atPath: temporary))
    for s in [SIGINT, SIGTERM, SIGHUP] {
        var current = sigaction()
        sigaction(s, nil, &current)
        #expect(unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) != unsafeBitCast(SIG_DFL, to: Int.self),
                "signal \(s) has no handler")
    }
    OutputFile.discard(file)
    #expect(!FileManager.default.fileExists(atPath: temporary))
}

/// Bug 13: SIGHUP (a closed terminal) stops `record -o` like Ctrl-C: the
/// recording is kept and no temporary file is left.
@Test func reliabilityBug13_recordStopsOnSIGHUPAndKeepsTheRecording() throws {
    let dir = try scratchDirectory("bug13-hup")
    defer { try? FileManager.default.removeItem(at: dir) }
    let fifo = dir.appendingPathComponent("touch.evdev").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let r = try shell("""
        \(try tactileExecutable()) record touch.evdev -o out.jsonl 2> err & p=$!
        exec 3> touch.evdev; cat "\(study3.path)/13-signal-before-cleanup-handler/tap.evdev" >&3
        for i in $(seq 50); do [ -n "$(ls -a | grep '^\\.out\\.jsonl\\.')" ] && break; sleep 0.1; done
        sleep 0.3; kill -HUP $p; wait $p; echo "rc=$?"; exec 3>&-
        ls -a | grep -c '\\.tmp$'; cat out.jsonl | wc -l
        """, in: dir)
    let lines = r.out.split(separator: "\n")
    #expect(lines.first == "rc=0", "\(r.out)\(r.err)")
    #expect(lines.dropFirst().first == "0")
    #expect(Int(lines.last ?? "") ?? 0 > 0)
}

/// Bug 15: a valid 1e9 s animation no longer makes `replay` run for days: it
/// stops 60 s after the last input (`ReplayEnd`) and says so on standard error.
@Test func reliabilityBug15_replayStopsAtTheDocumentedBound() throws {
    let dir = study3.appendingPathComponent("15-long-animation-endless-replay").path
    let r = runCLI(["replay", dir + "/long-animation.json", dir + "/empty.jsonl", "--format", "jsonl"])
    #expect(r.code == 0)
    let lastTime = r.out.split(separator: "\n").last.flatMap { line in
        line.range(of: "{\"t\": ").flatMap { a in Double(line[a.upperBound...].prefix { $0 != "," }) }
    }
    #expect(lastTime == 60)
    #expect(r.err.hasPrefix("note: the replay stopped at t = 60 s, 60 s after the last input"))
}

/// Bug 15: `--report` keeps its cap when a few trace lines give many events.
@Test func reliabilityBug15_reportCaptureCapsEvents() throws {
    let capture = ReportCapture(maximumFrames: 10, maximumEvents: 3)
    capture.add(TraceFrame(t: 0, touches: nil))
    for i in 0..<5 { capture.add(LogEvent(t: Double(i), kind: .mode(.init(mode: "normal")))) }
    #expect(capture.events.count == 3)
    #expect(capture.isFull)
    let scene = try SceneParser().parse(#"{"window": {"width": 10, "height": 10}, "views": []}"#, file: "s.json")
    #expect(capture.section(title: "t", scene: scene).title == "t (the first 3 log events only)")
}

/// Bug 16: errors are one line in the project's words: a YAML scalar with a
/// newline and an ANSI escape in a `synth` description are escaped, `--speak`
/// gives the reason, `playground --wasm` says why it cannot read.
@Test func reliabilityBug16_errorsAreOneClearLine() throws {
    let dir = study3.appendingPathComponent("16-unclear-errors").path
    let yaml = runCLI(["replay", dir + "/one-view.json", dir + "/multiline-scalar.yml"])
    #expect(yaml.code == 2)
    #expect(yaml.err.hasSuffix("devices[0].events[0]: expected a mapping, got \"evde\\n- [0, 2000000, 3, 53, 1]\"\n"))
    let synth = runCLI(["synth", "tap 1,2; t\u{1B}[31mRED\nsecond line"])
    #expect(synth.code == 2)
    #expect(synth.err.hasPrefix("error: gesture 2 (\"t\\u{1B}[31mRED\\nsecond line\"): unknown gesture"))
    #expect(synth.err.filter { $0 == "\n" }.count == 1 && !synth.err.contains("\u{1B}"))
    // The scene says nothing, so no espeak-ng is needed to reach the write.
    let speak = runCLI(["replay", dir + "/one-view.json", dir + "/tap.jsonl", "--speak", "/nonexistent-dir/x.wav"])
    #expect(speak.code == 1)
    #expect(speak.err == "error: /nonexistent-dir/x.wav: cannot write: the directory /nonexistent-dir does not exist\n")
    let proc = runCLI(["replay", dir + "/one-view.json", dir + "/tap.jsonl", "--speak", "/proc/version"])
    #expect(proc.code == 1)
    #expect(proc.err == "error: /proc/version: cannot write: the file system of /proc does not allow creating files\n")
    let wasm = runCLI(["playground", dir + "/one-view.json", "--wasm", "/nonexistent.wasm"])
    #expect(wasm.code == 2)
    #expect(wasm.err == "error: cannot read the WebAssembly module /nonexistent.wasm: no such file\n")
}

/// Bug 17: a device or an oversized file as the scene or trace is an exit-2
/// error at the documented limit, read in bounded memory.
@Test func reliabilityBug17_devicesAndHugeFilesAreRefused() throws {
    let dir = study3.appendingPathComponent("17-unbounded-read-of-scene-and-device-inputs").path
    let zero = runCLI(["validate", "/dev/zero"])
    #expect(zero.code == 2)
    #expect(zero.err == "error: /dev/zero: a device that gives more than 64 MB, the most read from one (docs/formats.md, \"Size limits\"; tactile live and tactile record read input devices)\n")
    let trace = runCLI(["replay", dir + "/one-view.json", "/dev/zero"])
    #expect(trace.code == 2)
    #expect(trace.err.hasPrefix("error: /dev/zero: a device that gives more than 64 MB, the most read from one"))
    let scratch = try scratchDirectory("bug17")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let big = scratch.appendingPathComponent("big.json").path
    FileManager.default.createFile(atPath: big, contents: nil)
    #expect(truncate(big, Int(InputFiles.maximumSceneSize) + 1) == 0)
    let huge = runCLI(["validate", big])
    #expect(huge.code == 2)
    #expect(huge.err == "error: \(big): larger than 64 MB, the most a scene file may hold (docs/formats.md, \"Size limits\")\n")
}

/// Bug 18: a tracking id reused in two slots gets a repaired id inside the
/// trace format's range, so the recording replays and records again.
@Test func reliabilityBug18_repairedTrackingIdsReplay() throws {
    let dir = study3.appendingPathComponent("18-tracking-id-repair-refused").path
    let replay = runCLI(["replay", dir + "/one-view.json", dir + "/same-tracking-id-twice.evdev", "--format", "jsonl"])
    #expect(replay.code == 0, "\(replay.err)")
    let record = runCLI(["record", dir + "/same-tracking-id-twice.evdev"])
    #expect(record.code == 0, "\(record.err)")
    #expect(record.out.contains("\"id\": -1"))
}
