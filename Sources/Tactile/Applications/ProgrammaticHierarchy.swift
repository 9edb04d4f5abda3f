// Cited: seed-000 §2.1 L100, §5.1, §6.1.
/// The programmatic hierarchy: applications arranged in levels, higher levels having
/// priority over lower ones.
///
/// The usual arrangement, which `add(_:)` builds from roles: the OS
/// application at the top, the launcher below it, and the applications the
/// launcher starts (ordinary ones and settings) below the launcher. The hit
/// level of a touch is the lowest level that should handle it: the deepest
/// open, displayed application with a window at the touch (L108).
public final class ProgrammaticHierarchy {
    /// Every application in the hierarchy, in the order added.
    public private(set) var applications: [Application] = []

    /// Creates an empty hierarchy.
    public init() {}

    /// Adds `app` below `higherLevel`, or, when nil, below the level its role
    /// implies: launcher under the OS application; ordinary applications and
    /// settings under the launcher (else the OS application); the OS
    /// application at the top.
    public func add(_ app: Application, under higherLevel: Application? = nil) {
        guard !applications.contains(where: { $0 === app }) else { return }
        if let h = higherLevel, h !== app {
            app.higherLevel = h
        } else {
            switch app.role {
            case .osApplication: app.higherLevel = nil
            case .launcher: app.higherLevel = first(.osApplication)
            case .ordinary, .settings: app.higherLevel = first(.launcher) ?? first(.osApplication)
            }
        }
        applications.append(app)
        // Applications added earlier that the role rule would place under this one.
        for other in applications where other !== app && other.higherLevel == nil {
            switch (app.role, other.role) {
            case (.osApplication, .launcher): other.higherLevel = app
            case (.launcher, .ordinary), (.launcher, .settings), (.osApplication, .ordinary), (.osApplication, .settings):
                other.higherLevel = app
            default: break
            }
        }
    }

    private func first(_ role: ApplicationRole) -> Application? {
        for a in applications where a.role == role { return a }
        return nil
    }

    /// How many levels are above `app` (the top is 0).
    package func depth(of app: Application) -> Int {
        var d = 0
        var a = app.higherLevel
        while let cur = a, d < applications.count { d += 1; a = cur.higherLevel }
        return d
    }

    /// `app` followed by its higher levels, lowest first.
    package func chain(from app: Application) -> [Application] {
        var out: [Application] = []
        var a: Application? = app
        while let cur = a, !out.contains(where: { $0 === cur }) { out.append(cur); a = cur.higherLevel }
        return out
    }

    /// The hit level for a touch-down at `point` (screen coordinates): the
    /// deepest open, displayed application with a window hit there (ties: the
    /// one added last); else the foreground application; else the lowest open
    /// application (seed-000 L108, L116 "a default … application").
    package func hitLevel(at point: Point, foreground: Application?) -> Application? {
        var best: Application?
        var bestDepth = -1
        for a in applications where a.isOpen && a.isDisplayed && a.displaysContent(at: point) {
            let d = depth(of: a)
            if d >= bestDepth { best = a; bestDepth = d }
        }
        if let best { return best }
        if let f = foreground, f.isOpen { return f }
        for a in applications.reversed() where a.isOpen { return a }
        return nil
    }

    /// The actively involved applications for a sequence whose hit level is
    /// `hit`, lowest level first (seed-000 §5.2 L112, L164). Only open
    /// applications take part (§9.7).
    package func activeApplications(hitLevel hit: Application, at point: Point,
                                   policy: ActiveApplicationPolicy) -> [Application] {
        switch policy {
        case .hitLevelOnly:
            return [hit]
        case .hitLevelAndHigherLevels:
            return chain(from: hit).filter { $0.isOpen }
        case .allContainingLocation:
            var out = chain(from: hit).filter { $0.isOpen }
            var others = applications.filter { a in
                a.isOpen && a.isDisplayed && a.displaysContent(at: point) && !out.contains(where: { $0 === a })
            }
            others.insertionSort { depth(of: $0) > depth(of: $1) }
            out.append(contentsOf: others)
            return out
        }
    }
}
