#if os(Linux)
import Testing
import Tactile
import TactileAllocationCounting
@testable import TactileC

/// What a C host's per-frame calls allocate once warm (issue 27 item 2: the
/// host path "with 0 allocations per moved sample; the page's JSON Lines path
/// … ≤ 2 allocations"), counted by the test executable's malloc on this
/// thread. The instructions are counted by `scripts/host-path.sh`. The
/// guarantee is the optimized build's (`swift test -c release`): an
/// unoptimized build boxes closure captures and calls generic code
/// unspecialised, 11 allocations per move, held here below 12.
struct CHostPathAllocationTests {
    /// A window of nested views with a pan on the innermost, as in the
    /// host-path benchmark (Benchmarks/HostPath/gen_scenes.py, s1).
    static let scene = """
    {"window": {"width": 1000, "height": 1000}, "views": [
      {"id": "c0", "frame": [10, 10, 980, 980], "children": [
        {"id": "c1", "frame": [10, 10, 960, 960], "children": [
          {"id": "c2", "frame": [10, 10, 940, 940]},
          {"id": "leaf", "frame": [35, 0, 5, 5]}]}]},
      {"id": "side", "frame": [0, 0, 5, 5]}],
     "recognizers": [{"id": "pan0", "type": "pan", "view": "c2"}]}
    """

    /// The benchmark's path: each frame fed as `tactile_touch` values, the
    /// log read every 100 frames as records — or, for the page, as JSON
    /// Lines with the frame's trace line asked for each frame.
    /// `recordsOnly`: the records path of a session made with `TACTILE_SESSION_RECORDS_ONLY`.
    enum Path { case records, recordsOnly, jsonLines }

    /// A drag of `moves` moved samples at 120 Hz wandering over the view
    /// (the benchmark's s1 input), returning the allocation calls its moves
    /// made after a warm-up gesture of the same length.
    static func allocationsPerMove(_ path: Path, moves: Int) -> Double {
        let session = path != .recordsOnly ? CInterfaceTests.create(scene, file: "allocation.scene.json")
            : scene.withCString { tactile_session_create_with_options(UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), scene.utf8.count, nil, 1) }
        #expect(session != nil)
        defer { tactile_session_destroy(session) }
        var records = [UInt8](repeating: 0, count: 64 * CEventLayout.size)
        func readLog() {
            switch path {
            case .records, .recordsOnly:
                records.withUnsafeMutableBytes { while tactile_session_read_events(session, $0.baseAddress, 64) > 0 {} }
            case .jsonLines:
                var n = 0
                _ = tactile_session_read_jsonl(session, &n)
            }
        }
        var touch = [UInt8](repeating: 0, count: 40)
        func feed(_ t: Double, _ phase: TouchPhase, _ x: Double, _ y: Double) {
            touch.withUnsafeMutableBytes { p in
                p.storeBytes(of: Int32(1), toByteOffset: 0, as: Int32.self)
                p.storeBytes(of: Int32(phase.rawValue), toByteOffset: 4, as: Int32.self)
                p.storeBytes(of: x, toByteOffset: 8, as: Double.self)
                p.storeBytes(of: y, toByteOffset: 16, as: Double.self)
                p.storeBytes(of: -1.0, toByteOffset: 24, as: Double.self)
                p.storeBytes(of: -1.0, toByteOffset: 32, as: Double.self)
                #expect(tactile_session_feed(session, t, p.baseAddress, 1) == 0)
            }
            if path == .jsonLines { _ = tactile_session_last_trace_line(session, nil) }
        }
        func tri(_ i: Int, _ period: Int, _ amplitude: Double) -> Double {
            let half = period / 2, k = i % period
            return amplitude * Double(k < half ? k : period - k) / Double(half)
        }
        var allocations: UInt64 = 0
        for gesture in 0..<2 {
            let t0 = 10.0 + Double(gesture) * 20
            feed(t0, .began, 400, 400)
            if gesture == 1 { readLog(); allocation_counting_begin() }
            for i in 1...moves {
                feed(t0 + Double(i) / 120, .moved, 420 + tri(i - 1, 160, 80), 400 + tri(i - 1, 122, 60))
                if i % 100 == 0 { readLog() }
            }
            if gesture == 1 { allocations = allocation_counting_end() }
            feed(t0 + Double(moves + 1) / 120, .ended, 420, 400)
            readLog()
        }
        return Double(allocations) / Double(moves)
    }

    /// `tactile_session_feed` and `tactile_session_read_events`: records are
    /// filled from the log's events without text, into the host's memory.
    @Test(arguments: [Path.records, .recordsOnly])
    func recordsPathAllocatesNothingPerMovedSample(_ path: Path) {
        #if DEBUG
        #expect(Self.allocationsPerMove(path, moves: 1_000) < 12)
        #else
        #expect(Self.allocationsPerMove(path, moves: 1_000) == 0)
        #endif
    }

    /// The page's path: `tactile_session_last_trace_line` every frame and
    /// `tactile_session_read_jsonl` every 100 frames write into buffers the
    /// session reuses.
    @Test func jsonLinesPathAllocatesAtMostTwicePerMovedSample() {
        let perMove = Self.allocationsPerMove(.jsonLines, moves: 1_000)
        #if DEBUG
        #expect(perMove < 12)
        #else
        #expect(perMove <= 2)
        #endif
    }

    /// The counter counts: a fresh array allocates on this thread.
    @Test func theCounterSeesAnAllocation() {
        allocation_counting_begin()
        let a = Array(repeating: 1, count: Int.random(in: 10...20))
        let n = allocation_counting_end()
        #expect(a.count >= 10)
        #expect(n >= 1)
    }
}
#endif
