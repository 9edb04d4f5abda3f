// Cited: seed-004 R-S4 `.direct`, R-E1…R-E14.
/// Enlarged hit areas for views without a screen reader: a touch in the empty space
/// near a small item goes to that item's view, as if it had landed on it — a plain
/// hit-area enlargement for people with tremor or low vision.
///
/// ```swift
/// let targets = EnlargedTouchTargets(windows: [window], policy: .halfEmptySpace)
/// targets.install()            // every window of `windows` asks it on touch-down
/// // after a layout change:
/// targets.refresh()
/// ```
///
/// Only touches whose plain hit is not already an accessibility element (or
/// inside one) are retargeted. The touch keeps its real location; the item's
/// recognizers see it as usual. Scope `.touchedContainer` is treated as
/// `.allItems` here (the scope is a screen-reader refinement, R-E11).
public final class EnlargedTouchTargets: TouchTargetResolver {
    /// The windows, back to front (not retained: each window retains its resolver).
    public var windows: [Window] { windowRefs.compactMap { $0.object } }
    private let windowRefs: [WeakReference<Window>]
    /// The enlargement policy.
    package var policy: EnlargementPolicy { didSet { refresh() } }
    /// The snapshot in use.
    package private(set) var snapshot: ViewAccessibilitySnapshot
    /// The hit map in use.
    package private(set) var hitMap: EnlargedHitMap

    /// Builds the snapshot and the map.
    public init(windows: [Window], policy: EnlargementPolicy) {
        windowRefs = windows.map { WeakReference($0) }
        self.policy = policy
        snapshot = ViewAccessibilitySnapshot(windows: windows)
        hitMap = HitTargetEnlarger.enlarge(snapshot.tree, policy: Self.allItems(policy))
    }

    /// Sets itself as every window's `touchTargetResolver`.
    public func install() { for w in windows { w.touchTargetResolver = self } }

    /// Removes itself from the windows it is installed on.
    package func uninstall() { for w in windows where w.touchTargetResolver === self { w.touchTargetResolver = nil } }

    /// Rebuilds the snapshot and the map (after a layout change; R-C2, R-E13).
    public func refresh() {
        snapshot = ViewAccessibilitySnapshot(windows: windows)
        hitMap = HitTargetEnlarger.enlarge(snapshot.tree, policy: Self.allItems(policy))
    }

    /// The item view whose enlarged area holds the point, unless `hit` is already an element.
    package func touchTarget(at point: Point, hit: View?, in window: Window) -> View? {
        var v = hit
        while let cur = v {
            if cur.isAccessibilityElement { return hit }
            v = cur.superview
        }
        let p = windows.count > 1 ? window.convertToSuperview(point) : point
        let h = snapshot.tree.hit(at: p, enlarged: hitMap)
        guard let id = h.item, h.isInEnlargedArea, let target = snapshot.view(for: id), target.window === window,
              !target.isHidden, target.isUserInteractionEnabled else { return hit }
        return target
    }

    private static func allItems(_ p: EnlargementPolicy) -> EnlargementPolicy {
        var q = p
        q.scope = .allItems
        return q
    }
}
