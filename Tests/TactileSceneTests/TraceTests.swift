import Foundation
import Testing
import Tactile
@testable import TactileScene

@Test func traceParsesFramesAndTimeOnlyLines() throws {
    let frames = try TraceParser.parse("""
        {"t": 0, "touches": [{"id": 1, "phase": "began", "x": 10.5, "y": 20, "force": 0.5, "radius": 4}]}

        {"t": 0.0083, "touches": [{"id": 1, "phase": "moved", "x": 11, "y": 20}]}
        {"t": 0.5}
        {"t": 0.6, "touches": [{"id": 1, "phase": "ended", "x": 11, "y": 20}]}
        """, file: "t.jsonl")
    #expect(frames.count == 4)
    #expect(frames[0] == TraceFrame(t: 0, touches: [TraceTouch(id: 1, phase: .began, x: 10.5, y: 20, force: 0.5, radius: 4)]))
    #expect(frames[2] == TraceFrame(t: 0.5, touches: nil))
    #expect(frames[2].inputFrame == nil)
    #expect(frames[0].inputFrame?.samples.first?.majorRadius == 4)
}

@Test func traceErrorsNameTheLine() {
    #expect(traceError("{\"t\": 0}\n{\"t\": 1, \"touches\": [{\"id\": 1, \"phase\": \"move\", \"x\": 1, \"y\": 2}]}")
            == #"t.jsonl:2:41: touches[0].phase: unknown phase "move" (expected one of: began, moved, stationary, ended, cancelled); did you mean "moved"?"#)
    #expect(traceError("{\"t\": 1}\n\n{\"t\": 0.5}") == "t.jsonl:3:7: t: time 0.5 is before the previous line's 1")
    #expect(traceError(#"{"touches": []}"#) == #"t.jsonl:1:1: missing required property "t""#)
    #expect(traceError(#"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 1}]}"#) == #"t.jsonl:1:22: touches[0]: missing required property "y""#)
    #expect(traceError(#"{"t": 0, "touches": [{"id": 1, "phase": "moved", "x": 1, "y": 1}]}"#) == "t.jsonl:1:41: touches[0].phase: touch 1 is moved but is not down")
    #expect(traceError(#"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1}]}"# + "\n" + #"{"t": 1, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1}]}"#)
            == "t.jsonl:2:41: touches[0].phase: touch 1 began while already down")
    #expect(traceError(#"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1}, {"id": 1, "phase": "began", "x": 1, "y": 1}]}"#)
            == "t.jsonl:1:67: touches[1].id: touch 1 is listed twice in one line")
    #expect(traceError(#"{"t": 0, "mood": 1}"#) == #"t.jsonl:1:10: mood: unknown property "mood" (expected one of: t, touches, mode, command, edit)"#)
    #expect(traceError("{\"t\": 0}\n{\"t\": 0.1,") == "t.jsonl:2:11: invalid JSON: expected a string key, found end of input")
    #expect(traceError(#"{"t": 0, "touches": [{"id": "1", "phase": "began", "x": 1, "y": 1}]}"#)
            == #"t.jsonl:1:29: touches[0].id: expected an integer, found the string "1""#)
}

@Test func traceWriterRoundTrips() throws {
    let frames = [
        TraceFrame(t: 0, touches: [TraceTouch(id: 3, phase: .began, x: 1.25, y: -2, force: 0.5, radius: 7)]),
        TraceFrame(t: 1.0 / 120, touches: [TraceTouch(id: 3, phase: .moved, x: 1.5, y: -2)]),
        TraceFrame(t: 0.25, touches: nil),
        TraceFrame(t: 0.3, touches: [TraceTouch(id: 3, phase: .ended, x: 1.5, y: -2)]),
    ]
    let text = TraceWriter.text(for: frames)
    #expect(text.hasPrefix(#"{"t": 0, "touches": [{"id": 3, "phase": "began", "x": 1.25, "y": -2, "force": 0.5, "radius": 7}]}"# + "\n" + #"{"t": 0.008333, "#))
    let back = try TraceParser.parse(text, file: "x")
    #expect(back.count == 4)
    #expect(back[2] == frames[2] && back[3] == frames[3] && back[0] == frames[0])
    #expect(abs(back[1].t - frames[1].t) < 1e-6)
}

@Test func atomicWriterShowsNothingUntilCommit() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-atomic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("out.jsonl").path
    let w = try AtomicFileWriter(path: path)
    try w.append("partial\n")
    #expect(!FileManager.default.fileExists(atPath: path))
    try w.append("done\n")
    try w.commit()
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "partial\ndone\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out.jsonl"])

    let second = try AtomicFileWriter(path: dir.appendingPathComponent("gone.jsonl").path)
    try second.append("x")
    second.discard()
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out.jsonl"])
    #expect(throws: FileWriteError.self) { try AtomicFileWriter(path: dir.appendingPathComponent("no/such/dir/f").path) }
}

@Test func logNumbersAreDeterministic() {
    #expect(LogNumber.format(0.016, fractionDigits: 4) == "0.016")
    #expect(LogNumber.format(1.0 / 120, fractionDigits: 4) == "0.0083")
    #expect(LogNumber.format(-0.00001, fractionDigits: 4) == "0")
    #expect(LogNumber.format(-2.5, fractionDigits: 0) == "-3")
    #expect(LogNumber.format(120, fractionDigits: 2) == "120")
    #expect(LogNumber.format(.nan, fractionDigits: 2) == "null")
    #expect(LogNumber.format(1234.5678, fractionDigits: 2) == "1234.57")
}

@Test func jsonParserIsStrict() throws {
    for bad in ["[1,]", "{\"a\":1,}", "01", "\"\\x\"", "[1] 2", "tru", "{\"a\" 1}", "\"a\nb\""] {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bad) }
    }
    #expect(try JSONParser.parse(#"["\u00e9\ud83d\ude00", -1.5e2, true, null]"#).content
            == .array([JSONValue(.string("é😀"), line: 1, column: 2), JSONValue(.number(-150), line: 1, column: 24),
                       JSONValue(.bool(true), line: 1, column: 32), JSONValue(.null, line: 1, column: 38)]))
    var deep = JSONParser(String(repeating: "[", count: 10_000))
    #expect(throws: JSONSyntaxError.self) { try deep.parseDocument() }
}
