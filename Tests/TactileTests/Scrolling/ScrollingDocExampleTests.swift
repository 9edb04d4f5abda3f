import Testing
import Tactile

// The example of docs/scrolling.md, run as a test (public API only).

@Test func scrolling_docExample() {
    // A 320×480 viewport over a 320×2000 list.
    let range = ScrollRange(viewport: Size(320, 480), content: Size(320, 2000))
    var physics = ScrollPhysics()                      // UIKit defaults: .normal rate, bounces
    physics.directionalLock = DirectionalLock(angle: 25)
    var motion = ScrollMotion(physics: physics, range: range)

    // A finger goes down and drags up 60 points; the hysteresis eats the first 10.
    var hysteresis = ScrollHysteresis(distance: 10)
    motion.touchDown()
    if let scrolled = hysteresis.update(translation: Vector(0, -60)) {
        motion.beginDrag()
        motion.drag(translation: scrolled)
    }
    // It lifts moving up at 1500 points per second; snap the rest to 44-point rows.
    motion.endDrag(fingerVelocity: Vector(0, -1500)) { release in
        let row = (release.proposedOffset.y / 44).rounded()
        return Point(release.proposedOffset.x, row * 44)
    }
    // A frame clock drives it (here ticked by hand, as a host's display link would).
    final class Driver: FrameClient {
        var motion: ScrollMotion
        init(_ motion: ScrollMotion) { self.motion = motion }
        func frameClock(_ clock: FrameClock, tickAt now: Seconds) -> Bool { motion.tick() }
    }
    let clock = FrameClock()
    let driver = Driver(motion)
    clock.register(driver)
    var now = 0.0
    while clock.isRunning { now += clock.frameInterval; clock.tick(at: now) }

    #expect(driver.motion.offset.y == 792)             // 18 rows: the glide's own end, rounded
    #expect(driver.motion.phase == .resting)
    #expect(driver.motion.indicators.alpha == 0)       // faded after the glide stopped
}
