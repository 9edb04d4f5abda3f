/// The changes of one view animation group, recorded by the closure passed to
/// `ViewAnimator.animate` (UIKit's `animations` block as a transaction: no
/// global state, R57). Each setter names a view and its end value; the start
/// is the value shown now. The view's property takes the end value at
/// commit (the model), and the animator's presentation moves there.
public struct ViewAnimationTransaction {
    var changes = AnimationTransaction()
    let targets: ViewAnimationTargets

    init(targets: ViewAnimationTargets) { self.targets = targets }

    /// The number of recorded changes.
    public var count: Int { changes.count }
    /// Changes dropped because a value was not finite.
    package var ignoredChanges: Int { changes.ignoredChanges }

    /// Animates `view.frame`; only `fields` change (An10, R55).
    public mutating func setFrame(of view: View, to frame: Rect, fields: RectFields = .all) {
        changes.setFrame(of: targets.target(for: view), to: frame, fields: fields)
    }

    /// Animates `view.transform` (An1, An9).
    public mutating func setTransform(of view: View, to transform: AffineTransform) {
        changes.setTransform(of: targets.target(for: view), to: transform)
    }

    /// Animates `view.alpha`, clamped to 0…1 (An11).
    public mutating func setAlpha(of view: View, to alpha: Double) {
        changes.setAlpha(of: targets.target(for: view), to: alpha)
    }

    /// Turns `view.transform` to the angle `degrees`, through the angles in
    /// between (An12): a rigid rotation, unlike interpolating the matrix.
    /// The start is the transform's angle now (−180…180); pass `fromDegrees`
    /// to turn more than half a turn.
    public mutating func setRotation(of view: View, toDegrees degrees: Double, fromDegrees start: Double? = nil) {
        changes.setRotation(of: targets.target(for: view), toDegrees: degrees, fromDegrees: start)
    }

    /// Animates a numbered scalar channel of `view` (a zoom scale, …).
    package mutating func setScalar(_ channel: Int, of view: View, to value: Double, from start: Double? = nil) {
        changes.setScalar(channel, of: targets.target(for: view), to: value, from: start)
    }
}
