import Testing
@testable import Tactile
import TactileTestSupport

// Hit testing (seed-002 R15): deepest visible, interactive view, front to back,
// transforms included.

private func tree() -> (Window, View, View, View) {
    let w = Window(frame: Rect(0, 0, 300, 300))
    let back = View(frame: Rect(0, 0, 200, 200)); back.name = "back"
    let front = View(frame: Rect(100, 100, 200, 200)); front.name = "front"
    let inner = View(frame: Rect(10, 10, 50, 50)); inner.name = "inner"
    w.addSubview(back); w.addSubview(front)
    back.addSubview(inner)
    return (w, back, front, inner)
}

@Test func hitTest_deepestViewAndFrontSiblingWins() {
    let (w, back, front, inner) = tree()
    #expect(w.hitTest(Point(20, 20), with: nil) === inner)
    #expect(w.hitTest(Point(80, 80), with: nil) === back)
    #expect(w.hitTest(Point(150, 150), with: nil) === front)      // overlap: front wins
    #expect(w.hitTest(Point(250, 50), with: nil) === w)            // window itself
    #expect(w.hitTest(Point(350, 50), with: nil) == nil)           // outside the window
    w.bringSubviewToFront(back)
    #expect(w.hitTest(Point(150, 150), with: nil) === back)
}

@Test func hitTest_hiddenAlphaAndDisabledViewsAreSkipped() {
    let (w, back, front, inner) = tree()
    front.isHidden = true
    #expect(w.hitTest(Point(150, 150), with: nil) === back)
    front.isHidden = false
    front.alpha = 0.009
    #expect(w.hitTest(Point(150, 150), with: nil) === back)
    front.alpha = 0.01                                              // UIKit: below 0.01 is not hit
    #expect(w.hitTest(Point(150, 150), with: nil) === front)
    front.alpha = .nan
    #expect(w.hitTest(Point(150, 150), with: nil) === back)
    front.alpha = 1
    back.isUserInteractionEnabled = false                           // whole subtree
    #expect(w.hitTest(Point(20, 20), with: nil) === w)
    back.isUserInteractionEnabled = true
    back.isHidden = true                                            // whole subtree
    #expect(w.hitTest(Point(20, 20), with: nil) === w)
    back.isHidden = false
    inner.isUserInteractionEnabled = false                          // only the child: parent hit
    #expect(w.hitTest(Point(20, 20), with: nil) === back)
}

@Test func hitTest_childOutsideParentBoundsIsNotHit() {
    let w = Window(frame: Rect(0, 0, 300, 300))
    let parent = View(frame: Rect(0, 0, 50, 50))
    let child = View(frame: Rect(40, 40, 50, 50))                   // sticks out of its parent
    w.addSubview(parent); parent.addSubview(child)
    #expect(w.hitTest(Point(45, 45), with: nil) === child)
    #expect(w.hitTest(Point(70, 70), with: nil) === w)              // UIKit: the parent clips hits
}

@Test func hitTest_rotatedAndScaledViews() {
    let w = Window(frame: Rect(0, 0, 300, 300))
    let diamond = View(frame: Rect(100, 100, 100, 100))             // centre (150,150)
    diamond.transform = AffineTransform(rotationAngle: TactileMath.pi / 4)
    w.addSubview(diamond)
    #expect(w.hitTest(Point(150, 150), with: nil) === diamond)
    #expect(w.hitTest(Point(150, 85), with: nil) === diamond)       // the diamond's top tip region
    #expect(w.hitTest(Point(105, 105), with: nil) === w)            // frame corner, outside the diamond
    let scaled = View(frame: Rect(0, 0, 20, 20))                    // centre (10,10)
    scaled.transform = AffineTransform(scaleX: 3, y: 3)              // covers (-20,-20)…(40,40)
    w.addSubview(scaled)
    #expect(w.hitTest(Point(35, 35), with: nil) === scaled)
    #expect(w.hitTest(Point(45, 35), with: nil) === w)
    let flat = View(frame: Rect(200, 0, 50, 50))
    flat.transform = AffineTransform(scaleX: 0, y: 1)               // singular: never hit, no trap
    w.addSubview(flat)
    #expect(w.hitTest(Point(225, 25), with: nil) === w)
    #expect(w.hitTest(Point(.nan, 25), with: nil) == nil)
}

/// A round button: only the inscribed circle is inside.
final class RoundView: View {
    override func point(inside point: Point, with event: TouchEvent?) -> Bool {
        let r = bounds.width / 2
        return point.distance(to: Point(bounds.midX, bounds.midY)) <= r
    }
}

/// A view whose hit area extends 20 points beyond its bounds (a common toolkit trick).
final class GenerousView: View {
    override func point(inside point: Point, with event: TouchEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}

/// A container that hands every hit inside it to itself (a toolkit "leaf" node).
final class OpaqueContainer: View {
    override func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
        guard !isHidden, isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
        return self
    }
}

@Test func hitTest_pointInsideAndHitTestOverrides() {
    let w = Window(frame: Rect(0, 0, 300, 300))
    let round = RoundView(frame: Rect(0, 0, 100, 100))
    let generous = GenerousView(frame: Rect(200, 200, 40, 40))
    let container = OpaqueContainer(frame: Rect(0, 200, 100, 100))
    container.addSubview(View(frame: Rect(0, 0, 50, 50)))
    w.addSubview(round); w.addSubview(generous); w.addSubview(container)
    #expect(w.hitTest(Point(50, 50), with: nil) === round)
    #expect(w.hitTest(Point(5, 5), with: nil) === w)                // corner outside the circle
    #expect(w.hitTest(Point(190, 190), with: nil) === generous)
    #expect(w.hitTest(Point(10, 210), with: nil) === container)     // not its subview
}

@Test func hitTest_dispatcherUsesTransformsAtTouchDown() {
    let log = EventLog()
    let d = TouchDispatcher()
    let w = Window(frame: Rect(0, 0, 300, 300))
    let rotated = RecordingView("rotated", frame: Rect(100, 100, 100, 50), log: log)
    rotated.transform = AffineTransform(rotationAngle: TactileMath.pi / 2)  // now 50 wide, 100 tall
    w.addSubview(rotated); d.addWindow(w)
    d.handle(InputFrame(timestamp: 0, samples: [TouchSample(id: 1, phase: .began, location: Point(150, 110))]))
    #expect(log.lines == ["rotated began [1]"])
    // (150,110) is 15 above the centre (150,125); rotated back a quarter turn that is 15 towards -x.
    #expect(nearly(rotated.snapshots[0].locationInView, Point(35, 25), 1e-12))
    d.handle(InputFrame(timestamp: 0, samples: [TouchSample(id: 2, phase: .began, location: Point(110, 125))]))
    #expect(log.lines == ["rotated began [1]"])                    // inside the unrotated frame only
    #expect(d.activeTouches.last?.view === w)
}
