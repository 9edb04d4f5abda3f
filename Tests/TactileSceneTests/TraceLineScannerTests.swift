import Testing
import PropertyBased
import Tactile
@testable import TactileSceneCore

// The fast trace-line reader (one parse per line, no JSON tree) against the
// JSON parser's reading of the same line.

/// The JSON parser's frame for `line`, or nil when it rejects the line.
private func parsed(_ line: String) -> TraceFrame? {
    try? TraceParser.parseLine(line, file: "t.jsonl", line: 1)
}

private func scanned(_ line: String) -> TraceFrame? {
    TraceLineScanner.frame(Substring(line))
}

/// Ordinary lines, as recorders and hosts write them.
private let ordinaryLines = [
    #"{"t": 0}"#,
    #"{"t": 10.008333, "touches": [{"id": 1, "phase": "moved", "x": 420.5, "y": 400}]}"#,
    #"{"t":1,"touches":[{"id":1,"phase":"began","x":1,"y":2},{"id":2,"phase":"began","x":-3.25e2,"y":4E-1}]}"#,
    #"  {"touches": [], "t": 1e3 }  "#,
    #"{"t": 0.5, "touches": [{"y": 2, "x": 1, "phase": "ended", "id": -7, "force": 0.5, "radius": 4}]}"#,
    #"{"t": 2, "mode": "accessibility"}"#,
    #"{"t": 2, "command": "nextContainer"}"#,
    #"{"t": 3, "touches": [{"id": 2.0, "phase": "cancelled", "x": -0, "y": 1000000000}], "mode": "normal"}"#,
    "{\"t\": 1,\t\"touches\": [{\"id\": 1, \"phase\": \"stationary\", \"x\": 0.1, \"y\": 0.2}]}\r",
]

/// Lines the fast reader leaves to the JSON parser: errors, escapes, repeated
/// keys, edits, values out of range.
private let otherLines = [
    "", "{", "}", "[]", #"{"t": 0} x"#, #"{"t": 0,}"#, #"{"t": -1}"#, #"{"t": 1e10}"#, #"{"t": 01}"#, #"{"t": 1.}"#,
    #"{"t": 0, "t": 1}"#, #"{"touches": []}"#, #"{"t": 0, "mood": 1}"#, #"{"t": 0, "mode": ""}"#,
    #"{"t": 0, "mode": "acc\u0065ssibility"}"#, #"{"t": 0, "command": "fly"}"#,
    #"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 1}]}"#,
    #"{"t": 0, "touches": [{"id": 1.5, "phase": "began", "x": 1, "y": 1}]}"#,
    #"{"t": 0, "touches": [{"id": 4294967296, "phase": "began", "x": 1, "y": 1}]}"#,
    #"{"t": 0, "touches": [{"id": 1, "phase": "b\u0065gan", "x": 1, "y": 1}]}"#,
    #"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 1e10, "y": 1}]}"#,
    #"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1, "force": -1}]}"#,
    #"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1, "x": 2}]}"#,
    #"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1}, {"id": 1, "phase": "began", "x": 1, "y": 1}]}"#,
    #"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1},]}"#,
    #"{"t": 0, "touches": null}"#, #"{"t": 1e999}"#, #"{"t": 0, "edit": {"op": "removeView", "id": "a"}}"#,
]

/// Ordinary lines are read by the fast path, as the JSON parser reads them.
@Test func traceLineScanner_readsOrdinaryLinesAsTheJSONParserDoes() throws {
    for line in ordinaryLines {
        let text = line.utf8.last == UInt8(ascii: "\r") ? String(line.dropLast()) : line
        let fast = scanned(text)
        #expect(fast != nil, "\(line)")
        #expect(fast == parsed(text), "\(line)")
    }
}

/// Anything but an ordinary valid line is left to the JSON parser (which
/// reports the errors with their place), and never read differently.
@Test func traceLineScanner_leavesEverythingElseToTheJSONParser() {
    for line in otherLines {
        #expect(scanned(line) == nil, "\(line)")
    }
}

/// Whatever the fast path accepts of a damaged line (bytes changed, removed
/// or repeated), the JSON parser accepts too and reads the same frame.
@Test func traceLineScanner_neverAcceptsWhatTheJSONParserReadsOtherwise() async {
    let alphabet = Array(#"{}[],:" \-.0123456789eE+tidxyphasemodcouenr\"#.utf8)
    await propertyCheck(count: 2000, input: Gen.int(in: 0...(ordinaryLines.count - 1)), Gen.int(in: 0...1000).array(of: 1...4),
                        Gen.int(in: 0...(alphabet.count - 1)).array(of: 4)) { which, places, letters in
        var bytes = Array(ordinaryLines[which].utf8.filter { $0 != 0x0D })
        for (k, place) in places.enumerated() {
            let i = place % (bytes.count + 1)
            switch (place + k) % 3 {
            case 0 where i < bytes.count: bytes[i] = alphabet[letters[k]]
            case 1 where i < bytes.count: bytes.remove(at: i)
            default: bytes.insert(alphabet[letters[k]], at: i)
            }
        }
        let line = String(decoding: bytes, as: UTF8.self)
        if let fast = scanned(line) { #expect(fast == parsed(line), "\(line)") }
    }
}

/// Numbers are read bit for bit as `DecimalToDouble` reads them, whether the
/// fast path's short decimals or the exact conversion of longer ones.
@Test func traceLineScanner_readsNumbersBitForBitAsTheJSONParser() async {
    await propertyCheck(count: 1000, input: Gen.int(in: 0...9).array(of: 1...19), Gen.int(in: 0...20), Gen.int(in: 0...3)) { digits, point, form in
        var text = digits.map { String($0) }.joined()
        while text.count > 1 && text.hasPrefix("0") { text.removeFirst() }
        if point < text.count && point > 0 { text.insert(".", at: text.index(text.startIndex, offsetBy: point)) }
        if form == 1 { text = "-" + text }
        if form == 2 { text += "e-3" }
        let line = #"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": \#(text), "y": 0}]}"#
        guard let expected = parsed(line)?.touches?.first?.x else { return }
        #expect(scanned(line)?.touches?.first?.x.bitPattern == expected.bitPattern, "\(text)")
    }
}
