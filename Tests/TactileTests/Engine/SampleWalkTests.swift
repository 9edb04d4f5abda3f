import Foundation
import Testing
@testable import Tactile

/// The walk of one moved sample that `docs/architecture.md` §3 describes,
/// pinned: a pan in progress on the hit view, one finger moving. The
/// dispatcher's debug-only walk trace (`TouchDispatcher.walkTrace`) names
/// each step as it runs, and the document must name the same steps in the
/// same order, so neither can change without the other.
@Suite struct SampleWalkTests {
    /// The steps of the walk, in order.
    static let walk = [
        "handle", "handleOneSample", "applyMove", "processFrame", "deliverSingleTouch",
        "quietMove", "commitChange", "fireQuietBatch", "performActions",
    ]

    /// The steps one moved sample takes: a window with one view, a pan with
    /// one closure action, five moves so the pan is already `.changed`, then
    /// the traced move. With `observed`, the host watches transitions (as
    /// `tactile replay` and `demo` do).
    static func tracedWalk(observed: Bool, pan: PanGestureRecognizer = PanGestureRecognizer()) -> (steps: [String], transitions: Int) {
        let d = TouchDispatcher()
        let window = Window(frame: Rect(0, 0, 400, 400))
        let view = View(frame: Rect(0, 0, 400, 400))
        window.addSubview(view)
        d.addWindow(window)
        var translation = Vector.zero
        pan.addAction { g in translation = (g as! PanGestureRecognizer).translation(in: nil) }
        view.addGestureRecognizer(pan)
        var transitions = 0
        if observed { d.onRecognizerTransition = { _, _, _ in transitions += 1 } }
        d.handle(InputFrame(timestamp: 0, samples: [TouchSample(id: 1, phase: .began, location: Point(100, 100))]))
        for k in 1...5 {
            let p = Point(100 + Double(k) * 6, 100)
            d.handle(InputFrame(timestamp: Double(k) * 0.008, samples: [TouchSample(id: 1, phase: .moved, location: p)]))
        }
        #expect(pan.state == .changed)
        var steps: [String] = []
        let before = transitions
        d.walkTrace = { steps.append("\($0)") }
        d.handle(InputFrame(timestamp: 0.048, samples: [TouchSample(id: 1, phase: .moved, location: Point(136, 100))]))
        d.walkTrace = nil
        #expect(translation == Vector(36, 0))
        return (steps, transitions - before)
    }

    @Test func aMovedSampleOfAPanInProgressTakesTheDocumentedWalk() {
        #expect(Self.tracedWalk(observed: false).steps == Self.walk)
    }

    /// A transition observer is told of the change and changes nothing else:
    /// the walk is the same one (`docs/architecture.md` §3).
    @Test func aTransitionObserverIsNotifiedOnTheSameWalk() {
        let observed = Self.tracedWalk(observed: true)
        #expect(observed.steps == Self.walk)
        #expect(observed.transitions == 1)
    }

    /// A pan subclass (which may override `touchesMoved`) has its own
    /// `touchesMoved` called at its turn; its `.changed` request is committed
    /// by the same `commitChange` and counted in the same batch.
    @Test func aPanSubclassCommitsItsChangeThroughTheSameCommit() {
        final class SubPan: PanGestureRecognizer {}
        let steps = Self.tracedWalk(observed: false, pan: SubPan()).steps
        #expect(steps == Self.walk.map { $0 == "quietMove" ? "callMoved" : $0 })
    }

    /// `docs/architecture.md` §3 names the walk's steps, in order (as
    /// `` `name` `` at the start of its numbered steps' lines).
    @Test func theArchitectureDocumentNamesTheSameWalk() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        guard let start = text.range(of: "## 3."), let end = text.range(of: "## 4.") else {
            Issue.record("docs/architecture.md has no §3")
            return
        }
        let section = text[start.upperBound..<end.lowerBound]
        // The walk's table: rows `| n | `name` | …`.
        var named: [String] = []
        for line in section.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count > 2, Int(cells[0]) != nil, cells[1].hasPrefix("`") else { continue }
            named.append(String(cells[1].dropFirst().prefix { $0 != "`" && $0 != "(" }))
        }
        #expect(named == Self.walk)
    }
}
