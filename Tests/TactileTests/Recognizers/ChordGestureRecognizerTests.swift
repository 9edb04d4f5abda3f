import Testing
@testable import Tactile
import TactileTestSupport

@Suite struct ChordGestureRecognizerTests {
    @Test func beginsAtTwoFingersAndEndsBelowTwo() {
        let h = TransformHarness()
        let c = ChordGestureRecognizer()
        var log: [String] = []
        c.addAction { g in log.append("\(g.state) \((g as! ChordGestureRecognizer).chordCount)") }
        h.view.addGestureRecognizer(c)
        h.down(1, at: Point(100, 100))
        #expect(c.state == .possible)
        h.down(2, at: Point(200, 100))
        #expect(c.state == .began && c.initialNumberOfTouches == 2)
        h.down(3, at: Point(150, 200))
        h.move(3, to: Point(150, 210))
        h.up(3, at: Point(150, 210))
        h.up(1, at: Point(100, 100))
        #expect(log == ["began 2", "changed 3", "changed 3", "changed 2", "ended 1"])
    }

    @Test func minimumNumberOfTouchesIsConfigurable() {
        let h = TransformHarness()
        let c = ChordGestureRecognizer()
        c.minimumNumberOfTouches = 3
        h.view.addGestureRecognizer(c)
        h.downPair(center: Point(200, 200), span: 100)
        #expect(c.state == .possible)
        h.down(3, at: Point(200, 300))
        #expect(c.state == .began && c.initialNumberOfTouches == 3)
    }

    @Test func liftWithoutChordFails() {
        let h = TransformHarness()
        let c = ChordGestureRecognizer()
        c.name = "chord"
        h.view.addGestureRecognizer(c)
        h.down(1, at: Point(100, 100))
        h.up(1, at: Point(100, 100))
        #expect(h.log.lines == ["chord possible->failed"])
    }

    @Test func translationHasNoJumpWhenFingersChangeAndIsSettable() {
        let h = TransformHarness()
        let c = ChordGestureRecognizer()
        h.view.addGestureRecognizer(c)
        h.downPair(center: Point(200, 200), span: 100)
        h.movePair(center: Point(220, 200), span: 100)
        #expect(c.translationInWindow == Vector(20, 0))
        h.down(3, at: Point(200, 380))                  // centroid jumps, translation must not
        #expect(c.translationInWindow == Vector(20, 0))
        h.frame([(1, .moved, Point(180, 210)), (2, .moved, Point(280, 210)), (3, .moved, Point(210, 390))])
        #expect(nearly(c.translationInWindow.dx, 30, within: 1e-9) && nearly(c.translationInWindow.dy, 10, within: 1e-9))
        c.setTranslation(.zero, in: nil)
        h.frame([(1, .moved, Point(185, 210)), (2, .moved, Point(285, 210)), (3, .moved, Point(215, 390))])
        #expect(nearly(c.translation(in: h.view).dx, 5, within: 1e-9) && nearly(c.translation(in: h.view).dy, 0, within: 1e-9))
    }
}
