/// The view tree as an `AnimationModel` (UIKit's model layer is the view's
/// own properties): each animated `View` gets an `AnimationTargetID`, and
/// the model values of its `.frame`, `.transform` and `.alpha` are the
/// view's properties. `.rotation` is the angle of the view's transform in
/// degrees; setting it turns the transform by the difference (its scale and
/// translation kept). `.scalar` and `.point` channels are stored here.
///
/// A view is held while it has an id; `release(_:)` drops one that no
/// running animation and no drawn picture needs any more.
package final class ViewAnimationTargets: AnimationModel {
    private var ids = [ObjectIdentifier: AnimationTargetID]()
    private var views = SortedMap<AnimationTargetID, View>()
    private var channels = SortedMap<AnimationKey, AnimationValue>()
    private var nextID: UInt64 = 1

    /// Creates an empty table.
    package init() {}

    /// The number of views with an id.
    package var count: Int { views.count }

    /// The id of `view`, assigned on first use (ids count up from 1 and are never reused).
    package func target(for view: View) -> AnimationTargetID {
        let key = ObjectIdentifier(view)
        if let id = ids[key] { return id }
        let id = AnimationTargetID(nextID)
        nextID &+= 1
        ids[key] = id
        views[id] = view
        return id
    }

    /// The id of `view` if it has one.
    package func existingTarget(for view: View) -> AnimationTargetID? { ids[ObjectIdentifier(view)] }

    /// The view with id `id`.
    package func view(for id: AnimationTargetID) -> View? { views[id] }

    /// Forgets `id` and its channels (the view is no longer held).
    package func release(_ id: AnimationTargetID) {
        guard let v = views.removeValue(forKey: id) else { return }
        ids[ObjectIdentifier(v)] = nil
        channels.removeAll { $0.target == id }
    }

    /// Forgets every id for which `keep` is false.
    package func releaseAll(except keep: (AnimationTargetID) -> Bool) {
        var gone: [AnimationTargetID] = []
        for id in views.keys where !keep(id) { gone.append(id) }
        for id in gone { release(id) }
    }

    /// The view's property, or the stored channel value.
    package func value(for key: AnimationKey) -> AnimationValue? {
        guard let v = views[key.target] else { return nil }
        switch key.property {
        case .frame: return .frame(v.frame)
        case .transform: return .transform(v.transform)
        case .alpha: return .alpha(v.alpha)
        case .rotation: return .rotation(degrees: Self.degrees(of: v.transform))
        case .scalar, .point: return channels[key]
        }
    }

    /// Sets the view's property (a value of the wrong kind is ignored).
    package func setValue(_ value: AnimationValue, for key: AnimationKey) {
        guard let v = views[key.target] else { return }
        switch (key.property, value) {
        case (.frame, .frame(let r)): v.frame = r
        case (.transform, .transform(let t)): v.transform = t
        case (.alpha, .alpha(let a)): v.alpha = a
        case (.rotation, .rotation(let d)): v.transform = Self.rotating(v.transform, toDegrees: d)
        case (.scalar, .scalar), (.point, .point): channels[key] = value
        default: break
        }
    }

    /// The rotation angle of `t` in degrees (−180…180), from its first column.
    package static func degrees(of t: AffineTransform) -> Double {
        TactileMath.atan2(t.b, t.a) * 180 / TactileMath.pi
    }

    /// `t` turned so that its angle is `degrees` (a rotation by the
    /// difference applied after it, about the view's centre).
    package static func rotating(_ t: AffineTransform, toDegrees degrees: Double) -> AffineTransform {
        let delta = (degrees - Self.degrees(of: t)) * TactileMath.pi / 180
        guard delta.isFinite, delta != 0 else { return t }
        var r = t.concatenating(AffineTransform(rotationAngle: delta))
        r.tx = t.tx
        r.ty = t.ty
        return r
    }
}
