import Testing
import Tactile

// The example of docs/animation.md, run as written.

@Test func animationDocExample_runsAsWritten() {
    final class Log: AnimationDelegate {
        var lines: [String] = []
        func animationDidStart(_ a: AnimationInfo) { lines.append("start \(a.name ?? "-")") }
        func animationDidStop(_ a: AnimationInfo, finished: Bool) { lines.append("stop \(a.name ?? "-") \(finished)") }
    }
    let panel = AnimationTargetID(1), badge = AnimationTargetID(2)
    let animator = Animator()
    animator.model.setValue(.frame(Rect(0, 0, 100, 200)), for: AnimationKey(panel, .frame))
    animator.model.setValue(.alpha(1), for: AnimationKey(badge, .alpha))

    let log = Log()
    animator.animate(AnimationParameters(duration: 0.5, curve: .linear, name: "resize", delegate: log)) { tx in
        tx.setFrame(of: panel, to: Rect(0, 0, 300, 999), fields: [.width])
        tx.setAlpha(of: badge, to: 0)
    }
    animator.advance(to: 0.25)                 // the frame clock's tick
    let picture = RenderSnapshot(nodes: [
        RenderNode(id: panel, frame: Rect(0, 0, 300, 200)),
        RenderNode(id: badge, parent: 0, frame: Rect(8, 8, 20, 20)),
    ], animator: animator)
    #expect(picture.entries[0].frame == Rect(0, 0, 200, 200))
    #expect(picture.entries[1].alpha == 0.5)
    animator.advance(to: 0.5)
    #expect(log.lines == ["start resize", "stop resize true"])
}
