/// A non-owning reference to an animation delegate. Ordinary builds use
/// `weak` (nil once the delegate is released); Embedded Swift has no weak
/// references, so there it is `unowned(unsafe)` and the host keeps the
/// delegate alive while animations that name it run (as `WeakReference` does).
internal struct WeakAnimationDelegateReference {
    #if hasFeature(Embedded)
    unowned(unsafe) var object: (any AnimationDelegate)?
    #else
    weak var object: (any AnimationDelegate)?
    #endif
    init(_ object: (any AnimationDelegate)?) { self.object = object }
}
