// One animation tick (`Animator.advance(to:)`) with N animated properties:
// N frame animations on N targets, each its own committed animation (the
// case where every property has a winner to choose), ease-in-out, 10 s long.
// After a few warm-up ticks (buffers grown), TICKS ticks run inside
// `perfMeasured` (callgrind --toggle-collect='*perfMeasured*').
//
//   AnimationTickCost N [TICKS]   prints "N properties: TICKS ticks measured, A allocations"
import Tactile
import TactileAllocationCounting

let arguments = CommandLine.arguments
let properties = arguments.count > 1 ? Int(arguments[1]) ?? 1 : 1
let ticks = arguments.count > 2 ? Int(arguments[2]) ?? 100 : 100

let animator = Animator()
for i in 0..<properties {
    let target = AnimationTargetID(UInt64(i + 1))
    let x = Double(i)
    animator.animate(AnimationParameters(duration: 10)) {
        $0.setFrame(of: target, to: Rect(x: x + 100, y: 50, width: 40, height: 40),
                    from: Rect(x: x, y: 0, width: 40, height: 40))
    }
}
var time = 0.0
for _ in 0..<8 {
    time += 1.0 / 120
    animator.advance(to: time)
}

@inline(never)
func perfMeasured(_ ticks: Int) {
    for _ in 0..<ticks {
        time += 1.0 / 120
        animator.advance(to: time)
    }
}

allocation_counting_begin()
perfMeasured(ticks)
let allocations = allocation_counting_end()
var shown = 0.0
if case .frame(let r)? = animator.presentationValue(for: AnimationKey(AnimationTargetID(1), .frame)) { shown = r.origin.x }
print("\(properties) properties: \(ticks) ticks measured, \(allocations) allocations (x \(shown))")
