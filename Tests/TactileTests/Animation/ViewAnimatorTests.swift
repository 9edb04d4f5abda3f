import Testing
@testable import Tactile
import TactileTestSupport

// Animations of views on the one frame clock (seed-001 §3.6 on `View`).


/// A window on a dispatcher with one 100×100 view at (0, 0).
private func stage() -> (TouchDispatcher, Window, View) {
    let dispatcher = TouchDispatcher()
    let window = Window(frame: Rect(0, 0, 400, 400))
    let view = View(frame: Rect(0, 0, 100, 100))
    window.addSubview(view)
    dispatcher.addWindow(window)
    return (dispatcher, window, view)
}

@Test func viewAnimation_uikitShapeSetsModelAtOnceAndPresentsTheWayThere() {
    // UIView.animate(withDuration:delay:options:animations:completion:): the view's properties take their
    // end values at once (hit testing uses them); the drawn values move there on the frame clock.
    let (dispatcher, _, view) = stage()
    let animations = ViewAnimator(dispatcher: dispatcher)
    var completions: [Bool] = []
    animations.animate(withDuration: 1, options: .curveLinear) { tx in
        tx.setFrame(of: view, to: Rect(100, 0, 100, 100))
        tx.setAlpha(of: view, to: 0)
    } completion: { completions.append($0) }
    #expect(view.frame == Rect(100, 0, 100, 100) && view.alpha == 0)
    #expect(animations.presentationFrame(of: view) == Rect(0, 0, 100, 100))
    #expect(dispatcher.timerQueue.nextDueTime == 1.0 / 60)
    dispatcher.advance(to: 0.5)
    #expect(animations.frameClock.lastTickTime == 0.5)
    #expect(animations.presentationFrame(of: view) == Rect(50, 0, 100, 100))
    #expect(nearly(animations.presentationAlpha(of: view), 0.5, within: 1e-9))
    #expect(completions.isEmpty)
    dispatcher.drainTimers()  // plays the animation to its end
    #expect(completions == [true])
    #expect(!animations.frameClock.isRunning && dispatcher.timerQueue.isEmpty)
    #expect(animations.presentationFrame(of: view) == view.frame)
    #expect(animations.targets.count == 0)  // the view is no longer held
}

@Test func viewAnimation_optionsMapToUIKitCurvesAndRepeats() {
    // UIView.AnimationOptions: curveEaseInOut is the default; the curve is a two-bit field.
    #expect(ViewAnimationOptions([]).curve == .easeInOut)
    #expect(ViewAnimationOptions.curveEaseIn.curve == .easeIn)
    #expect(ViewAnimationOptions.curveEaseOut.curve == .easeOut)
    #expect(ViewAnimationOptions([.curveLinear, .repeat]).curve == .linear)
    let (dispatcher, _, view) = stage()
    let animations = ViewAnimator(dispatcher: dispatcher)
    let h = animations.animate(withDuration: 0.5, options: [.repeat, .autoreverse, .curveLinear]) {
        $0.setAlpha(of: view, to: 0)
    }
    dispatcher.advance(to: 0.75)  // half-way back
    #expect(nearly(animations.presentationAlpha(of: view), 0.5, within: 1e-9))
    dispatcher.advance(to: 100)
    #expect(animations.animator.isRunning(h))  // repeats until cancelled
    animations.cancelAnimations(of: view, leaving: .end)
    #expect(!animations.animator.isRunning(h) && !animations.frameClock.isRunning)
}

@Test func viewAnimation_zeroDurationCompletesBeforeReturning() {
    // "If you specify a negative value or 0, the changes are made without animating them."
    let (dispatcher, _, view) = stage()
    let animations = ViewAnimator(dispatcher: dispatcher)
    var finished: Bool?
    animations.animate(withDuration: 0) { $0.setAlpha(of: view, to: 0.3) } completion: { finished = $0 }
    #expect(finished == true && view.alpha == 0.3 && animations.presentationAlpha(of: view) == 0.3)
    #expect(dispatcher.timerQueue.isEmpty)
}

@Test func viewAnimation_cancelRunsCompletionWithFalseOnce() {
    let (dispatcher, _, view) = stage()
    let animations = ViewAnimator(dispatcher: dispatcher)
    var calls: [Bool] = []
    let h = animations.animate(withDuration: 1, options: .curveLinear) {
        $0.setFrame(of: view, to: Rect(0, 0, 300, 100), fields: [.width])
    } completion: { calls.append($0) }
    dispatcher.advance(to: 0.25)
    #expect(animations.cancel(h))  // stopped where it is (UIViewAnimating.stopAnimation)
    #expect(calls == [false])
    #expect(view.frame == Rect(0, 0, 150, 100))
    dispatcher.drainTimers()
    #expect(calls == [false])
}

