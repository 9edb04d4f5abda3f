import Testing
import PropertyBased
@testable import Tactile
import TactileTestSupport

// Property tests of the animation engine (R54–R58).

private let monotoneCurves: [AnimationCurve] = [.linear, .easeIn, .easeOut, .easeInOut,
                                                 .cubicBezier(x1: 0.1, y1: 0.9, x2: 0.9, y2: 0.1)]
private let allCurves: [AnimationCurve] = monotoneCurves + [.spring(dampingRatio: 0.4, initialVelocity: 2),
                                                           .spring(dampingRatio: 1, initialVelocity: 0)]

@Test func property_everyAnimationStopsExactlyOnce() async {
    // Random animations, random ticks, random cancellations: each animation
    // gets at most one start, before its one stop; a completed one reports
    // finished; a cancelled one reports its fraction in 0…1.
    await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000).array(of: 3...60)) { v in
        let animator = Animator()
        let recorder = AnimationRecorder()
        var handles: [AnimationHandle] = []
        var cancelled: Set<AnimationHandle> = []
        var time = 0.0
        for (i, x) in v.enumerated() {
            switch x % 4 {
            case 0, 1:
                let p = AnimationParameters(duration: Double(x % 7) * 0.1, delay: Double(x % 3) * 0.2,
                                            curve: allCurves[x % allCurves.count], name: "\(i)", delegate: recorder,
                                            priority: x % 2, repeatCount: Double(x % 5) / 2, autoreverses: x % 3 == 0)
                handles.append(animator.animate(p) { $0.setScalar(x % 3, of: AnimationTargetID(UInt64(x % 4)), to: Double(x % 100)) })
            case 2:
                time += Double(x % 50) / 60
                animator.advance(to: time)
            default:
                if !handles.isEmpty {
                    let h = handles[x % handles.count]
                    if animator.cancel(h, leaving: x % 8 == 3 ? .current : .end) { cancelled.insert(h) }
                }
            }
        }
        animator.advance(to: time + 100)
        #expect(animator.runningCount == 0)
        for h in handles {
            let calls = recorder.calls(for: h)
            let starts = calls.filter { if case .start = $0 { return true } else { return false } }
            let stops = calls.filter { if case .start = $0 { return false } else { return true } }
            #expect(starts.count <= 1 && stops.count == 1, "\(h): \(calls)")
            if starts.count == 1 { #expect(calls.first == starts.first) }
            switch stops.first {
            case .stop(_, let finished)?: #expect(finished != cancelled.contains(h))
            case .stopAt(_, let f)?: #expect(cancelled.contains(h) && f >= 0 && f <= 1)
            default: break
            }
            if !cancelled.contains(h) { #expect(starts.count == 1) }
        }
    }
}

@Test func property_equalPriorityLaterStartWins() async {
    await propertyCheck(count: 200, input: Gen.int(in: 1...500), Gen.int(in: 1...500), Gen.int(in: 0...1000)) { a, b, probe in
        guard a != b else { return }
        let first = Double(min(a, b)) / 100, second = Double(max(a, b)) / 100
        let now = second + Double(probe) / 1000  // both begun, the second still running (duration 2)
        let animator = Animator(), alone = Animator()
        let p = AnimationParameters(duration: 2, curve: .easeOut)
        animator.animate(p, committedAt: first) { $0.setScalar(0, of: targetA, to: 1000, from: 0) }
        animator.animate(p, committedAt: second) { $0.setScalar(0, of: targetA, to: -1000, from: 5) }
        alone.animate(p, committedAt: second) { $0.setScalar(0, of: targetA, to: -1000, from: 5) }
        animator.advance(to: now)
        alone.advance(to: now)
        #expect(scalarValue(animator, targetA) == scalarValue(alone, targetA))
    }
}

@Test func property_monotoneCurvesStayBetweenStartAndEnd() async {
    await propertyCheck(count: 300, input: Gen.int(in: -10_000...10_000).array(of: 6...6), Gen.int(in: 0...1000).array(of: 1...40)) { ends, ticks in
        let curve = monotoneCurves[abs(ends[0]) % monotoneCurves.count]
        let s = Double(ends[1]) / 7, e = Double(ends[2]) / 3
        let r0 = Rect(s, e, abs(s), abs(e)), r1 = Rect(e, s, abs(e) / 2, abs(s) * 2)
        let a0 = Double(abs(ends[3]) % 101) / 100, a1 = Double(abs(ends[4]) % 101) / 100
        let animator = Animator()
        animator.animate(AnimationParameters(duration: 1 + Double(abs(ends[5]) % 5), curve: curve)) { tx in
            tx.setScalar(0, of: targetA, to: e, from: s)
            tx.setFrame(of: targetA, to: r1, from: r0)
            tx.setAlpha(of: targetA, to: a1, from: a0)
        }
        func within(_ v: Double, _ a: Double, _ b: Double) -> Bool { v >= min(a, b) && v <= max(a, b) }
        var t = 0.0
        for k in ticks {
            t += Double(k) / 500
            animator.advance(to: t)
            guard let v = scalarValue(animator, targetA), let f = frameValue(animator, targetA),
                  let al = alphaValue(animator, targetA) else { Issue.record("no value"); return }
            #expect(within(v, s, e))
            #expect(within(f.origin.x, r0.origin.x, r1.origin.x) && within(f.origin.y, r0.origin.y, r1.origin.y))
            #expect(within(f.size.width, r0.size.width, r1.size.width) && within(f.size.height, r0.size.height, r1.size.height))
            #expect(within(al, a0, a1))
        }
    }
}
