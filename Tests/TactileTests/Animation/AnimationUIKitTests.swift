import Testing
@testable import Tactile
import TactileTestSupport

// Where UIKit / Core Animation document the behaviour, the animation engine
// matches it; each test quotes the documentation it checks.

@Test func uikitAnimation_defaultCurveIsEaseInOut() {
    // UIView.AnimationCurve.easeInOut: "This is the default curve for most animations."
    #expect(AnimationParameters(duration: 1).curve == .easeInOut)
}

@Test func uikitAnimation_namedCurvesAreCoreAnimationBeziers() {
    // CAMediaTimingFunctionName.easeIn: "a Bézier timing function with the control points (0.42,0.0) and (1.0,1.0)";
    // .easeInEaseOut: "(0.42,0.0) and (0.58,1.0)"; .easeOut is (0, 0), (0.58, 1).
    // At Bézier parameter s = 0.5 each curve's point is known in closed form.
    #expect(nearly(AnimationCurve.easeIn.progress(at: 0.6575), 0.5, within: 1e-9))
    #expect(nearly(AnimationCurve.easeOut.progress(at: 0.3425), 0.5, within: 1e-9))
    #expect(nearly(AnimationCurve.easeInOut.progress(at: 0.5), 0.5, within: 1e-9))
    #expect(nearly(AnimationCurve.easeInOut.progress(at: 0.274375), 0.15625, within: 1e-9))
    #expect(nearly(AnimationCurve.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1).progress(at: 0.274375), 0.15625, within: 1e-9))
    // "An ease-in curve causes the animation to begin slowly"; "an ease-out curve ... begin quickly".
    for t in stride(from: 0.05, to: 1, by: 0.05) {
        #expect(AnimationCurve.easeIn.progress(at: t) < t)
        #expect(AnimationCurve.easeOut.progress(at: t) > t)
    }
    for curve in [AnimationCurve.linear, .easeIn, .easeOut, .easeInOut, .spring(dampingRatio: 0.2, initialVelocity: 3)] {
        #expect(curve.progress(at: 0) == 0 && curve.progress(at: 1) == 1)
        #expect(curve.progress(at: .nan) == 0 && curve.progress(at: 7) == 1)
    }
}

@Test func uikitAnimation_zeroOrNegativeDurationChangesWithoutAnimating() {
    // animate(withDuration:delay:options:animations:completion:): "If you specify a negative value or 0,
    // the changes are made without animating them."
    for duration in [0.0, -1.0] {
        let animator = Animator()
        animator.animate(AnimationParameters(duration: duration)) { $0.setScalar(0, of: targetA, to: 9, from: 1) }
        #expect(scalarValue(animator, targetA) == 9)
        #expect(animator.runningCount == 0)
    }
}

@Test func uikitAnimation_fractionCompleteRunsFromZeroToOne() {
    // UIViewAnimating.fractionComplete: "0.0 at the beginning of the animation and 1.0 at the end ...
    // the value 0.5 indicates that the animation is exactly half way complete."
    let animator = Animator()
    let h = animator.animate(AnimationParameters(duration: 2)) { $0.setScalar(0, of: targetA, to: 1, from: 0) }
    #expect(animator.fractionComplete(of: h) == 0)
    animator.advance(to: 1)
    #expect(animator.fractionComplete(of: h) == 0.5)
    #expect(nearly(scalarValue(animator, targetA), 0.5, within: 1e-9))  // ease-in-out is symmetric
    animator.advance(to: 2)
    #expect(animator.fractionComplete(of: h) == nil)  // ended: no longer running
}

