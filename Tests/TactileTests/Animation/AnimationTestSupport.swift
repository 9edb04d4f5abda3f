@testable import Tactile

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
