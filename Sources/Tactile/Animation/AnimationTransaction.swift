/// The changes of one animation group, recorded by the closure passed to
/// `Animator.animate` (R57 without global begin/commit state).
///
/// Each setter names a target and an end value; `from` defaults to the value
/// shown now (the running animation's presentation value, else the model
/// value). Setting the same property twice keeps the last change. Changes
/// with a non-finite value are dropped and counted in `ignoredChanges`.
public struct AnimationTransaction {
    /// One recorded change.
    struct Change {
        var key: AnimationKey
        var from: AnimationValue?
        var to: AnimationValue
        var fields: RectFields
    }

    private(set) var changes: [Change] = []
    /// Changes dropped because a value was not finite.
    package private(set) var ignoredChanges = 0

    init() {}

    /// The number of recorded changes.
    public var count: Int { changes.count }

    /// Animates the transform (An9).
    public mutating func setTransform(of target: AnimationTargetID, to end: AffineTransform, from start: AffineTransform? = nil) {
        record(target, .transform, start.map { .transform($0) }, .transform(end), .all)
    }

    /// Animates the frame; only `fields` change, the others keep the start frame's values (An10, R55).
    public mutating func setFrame(of target: AnimationTargetID, to end: Rect, from start: Rect? = nil, fields: RectFields = .all) {
        record(target, .frame, start.map { .frame($0) }, .frame(end), fields)
    }

    /// Animates the opacity (An11); values are clamped to 0…1.
    public mutating func setAlpha(of target: AnimationTargetID, to end: Double, from start: Double? = nil) {
        record(target, .alpha, start.map { .alpha(min(max($0, 0), 1)) }, .alpha(min(max(end, 0), 1)), .all)
    }

    /// Animates the rotation angle, in degrees (An12).
    public mutating func setRotation(of target: AnimationTargetID, toDegrees end: Double, fromDegrees start: Double? = nil) {
        record(target, .rotation, start.map { .rotation(degrees: $0) }, .rotation(degrees: end), .all)
    }

    /// Animates a host-numbered scalar channel (a zoom scale, …).
    package mutating func setScalar(_ channel: Int, of target: AnimationTargetID, to end: Double, from start: Double? = nil) {
        record(target, .scalar(channel: channel), start.map { .scalar($0) }, .scalar(end), .all)
    }

    /// Animates a host-numbered point channel (a content offset, …).
    package mutating func setPoint(_ channel: Int, of target: AnimationTargetID, to end: Point, from start: Point? = nil) {
        record(target, .point(channel: channel), start.map { .point($0) }, .point(end), .all)
    }

    private mutating func record(_ target: AnimationTargetID, _ property: AnimatableProperty,
                                 _ from: AnimationValue?, _ to: AnimationValue, _ fields: RectFields) {
        guard to.isFinite, from?.isFinite ?? true, !(property == .frame && fields.isEmpty) else {
            ignoredChanges += 1
            return
        }
        let change = Change(key: AnimationKey(target, property), from: from, to: to, fields: fields)
        if let i = changes.firstIndex(where: { $0.key == change.key }) {
            changes[i] = change
        } else {
            changes.append(change)
        }
    }
}
