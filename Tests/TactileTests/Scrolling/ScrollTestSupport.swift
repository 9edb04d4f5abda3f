@testable import Tactile

/// A range for content of `content` size seen through a viewport of `viewport` size.
func scrollRange(viewport: Size = Size(300, 300), content: Size) -> ScrollRange {
    ScrollRange(viewport: viewport, content: content)
}

/// A range too large for any test fling to reach an edge.
let unboundedRange = ScrollRange(minimum: Point(-1e9, -1e9), maximum: Point(1e9, 1e9))

/// Ticks `motion` until it stops running (at most `limit` ticks); returns the
/// shown offsets after each tick and the phases seen.
@discardableResult
func runToRest(_ motion: inout ScrollMotion, limit: Int = 100_000) -> (offsets: [Point], phases: [ScrollPhase]) {
    var offsets: [Point] = [], phases: [ScrollPhase] = []
    var n = 0
    while motion.isRunning, n < limit {
        motion.tick()
        offsets.append(motion.offset)
        phases.append(motion.phase)
        n += 1
    }
    return (offsets, phases)
}

/// The E15 model: factor 0.5, ticks of 1 s, stop speed 1.
func e15Physics() -> ScrollPhysics {
    var p = ScrollPhysics()
    p.deceleration = Deceleration(factor: 0.5, tickInterval: 1, stopSpeed: 1)
    return p
}

/// A scroll that drags by `translation` and lifts with `fingerVelocity`.
func fling(_ motion: inout ScrollMotion, translation: Vector = .zero, fingerVelocity: Vector,
           restingOffset: ((ScrollRelease) -> Point)? = nil) {
    motion.touchDown()
    motion.beginDrag()
    motion.drag(translation: translation)
    motion.endDrag(fingerVelocity: fingerVelocity, restingOffset: restingOffset)
}
