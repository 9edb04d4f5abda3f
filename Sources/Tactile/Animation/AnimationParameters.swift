// Cited: seed-001 An2–An4, R57.
/// The parameters of one animation group: what `beginAnimations`…`commitAnimations`
/// set, passed as a value instead of global state.
public struct AnimationParameters {
    /// The group's identifier (`beginAnimations(_ animationID:)`; may be nil).
    public var name: String?
    /// Context passed back to the delegate.
    package var context: AnyObject?
    /// Seconds of one run. 0 or less (or non-finite) applies the changes at
    /// once, without animating (UIKit; the seed's A:35).
    public var duration: Seconds
    /// Seconds to wait after the start time.
    public var delay: Seconds
    /// An explicit start time (`setAnimationStartTime`); nil means the commit time.
    package var startTime: Seconds?
    /// The timing curve; UIKit's default is `.easeInOut`.
    public var curve: AnimationCurve
    /// Higher priority wins on the same property of the same target (R58).
    package var priority: Int
    /// Repeats (UIKit `setAnimationRepeatCount`: fractions allowed, 0 = once).
    package var repeatCount: Double
    /// Run forward then back on each repeat.
    package var autoreverses: Bool
    /// Receives start and stop calls; not retained (in Embedded builds the
    /// host must keep it alive while the animation runs).
    public var delegate: (any AnimationDelegate)? {
        get { delegateReference.object }
        set { delegateReference = WeakAnimationDelegateReference(newValue) }
    }
    private var delegateReference = WeakAnimationDelegateReference(nil)
    /// When set, the animation waits for this synchronisation session's start
    /// call (R62): it shows its start values until `Animator.startSynchronized(_:at:)`.
    package var synchronization: SyncID?

    /// Creates parameters; everything but the duration has UIKit's default.
    public init(duration: Seconds, delay: Seconds = 0, curve: AnimationCurve = .easeInOut,
                name: String? = nil, context: AnyObject? = nil, delegate: (any AnimationDelegate)? = nil,
                startTime: Seconds? = nil, priority: Int = 0, repeatCount: Double = 0,
                autoreverses: Bool = false, synchronization: SyncID? = nil) {
        self.name = name
        self.context = context
        self.duration = duration
        self.delay = delay
        self.startTime = startTime
        self.curve = curve
        self.priority = priority
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
        delegateReference = WeakAnimationDelegateReference(delegate)
        self.synchronization = synchronization
    }
}
