// Cited: seed-001 FIG. 21/22, Y2–Y7.
/// The window server's part in cross-process animation (R59–R62), as an in-process
/// coordinator with no clock.
///
/// 1. Each participant calls `requestSynchronization`, at its own time, with
///    the session id and the participant list or count (R59). A joiner that
///    does not know the expectation (the status bar, Y7–Y8) passes nil.
/// 2. When every expected participant has joined, the synchronisation flag
///    is enabled and each joined participant gets `synchronizationConfirmed`
///    once (R60).
/// 3. Participants `commit` their end states independently (R61), typically
///    after committing animations held for the session in their own
///    `Animator` (they show the old state meanwhile).
/// 4. When the session is confirmed and every participant has committed, each
///    gets `startSynchronizedAnimation(id, at: t)`, t being the last commit's
///    time (R62). The session then closes and its id can be used again.
package final class AnimationSynchronizer {
    /// Where a session is.
    package enum Phase: Hashable, Sendable {
        /// Waiting for participants: `joined` so far, `expected` once known.
        case gathering(joined: Int, expected: Int?)
        /// Everyone joined (the flag is enabled); `committed` of `expected` have committed.
        case confirmed(committed: Int, expected: Int)
    }

    /// The answer to a request or a commit.
    package enum Outcome: Hashable, Sendable {
        /// Recorded.
        case accepted
        /// The call was already made by this participant; nothing changed.
        case duplicate
        /// The participant is not in the session's list, or the session is full.
        case notExpected
        /// The expectation is empty, negative, or contradicts the one already given.
        case invalidExpectation
        /// A commit for a session the participant has not joined.
        case notJoined
    }

    private final class Session {
        var expectation: SyncExpectation?
        var joined: [any SyncParticipant] = []
        var committed: [SyncParticipantID] = []
        var lastCommit: Seconds = -.infinity
        var confirmed = false

        var expectedCount: Int? {
            switch expectation {
            case .participants(let list)?: return list.count
            case .count(let n)?: return n
            case nil: return nil
            }
        }

        func accepts(_ id: SyncParticipantID) -> Bool {
            switch expectation {
            case .participants(let list)?: return list.contains(id)
            case .count(let n)?: return joined.count < n
            case nil: return true
            }
        }

        func hasJoined(_ id: SyncParticipantID) -> Bool { joined.contains { $0.syncParticipantID == id } }
    }

    private var sessions = LinearMap<SyncID, Session>()

    /// Creates a coordinator with no sessions.
    package init() {}

    /// The phase of session `id`, or nil when no session is open under it.
    package func phase(of id: SyncID) -> Phase? {
        guard let s = sessions[id] else { return nil }
        if s.confirmed, let n = s.expectedCount { return .confirmed(committed: s.committed.count, expected: n) }
        return .gathering(joined: s.joined.count, expected: s.expectedCount)
    }

    /// Joins `participant` to session `id` (R59). `expectation` is the
    /// participant list or count; nil joins a session whose expectation
    /// another participant gives. A list must not repeat an id; every request
    /// that gives an expectation must give the same one.
    @discardableResult
    package func requestSynchronization(_ id: SyncID, from participant: any SyncParticipant,
                                       expecting expectation: SyncExpectation?) -> Outcome {
        if let expectation, !Self.isValid(expectation) { return .invalidExpectation }
        let session = sessions[id] ?? Session()
        if let expectation {
            if let known = session.expectation, known != expectation { return .invalidExpectation }
            session.expectation = expectation
        }
        let who = participant.syncParticipantID
        if session.hasJoined(who) { sessions[id] = session; return .duplicate }
        guard session.accepts(who) else { return .notExpected }
        session.joined.append(participant)
        sessions[id] = session
        // An expectation given late may exclude earlier nil-expectation joiners; they stay joined
        // but the flag needs every listed participant.
        settle(id, session)
        return .accepted
    }

    /// Records that `participant` has committed its end state for session `id`
    /// at `time` (R61). Drawing starts only when everyone has (R62).
    @discardableResult
    package func commit(_ id: SyncID, from participant: any SyncParticipant, at time: Seconds) -> Outcome {
        guard let session = sessions[id], session.hasJoined(participant.syncParticipantID) else { return .notJoined }
        let who = participant.syncParticipantID
        if session.committed.contains(who) { return .duplicate }
        session.committed.append(who)
        if time.isFinite { session.lastCommit = max(session.lastCommit, time) }
        settle(id, session)
        return .accepted
    }

    /// Closes session `id` without starting it (a participant went away).
    /// Participants keep their held animations until they cancel them.
    package func abandon(_ id: SyncID) { sessions[id] = nil }

    private static func isValid(_ e: SyncExpectation) -> Bool {
        switch e {
        case .count(let n): return n > 0
        case .participants(let list):
            guard !list.isEmpty else { return false }
            for (i, a) in list.enumerated() where list[(i + 1)...].contains(a) { return false }
            return true
        }
    }

    private func settle(_ id: SyncID, _ session: Session) {
        guard let expected = session.expectedCount else { return }
        if !session.confirmed {
            let everyone: Bool
            switch session.expectation {
            case .participants(let list)?: everyone = list.allSatisfy { session.hasJoined($0) }
            default: everyone = session.joined.count >= expected
            }
            guard everyone else { return }
            session.confirmed = true
            for p in session.joined { p.synchronizationConfirmed(id) }
        }
        // The session may have been closed or replaced by a confirmation handler.
        guard sessions[id] === session, session.confirmed else { return }
        let allCommitted = session.joined.allSatisfy { p in session.committed.contains(p.syncParticipantID) }
        guard allCommitted, session.committed.count >= expected else { return }
        sessions[id] = nil
        let start = session.lastCommit.isFinite ? session.lastCommit : 0
        for p in session.joined { p.startSynchronizedAnimation(id, at: start) }
    }
}
