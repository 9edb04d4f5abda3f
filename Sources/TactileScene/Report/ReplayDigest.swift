/// Everything the report draws for one replay, derived once from a section:
/// the time span, the touch tracks, the recognizer and view rows.
public struct ReplayDigest: Equatable, Sendable {
    /// The section it was made from.
    public var section: ReportSection
    /// The first frame or event time (seconds).
    public var start: Double
    /// The last frame or event time (seconds); at least `start`.
    public var end: Double
    /// The touches, in order of touch-down.
    public var touches: [TouchTrack]
    /// When any touch was down.
    public var activity: TouchActivity
    /// The recognizers, in scene order.
    public var recognizers: [RecognizerTrack]
    /// The views, in tree order.
    public var views: [ViewTrack]

    /// Derives the digest of `section`.
    public init(_ section: ReportSection) {
        self.section = section
        let times = section.frames.map(\.t) + section.events.map(\.t)
        start = times.min() ?? 0
        end = max(start, times.max() ?? 0)
        touches = TouchTrack.tracks(from: section.frames)
        for i in touches.indices { touches[i].hitPath = Self.hitPath(of: touches[i], section) }
        activity = TouchActivity(touches)
        recognizers = RecognizerTrack.tracks(scene: section.scene, events: section.events, touches: touches, activity: activity, end: end)
        views = ViewTrack.tracks(scene: section.scene, events: section.events)
    }

    /// The hit view and its ancestors for `track`: the view whose first
    /// `touchesBegan` carried the touch, else UIKit-style hit testing of the
    /// scene at the touch-down point (a view whose began callback was delayed
    /// or cancelled is not in the log).
    static func hitPath(of track: TouchTrack, _ section: ReportSection) -> [String] {
        let scene = section.scene
        var hit: String?
        for e in section.events where e.t >= track.downTime && e.t <= track.upTime {
            if case .touches(let ev) = e.kind, ev.phase == .began, ev.touches.contains(track.id) { hit = ev.view; break }
        }
        guard let hit else {
            return track.samples.first.map { ViewOutline.hitPath(scene, at: $0.location) } ?? []
        }
        // The chain from `hit` up to the window.
        func chain(_ views: [SceneView], _ above: [String]) -> [String]? {
            for v in views {
                if v.id == hit { return [v.id] + above }
                if let c = chain(v.children, [v.id] + above) { return c }
            }
            return nil
        }
        return chain(scene.views, []) ?? [hit]
    }

    /// The track of the touch with host id `id` that was down at time `t`
    /// (or the latest one that touched down before `t`).
    public func touch(id: Int, at t: Double) -> TouchTrack? {
        touches.last { $0.id == id && $0.downTime <= t } ?? touches.first { $0.id == id }
    }
}
