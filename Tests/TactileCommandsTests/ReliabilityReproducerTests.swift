import Foundation
import Testing

/// The built `tactile` executable (next to the test bundle, or in .build).
func builtTactile() -> URL? {
    var candidates = [Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("tactile")]
    for arg in CommandLine.arguments where arg.contains(".build") {
        var url = URL(fileURLWithPath: arg)
        while url.pathComponents.count > 1 && !url.lastPathComponent.hasPrefix("debug") && !url.lastPathComponent.hasPrefix("release") {
            url.deleteLastPathComponent()
        }
        candidates.append(url.appendingPathComponent("tactile"))
    }
    candidates.append(packageRoot.appendingPathComponent(".build/debug/tactile"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

/// Runs a shell command line (bash) in `directory`; returns its status and output.
func shell(_ command: String, in directory: URL, environment: [String: String] = [:]) throws -> (code: Int32, out: String, err: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/bash")
    p.arguments = ["-c", command]
    p.currentDirectoryURL = directory
    var env = ProcessInfo.processInfo.environment
    env["SWIFT_BACKTRACE"] = "enable=no"
    for (k, v) in environment { env[k] = v }
    p.environment = env
    let out = Pipe(), err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    // Read both pipes before waiting, so a full pipe cannot block the child.
    let errData = Thread.detachedRead(err.fileHandleForReading)
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData(), as: UTF8.self))
}

extension Thread {
    /// Reads `handle` to its end on another thread; the result waits for it.
    static func detachedRead(_ handle: FileHandle) -> () -> Data {
        final class Box: @unchecked Sendable { var data = Data() }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.data = handle.readDataToEndOfFile()
            done.signal()
        }
        return { done.wait(); return box.data }
    }
}

private let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures/reliability")

/// The fuzzing study's reproducer script (Tests/Fixtures/reliability, a copy
/// of the study's `repro/`) against the built binary: no trap (132), no hang (124).
@Test func reliabilityReproducerScriptShowsNoTrapAndNoHang() throws {
    let r = try shell("./reproduce.sh \(try tactileExecutable())", in: fixtures)
    #expect(r.code == 0)
    let lines = r.out.split(separator: "\n").filter { $0.contains("rc=") }
    #expect(lines.count == 11)
    for line in lines {
        #expect(!line.contains("rc=132") && !line.contains("rc=124") && !line.contains("Fatal error"), "\(line)")
    }
}

/// Bug 1: a time ≥ 2^53 (trace time or scene duration) is an exit-2 range error, not a trap in the text timeline.
@Test func reliabilityBug01_hugeTimesAreRangeErrors() throws {
    let dir = fixtures.appendingPathComponent("01-text-timeline-huge-time")
    let late = try shell("\(try tactileExecutable()) replay one-view.json late.jsonl", in: dir)
    #expect(late.code == 2 && late.out.isEmpty)
    #expect(late.err == "error: late.jsonl:1:7: t: time 1.5e16 is outside the valid range 0…1000000000 s\n")
    let lp = try shell("\(try tactileExecutable()) replay long-lp.json tap.jsonl", in: dir)
    #expect(lp.code == 2)
    #expect(lp.err == "error: long-lp.json:1:181: recognizers[0].minimumPressDuration: 1.5e16 is outside the valid range -1000000000…1000000000\n")
}

/// Bugs 2–4: coordinates of ±1e308, a view 1e308 wide and a trace spanning 1e306 s are range errors (exit 2).
@Test func reliabilityBugs02to04_reportInputsOutOfRangeAreRejected() throws {
    let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-rel-\(UUID().uuidString).html").path
    defer { try? FileManager.default.removeItem(atPath: tmp) }
    let nan = try shell("\(try tactileExecutable()) replay empty-scene.json nan-path.jsonl --report \(tmp)", in: fixtures.appendingPathComponent("02-report-nan-extent"))
    #expect(nan.code == 2 && nan.err == "error: nan-path.jsonl:2:66: touches[0].y: 1e308 is outside the valid range -1000000000…1000000000\n")
    let wide = try shell("\(try tactileExecutable()) replay wide-view.json tap.jsonl --report \(tmp)", in: fixtures.appendingPathComponent("03-report-infinite-view-label"))
    #expect(wide.code == 2 && wide.err == "error: wide-view.json:1:84: views[0].frame[2]: 1e308 is outside the valid range -1000000000…1000000000\n")
    let far = try shell("\(try tactileExecutable()) replay one-view.json far-end.jsonl --report \(tmp)", in: fixtures.appendingPathComponent("04-report-timescale-hang"))
    #expect(far.code == 2 && far.err == "error: far-end.jsonl:2:7: t: time 1e306 is outside the valid range 0…1000000000 s\n")
    #expect(!FileManager.default.fileExists(atPath: tmp))
}

