import Tactile

/// Writes `animation` log events for the animators of a running scene: a
/// `start` and a `stop` per animation and a `fraction` per frame-clock tick
/// while it runs (the ending tick's one, at fraction 1, just before `stop`) (docs/formats.md, "animation"). Animations are numbered in
/// the order they are committed, across every application of the scene.
final class SceneAnimationLogger {
    /// What the log says about one committed animation.
    struct Entry {
        var animator: ObjectIdentifier
        var handle: AnimationHandle
        var number: Int
        var start: LogEvent.AnimationEvent
        var firstKey: AnimationKey?
        var reads: (AnimationValue) -> Double
        /// The drawn value at the end (the committed model value), once known.
        var end: Double?
    }

    private let log: ReplayLog
    private var entries: [Entry] = []
    private var count = 0

    init(log: ReplayLog) { self.log = log }

    /// Logs the animations of `animations`, stamped with `dispatcher`'s time.
    func observe(_ animations: ViewAnimator, dispatcher: TouchDispatcher) {
        let animator = animations.animator
        let id = ObjectIdentifier(animator)
        let clock = WeakReference(dispatcher)
        animations.onEvent = { [unowned(unsafe) self] event in
            let t = clock.object?.now ?? animator.now
            guard let i = entries.firstIndex(where: { $0.animator == id && $0.handle == event.info.handle }) else { return }
            switch event {
            case .started:
                log.record(.animation(entries[i].start), at: t)
            case .stopped(_, let finished, let fraction):
                // The tick that ends an animation draws its end value: its last `fraction` (none at duration 0).
                if finished, entries[i].start.duration > 0, let end = entries[i].end {
                    var last = LogEvent.AnimationEvent(animation: entries[i].number, event: "fraction")
                    last.fraction = fraction
                    last.value = end
                    log.record(.animation(last), at: t)
                }
                var e = LogEvent.AnimationEvent(animation: entries[i].number, event: "stop")
                e.finished = finished
                e.fraction = fraction
                log.record(.animation(e), at: t)
                entries.remove(at: i)
            }
        }
        // The animator keeps this closure, so it reaches the animator weakly (no cycle).
        let animatorRef = WeakReference(animator)
        animator.onFrame = { [unowned(unsafe) self] now in
            guard let animator = animatorRef.object else { return }
            animator.forEachRunningAnimation { running in
                guard running.heldFor == nil, running.phase.hasBegun,
                      let entry = entries.first(where: { $0.animator == id && $0.handle == running.info.handle }) else { return }
                var e = LogEvent.AnimationEvent(animation: entry.number, event: "fraction")
                e.fraction = running.phase.fractionComplete
                if let key = entry.firstKey, let v = animator.presentationValue(for: key) { e.value = entry.reads(v) }
                log.record(.animation(e), at: now)
            }
        }
    }

    /// Registers an animation just committed (before its start can be logged).
    func committed(_ handle: AnimationHandle, on animations: ViewAnimator, views: [String], properties: [String],
                   curve: AnimationCurve, duration: Double, delay: Double, sync: Int,
                   firstKey: AnimationKey?, reads: @escaping (AnimationValue) -> Double) {
        count += 1
        var start = LogEvent.AnimationEvent(animation: count, event: "start")
        start.views = views
        start.properties = properties
        start.curve = Self.name(of: curve)
        start.duration = duration
        start.delay = delay
        start.sync = sync
        entries.append(Entry(animator: ObjectIdentifier(animations.animator), handle: handle, number: count,
                             start: start, firstKey: firstKey, reads: reads))
    }

    /// Notes the end value of animation `handle` just committed on
    /// `animations` (its model value now), logged on its ending tick.
    func noteEndValue(of handle: AnimationHandle, on animations: ViewAnimator) {
        let id = ObjectIdentifier(animations.animator)
        guard let i = entries.lastIndex(where: { $0.animator == id && $0.handle == handle }),
              let key = entries[i].firstKey, let v = animations.animator.model.value(for: key) else { return }
        entries[i].end = entries[i].reads(v)
    }

    /// The number the next committed animation gets.
    var nextNumber: Int { count + 1 }

    static func name(of curve: AnimationCurve) -> String {
        switch curve {
        case .linear: return "linear"
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        case .easeInOut: return "easeInOut"
        case .cubicBezier: return "cubicBezier"
        case .spring: return "spring"
        }
    }
}
