@testable import Tactile

/// Records every delegate call, in order.
final class AnimationRecorder: AnimationDelegate {
    enum Call: Equatable {
        case start(String?)
        case stop(String?, finished: Bool)
        case stopAt(String?, fraction: Double)
    }

    private(set) var calls: [Call] = []
    private(set) var handles: [AnimationHandle] = []
    private(set) var contexts: [ObjectIdentifier?] = []

    func animationDidStart(_ animation: AnimationInfo) { note(animation, .start(animation.name)) }
    func animationDidStop(_ animation: AnimationInfo, finished: Bool) {
        note(animation, .stop(animation.name, finished: finished))
    }
    func animationDidStop(_ animation: AnimationInfo, atFraction fraction: Double) {
        note(animation, .stopAt(animation.name, fraction: fraction))
    }

    private func note(_ info: AnimationInfo, _ call: Call) {
        calls.append(call)
        handles.append(info.handle)
        contexts.append(info.context.map { ObjectIdentifier($0) })
    }

    /// The calls made for one animation.
    func calls(for handle: AnimationHandle) -> [Call] {
        zip(handles, calls).filter { $0.0 == handle }.map { $0.1 }
    }
}

/// A process in the synchronisation examples: its own animator and a log of the server's calls.
final class TestProcess: SyncParticipant {
    let syncParticipantID: SyncParticipantID
    let animator: Animator
    private(set) var log: [String] = []

    init(_ id: UInt64, model: AnimationValueTable = AnimationValueTable()) {
        syncParticipantID = SyncParticipantID(id)
        animator = Animator(model: model)
    }

    func synchronizationConfirmed(_ id: SyncID) { log.append("confirmed \(id.rawValue)") }

    func startSynchronizedAnimation(_ id: SyncID, at time: Seconds) {
        log.append("start \(id.rawValue) at \(time)")
        animator.startSynchronized(id, at: time)
    }
}

let targetA = AnimationTargetID(1)
let targetB = AnimationTargetID(2)

func frameValue(_ animator: Animator, _ target: AnimationTargetID) -> Rect? {
    if case .frame(let r)? = animator.presentationValue(of: target, .frame) { return r }
    return nil
}

func alphaValue(_ animator: Animator, _ target: AnimationTargetID) -> Double? {
    if case .alpha(let a)? = animator.presentationValue(of: target, .alpha) { return a }
    return nil
}

func scalarValue(_ animator: Animator, _ target: AnimationTargetID, _ channel: Int = 0) -> Double? {
    if case .scalar(let v)? = animator.presentationValue(of: target, .scalar(channel: channel)) { return v }
    return nil
}

func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}
