import Testing
@testable import Tactile

@Suite struct ScreenEdgePanGestureRecognizerTests {
    @discardableResult
    private func edgePan(_ h: RecognizerHarness, _ edges: RectEdge) -> ScreenEdgePanGestureRecognizer {
        let r = h.add(ScreenEdgePanGestureRecognizer(), "edge")
        r.edges = edges
        return r
    }

    @Test func defaults() {
        let r = ScreenEdgePanGestureRecognizer()
        #expect(r.edges == [])
        #expect(r.edgeRegionWidth == 20)
        #expect(r.hysteresis == 10)
        #expect(r.maximumDeviationAngle == TactileMath.pi / 4)
        #expect(r.isContinuous)
        #expect(RectEdge.top.rawValue == 1 && RectEdge.left.rawValue == 2)
        #expect(RectEdge.bottom.rawValue == 4 && RectEdge.right.rawValue == 8 && RectEdge.all.rawValue == 15)
    }

    @Test func leftEdgeSwipeInwardsIsRecognized() {
        let h = RecognizerHarness()
        let r = edgePan(h, .left)
        h.drag(from: Point(5, 300), to: Point(120, 310), at: 0, duration: 0.2, interval: 1.0 / 60, lift: false)
        #expect(r.startingEdges == .left)
        #expect(r.translation(in: nil) == Vector(115, 10))
        h.up(1, 120, 310, at: 0.25)
        #expect(h.actions("edge").first == "began")
        #expect(h.actions("edge").last == "ended")
    }

    @Test(arguments: [(RectEdge.right, Point(395, 300), Vector(-80, 0)),
                      (.top, Point(200, 3), Vector(0, 80)),
                      (.bottom, Point(200, 790), Vector(10, -80))])
    func eachEdge(edge: RectEdge, start: Point, move: Vector) {
        let h = RecognizerHarness()
        let r = edgePan(h, edge)
        h.drag(from: start, to: start + move, at: 0, duration: 0.1, interval: 1.0 / 60, lift: false)
        #expect(r.state == .changed)
        #expect(r.startingEdges == edge)
        #expect(r.translation(in: nil) == move)
    }

    @Test func touchOutsideTheEdgeRegionFails() {
        let h = RecognizerHarness()
        edgePan(h, .left)
        h.down(1, 25, 300, at: 0)
        #expect(h.log.lines.contains("edge: possible->failed"))
        h.move(1, 150, 300, at: 0.1)
        #expect(h.actions("edge").isEmpty)
    }

    @Test func edgeRegionWidthIsConfigurable() {
        let h = RecognizerHarness()
        let r = edgePan(h, .left)
        r.edgeRegionWidth = 30
        h.drag(from: Point(25, 300), to: Point(150, 300), at: 0, duration: 0.1, interval: 1.0 / 60)
        #expect(h.actions("edge").first == "began")
    }

    @Test func touchNearAnEdgeNotInEdgesFails() {
        let h = RecognizerHarness()
        edgePan(h, .left)
        h.down(1, 395, 300, at: 0)
        #expect(h.log.lines.contains("edge: possible->failed"))
    }

    @Test func movementAlongTheEdgeFails() {
        let h = RecognizerHarness()
        edgePan(h, .left)
        h.drag(from: Point(5, 300), to: Point(10, 400), at: 0, duration: 0.1, interval: 1.0 / 60)
        #expect(h.log.lines.contains("edge: possible->failed"))
        #expect(h.actions("edge").isEmpty)
    }

    @Test func movementTowardsTheEdgeFails() {
        let h = RecognizerHarness()
        edgePan(h, .right)
        h.drag(from: Point(390, 300), to: Point(420, 300), at: 0, duration: 0.1, interval: 1.0 / 60)
        #expect(h.actions("edge").isEmpty)
    }

    @Test func diagonalDepartureWithinTheDeviationAngleBegins() {
        // 40° off the inward normal: within the default 45°.
        let h = RecognizerHarness()
        let r = edgePan(h, .left)
        h.drag(from: Point(5, 300), to: Point(5 + 76.6, 300 + 64.3), at: 0, duration: 0.1, interval: 1.0 / 60, lift: false)
        #expect(r.state == .changed)
    }

