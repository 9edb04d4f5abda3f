import Foundation
import Testing

// Issue 10, item 4: outputs keep the path's meaning (links, devices) and
// leave no temporary file behind on SIGINT/SIGTERM.

private let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures/reliability")
private let scene = fixtures.appendingPathComponent("05-stdout-write-failure/one-view.json").path
private let tap = fixtures.appendingPathComponent("05-stdout-write-failure/tap.jsonl").path

@Test func outputs_reportThroughASymlinkReplacesTheTargetAndKeepsTheLink() throws {
    let dir = try scratchDirectory("out")
    defer { try? FileManager.default.removeItem(at: dir) }
    try "old".write(to: dir.appendingPathComponent("real.html"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link.html").path, withDestinationPath: "real.html")
    try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("dangling.html").path, withDestinationPath: "new.html")
    let r = try shell("\(try tactileExecutable()) replay \(scene) \(tap) --report link.html --format jsonl > /dev/null && \(try tactileExecutable()) replay \(scene) \(tap) --report dangling.html > /dev/null", in: dir)
    #expect(r.code == 0, "\(r.err)")
    let attributes = try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent("link.html").path)
    #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
    #expect(try String(contentsOf: dir.appendingPathComponent("real.html"), encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    #expect(try String(contentsOf: dir.appendingPathComponent("new.html"), encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["dangling.html", "link.html", "new.html", "real.html"])
}

@Test func outputs_reportAndRecordOntoADeviceWriteToIt() throws {
    let dir = try scratchDirectory("out")
    defer { try? FileManager.default.removeItem(at: dir) }
    // /dev/stdout is a link to the process's standard output (here a pipe): the report goes there.
    let r = try shell("\(try tactileExecutable()) replay \(scene) \(tap) --format jsonl --report /dev/stdout", in: dir)
    #expect(r.code == 0 && r.out.contains("<!DOCTYPE html>") && r.out.hasPrefix("{\"t\": "))
    let rec = try shell("\(try tactileExecutable()) record \(fixtures.path)/10-record-size-overflow-null/tap.evdev -o /dev/stdout", in: dir)
    #expect(rec.code == 0 && rec.out.hasPrefix("{\"t\": 0, \"touches\": "))
    #expect(FileManager.default.fileExists(atPath: "/dev/null"))
    #expect(try shell("\(try tactileExecutable()) replay \(scene) \(tap) --report /dev/null", in: dir).code == 0)
    let attributes = try FileManager.default.attributesOfItem(atPath: "/dev/null")
    #expect(attributes[.type] as? FileAttributeType == .typeCharacterSpecial)
}

@Test func outputs_recordStoppedBySIGTERMKeepsACompleteTraceAndNoTemporaryFile() throws {
    let dir = try scratchDirectory("out")
    defer { try? FileManager.default.removeItem(at: dir) }
    let evdev = fixtures.appendingPathComponent("10-record-size-overflow-null/tap.evdev").path
    // A tap through a pipe that then stays open; SIGTERM stops the recording.
    let r = try shell("""
        (cat \(evdev); sleep 5) | \(try tactileExecutable()) record /dev/stdin -o rec.jsonl & 
        sleep 1; ls -a | grep -c '^\\.rec\\.jsonl\\..*\\.tmp$'; pkill -TERM -f "record /dev/stdin -o rec.jsonl"; wait
        """, in: dir)
    #expect(r.out == "1\n")    // the temporary file while recording
    #expect(r.err.hasSuffix("recorded 2 frames to rec.jsonl\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["rec.jsonl"])
    #expect(try String(contentsOf: dir.appendingPathComponent("rec.jsonl"), encoding: .utf8).contains("\"phase\": \"ended\""))
}

@Test func outputs_replayReportInterruptedWhileWritingLeavesNoTemporaryFile() throws {
    let dir = try scratchDirectory("out")
    defer { try? FileManager.default.removeItem(at: dir) }
    // A long trace, so writing the report takes a while.
    var trace = ""
    for i in 0..<20_000 {
        let phase = i % 50 == 0 ? "began" : i % 50 == 49 ? "ended" : "moved"
        trace += "{\"t\": \(Double(i) / 100), \"touches\": [{\"id\": \(i / 50), \"phase\": \"\(phase)\", \"x\": \(i % 300), \"y\": \(i % 700)}]}\n"
    }
    try trace.write(to: dir.appendingPathComponent("t.jsonl"), atomically: true, encoding: .utf8)
    for signal in ["INT", "TERM"] {
        // Stop the replay the moment its temporary report file appears.
        let r = try shell("""
            \(try tactileExecutable()) replay \(scene) t.jsonl --format jsonl --report r.html > /dev/null & pid=$!
            while kill -0 $pid 2>/dev/null; do ls -a | grep -q '^\\.r\\.html\\..*\\.tmp$' && { kill -\(signal) $pid; break; }; done
            wait $pid; echo "status $?"
            """, in: dir)
        #expect(r.out.hasPrefix("status "))
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".tmp") }
        #expect(left.isEmpty, "SIG\(signal) left \(left)")
        try? FileManager.default.removeItem(at: dir.appendingPathComponent("r.html"))
    }
}
