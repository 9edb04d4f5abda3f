import Tactile

/// Everything the report draws for one replay, derived once from a section:
/// the time span, the touch tracks, the recognizer and view rows, and (with
/// applications or mode lines) the routing, system-gesture and mode events.
package struct ReplayDigest: Equatable, Sendable {
    /// The section it was made from.
    package var section: ReportSection
    /// The first frame or event time (seconds).
    package var start: Double
    /// The last frame or event time (seconds); at least `start`.
    package var end: Double
    /// The touches, in order of touch-down.
    package var touches: [TouchTrack]
    /// The recognizers, in scene order (application by application).
    package var recognizers: [RecognizerTrack]
    /// The views, in tree order (application by application).
    package var views: [ViewTrack]
    /// The route, system, mode and definition events.
    package var routing: RoutingTrack
    /// The applications displayed at some time of the replay, in the order
    /// they were first displayed: the one the scene displays, then each new
    /// foreground a system-gesture handler set (empty without applications).
    package var displayedApplications: [String]

    /// Derives the digest of `section`.
    package init(_ section: ReportSection) {
        self.section = section
        let times = section.frames.map(\.t) + section.events.map(\.t)
        start = times.min() ?? 0
        end = max(start, times.max() ?? 0)
        routing = RoutingTrack(events: section.events)
        var displayed: [String] = []
        if let first = section.scene.applications.first(where: \.displayed) { displayed.append(first.id) }
        for s in routing.systems {
            if let f = s.event.foreground, !displayed.contains(f) { displayed.append(f) }
        }
        displayedApplications = displayed
        touches = TouchTrack.tracks(from: section.frames)
        recognizers = []
        views = []
        for i in touches.indices {
            touches[i].hitPath = hitPath(of: touches[i])
            touches[i].reachedViews = reachedViews(of: touches[i])
        }
        recognizers = RecognizerTrack.tracks(scene: section.scene, events: section.events, touches: touches, end: end)
        views = ViewTrack.tracks(scene: section.scene, events: section.events)
    }

    /// The displayed application at time `t`: the scene's displayed one,
    /// changed by every system-gesture handler run before `t` (a touch is hit
    /// tested before the handlers of its frame run). Nil without applications
    /// or when none is displayed.
    package func displayedApplication(at t: Double) -> String? {
        var current = section.scene.applications.first(where: \.displayed)?.id
        for s in routing.systems where s.t < t { current = s.event.foreground }
        return current
    }

    /// The window's subviews in a scene without applications; the windows of
    /// application `id` in a scene with them.
    package func roots(of application: String?) -> [SceneView] {
        guard let application else { return section.scene.hasApplications ? [] : section.scene.views }
        return section.scene.applications.first { $0.id == application }?.windows ?? []
    }

    /// The application whose window is or contains view `id` (nil when none does).
    package func application(ofView id: String) -> String? {
        for app in section.scene.applications where app.allViews.contains(where: { $0.id == id }) { return app.id }
        return nil
    }

    /// The hit view and its ancestors for `track`: the view whose first
    /// `touchesBegan` carried the touch, else UIKit-style hit testing at the
    /// touch-down point (a view whose began callback was delayed or cancelled
    /// is not in the log) — of the scene's views, or of the windows of the
    /// application displayed at touch-down.
    func hitPath(of track: TouchTrack) -> [String] {
        let scene = section.scene
        var hit: String?
        for e in section.events where e.t >= track.downTime && e.t <= track.upTime {
            if case .touches(let ev) = e.kind, ev.phase == .began, ev.touches.contains(track.id) { hit = ev.view; break }
        }
        let roots = scene.hasApplications ? self.roots(of: hit.flatMap(application(ofView:)) ?? displayedApplication(at: track.downTime))
            : scene.views
        guard let hit else {
            return track.samples.first.map {   // scroll offsets and zooms included (ScrollHitTesting.swift)
                ScrollHitTesting.hitPath(in: roots, at: $0.location, time: track.downTime, events: section.events)
            } ?? []
        }
        // The chain from `hit` up to the window.
        func chain(_ views: [SceneView], _ above: [String]) -> [String]? {
            for v in views {
                if v.id == hit { return [v.id] + above }
                if let c = chain(v.children, [v.id] + above) { return c }
            }
            return nil
        }
        return chain(roots, []) ?? [hit]
    }

    /// The views whose recognizers `track` reaches (`reachedViews(of:roots:routing:)`
    /// in the hit view's tree); with applications, also every open
    /// application, whose application-bound recognizers see every touch of
    /// the application (seed-000 §2.2).
    func reachedViews(of track: TouchTrack) -> [String] {
        let scene = section.scene
        guard scene.hasApplications else { return Self.reachedViews(of: track, roots: scene.views, routing: scene.routing) }
        let app = track.hitPath.first.flatMap(application(ofView:)) ?? displayedApplication(at: track.downTime)
        var out = Self.reachedViews(of: track, roots: roots(of: app), routing: scene.routing)
        out += scene.applications.filter { $0.open != nil || displayedApplications.contains($0.id) }.map(\.id)
        return out
    }

    /// The views among `roots` whose recognizers `track` reaches: its hit path
    /// (or, with the `allContainingLocation` policy, every view under its
    /// touch-down point) after the `delivery` rules: `skip` drops a view's
    /// recognizers, `noHitSkip` drops them unless the view is the hit view,
    /// `stop` drops its own and its ancestors' (seed-000 §4.2, §5.2).
    static func reachedViews(of track: TouchTrack, roots: [SceneView], routing: SceneRouting) -> [String] {
        var delivery: [String: RecognizerDeliveryOptions] = [:]
        func visit(_ v: SceneView) {
            delivery[v.id] = v.delivery
            v.children.forEach(visit)
        }
        roots.forEach(visit)
        var out: [String] = []
        for (k, id) in track.hitPath.enumerated() {
            if routing.activeViewPolicy == .hitViewOnly, k > 0 { break }
            let d = delivery[id] ?? []
            if d == .stop { return out }
            if d == .skip || (d == .noHitSkip && k > 0) { continue }
            out.append(id)
        }
        if routing.activeViewPolicy == .allContainingLocation, let p = track.samples.first?.location {
            for id in ViewOutline.containingViews(in: roots, at: p) where !out.contains(id) && !track.hitPath.contains(id) {
                if delivery[id] == [] { out.append(id) }
            }
        }
        return out
    }

    /// The track of the touch with host id `id` that was down at time `t`
    /// (or the latest one that touched down before `t`).
    package func touch(id: Int, at t: Double) -> TouchTrack? {
        touches.last { $0.id == id && $0.downTime <= t } ?? touches.first { $0.id == id }
    }
}