    @Test func maximumDeviationAngleIsConfigurable() {
        // The same 40° departure fails once only 30° are allowed, and 60° passes at 70°.
        let h = RecognizerHarness()
        let r = edgePan(h, .left)
        r.maximumDeviationAngle = TactileMath.pi / 6
        h.drag(from: Point(5, 300), to: Point(5 + 76.6, 300 + 64.3), at: 0, duration: 0.1, interval: 1.0 / 60)
        #expect(h.log.lines.contains("edge: possible->failed"))
        #expect(h.actions("edge").isEmpty)

        let h2 = RecognizerHarness()
        let r2 = edgePan(h2, .left)
        r2.maximumDeviationAngle = 70 * TactileMath.pi / 180
        h2.drag(from: Point(5, 300), to: Point(5 + 50, 300 + 86.6), at: 0, duration: 0.1, interval: 1.0 / 60, lift: false)
        #expect(r2.state == .changed)
    }

    @Test func cancelledTouchCancelsTheEdgePan() {
        let h = RecognizerHarness()
        edgePan(h, .left)
        h.drag(from: Point(5, 300), to: Point(120, 300), at: 0, duration: 0.1, interval: 1.0 / 60, lift: false)
        h.cancel(1, 120, 300, at: 0.15)
        #expect(h.actions("edge").first == "began")
        #expect(h.actions("edge").last == "cancelled")
    }

    @Test func cornerTouchMayLeaveEitherEdge() {
        let h = RecognizerHarness()
        let r = edgePan(h, .all)
        h.down(1, 5, 5, at: 0)
        #expect(r.startingEdges == [.left, .top])
        h.move(1, 5, 60, at: 0.05)   // away from the top edge
        #expect(r.state == .began)
    }

    /// Apple, UIScreenEdgePanGestureRecognizer overview: "This gesture
    /// recognizer ignores any touches beyond the first touch." A second finger
    /// — here far from the edge, on a view without multipleTouchEnabled —
    /// neither fails it nor changes its location, translation or numberOfTouches.
    @Test func uikit_screenEdgePanIgnoresTouchesBeyondTheFirst() {
        let h = RecognizerHarness(multipleTouch: false)
        let r = edgePan(h, .left)
        var seen: [(Int, Point, Vector)] = []
        r.addAction { g in
            let e = g as! ScreenEdgePanGestureRecognizer
            seen.append((e.numberOfTouches, e.location(in: nil), e.translation(in: nil)))
        }
        h.down(1, 5, 300, at: 0)
        h.down(2, 200, 360, at: 0.01)
        #expect(r.state == .possible && r.numberOfTouches == 1)
        h.frame(0.05, [TouchSample(id: 1, phase: .moved, location: Point(80, 300)),
                       TouchSample(id: 2, phase: .moved, location: Point(300, 500))])
        #expect(r.state == .began)
        #expect(seen.last?.0 == 1 && seen.last?.1 == Point(80, 300) && seen.last?.2 == Vector(75, 0))
        h.move(2, 310, 520, at: 0.06)                  // only the ignored finger moves: no change
        #expect(seen.count == 1)
        h.down(3, 4, 400, at: 0.07)                    // a third finger at the edge is ignored too
        h.move(1, 90, 300, at: 0.08)
        #expect(seen.last?.0 == 1 && seen.last?.1 == Point(90, 300) && seen.last?.2 == Vector(85, 0))
        h.up(1, 90, 300, at: 0.09)
        #expect(h.actions("edge") == ["began", "changed", "ended"])
    }

    @Test func edgeIsMeasuredInTheWindowNotTheView() {
        let h = RecognizerHarness(view: Rect(100, 0, 300, 800))
        edgePan(h, .left)
        h.down(1, 105, 300, at: 0)   // at the view's left edge, 105 pt from the window's
        #expect(h.log.lines.contains("edge: possible->failed"))
    }
}
