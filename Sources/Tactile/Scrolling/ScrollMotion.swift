// Cited: seed-001 R34–R49.
/// The offset of a scroll view as a value: it follows a finger (with the hysteresis
/// applied by the caller, directional lock and rubber band), then glides, bounces and
/// settles one frame-clock tick at a time, and reports its phase. No views: a
/// `ScrollView` drives one of these.
///
/// Coordinates: `offset` is the content offset (UIKit's `contentOffset`, a
/// view's `bounds.origin`); a finger moving down by d moves the offset by −d.
/// Velocities are offset velocities in points per second.
///
/// A touch sequence calls `touchDown()`, then either `touchUp()` (no scroll)
/// or `beginDrag()`, `drag(translation:)`…, `endDrag(fingerVelocity:restingOffset:)`.
/// Afterwards `tick()` once per frame while `isRunning`.
package struct ScrollMotion {
    /// The settings.
    package var physics: ScrollPhysics
    /// The offsets the content can rest at. Changing it does not move the offset.
    package var range: ScrollRange
    /// The current (shown) content offset, overscroll included.
    package private(set) var offset: Point
    /// The offset velocity of the glide, bounce or settle, the release velocity
    /// until the first tick (zero while resting or dragging).
    package private(set) var velocity: Vector = .zero
    /// What the motion is doing.
    package private(set) var phase: ScrollPhase = .resting
    /// The indicators' visibility (R49).
    package private(set) var indicators: ScrollIndicatorFade
    /// Whether a finger is down.
    package private(set) var isTouching = false

    private var raw: Point
    private var dragStart: Point
    private var lock = DirectionalLockState(lock: nil)
    private var glide: Glide?
    private var tracks = (x: Track.still, y: Track.still)

    /// Creates a motion at rest at `offset`.
    package init(physics: ScrollPhysics = ScrollPhysics(), range: ScrollRange, offset: Point = .zero,
                indicatorFadeDuration: Seconds = 0.3) {
        self.physics = physics
        self.range = range
        let start = offset.isFinite ? offset : range.minimum
        self.offset = start
        raw = start
        dragStart = start
        indicators = ScrollIndicatorFade(fadeDuration: indicatorFadeDuration)
    }

    /// The axis the current drag is locked to, if any (R36–R39).
    package var lockedAxis: ScrollAxis? { lock.lockedAxis }

    /// Whether the motion needs further ticks (moving, or indicators fading).
    package var isRunning: Bool {
        (phase == .decelerating || phase == .bouncing) || indicators.isFading
    }

    /// The distance the shown offset lies past the range on each axis (0 inside it).
    package var overscroll: Vector {
        let c = range.clamped(offset)
        return offset - c
    }

    // MARK: Touches

    /// A finger touches the scroll view: any glide or bounce stops where it is
    /// (UIKit's touch to stop a fling) and the indicators show (R49).
    package mutating func touchDown() {
        isTouching = true
        stopMotion()
        indicators.show()
    }

    /// The finger lifts (or is cancelled) without having scrolled: content held
    /// past an edge slides back (R43); otherwise the indicators fade.
    package mutating func touchUp() {
        isTouching = false
        guard phase != .dragging else { endDrag(fingerVelocity: .zero); return }
        let target = range.clamped(offset)
        if target != offset {
            start(.horizontal, from: offset.x, to: target.x, slideBack: true)
            start(.vertical, from: offset.y, to: target.y, slideBack: true)
            updatePhase()
        } else {
            indicators.beginFade()
        }
    }

    /// The drag passed the hysteresis and becomes a scroll (R34). Content
    /// caught past an edge continues from its shown position.
    package mutating func beginDrag() {
        isTouching = true
        stopMotion()
        indicators.show()
        phase = .dragging
        dragStart = offset
        raw = Point(x: rawValue(offset.x, .horizontal), y: rawValue(offset.y, .vertical))
        lock = DirectionalLockState(lock: physics.directionalLock)
    }

    /// The finger's cumulative scroll translation since `beginDrag()` (already
    /// past the hysteresis; see `ScrollHysteresis`). The content follows the
    /// finger on each axis it can move on, filtered by the directional lock
    /// and resisted past the edges (R42).
    package mutating func drag(translation: Vector) {
        if phase != .dragging { beginDrag() }
        let delta = lock.filter(translation: translation)
        if physics.canDrag(.horizontal, in: range) { raw.x = moveRaw(raw.x, by: -delta.dx, .horizontal) }
        if physics.canDrag(.vertical, in: range) { raw.y = moveRaw(raw.y, by: -delta.dy, .vertical) }
        offset = Point(x: shown(raw.x, .horizontal), y: shown(raw.y, .vertical))
    }

    /// The finger lifts after a drag, moving at `fingerVelocity` (points per
    /// second, as a pan recognizer reports). Asks `restingOffset` once for the
    /// resting offset (R41; UIKit asks on every drag end, even a still one) and
    /// starts the glide, bounce or slide back. Returns whether the content
    /// keeps moving (UIKit's `willDecelerate`).
    @discardableResult
    package mutating func endDrag(fingerVelocity: Vector, restingOffset: ((ScrollRelease) -> Point)? = nil) -> Bool {
        isTouching = false
        guard phase == .dragging else { touchUp(); return isRunning }
        var v = Deceleration.sanitized(-fingerVelocity)
        if lockedAxis == .horizontal || !physics.canDrag(.vertical, in: range) { v.dy = 0 }
        if lockedAxis == .vertical || !physics.canDrag(.horizontal, in: range) { v.dx = 0 }
        let over = overscroll
        if over.dx != 0 { v.dx = 0 }
        if over.dy != 0 { v.dy = 0 }
        let natural = physics.deceleration.glide(from: offset, velocity: v)
        let proposed = range.clamped(natural.end)
        var target = proposed
        if let restingOffset {
            let chosen = restingOffset(ScrollRelease(offset: offset, dragStartOffset: dragStart, velocity: v,
                                                     proposedOffset: proposed, range: range))
            target = range.clamped(chosen.isFinite ? chosen : proposed)
        }
        phase = .resting
        if natural.ticks > 0 { glide = Glide(natural: offset, velocity: v, ticks: 0, total: natural.ticks) }
        startRelease(.horizontal, natural: natural.end.x, proposed: proposed.x, target: target.x, overscrolled: over.dx != 0)
        startRelease(.vertical, natural: natural.end.y, proposed: proposed.y, target: target.y, overscrolled: over.dy != 0)
        if case .still = tracks.x, case .still = tracks.y { glide = nil }
        updatePhase()
        if phase == .resting { indicators.beginFade() }
        // The release velocity until the first tick (docs/scrolling.md: the first `decelerating` line).
        if phase == .decelerating, let g = glide { velocity = g.velocity }
        return isRunning
    }

    /// Moves the content to `target` (not clamped, as UIKit's `setContentOffset`),
    /// at once or with a settle (`physics.settleDuration`). Ignored while dragging.
    package mutating func setOffset(_ target: Point, animated: Bool) {
        guard phase != .dragging, target.isFinite else { return }
        stopMotion()
        if animated {
            start(.horizontal, from: offset.x, to: target.x, slideBack: false)
            start(.vertical, from: offset.y, to: target.y, slideBack: false)
            updatePhase()
        } else {
            offset = target
        }
    }

    // MARK: Ticks

    /// Advances one tick of `physics.deceleration.tickInterval` seconds.
    /// Returns `isRunning`.
    @discardableResult
    package mutating func tick() -> Bool {
        let dt = physics.deceleration.tickInterval
        if phase == .decelerating || phase == .bouncing {
            var finishing = false
            if var g = glide {
                g.ticks += 1
                if let v = physics.deceleration.step(g.velocity) {
                    g.velocity = v
                    g.natural += v * dt
                }
                finishing = g.ticks >= g.total
                glide = finishing ? nil : g
            }
            advance(.horizontal, dt: dt, finishing: finishing)
            advance(.vertical, dt: dt, finishing: finishing)
            updatePhase()
            if phase == .resting, !isTouching { indicators.beginFade() }
        } else {
            indicators.advance(by: dt)
        }
        return isRunning
    }

    // MARK: Private

    private enum Track {
        case still
        /// A momentum glide mapped onto [start, target]: offset = start + (natural − start)·scale.
        case gliding(start: Double, scale: Double, target: Double, stopsAtEdges: Bool)
        case bouncing(BounceMotion, elapsed: Seconds)
        case settling(SettleMotion, elapsed: Seconds, slideBack: Bool)
    }

    private struct Glide {
        var natural: Point
        var velocity: Vector
        var ticks: Int
        var total: Int
    }

    private func track(_ axis: ScrollAxis) -> Track { axis == .horizontal ? tracks.x : tracks.y }
    private mutating func setTrack(_ axis: ScrollAxis, _ t: Track) {
        if axis == .horizontal { tracks.x = t } else { tracks.y = t }
    }
    private func component(_ p: Point, _ axis: ScrollAxis) -> Double { axis == .horizontal ? p.x : p.y }
    private func component(_ v: Vector, _ axis: ScrollAxis) -> Double { axis == .horizontal ? v.dx : v.dy }
    private mutating func set(_ axis: ScrollAxis, offset value: Double, velocity speed: Double) {
        if axis == .horizontal { offset.x = value; velocity.dx = speed } else { offset.y = value; velocity.dy = speed }
    }

    private mutating func stopMotion() {
        glide = nil
        tracks = (.still, .still)
        velocity = .zero
        if phase != .dragging { phase = .resting }
    }

    private mutating func start(_ axis: ScrollAxis, from: Double, to: Double, slideBack: Bool) {
        guard from != to else { setTrack(axis, .still); return }
        let duration = slideBack ? physics.slideBackDuration : physics.settleDuration
        let s = SettleMotion(from: from, to: to, duration: duration)
        if s.duration == 0 { set(axis, offset: to, velocity: 0); setTrack(axis, .still); return }
        setTrack(axis, .settling(s, elapsed: 0, slideBack: slideBack))
    }

    private mutating func startRelease(_ axis: ScrollAxis, natural: Double, proposed: Double, target: Double,
                                       overscrolled: Bool) {
        let here = component(offset, axis)
        if overscrolled { start(axis, from: here, to: target, slideBack: true); return }
        if glide != nil, natural != here {
            if target == proposed {
                // The glide's own end: run it as is; it may meet an edge (R46–R48).
                setTrack(axis, .gliding(start: here, scale: 1, target: natural, stopsAtEdges: true))
                return
            }
            let scale = (target - here) / (natural - here)
            if scale > 0, scale.isFinite {
                setTrack(axis, .gliding(start: here, scale: scale, target: target, stopsAtEdges: false))
                return
            }
        }
        start(axis, from: here, to: target, slideBack: false)
    }

    private mutating func advance(_ axis: ScrollAxis, dt: Seconds, finishing: Bool) {
        switch track(axis) {
        case .still:
            if axis == .horizontal { velocity.dx = 0 } else { velocity.dy = 0 }
        case let .gliding(start, scale, target, stopsAtEdges):
            let previous = component(offset, axis)
            let g = glide
            var next = finishing ? target : start + (component(g?.natural ?? offset, axis) - start) * scale
            let speed = finishing ? 0 : component(g?.velocity ?? .zero, axis) * scale
            if stopsAtEdges {
                let lo = range.lower(axis), hi = range.upper(axis)
                if next > hi, previous <= hi {
                    hitEdge(axis, edge: hi, atMaximum: true, previous: previous, next: next, speed: speed, dt: dt)
                    return
                }
                if next < lo, previous >= lo {
                    hitEdge(axis, edge: lo, atMaximum: false, previous: previous, next: next, speed: speed, dt: dt)
                    return
                }
                next = finishing ? range.clamp(next, axis) : next
            }
            set(axis, offset: next, velocity: speed)
            if finishing { setTrack(axis, .still) }
        case let .bouncing(b, elapsed):
            let t = elapsed + dt
            if ScrollMotion.reaches(t, b.duration) { set(axis, offset: b.edge, velocity: 0); setTrack(axis, .still); return }
            set(axis, offset: b.offset(at: t), velocity: b.velocity(at: t))
            setTrack(axis, .bouncing(b, elapsed: t))
        case let .settling(s, elapsed, slideBack):
            let t = elapsed + dt
            if ScrollMotion.reaches(t, s.duration) { set(axis, offset: s.to, velocity: 0); setTrack(axis, .still); return }
            set(axis, offset: s.offset(at: t), velocity: s.velocity(at: t))
            setTrack(axis, .settling(s, elapsed: t, slideBack: slideBack))
        }
    }

    /// A glide crosses `edge` during this tick: bounce from the crossing, for
    /// the rest of the tick (R46, R47), or stop on the edge (R48).
    private mutating func hitEdge(_ axis: ScrollAxis, edge: Double, atMaximum: Bool, previous: Double,
                                  next: Double, speed: Double, dt: Seconds) {
        let name = ScrollEdge.of(axis, atMaximum: atMaximum)
        let peak = physics.bounceLimits[name].peak(speed: speed, k: physics.bounceSpeedFactor)
        guard physics.bounces(axis), peak > 0 else {
            set(axis, offset: edge, velocity: 0)
            setTrack(axis, .still)
            return
        }
        let span = next - previous
        let before = span != 0 ? (edge - previous) / span : 0
        let remaining = dt * (1 - min(max(before, 0), 1))
        let b = BounceMotion(edge: edge, direction: atMaximum ? 1 : -1, speed: speed, peak: peak)
        if ScrollMotion.reaches(remaining, b.duration) { set(axis, offset: edge, velocity: 0); setTrack(axis, .still); return }
        set(axis, offset: b.offset(at: remaining), velocity: b.velocity(at: remaining))
        setTrack(axis, .bouncing(b, elapsed: remaining))
    }

    private mutating func updatePhase() {
        guard phase != .dragging else { return }
        let a = ScrollMotion.phase(of: tracks.x), b = ScrollMotion.phase(of: tracks.y)
        phase = a == .bouncing || b == .bouncing ? .bouncing
            : (a == .decelerating || b == .decelerating ? .decelerating : .resting)
        if phase == .resting { velocity = .zero; glide = nil }
    }

    /// Whether `elapsed` (a sum of ticks) has reached `duration`, with slack for
    /// the rounding of the sum, so a 0.3 s curve at 60 Hz ends on its 18th tick.
    private static func reaches(_ elapsed: Seconds, _ duration: Seconds) -> Bool {
        elapsed >= duration - 1e-9
    }

    private static func phase(of track: Track) -> ScrollPhase {
        switch track {
        case .still: return .resting
        case .gliding: return .decelerating
        case .bouncing: return .bouncing
        case let .settling(_, _, slideBack): return slideBack ? .bouncing : .decelerating
        }
    }

    /// The unresisted offset that shows `value` on `axis`.
    private func rawValue(_ value: Double, _ axis: ScrollAxis) -> Double {
        let lo = range.lower(axis), hi = range.upper(axis)
        if value > hi { return hi + physics.rubberBand.raw(showing: value - hi, past: .of(axis, atMaximum: true)) }
        if value < lo { return lo - physics.rubberBand.raw(showing: lo - value, past: .of(axis, atMaximum: false)) }
        return value
    }

    /// The raw offset moved by `delta`, held at an edge that does not rubber-band.
    private func moveRaw(_ value: Double, by delta: Double, _ axis: ScrollAxis) -> Double {
        var r = value + delta
        guard r.isFinite else { return value }
        let lo = range.lower(axis), hi = range.upper(axis)
        if r > hi, physics.shownOverscroll(1, past: .of(axis, atMaximum: true)) == 0 { r = max(hi, min(value, r)) }
        if r < lo, physics.shownOverscroll(1, past: .of(axis, atMaximum: false)) == 0 { r = min(lo, max(value, r)) }
        return r
    }

    /// The shown offset for a raw one (R42).
    private func shown(_ value: Double, _ axis: ScrollAxis) -> Double {
        let lo = range.lower(axis), hi = range.upper(axis)
        if value > hi { return hi + physics.shownOverscroll(value - hi, past: .of(axis, atMaximum: true)) }
        if value < lo { return lo - physics.shownOverscroll(lo - value, past: .of(axis, atMaximum: false)) }
        return value
    }
}
