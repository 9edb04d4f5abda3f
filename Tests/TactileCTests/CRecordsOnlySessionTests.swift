import Foundation
import Testing
import Tactile
import TactileSceneCore
@testable import TactileC

/// Sessions read only as records (`TACTILE_SESSION_RECORDS_ONLY`): their
/// records are written in place as the events happen (`LogRecordQueue`).
struct CRecordsOnlySessionTests {
    /// `LogRecord` is `tactile_event` (include/tactile.h): the same fields at
    /// the same offsets (Examples/c/tap_and_pinch.c asserts the C side's), so
    /// records are handed out by copying memory.
    @Test func logRecordsHaveTactileEventsLayout() {
        let pointer = MemoryLayout<UnsafeRawPointer>.size
        #expect(MemoryLayout<LogRecord>.offset(of: \.t) == 0)
        #expect(MemoryLayout<LogRecord>.offset(of: \.x) == 8)
        #expect(MemoryLayout<LogRecord>.offset(of: \.y) == 16)
        #expect(MemoryLayout<LogRecord>.offset(of: \.values) == 24)
        #expect(MemoryLayout<LogRecord>.offset(of: \.kind) == 72)
        #expect(MemoryLayout<LogRecord>.offset(of: \.phase) == 76)
        #expect(MemoryLayout<LogRecord>.offset(of: \.fromState) == 80)
        #expect(MemoryLayout<LogRecord>.offset(of: \.toState) == 84)
        #expect(MemoryLayout<LogRecord>.offset(of: \.touchCount) == 88)
        #expect(MemoryLayout<LogRecord>.offset(of: \.valueCount) == 92)
        #expect(MemoryLayout<LogRecord>.offset(of: \.subject) == 96)
        #expect(MemoryLayout<LogRecord>.offset(of: \.json) == 96 + pointer)
        #expect(MemoryLayout<LogRecord>.stride == 96 + 2 * pointer)
        #expect(CEventLayout.size == MemoryLayout<LogRecord>.stride)
    }

    /// The examples whose traces are replayed: a single view tree, scroll
    /// views, applications (the closure hooks), a screen reader (events kept
    /// in time order), animations and SwiftUI-style gestures (a swipe's
    /// fields are not numbers).
    static let examples = ["photo-viewer", "inbox-fling", "app-switch", "browser-over-launcher", "screen-reader-mail",
                           "animated-zoom", "swiftui-card", "map", "long-press-menu", "button-in-list"]

    /// For every example's trace, a records-only session gives the records of
    /// a default session that estimates rates at the end only, except the
    /// `changed → changed` state records: a gesture in progress that moved is
    /// no change of state, and its `changed` action (a scroll view's pan, its
    /// scroll record) reports the move. Every number and subject is the same.
    @Test(arguments: examples)
    func recordsOnlySessionsGiveTheRecordsLessRepeatedChanges(example: String) throws {
        let sceneText = try CInterfaceTests.read("Examples/\(example).scene.json")
        let trace = try CInterfaceTests.read("Examples/\(example).trace.jsonl")
        let scene = try SceneParser().parse(sceneText, file: "scene.json")
        let lean = try CSession(scene: scene, file: "scene.json", recordsOnly: true)
        let full = try CSession(scene: scene, file: "scene.json")
        full.runtime.log.ratesAtEndOnly = true
        var leanRecords: [LogRecord] = [], fullRecords: [LogRecord] = []
        func read(_ s: CSession, into list: inout [LogRecord]) {
            var batch = [LogRecord](repeating: LogRecord(stateAt: -1, from: .possible, to: .possible, subject: nil), count: 5)
            while true {
                let n = batch.withUnsafeMutableBytes { s.readEvents(into: $0.baseAddress!, capacity: 5) }
                if n == 0 { return }
                list += batch[0..<n]
            }
        }
        var repeated = 0
        for line in trace.split(separator: "\n") where !line.isEmpty {
            try lean.feed(line: String(line))
            try full.feed(line: String(line))
            read(lean, into: &leanRecords)
            read(full, into: &fullRecords)
        }
        lean.runtime.finish()
        full.runtime.finish()
        read(lean, into: &leanRecords)
        read(full, into: &fullRecords)
        let expected = fullRecords.filter { r in
            let isRepeat = r.kind == 1 && r.fromState == 2 && r.toState == 2
            if isRepeat { repeated += 1 }
            return !isRepeat
        }
        #expect(leanRecords.count == expected.count)
        #expect(leanRecords.count + repeated == fullRecords.count)
        for (a, b) in zip(leanRecords, expected) {
            #expect(Self.numbers(a) == Self.numbers(b))
            #expect(a.subject.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
                    == b.subject.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) })
            #expect(a.json == nil)
        }
        #expect(!leanRecords.isEmpty)
    }

    /// The 96 bytes of numbers of a record.
    static func numbers(_ r: LogRecord) -> [UInt8] {
        withUnsafeBytes(of: r) { Array($0[0..<96]) }
    }
}
