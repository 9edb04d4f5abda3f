/// The model values of animatable properties: what a property *is* once its
/// animations end (UIKit's model layer). An animation sets the model to its
/// end value when committed; the animator's presentation values show the
/// way there. At integration the view tree conforms, mapping
/// `AnimationTargetID`s to views.
public protocol AnimationModel: AnyObject {
    /// The model value, or nil when the target or property is unknown.
    func value(for key: AnimationKey) -> AnimationValue?
    /// Sets the model value.
    func setValue(_ value: AnimationValue, for key: AnimationKey)
}

/// An `AnimationModel` that is a plain table (tests, hosts without views).
public final class AnimationValueTable: AnimationModel {
    private var values = SortedMap<AnimationKey, AnimationValue>()

    /// Creates an empty table.
    public init() {}

    /// The stored value, or nil when none was set.
    public func value(for key: AnimationKey) -> AnimationValue? { values[key] }

    /// Stores `value` under `key`.
    public func setValue(_ value: AnimationValue, for key: AnimationKey) { values[key] = value }
}
