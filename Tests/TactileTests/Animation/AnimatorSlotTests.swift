import Testing
import PropertyBased
@testable import Tactile

// The animator keeps one slot per animated property (found by key at commit,
// reused once free); these check that reuse never shows another property's
// value (seed-001 R58: the presentation value is the winning animation's).

/// A property whose animations all ended shows its model value, and a later
/// property taking its slot shows its own animation.
@Test func aFreedSlotServesTheNextPropertyWithoutItsOldValue() {
    let animator = Animator()
    animator.animate(AnimationParameters(duration: 1)) { $0.setAlpha(of: targetA, to: 1, from: 0) }
    animator.animate(AnimationParameters(duration: 4)) { $0.setAlpha(of: targetB, to: 0, from: 1) }
    animator.advance(to: 2)
    #expect(!animator.isAnimating(AnimationKey(targetA, .alpha)) && alphaValue(animator, targetA) == 1)
    let c = AnimationTargetID(3)
    let handle = animator.animate(AnimationParameters(duration: 2, curve: .linear)) { $0.setScalar(0, of: c, to: 10, from: 0) }
    animator.advance(to: 3)
    #expect(scalarValue(animator, c) == 5 && alphaValue(animator, targetA) == 1)
    #expect(animator.cancel(handle, leaving: .start))
    #expect(scalarValue(animator, c) == 0 && !animator.isAnimating(AnimationKey(c, .scalar(channel: 0))))
    #expect(animator.isAnimating(AnimationKey(targetB, .alpha)))
}

/// Many animations over few properties, committed, advanced and cancelled at
/// random: each property shows the highest-priority, latest-committed begun
/// animation's linear value, else its model value.
@Test func property_presentationIsTheWinnerAfterAnyCommitsAndCancels() async {
    let steps = Gen.int(in: 0...99).array(of: 1...40)
    await propertyCheck(count: 200, input: steps) { steps in
        let animator = Animator()
        struct Running { let handle: AnimationHandle; let key: Int; let priority: Int; let start: Double; let to: Double }
        var running: [Running] = []
        var model: [Int: Double] = [:]
        var now = 0.0
        for step in steps {
            let key = step % 4, priority = (step / 4) % 2, to = Double(step)
            switch step % 3 {
            case 0, 1:
                let target = AnimationTargetID(UInt64(key + 1))
                let handle = animator.animate(AnimationParameters(duration: 10, curve: .linear, priority: priority)) {
                    $0.setScalar(0, of: target, to: to, from: 0)
                }
                running.append(Running(handle: handle, key: key, priority: priority, start: now, to: to))
                model[key] = to
            default:
                if let victim = running.indices.last(where: { $0 % 2 == step % 2 }) {
                    animator.cancel(running[victim].handle, leaving: .end)
                    running.remove(at: victim)
                }
            }
            now += 1
            animator.advance(to: now)
            running.removeAll { now >= $0.start + 10 }
            for key in 0..<4 {
                let winner = running.filter { $0.key == key }.max { a, b in
                    a.priority != b.priority ? a.priority < b.priority : a.start != b.start ? a.start < b.start : a.handle.rawValue < b.handle.rawValue
                }
                let expected = winner.map { $0.to * (now - $0.start) / 10 } ?? model[key]
                let shown = scalarValue(animator, AnimationTargetID(UInt64(key + 1)))
                #expect(shown.map { abs($0 - expected!) < 1e-9 } ?? (expected == nil))
            }
        }
    }
}
