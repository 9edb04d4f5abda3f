/// The status bar's mode (the seed's `UIStatusBarMode`, whose values the
/// text does not list): an opaque host-chosen number.
package struct StatusBarMode: Hashable, Sendable {
    /// The host-chosen number.
    package var rawValue: Int
    /// Creates a mode.
    package init(_ rawValue: Int) { self.rawValue = rawValue }
    /// Mode 0.
    package static let `default` = StatusBarMode(0)
}

/// The status bar's orientation (the seed's `UIStatusBarOrientation`).
package enum StatusBarOrientation: Hashable, Sendable {
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Rotated with the top on the left.
    case landscapeLeft
    /// Rotated with the top on the right.
    case landscapeRight
}

// Cited: seed-001 Y7–Y10.
/// The status bar as an animation participant (R63).
///
/// Its frame is a function of mode and orientation supplied by the host, in
/// non-rotated window coordinates (A:42). `setMode` changes mode and
/// orientation at once and animates the frame (property `.frame` of
/// `target`) on `animator`:
/// * duration 0 and no sync id: applied at once, no animation (A:35);
/// * duration > 0 and no sync id: animated from now;
/// * a sync id: the status bar joins that session (A:30–34, Y7), commits its
///   held change, and applies it when the session's start call arrives —
///   animated over `duration`, or at once when the duration is 0. If the
///   session refuses the bar (not on its list, or full), the change runs
///   unsynchronised instead of waiting forever.
package final class StatusBar: SyncParticipant {
    /// The participant id used in synchronisation sessions.
    package let syncParticipantID: SyncParticipantID
    /// The animation target the status bar's frame is animated as.
    package var target: AnimationTargetID {
        if let view, let animations { return animations.targets.target(for: view) }
        return fixedTarget
    }
    /// The animator that runs the frame animation.
    package let animator: Animator
    /// The coordinator sessions are joined through.
    package let synchronizer: AnimationSynchronizer
    /// The view the bar is drawn as, when it animates a view (`init(participant:view:animations:…)`).
    package let view: View?
    /// The view animator `view` is animated by; its `now` is the commit time.
    package let animations: ViewAnimator?
    /// The current mode.
    package private(set) var mode: StatusBarMode
    /// The current orientation.
    package private(set) var orientation: StatusBarOrientation
    private let layout: (StatusBarMode, StatusBarOrientation) -> Rect
    private let fixedTarget: AnimationTargetID

    /// Creates a status bar in `mode` and `orientation`; its model frame is set at once.
    package convenience init(participant: SyncParticipantID, target: AnimationTargetID, animator: Animator,
                            synchronizer: AnimationSynchronizer, mode: StatusBarMode = .default,
                            orientation: StatusBarOrientation = .portrait,
                            layout: @escaping (StatusBarMode, StatusBarOrientation) -> Rect) {
        self.init(participant: participant, target: target, animator: animator, view: nil, animations: nil,
                  synchronizer: synchronizer, mode: mode, orientation: orientation, layout: layout)
    }

    /// Creates a status bar drawn as `view` and animated by `animations`
    /// (on its frame clock, with its `now` as commit time); `view.frame` is
    /// set to the layout of `mode` and `orientation` at once.
    package convenience init(participant: SyncParticipantID, view: View, animations: ViewAnimator,
                            synchronizer: AnimationSynchronizer, mode: StatusBarMode = .default,
                            orientation: StatusBarOrientation = .portrait,
                            layout: @escaping (StatusBarMode, StatusBarOrientation) -> Rect) {
        self.init(participant: participant, target: animations.targets.target(for: view), animator: animations.animator,
                  view: view, animations: animations, synchronizer: synchronizer, mode: mode,
                  orientation: orientation, layout: layout)
    }

    private init(participant: SyncParticipantID, target: AnimationTargetID, animator: Animator, view: View?,
                 animations: ViewAnimator?, synchronizer: AnimationSynchronizer, mode: StatusBarMode,
                 orientation: StatusBarOrientation, layout: @escaping (StatusBarMode, StatusBarOrientation) -> Rect) {
        syncParticipantID = participant
        fixedTarget = target
        self.animator = animator
        self.view = view
        self.animations = animations
        self.synchronizer = synchronizer
        self.mode = mode
        self.orientation = orientation
        self.layout = layout
        animator.model.setValue(.frame(layout(mode, orientation)), for: AnimationKey(target, .frame))
    }

    /// The frame to draw now (the presentation value; A:42).
    package var frame: Rect {
        if case .frame(let r)? = animator.presentationValue(of: target, .frame) { return r }
        return layout(mode, orientation)
    }

    /// Sets mode and orientation (Y8, Y9): see the type's rules for
    /// `duration` and `syncID`. Returns the animation's handle.
    @discardableResult
    package func setMode(_ mode: StatusBarMode, orientation: StatusBarOrientation, duration: Seconds,
                        syncID: SyncID? = nil) -> AnimationHandle {
        self.mode = mode
        self.orientation = orientation
        let end = layout(mode, orientation)
        var parameters = AnimationParameters(duration: duration, curve: .easeInOut, name: "statusBar")
        if let syncID {
            switch synchronizer.requestSynchronization(syncID, from: self, expecting: nil) {
            case .accepted, .duplicate: parameters.synchronization = syncID
            default: break  // the session refused the bar: change without waiting rather than never
            }
        }
        let now = animations?.now ?? animator.now
        let target = self.target
        let handle = animator.animate(parameters, committedAt: now) { $0.setFrame(of: target, to: end) }
        if let syncID = parameters.synchronization {
            synchronizer.commit(syncID, from: self, at: now)
        }
        return handle
    }

    /// Sets the mode in the current orientation (`setStatusBarItemMode:duration:`).
    @discardableResult
    package func setMode(_ mode: StatusBarMode, duration: Seconds) -> AnimationHandle {
        setMode(mode, orientation: orientation, duration: duration)
    }

    /// Nothing to do: the bar commits as soon as it joins.
    package func synchronizationConfirmed(_ id: SyncID) {}

    /// Starts the held frame change on the bar's animator.
    package func startSynchronizedAnimation(_ id: SyncID, at time: Seconds) {
        animator.startSynchronized(id, at: time)
    }
}
