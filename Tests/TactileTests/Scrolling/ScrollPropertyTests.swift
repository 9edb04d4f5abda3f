import Testing
import PropertyBased
import Foundation
@testable import Tactile

// Property tests of the scroll physics (issue 12): bounds, termination,
// monotonic deceleration, directional lock, and the log behind the rates.

@Test func scrolling_offsetNeverPassesTheRubberBandBound() async {
    await propertyCheck(count: 150, input: Gen.double(in: -400...400).array(of: 1...30),
                        Gen.double(in: 0...200), Gen.double(in: 0...200), Gen.bool) { steps, top, bottom, hard in
        var physics = ScrollPhysics()
        physics.rubberBand = RubberBand(limits: EdgeValues(top: top, left: 0, bottom: bottom, right: 0), hardClamp: hard)
        let range = scrollRange(content: Size(300, 900))
        var motion = ScrollMotion(physics: physics, range: range, offset: Point(0, 300))
        motion.touchDown()
        motion.beginDrag()
        var translation = Vector.zero
        for s in steps {
            translation.dy += s
            motion.drag(translation: translation)
            #expect(motion.offset.y >= -top && motion.offset.y <= 600 + bottom)
            #expect(motion.offset.x == 0)
        }
        motion.endDrag(fingerVelocity: .zero)
        runToRest(&motion)
        #expect(motion.offset.y >= 0 && motion.offset.y <= 600)
    }
}

@Test func scrolling_everyFlingEndsAtRestInsideTheContentInFiniteTicks() async {
    await propertyCheck(count: 150, input: Gen.double(in: 0...1).array(of: 2...2),
                        Gen.double(in: -20_000...20_000).array(of: 2...2),
                        Gen.int(in: 0...3), Gen.bool) { start, velocity, variant, bounces in
        var physics = ScrollPhysics()
        physics.bounces = bounces
        if variant == 1 { physics.deceleration = Deceleration(rate: .fast) }
        if variant == 2 { physics.deceleration = Deceleration(rate: DecelerationRate(rawValue: 0.9995)) }
        let range = ScrollRange(viewport: Size(320, 480), content: Size(320 * 4, 480 * 6))
        let offset = Point(x: start[0] * range.maximum.x, y: start[1] * range.maximum.y)
        var motion = ScrollMotion(physics: physics, range: range, offset: offset)
        let paging = PagingPolicy(pageSize: Size(320, 480))
        var hook: ((ScrollRelease) -> Point)? = nil
        if variant == 3 { hook = { release in paging.restingOffset(for: release) } }
        let drag = Vector(dx: velocity[0] / 100, dy: velocity[1] / 100)
        fling(&motion, translation: drag, fingerVelocity: Vector(dx: velocity[0], dy: velocity[1]), restingOffset: hook)
        let run = runToRest(&motion, limit: 20_000)
        #expect(run.offsets.count < 20_000)
        #expect(motion.phase == .resting && !motion.isRunning)
        #expect(range.contains(motion.offset))
        if variant == 3 {
            #expect(motion.offset.x.truncatingRemainder(dividingBy: 320) == 0)
            #expect(motion.offset.y.truncatingRemainder(dividingBy: 480) == 0)
        }
        if !bounces {
            #expect(run.offsets.allSatisfy { range.contains($0) })
        }
    }
}

/// seed-001 E15.
@Test func largerFactorNeverGlidesLess() async {
    await propertyCheck(count: 200, input: Gen.double(in: 0...0.999).array(of: 2...2),
                        Gen.double(in: 0...10_000), Gen.double(in: 0.1...50)) { factors, speed, stop in
        let lo = min(factors[0], factors[1]), hi = max(factors[0], factors[1])
        let a = Deceleration(factor: lo, tickInterval: 1.0 / 60, stopSpeed: stop).glide(from: .zero, velocity: Vector(speed, 0))
        let b = Deceleration(factor: hi, tickInterval: 1.0 / 60, stopSpeed: stop).glide(from: .zero, velocity: Vector(speed, 0))
        #expect(b.end.x >= a.end.x)
        #expect(b.ticks >= a.ticks)
    }
}

@Test func scrolling_directionalLockNeverMovesTheLockedAxis() async {
    await propertyCheck(count: 200, input: Gen.double(in: -60...60).array(of: 2...40),
                        Gen.double(in: 0...60), Gen.bool) { steps, angle, reevaluated in
        var physics = ScrollPhysics()
        physics.directionalLock = DirectionalLock(angle: angle, mode: reevaluated ? .reevaluated : .decidedAtStart)
        var motion = ScrollMotion(physics: physics, range: scrollRange(content: Size(20000, 20000)), offset: Point(9000, 9000))
        motion.touchDown()
        motion.beginDrag()
        var t = Vector.zero
        var i = 0
        while i + 1 < steps.count {
            t += Vector(steps[i], steps[i + 1])
            let before = motion.offset
            motion.drag(translation: t)
            switch motion.lockedAxis {
            case .horizontal: #expect(motion.offset.y == before.y)
            case .vertical: #expect(motion.offset.x == before.x)
            case nil: break
            }
            i += 2
        }
    }
}

@Test func scrolling_bounceReturnIsSlowerThanTheApproachAtEveryDistance() async {
    await propertyCheck(count: 100, input: Gen.double(in: 1...20_000), Gen.double(in: 0.5...200)) { speed, peak in
        let b = BounceMotion(edge: 0, direction: -1, speed: speed, peak: peak)
        #expect(b.offset(at: b.duration) == 0)
        #expect(b.overshoot(at: b.outgoingDuration) == peak)
        var t = b.outgoingDuration
        let step = b.returnDuration / 200
        for _ in 0..<199 {
            t += step
            let d = b.overshoot(at: t)
            guard d > 0, d < peak else { continue }
            let tOut = b.outgoingDuration * (1 - (1 - d / peak).squareRoot())
            #expect(abs(b.velocity(at: t)) < abs(b.velocity(at: tOut)))
        }
    }
}

@Test func scrolling_mathLogMatchesTheLibrary() async {
    await propertyCheck(count: 300, input: Gen.double(in: -300...300)) { e in
        let x = Foundation.exp(e)
        let ours = ScrollMath.log(x)
        #expect(abs(ours - Foundation.log(x)) <= 4e-16 * max(1, abs(ours)))
    }
    #expect(ScrollMath.log(1) == 0)
    #expect(ScrollMath.log(0) == -.infinity)
    #expect(ScrollMath.log(-1).isNaN)
    #expect(abs(ScrollMath.pow(0.998, 1000.0 / 60) - Foundation.pow(0.998, 1000.0 / 60)) < 1e-15)
}
