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
        for i in touches.indices {
            touches[i].hitPath = Self.hitPath(of: touches[i], section)
            touches[i].reachedViews = Self.reachedViews(of: touches[i], roots: section.scene.views, routing: section.scene.routing)
        }
        recognizers = RecognizerTrack.tracks(scene: section.scene, events: section.events, touches: touches, end: end)
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

    /// The views among `roots` whose recognizers `track` reaches: its hit path
    /// (or, with the `allContainingLocation` policy, every view under its
    /// touch-down point) after the `delivery` rules: `skip` drops a view's
    /// recognizers, `noHitSkip` drops them unless the view is the hit view,
    /// `stop` drops its own and its ancestors' (seed-000 §4.2, §5.2).
    static func reachedViews(of track: TouchTrack, roots: [SceneView], routing: SceneRouting) -> [String] {
        var delivery: [String: SceneDelivery] = [:]
        func visit(_ v: SceneView) {
            delivery[v.id] = v.delivery
            v.children.forEach(visit)
        }
        roots.forEach(visit)
        var out: [String] = []
        for (k, id) in track.hitPath.enumerated() {
            if routing.activeViewPolicy == .hitViewOnly, k > 0 { break }
            switch delivery[id] ?? .normal {
            case .stop: return out
            case .skip: continue
            case .noHitSkip where k > 0: continue
            case .noHitSkip, .normal: out.append(id)
            }
        }
        if routing.activeViewPolicy == .allContainingLocation, let p = track.samples.first?.location {
            for id in ViewOutline.containingViews(in: roots, at: p) where !out.contains(id) && !track.hitPath.contains(id) {
                if delivery[id] == .normal { out.append(id) }
            }
        }
        return out
    }

    /// The track of the touch with host id `id` that was down at time `t`
    /// (or the latest one that touched down before `t`).
    public func touch(id: Int, at t: Double) -> TouchTrack? {
        touches.last { $0.id == id && $0.downTime <= t } ?? touches.first { $0.id == id }
    }
}