@Test func uikitAnimation_stopAtCurrentPositionKeepsCurrentValues() {
    // UIViewAnimating.stopAnimation(_:): "sets the values of any animatable properties to their current values."
    let animator = Animator()
    let h = animator.animate(AnimationParameters(duration: 4, curve: .linear)) { $0.setPoint(0, of: targetA, to: Point(40, 80), from: .zero) }
    animator.advance(to: 1)
    animator.cancel(h)
    #expect(animator.model.value(for: AnimationKey(targetA, .point(channel: 0))) == .point(Point(10, 20)))
    #expect(animator.presentationValue(of: targetA, .point(channel: 0)) == .point(Point(10, 20)))
    // A property a later animation took over keeps that one's model value.
    let h2 = animator.animate(AnimationParameters(duration: 4, curve: .linear)) { $0.setScalar(0, of: targetB, to: 100, from: 0) }
    animator.animate(AnimationParameters(duration: 4, curve: .linear)) { $0.setScalar(0, of: targetB, to: 50) }
    animator.cancel(h2, leaving: .start)
    #expect(animator.model.value(for: AnimationKey(targetB, .scalar(channel: 0))) == .scalar(50))
}

@Test func uikitAnimation_repeatCountAndAutoreverse() {
    // setAnimationRepeatCount(_:): "This value can be a fraction. If you specify the value 0, the animation
    // is performed once without repeating." setAnimationRepeatAutoreverses(_:): "a single animation cycle changes
    // the properties being animated to their new values and then back to their original values. At the end of the
    // animations, the affected views are then updated immediately to reflect the new values."
    let animator = Animator()
    animator.animate(AnimationParameters(duration: 1, curve: .linear, repeatCount: 2, autoreverses: true)) {
        $0.setScalar(0, of: targetA, to: 10, from: 0)
    }
    let expected: [(Double, Double)] = [(0.5, 5), (1, 10), (1.5, 5), (2, 0), (2.25, 2.5), (3.5, 5)]
    for (t, v) in expected {
        animator.advance(to: t)
        #expect(nearly(scalarValue(animator, targetA), v, within: 1e-9), "t=\(t)")
    }
    animator.advance(to: 4)
    #expect(scalarValue(animator, targetA) == 10 && animator.runningCount == 0)

    let half = AnimationTiming(startTime: 0, duration: 2, repeatCount: 1.5)
    #expect(half.endTime == 3 && half.phase(at: 2.5).cycleFraction == 0.25)
    let once = AnimationTiming(startTime: 0, duration: 2, repeatCount: 0)
    #expect(once.endTime == 2)
    let forever = AnimationTiming(startTime: 0, duration: 1, repeatCount: .infinity)
    #expect(!forever.phase(at: 1e9 + 0.25).hasEnded && nearly(forever.phase(at: 1e9 + 0.25).cycleFraction, 0.25, within: 1e-6))
}

@Test func uikitAnimation_springDampingOneDoesNotOscillateLowerDampingOvershoots() {
    // UISpringTimingParameters(dampingRatio:): "For more damping and less oscillation, specify a value of 1.
    // For less damping and more oscillation, specify values closer to 0."
    let critical = AnimationCurve.spring(dampingRatio: 1, initialVelocity: 0)
    let bouncy = AnimationCurve.spring(dampingRatio: 0.3, initialVelocity: 0)
    let overdamped = AnimationCurve.spring(dampingRatio: 2, initialVelocity: 0)
    var previous = 0.0, maxBouncy = 0.0
    for k in 1...200 {
        let t = Double(k) / 200
        let v = critical.progress(at: t)
        #expect(v >= previous && v <= 1)
        previous = v
        maxBouncy = max(maxBouncy, bouncy.progress(at: t))
        #expect(overdamped.progress(at: t) <= 1)
    }
    #expect(maxBouncy > 1.2)
    // It settles within the duration: the last step to exactly 1 is invisible.
    #expect(abs(critical.progress(at: 0.999) - 1) < 1e-3)
    #expect(abs(bouncy.progress(at: 0.999) - 1) < 1e-3)
    // "A value of 1 corresponds to the total animation distance traversed in one second": a fast start.
    let pushed = AnimationCurve.spring(dampingRatio: 1, initialVelocity: 20)
    #expect(pushed.progress(at: 0.01, duration: 1) > critical.progress(at: 0.01, duration: 1))
}
