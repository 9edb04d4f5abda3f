import Tactile

/// An animation delegate that records every call, in order, with the
/// animation's handle and context.
package final class AnimationRecorder: AnimationDelegate {
    /// One delegate call, with the animation's name.
    package enum Call: Equatable {
        case start(String?)
        case stop(String?, finished: Bool)
        case stopAt(String?, fraction: Double)
    }

    /// The calls, in order.
    package private(set) var calls: [Call] = []
    /// The handle of each call's animation.
    package private(set) var handles: [AnimationHandle] = []
    /// The identity of each call's context object (nil: none).
    package private(set) var contexts: [ObjectIdentifier?] = []

    /// An empty recorder.
    package init() {}

    package func animationDidStart(_ animation: AnimationInfo) { note(animation, .start(animation.name)) }
    package func animationDidStop(_ animation: AnimationInfo, finished: Bool) {
        note(animation, .stop(animation.name, finished: finished))
    }
    package func animationDidStop(_ animation: AnimationInfo, atFraction fraction: Double) {
        note(animation, .stopAt(animation.name, fraction: fraction))
    }

    private func note(_ info: AnimationInfo, _ call: Call) {
        calls.append(call)
        handles.append(info.handle)
        contexts.append(info.context.map { ObjectIdentifier($0) })
    }

    /// The calls made for one animation.
    package func calls(for handle: AnimationHandle) -> [Call] {
        zip(handles, calls).filter { $0.0 == handle }.map { $0.1 }
    }
}
