import Testing
import PropertyBased
import Tactile
import TactileSceneCore
@testable import TactileC

/// The C path without JSON text: `tactile_session_feed` (frames as
/// `tactile_touch` structs) and `tactile_session_read_events` (records).
struct CStructuredPathTests {
    static let sceneFile = "Tests/Fixtures/photo-gestures.scene.json"  // the photo viewer before it became a scroll view: a plain pinch recognizer

    /// `tactile_touch` records for `touches`.
    static func touchBytes(_ touches: [TraceTouch]) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: max(1, touches.count) * 40)
        bytes.withUnsafeMutableBytes { b in
            for (i, t) in touches.enumerated() {
                let p = b.baseAddress! + i * 40
                p.storeBytes(of: Int32(t.id), toByteOffset: 0, as: Int32.self)
                p.storeBytes(of: Int32(t.phase.rawValue), toByteOffset: 4, as: Int32.self)
                p.storeBytes(of: t.x, toByteOffset: 8, as: Double.self)
                p.storeBytes(of: t.y, toByteOffset: 16, as: Double.self)
                p.storeBytes(of: t.force ?? -1, toByteOffset: 24, as: Double.self)
                p.storeBytes(of: t.radius ?? -1, toByteOffset: 32, as: Double.self)
            }
        }
        return bytes
    }

    static func feed(_ s: UnsafeMutableRawPointer?, _ t: Double, _ touches: [TraceTouch]) -> Int32 {
        touchBytes(touches).withUnsafeBytes { tactile_session_feed(s, t, $0.baseAddress, touches.count) }
    }

    static func lastLine(_ s: UnsafeMutableRawPointer?) -> String {
        var n = 0
        return CInterfaceTests.text(tactile_session_last_trace_line(s, &n), n)
    }

    /// A one- or two-finger gesture with unrounded times and positions (two
    /// fingers start 60 points apart and move apart by `2 dx` a step).
    static func gesture(fingers: Int, steps: Int, x: Double, y: Double, dx: Double, dy: Double, dt: Double) -> [(Double, [TraceTouch])] {
        var frames: [(Double, [TraceTouch])] = []
        var t = 0.0123456789
        for step in 0...steps + 1 {
            let phase: TouchPhase = step == 0 ? .began : step > steps ? .ended : .moved
            let s = Double(min(step, steps))
            var touches: [TraceTouch] = []
            for f in 0..<fingers {
                let sign = f == 0 ? -1.0 : 1.0
                touches.append(TraceTouch(id: f + 1, phase: phase, x: x + sign * (Double(fingers - 1) * 30 + s * dx), y: y + s * dy + Double(f) * 0.3333333,
                                          force: f == 0 ? 0.123456 : nil))
            }
            frames.append((t, touches))
            t += dt
        }
        return frames
    }

    @Test func canonicalValuesAreTheValuesTheTraceLinesTextReadsBackAs() async {
        await propertyCheck(count: 500, input: Gen.double(in: -1e9...1e9), Gen.int(in: 0...6)) { v, digits in
            let text = LogNumber.format(v, fractionDigits: digits)
            #expect(TraceFrame.canonical(v, digits: digits) == Double(text), "\(v) → \(text)")
        }
    }

    /// Ties (a value exactly halfway between two rounded values, such as 2.5
    /// or 0.125 to two digits) round away from zero, as the text does.
    @Test func canonicalValuesRoundTiesAwayFromZeroAsTheTextDoes() async {
        await propertyCheck(count: 500, input: Gen.int(in: -4_000_000...4_000_000), Gen.int(in: 1...4), Gen.int(in: 0...3)) { k, j, digits in
            let v = Double(k) / Double(1 << j)   // exact, and often a tie at `digits`
            let text = LogNumber.format(v, fractionDigits: digits)
            #expect(TraceFrame.canonical(v, digits: digits) == Double(text), "\(v) → \(text)")
        }
        #expect(TraceFrame.canonical(2.5, digits: 0) == 3)
        #expect(TraceFrame.canonical(-2.5, digits: 0) == -3)
        #expect(TraceFrame.canonical(0.125, digits: 2) == 0.13)
        #expect(TraceFrame.canonical(0.4999999999999999, digits: 0) == 0)
        #expect(TraceFrame.canonical(1e15 + 0.5, digits: 0) == 1e15 + 1)
    }

    @Test func structuredFramesGiveTheLogOfTheirTraceLinesAndOfTactileReplay() async throws {
        let sceneText = try CInterfaceTests.read(Self.sceneFile)
        let scene = try SceneParser().parse(sceneText, file: "scene.json")
        await propertyCheck(count: 40, input: Gen.int(in: 1...2), Gen.int(in: 1...30), Gen.double(in: 20...300),
                            Gen.double(in: 50...600), Gen.double(in: -9...9), Gen.double(in: 0.001...0.2)) { fingers, steps, x, y, d, dt in
            let frames = Self.gesture(fingers: fingers, steps: steps, x: x, y: y, dx: d, dy: d / 3, dt: dt)
            let structured = CInterfaceTests.create(sceneText, file: "scene.json")
            let textual = CInterfaceTests.create(sceneText, file: "scene.json")
            defer { tactile_session_destroy(structured); tactile_session_destroy(textual) }
            var lines: [String] = []
            var logStructured = "", logText = ""
            for (t, touches) in frames {
                #expect(Self.feed(structured, t, touches) == 0)
                lines.append(Self.lastLine(structured))
                #expect(CInterfaceTests.feedLine(textual, lines.last!) == 0)
                logStructured += CInterfaceTests.readJSONL(structured)
                logText += CInterfaceTests.readJSONL(textual)
            }
            #expect(tactile_session_feed_time(structured, frames.last!.0 + 1) == 0)
            lines.append(Self.lastLine(structured))
            #expect(CInterfaceTests.feedLine(textual, lines.last!) == 0)
            tactile_session_finish(structured)
            tactile_session_finish(textual)
            logStructured += CInterfaceTests.readJSONL(structured)
            logText += CInterfaceTests.readJSONL(textual)
            #expect(logStructured == logText)
            let replayed = try LogFormatter.render(Replay.run(scene: scene, frames: TraceParser.parse(lines.joined(separator: "\n"), file: "t")), format: .jsonl)
            #expect(logStructured == replayed)
        }
    }

    @Test func readEventsFillsRecordsWithoutJSONText() throws {
        let sceneText = try CInterfaceTests.read(Self.sceneFile)
        let a = CInterfaceTests.create(sceneText, file: "scene.json")
        let b = CInterfaceTests.create(sceneText, file: "scene.json")
        defer { tactile_session_destroy(a); tactile_session_destroy(b) }
        var count = 0
        var kinds: [Int32] = [], subjects: [String] = [], zoomScales: [Double] = []
        var records = [UInt8](repeating: 0xAA, count: 3 * CEventLayout.size)
        for (t, touches) in Self.gesture(fingers: 2, steps: 12, x: 200, y: 400, dx: 5, dy: 0, dt: 0.02) {
            #expect(Self.feed(a, t, touches) == 0)
            #expect(Self.feed(b, t, touches) == 0)
            while true {
                let n = records.withUnsafeMutableBytes { tactile_session_read_events(a, $0.baseAddress, 3) }
                if n == 0 { break }
                #expect(n <= 3)
                records.withUnsafeBytes { p in
                    for i in 0..<n {
                        let r = p.baseAddress! + i * CEventLayout.size
                        let kind = r.load(fromByteOffset: 72, as: Int32.self)
                        let subject = String(cString: r.load(fromByteOffset: 96, as: UnsafePointer<CChar>.self))
                        #expect(r.load(fromByteOffset: 96 + MemoryLayout<UnsafeRawPointer>.size, as: UInt.self) == 0)
                        kinds.append(kind)
                        subjects.append(subject)
                        if kind == 2 && subject == "zoom" { zoomScales.append(r.load(fromByteOffset: 24, as: Double.self)) }
                    }
                }
                count += n
            }
        }
        #expect(tactile_session_pending_events(a) == 0)
        // The same events as the JSON Lines of an identical session.
        let lines = CInterfaceTests.readJSONL(b).split(separator: "\n")
        #expect(count == lines.count)
        for (line, subject) in zip(lines, subjects) { #expect(line.contains("\"\(subject)\"")) }
        #expect(Set(kinds) == [0, 1, 2])
        #expect(zoomScales.last.map { abs($0 - 3) < 0.01 } == true, "\(zoomScales)")  // 60 → 180 points
        #expect(records.withUnsafeMutableBytes { tactile_session_read_events(a, $0.baseAddress, 3) } == 0)
        #expect(tactile_session_read_events(nil, nil, 3) == 0)
    }

    /// A recognizer's state and action events are queued as plain values and
    /// filled into records from them (`CompactLogEvent`), while
    /// `tactile_session_next_event` fills its record from the `LogEvent` they
    /// stand for: both records hold the same numbers and subject, whatever
    /// the gesture (one finger pans, two pinch and pan).
    @Test func readEventsRecordsEqualNextEventRecordsFieldForField() async throws {
        let sceneText = try CInterfaceTests.read(Self.sceneFile)
        await propertyCheck(count: 20, input: Gen.int(in: 1...2), Gen.int(in: 1...20), Gen.double(in: -9...9),
                            Gen.double(in: 0.005...0.1)) { fingers, steps, d, dt in
            let a = CInterfaceTests.create(sceneText, file: "scene.json")
            let b = CInterfaceTests.create(sceneText, file: "scene.json")
            defer { tactile_session_destroy(a); tactile_session_destroy(b) }
            var batch = [UInt8](repeating: 0xAA, count: 4 * CEventLayout.size)
            var one = [UInt8](repeating: 0x55, count: CEventLayout.size)
            let numbers = 96   // t, x, y, values[6], then six int32s
            for (t, touches) in Self.gesture(fingers: fingers, steps: steps, x: 200, y: 400, dx: d, dy: d / 2, dt: dt) {
                #expect(Self.feed(a, t, touches) == 0)
                #expect(Self.feed(b, t, touches) == 0)
                while true {
                    let n = batch.withUnsafeMutableBytes { tactile_session_read_events(a, $0.baseAddress, 4) }
                    if n == 0 { break }
                    for i in 0..<n {
                        #expect(one.withUnsafeMutableBytes { tactile_session_next_event(b, $0.baseAddress) } == 1)
                        let lhs = Array(batch[(i * CEventLayout.size)..<(i * CEventLayout.size + numbers)])
                        #expect(lhs == Array(one[0..<numbers]))
                        let subjects = batch.withUnsafeBytes { p in
                            one.withUnsafeBytes { q in
                                (String(cString: p.load(fromByteOffset: i * CEventLayout.size + numbers, as: UnsafePointer<CChar>.self)),
                                 String(cString: q.load(fromByteOffset: numbers, as: UnsafePointer<CChar>.self)))
                            }
                        }
                        #expect(subjects.0 == subjects.1)
                    }
                }
                #expect(one.withUnsafeMutableBytes { tactile_session_next_event(b, $0.baseAddress) } == 0)
            }
        }
    }

    /// A session made with `TACTILE_SESSION_RECORDS_ONLY` gives the records of a
    /// default session, except that a began or changed action's velocity is 0:
    /// the velocity is estimated for the ended (or cancelled) action only, as
    /// UIKit computes `velocity(in:)` when asked. Apple: "The velocity of the pan
    /// gesture, which is expressed in points per second." A `changed → changed`
    /// state record is left out (the `changed` action reports the move). Its
    /// text functions are refused; its trace lines are a default session's.
    @Test func recordsOnlySessionsEstimateVelocityAtTheEndOnly() async throws {
        let sceneText = try CInterfaceTests.read(Self.sceneFile)
        await propertyCheck(count: 20, input: Gen.int(in: 1...2), Gen.int(in: 1...20), Gen.double(in: -9...9),
                            Gen.double(in: 0.005...0.1)) { fingers, steps, d, dt in
            let a = sceneText.withCString { s in
                s.withMemoryRebound(to: UInt8.self, capacity: sceneText.utf8.count) {
                    tactile_session_create_with_options($0, sceneText.utf8.count, nil, 1)
                }
            }
            let b = CInterfaceTests.create(sceneText, file: "<scene>")
            defer { tactile_session_destroy(a); tactile_session_destroy(b) }
            #expect(a != nil)
            var lhs = [UInt8](repeating: 0xAA, count: CEventLayout.size)
            var rhs = [UInt8](repeating: 0x55, count: CEventLayout.size)
            for (t, touches) in Self.gesture(fingers: fingers, steps: steps, x: 200, y: 400, dx: d, dy: d / 2, dt: dt) {
                #expect(Self.feed(a, t, touches) == 0)
                #expect(Self.feed(b, t, touches) == 0)
                #expect(Self.lastLine(a) == Self.lastLine(b))
                while lhs.withUnsafeMutableBytes({ tactile_session_read_events(a, $0.baseAddress, 1) }) == 1 {
                    var isRepeat = true
                    while isRepeat {   // the default session's next record that is no `changed → changed`
                        #expect(rhs.withUnsafeMutableBytes { tactile_session_read_events(b, $0.baseAddress, 1) } == 1)
                        isRepeat = rhs.withUnsafeBytes { p in
                            p.load(fromByteOffset: 72, as: Int32.self) == 1 && p.load(fromByteOffset: 80, as: Int32.self) == 2
                                && p.load(fromByteOffset: 84, as: Int32.self) == 2
                        }
                    }
                    let (kind, state, subject) = lhs.withUnsafeBytes { p in
                        (p.load(fromByteOffset: 72, as: Int32.self), p.load(fromByteOffset: 84, as: Int32.self),
                         String(cString: p.load(fromByteOffset: 96, as: UnsafePointer<CChar>.self)))
                    }
                    // The velocity's values: a pan's values[2...3], a pinch's or rotation's values[1].
                    let velocity = kind != 2 ? 0..<0 : subject == "zoom" || subject == "rotate" ? 32..<40 : 40..<56
                    let estimated = state == 3 || state == 5
                    for i in 0..<96 where !velocity.contains(i) || estimated { #expect(lhs[i] == rhs[i]) }
                    if !estimated { #expect(lhs[velocity].allSatisfy { $0 == 0 }) }
                }
                while rhs.withUnsafeMutableBytes({ tactile_session_read_events(b, $0.baseAddress, 1) }) == 1 {
                    let (kind, from, to) = rhs.withUnsafeBytes { p in
                        (p.load(fromByteOffset: 72, as: Int32.self), p.load(fromByteOffset: 80, as: Int32.self),
                         p.load(fromByteOffset: 84, as: Int32.self))
                    }
                    #expect(kind == 1 && from == 2 && to == 2)
                }
            }
        }
        let a = sceneText.withCString { s in
            s.withMemoryRebound(to: UInt8.self, capacity: sceneText.utf8.count) {
                tactile_session_create_with_options($0, sceneText.utf8.count, nil, 1)
            }
        }
        defer { tactile_session_destroy(a) }
        var n = 7
        #expect(tactile_session_read_jsonl(a, &n) == nil && n == 0)
        #expect(CInterfaceTests.lastError().contains("TACTILE_SESSION_RECORDS_ONLY"))
        var one = [UInt8](repeating: 0, count: CEventLayout.size)
        #expect(one.withUnsafeMutableBytes { tactile_session_next_event(a, $0.baseAddress) } == 0)
        #expect(CInterfaceTests.lastError().contains("no log text"))
        #expect(sceneText.withCString { s in
            s.withMemoryRebound(to: UInt8.self, capacity: sceneText.utf8.count) {
                tactile_session_create_with_options($0, sceneText.utf8.count, nil, 2)
            }
        } == nil)
    }

    @Test func badStructuredValuesAreRefusedWithTheTraceLinesReasons() throws {
        let s = CInterfaceTests.create(try CInterfaceTests.read(Self.sceneFile), file: "scene.json")
        defer { tactile_session_destroy(s) }
        #expect(Self.feed(s, 0.5, [TraceTouch(id: 1, phase: .began, x: .nan, y: 10)]) == -1)
        #expect(CInterfaceTests.lastError() == "<input>:1: touches[0].x: NaN is outside the valid range -1000000000…1000000000")
        #expect(Self.feed(s, -1, []) == -1)
        #expect(CInterfaceTests.lastError() == "<input>:2: t: time must not be negative")
        #expect(Self.feed(s, 0.5, [TraceTouch(id: 1, phase: .began, x: 1, y: 1), TraceTouch(id: 1, phase: .began, x: 2, y: 2)]) == -1)
        #expect(CInterfaceTests.lastError() == "<input>:3: touches[1].id: touch 1 is listed twice in one line")
        #expect(Self.feed(s, 0.5, [TraceTouch(id: 1, phase: .began, x: 1, y: 1, radius: 1e12)]) == -1)
        #expect(CInterfaceTests.lastError() == "<input>:4: touches[0].radius: 1000000000000 is outside the valid range -1000000000…1000000000")
        #expect(tactile_session_pending_events(s) == 0)
        #expect(Self.feed(s, 0.5, [TraceTouch(id: 1, phase: .began, x: 1.00049, y: 1)]) == 0)
        #expect(Self.lastLine(s) == "{\"t\": 0.5, \"touches\": [{\"id\": 1, \"phase\": \"began\", \"x\": 1, \"y\": 1}]}")
        #expect(Self.feed(s, 0.4, []) == -1)
        #expect(CInterfaceTests.lastError() == "<input>:6:7: t: time 0.4 is before the previous line's 0.5")
    }
}