/// Bug 5: a failed write to standard output or error exits 1 with one line, never a trap.
@Test func reliabilityBug05_failedWritesExit1WithOneLine() throws {
    let dir = fixtures.appendingPathComponent("05-stdout-write-failure")
    let full = try shell("\(try tactileExecutable()) replay one-view.json tap.jsonl > /dev/full", in: dir)
    #expect(full.code == 1)
    #expect(full.err == "error: cannot write to standard output: No space left on device\n")
    let closed = try shell("\(try tactileExecutable()) replay one-view.json tap.jsonl >&-", in: dir)
    #expect(closed.code == 1)
    #expect(closed.err == "error: cannot write to standard output: Bad file descriptor\n")
    // A format error whose message cannot be written still exits with its status.
    let errFull = try shell("\(try tactileExecutable()) replay missing.json tap.jsonl 2> /dev/full", in: dir)
    #expect(errFull.code == 2)
    let help = try shell("\(try tactileExecutable()) --help > /dev/full", in: dir)
    #expect(help.code == 1 && help.err.hasPrefix("error: cannot write to standard output"))
}

/// Bug 6: `record` never writes a negative time, and `replay` reads what `record` wrote.
@Test func reliabilityBug06_recordTimesStartAtZeroAndReplayReadsThem() throws {
    let dir = fixtures.appendingPathComponent("06-record-negative-time")
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-rec-\(UUID().uuidString).jsonl").path
    defer { try? FileManager.default.removeItem(atPath: out) }
    let rec = try shell("\(try tactileExecutable()) record backwards.evdev -o \(out)", in: dir)
    #expect(rec.code == 0)
    let text = try String(contentsOfFile: out, encoding: .utf8)
    #expect(text.hasPrefix(#"{"t": 0, "#))
    #expect(!text.contains(#""t": -"#))
    let replay = try shell("\(try tactileExecutable()) replay one-view.json \(out)", in: dir)
    #expect(replay.code == 0 && replay.err.isEmpty)
    // The recording replayed directly gives the same log as the trace `record` wrote.
    let direct = try shell("\(try tactileExecutable()) replay one-view.json backwards.evdev", in: dir)
    #expect(direct.out == replay.out)
}

/// Bug 7: a raw evdev stream starting with `{` is read as evdev, not as JSON Lines.
@Test func reliabilityBug07_evdevStreamStartingWithABraceIsEvdev() throws {
    let dir = fixtures.appendingPathComponent("07-evdev-brace-misdetected")
    let r = try shell("\(try tactileExecutable()) replay one-view.json starts-with-brace.evdev --format jsonl", in: dir)
    #expect(r.code == 0 && r.err.isEmpty)
    #expect(r.out.contains(#""kind": "touches", "view": "v", "phase": "began""#))
}

/// Bug 8: a YAML alias bomb is rejected at once, saying why.
@Test func reliabilityBug08_yamlAliasExpansionIsLimited() throws {
    let dir = fixtures.appendingPathComponent("08-yaml-alias-amplification")
    let start = Date()
    let r = try shell("\(try tactileExecutable()) replay one-view.json alias-bomb.yml", in: dir)
    #expect(Date().timeIntervalSince(start) < 5)
    #expect(r.code == 2)
    #expect(r.err.hasPrefix("error: alias-bomb.yml:2: devices[0].events["))
    #expect(r.err.hasSuffix("YAML aliases expand the recording to more numbers than its 36148 bytes can hold written out (at most 18075); libinput record never writes aliases\n"))
}

/// Bug 10: `record --size` beyond the valid range is a usage error; nothing is written.
@Test func reliabilityBug10_recordSizeOutOfRangeIsRejected() throws {
    let dir = fixtures.appendingPathComponent("10-record-size-overflow-null")
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-rec-\(UUID().uuidString).jsonl").path
    defer { try? FileManager.default.removeItem(atPath: out) }
    let r = try shell("\(try tactileExecutable()) record tap.evdev -o \(out) --size 1e308x1e308", in: dir)
    #expect(r.code == 2)
    #expect(r.err == "error: --size: width and height must be at most 1000000000 points (docs/formats.md, \"Valid ranges\"), found \"1e308x1e308\"\n")
    #expect(!FileManager.default.fileExists(atPath: out))
    // The largest valid size records a trace `replay` reads back.
    let big = try shell("\(try tactileExecutable()) record tap.evdev -o \(out) --size 1000000000x1000000000 && \(try tactileExecutable()) replay one-view.json \(out) > /dev/null", in: dir)
    #expect(big.code == 0)
    #expect(try String(contentsOfFile: out, encoding: .utf8).contains(#""x": "#))
    #expect(!(try String(contentsOfFile: out, encoding: .utf8)).contains("null"))
}
