/// Names a process (at integration, an `Application`) taking part in
/// synchronised animations (R59): an opaque host-chosen number.
package struct SyncParticipantID: Hashable, Sendable, CustomStringConvertible {
    /// The host-chosen number.
    package var rawValue: UInt64
    /// Creates an identifier.
    package init(_ rawValue: UInt64) { self.rawValue = rawValue }
    /// `participant` and the number, for logs.
    package var description: String { "participant \(rawValue)" }
}

/// A process that synchronises its animations through an
/// `AnimationSynchronizer` (FIG. 21/22). At integration `Application`
/// conforms; a participant usually answers `startSynchronizedAnimation` by
/// calling `Animator.startSynchronized(_:at:)` on its own animator.
package protocol SyncParticipant: AnyObject {
    /// Who this is; compared with a session's participant list.
    var syncParticipantID: SyncParticipantID { get }
    /// Every expected participant has joined session `id` (block 2106).
    func synchronizationConfirmed(_ id: SyncID)
    /// Every participant has committed its end state: start the held
    /// animations of session `id` at `time` and draw (block 2110).
    func startSynchronizedAnimation(_ id: SyncID, at time: Seconds)
}

/// Who a synchronisation session waits for (Y2): the list of processes, or their number.
package enum SyncExpectation: Hashable, Sendable {
    /// Exactly these participants.
    case participants([SyncParticipantID])
    /// Any this many distinct participants.
    case count(Int)
}