/// seed-001 E23.
@Test func viewRotationIsRigidAndEndsInTheTransform() {
    // An12: a rotation animation turns through the angles in between (a matrix
    // interpolation would shrink the view half-way); the model transform holds the end angle.
    let (dispatcher, _, view) = stage()
    view.transform = AffineTransform(scaleX: 2, y: 2)
    let animations = ViewAnimator(dispatcher: dispatcher)
    animations.animate(withDuration: 1, options: .curveLinear) { $0.setRotation(of: view, toDegrees: 90) }
    #expect(nearly(ViewAnimationTargets.degrees(of: view.transform), 90, within: 1e-9))
    dispatcher.advance(to: 0.5)
    let t = animations.presentationTransform(of: view)
    #expect(nearly(ViewAnimationTargets.degrees(of: t), 45, within: 1e-6))
    #expect(nearly(TactileMath.hypot(t.a, t.b), 2, within: 1e-9))  // the scale is kept
    dispatcher.drainTimers()
    #expect(animations.presentationTransform(of: view) == view.transform)
    #expect(nearly(view.transform.a, 0, within: 1e-9) && nearly(view.transform.b, 2, within: 1e-9))
}

/// seed-001 R52.
@Test func viewAnimatorsOnOneClockShareEveryTick() {
    // Two animators and a third client on one clock: each tick reaches all of them with the same now.
    let clock = FrameClock()
    let a = ViewAnimator(frameClock: clock), b = ViewAnimator(frameClock: clock)
    let v1 = View(frame: Rect(0, 0, 10, 10)), v2 = View(frame: Rect(0, 0, 10, 10))
    let probe = RecordingFrameClient(ticks: 3)
    clock.register(probe, priority: -1)
    a.animate(withDuration: 1, options: .curveLinear) { $0.setAlpha(of: v1, to: 0) }
    b.animate(withDuration: 2, options: .curveLinear) { $0.setAlpha(of: v2, to: 0) }
    #expect(clock.clientCount == 3)
    for k in 1...3 { clock.tick(at: Double(k) * 0.25) }
    #expect(probe.times == [0.25, 0.5, 0.75])
    #expect(nearly(a.presentationAlpha(of: v1), 0.25, within: 1e-9) && nearly(b.presentationAlpha(of: v2), 0.625, within: 1e-9))
    #expect(a.animator.now == 0.75 && b.animator.now == 0.75)
}

/// seed-001 R53.
@Test func ticksLieOnTheRedrawGrid() {
    // The timer period is the redraw interval: every frame an animation sees is a grid time k/60.
    let (dispatcher, _, view) = stage()
    dispatcher.advance(to: 0.105)  // between two grid times
    let animations = ViewAnimator(dispatcher: dispatcher)
    var seen: [Seconds] = []
    final class Observer: FrameClient {
        let body: (Seconds) -> Void
        init(_ body: @escaping (Seconds) -> Void) { self.body = body }
        func frameClock(_ clock: FrameClock, tickAt now: Seconds) -> Bool { body(now); return clock.tickCount < 100 }
    }
    animations.animate(withDuration: 0.1, options: .curveLinear) { $0.setAlpha(of: view, to: 0) }
    animations.frameClock.register(Observer { seen.append($0) }, priority: -1)
    dispatcher.drainTimers()
    #expect(seen.first == 7.0 / 60 || nearly(seen.first ?? 0, 7.0 / 60, within: 1e-9))
    for t in seen { #expect(nearly((t * 60).rounded(), t * 60, within: 1e-6)) }
    #expect(view.alpha == 0 && !animations.animator.needsFrames)
}

/// seed-001 R53.
@Test func oneTickPerFrameAcrossSeparateRuns() {
    // Two runs of animations with an idle gap: every frame is ticked once (no two ticks within a frame interval).
    let (dispatcher, _, view) = stage()
    let animations = ViewAnimator(dispatcher: dispatcher)
    var ticks: [Seconds] = []
    animations.animator.onFrame = { ticks.append($0) }
    dispatcher.advance(to: 0.5667)
    animations.animate(withDuration: 0.3, options: .curveEaseOut) { $0.setAlpha(of: view, to: 0) }
    dispatcher.drainTimers()
    dispatcher.advance(to: 1.6667)
    animations.animate(withDuration: 0.3, options: .curveEaseOut) { $0.setAlpha(of: view, to: 1) }
    animations.animate(withDuration: 0.2, options: .curveLinear) { $0.setFrame(of: view, to: Rect(1, 1, 5, 5)) }
    dispatcher.drainTimers()
    for (a, b) in zip(ticks, ticks.dropFirst()) { #expect(b - a > 0.5 / 60, "\(a) then \(b)") }
    #expect(ticks.count == 38)  // 19 grid ticks per run: k = 35…53 and 101…119
}
