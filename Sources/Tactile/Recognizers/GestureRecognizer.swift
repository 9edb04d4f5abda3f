/// The base class of every gesture recognizer (seed-003; seed-000 §2–§5).
///
/// A recognizer is attached to exactly one view (seed-000 §2.2) and receives
/// the touches whose hit view is that view or one of its descendants *before*
/// the view does. Subclasses analyse touches in `touchesBegan/Moved/Ended/
/// Cancelled` and move `state` through the legal transitions listed on
/// `GestureRecognizerState`. The engine (`TouchDispatcher`) coordinates
/// recognizers: failure requirements, exclusivity, delegate decisions, what the
/// view receives (`cancelsTouchesInView`, `delaysTouchesBegan`,
/// `delaysTouchesEnded`), actions, and reset.
open class GestureRecognizer {
    // MARK: Creation

    /// Creates a recognizer with no actions.
    public init() {}

    /// Creates a recognizer whose action is `action`.
    public convenience init(action: @escaping (GestureRecognizer) -> Void) {
        self.init()
        addAction(action)
    }

    /// Creates a recognizer with one target–action pair.
    public convenience init(target: any GestureActionTarget, action: GestureAction) {
        self.init()
        addTarget(target, action: action)
    }

    // MARK: Configuration

    /// A name for logs and diagnostics.
    public var name: String?

    /// Continuous recognizers (pan, pinch, …) report began/changed/ended;
    /// discrete ones (tap, swipe) go straight to recognized. Subclasses override.
    open var isContinuous: Bool { false }

    /// Whether the recognizer receives touches. Disabling it mid-gesture cancels
    /// a gesture in progress and fails one still possible (seed-003 `enabled`).
    public var isEnabled = true {
        didSet {
            if oldValue && !isEnabled { engine?.recognizerWasDisabled(self) }
        }
    }

    /// On recognition, touches the view already received are cancelled and
    /// their later phases are withheld from it (seed-003; seed-000 touch-cancellation flag). Default true.
    public var cancelsTouchesInView = true
    /// While this recognizer is `.possible`, `touchesBegan` is withheld from the
    /// view (seed-003; seed-000 delay-touch-began flag). Default false.
    public var delaysTouchesBegan = false
    /// While this recognizer is `.possible`, `touchesEnded` is withheld from the
    /// view; it becomes `touchesCancelled` if the recognizer recognizes (seed-003;
    /// seed-000 delay-touch-end flag). Default true.
    public var delaysTouchesEnded = true

    /// Seed-000 exclusivity flag (§4.1.1). When an exclusive recognizer
    /// recognizes, every other recognizer it can prevent fails; when a
    /// non-exclusive one recognizes, only exclusive ones fail. Default true,
    /// which is UIKit's behaviour.
    public var isExclusive = true

    /// Seed-000 exclusivity exception list (§4.1.2): recognizers this one never
    /// prevents (they may go on recognizing after it does).
    public var exclusivityExceptions: [GestureRecognizer] {
        get { exceptionRefs.compactMap { $0.object } }
        set { exceptionRefs = newValue.map { WeakReference($0) } }
    }
    private var exceptionRefs: [WeakReference<GestureRecognizer>] = []

    /// The delegate (held weakly).
    public var delegate: (any GestureRecognizerDelegate)? {
        get { delegateRef.object }
        set { delegateRef = WeakDelegateReference(newValue) }
    }
    private var delegateRef = WeakDelegateReference(nil)

    // MARK: Attachment

    private var viewRef = WeakReference<View>(nil)
    /// The view this recognizer is attached to (seed-000 L118: exactly one).
    public var view: View? { viewRef.object }

    internal func attach(to view: View) {
        viewRef = WeakReference(view)
    }

    internal func detachFromView() {
        engine?.recognizerWasDetached(self)
        viewRef = WeakReference(nil)
    }

    // MARK: State

    internal var storedState: GestureRecognizerState = .possible
    /// A recognition the subclass asked for while a failure requirement was unresolved (seed-000 R9).
    internal var pendingState: GestureRecognizerState?

    /// The current state. Subclasses set it; illegal transitions are refused and
    /// reported to the dispatcher's diagnostics. A recognition requested while a
    /// recognizer this one requires to fail is still undecided leaves the
    /// state `.possible` until that one fails (seed-000 R9–R11).
    public var state: GestureRecognizerState {
        get { storedState }
        set { requestTransition(to: newValue) }
    }

    /// Whether the recognizer has completed its gesture and waits for a failure
    /// requirement (it reads `.possible` meanwhile).
    public var isWaitingForFailureRequirements: Bool { pendingState != nil }

    // MARK: Failure requirements

    internal var failureRequirementRefs: [WeakReference<GestureRecognizer>] = []

    /// The recognizers that must fail before this one may recognize.
    public var failureRequirements: [GestureRecognizer] { failureRequirementRefs.compactMap { $0.object } }

    /// Makes this recognizer wait until `other` fails before it recognizes;
    /// if `other` recognizes, this one fails (seed-003, seed-000 wait-for list).
    /// Throws when the dependency would create a cycle.
    public func require(toFail other: GestureRecognizer) throws(FailureRequirementError) {
        try FailureRequirementGraph.addEdge(from: self, to: other)
    }

    /// Removes a failure requirement added with `require(toFail:)`.
    public func removeFailureRequirement(_ other: GestureRecognizer) {
        failureRequirementRefs.removeAll { $0.object == nil || $0.object === other }
    }

    // MARK: Actions

    internal var actions: [ActionEntry] = []
    private var nextActionToken = 0

    /// Adds a target–action pair. The target is held weakly; adding a pair that
    /// is already present does nothing (seed-003 `addTarget`).
    public func addTarget(_ target: any GestureActionTarget, action: GestureAction) {
        let id = target.targetIdentity
        for entry in actions {
            if case .target(_, let tid, let a) = entry.kind, tid == id, a == action { return }
        }
        actions.append(ActionEntry(kind: .target(WeakTargetReference(target), id, action)))
    }

    /// Removes target–action pairs (seed-003 `removeTarget`): a nil target
    /// matches every target, a nil action every action of the target.
    public func removeTarget(_ target: (any GestureActionTarget)?, action: GestureAction?) {
        let tid = target.map { $0.targetIdentity }
        actions.removeAll { entry in
            guard case .target(_, let id, let a) = entry.kind else { return false }
            return (tid == nil || tid == id) && (action == nil || action == a)
        }
    }

    /// Adds a closure action and returns a token that removes it.
    @discardableResult
    public func addAction(_ handler: @escaping (GestureRecognizer) -> Void) -> GestureActionToken {
        nextActionToken += 1
        actions.append(ActionEntry(kind: .closure(nextActionToken, handler)))
        return GestureActionToken(rawValue: nextActionToken)
    }

    /// Removes a closure action.
    public func removeAction(_ token: GestureActionToken) {
        actions.removeAll { entry in
            if case .closure(let id, _) = entry.kind { return id == token.rawValue }
            return false
        }
    }

    /// Sends the action messages, in the order they were added.
    internal func performActions() {
        var i = 0
        while i < actions.count {
            switch actions[i].kind {
            case .target(let ref, _, let action):
                ref.object?.perform(action, from: self)
            case .closure(_, let handler):
                handler(self)
            }
            i += 1
        }
    }

    // MARK: Touches

    /// The live touches this recognizer is tracking, in touch-down order.
    public internal(set) var trackedTouches: [Touch] = []

    /// The touches of the current gesture.
    public var touches: TouchSet { TouchSet(trackedTouches) }

    /// The number of touches in the gesture (seed-003 `numberOfTouches`).
    open var numberOfTouches: Int { trackedTouches.count }

    /// The gesture's location: the centroid of its touches in `view`'s
    /// coordinates (`nil`: window coordinates). Subclasses (tap, swipe) override
    /// it to report where their gesture happened (seed-003 `locationInView`).
    open func location(in view: View?) -> Point {
        guard !trackedTouches.isEmpty else { return lastCentroidInWindow.map { self.mapFromWindow($0, to: view) } ?? .zero }
        return mapFromWindow(centroidInWindow(), to: view)
    }

    /// The location of touch number `index` (`0..<numberOfTouches`), in `view`'s coordinates.
    public func location(ofTouch index: Int, in view: View?) -> Point {
        guard index >= 0, index < trackedTouches.count else { return .zero }
        return trackedTouches[index].location(in: view)
    }

    /// The centroid of the tracked touches in window coordinates.
    public func centroidInWindow() -> Point {
        var x = 0.0, y = 0.0
        for t in trackedTouches { x += t.locationInWindow.x; y += t.locationInWindow.y }
        let n = Double(max(trackedTouches.count, 1))
        return Point(x: x / n, y: y / n)
    }

    internal var lastCentroidInWindow: Point?

    /// Converts a window-space point to `view`'s coordinates (`nil`: unchanged).
    public func mapFromWindow(_ p: Point, to view: View?) -> Point {
        guard let view else { return p }
        return view.convert(p, from: self.view?.window)
    }

    /// Stops delivering `touch` to this recognizer. The touch is not cancelled
    /// on the view even when `cancelsTouchesInView` is true (seed-003 `ignoreTouch`).
    public func ignore(_ touch: Touch, for event: TouchEvent? = nil) {
        for i in touch.links.indices where touch.links[i].recognizer === self {
            touch.links[i].isIgnored = true
        }
        trackedTouches.removeAll { $0 === touch }
    }

    // MARK: Subclass hooks

    /// New touches for this recognizer.
    open func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {}
    /// Tracked touches moved.
    open func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {}
    /// Tracked touches lifted.
    open func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {}
    /// Tracked touches were cancelled. The default fails a possible gesture and
    /// cancels one in progress.
    open func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        if state == .possible { state = .failed } else if state.isInProgress { state = .cancelled }
    }

    /// Clears per-gesture state. Called by the engine when a recognition attempt
    /// is over; overrides must call `super.reset()`.
    open func reset() {}

    /// Whether this recognizer, recognizing, may prevent `other` (class-wide rule, seed-003).
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }
    /// Whether `other`, recognizing, may prevent this recognizer (class-wide rule, seed-003).
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }
    /// Whether this recognizer must wait for `other` to fail (class-wide rule).
    open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }
    /// Whether `other` must wait for this recognizer to fail (class-wide rule).
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

    // MARK: Time

    /// The engine's current time (the frame or timer being processed).
    public var currentTime: Seconds { engine?.now ?? 0 }

    internal var timers: [TimerID] = []

    /// Runs `handler` after `delay` seconds on the dispatcher's timer queue;
    /// pending timers are cancelled when the recognizer resets. Returns nil when
    /// the recognizer is not receiving touches from a dispatcher.
    @discardableResult
    public func scheduleTimer(after delay: Seconds, _ handler: @escaping () -> Void) -> TimerID? {
        guard let engine else { return nil }
        let id = engine.scheduleRecognizerTimer(for: self, after: delay, handler)
        timers.append(id)
        return id
    }

    /// Cancels a timer made by `scheduleTimer(after:_:)`.
    public func cancelTimer(_ id: TimerID) {
        engine?.timerQueue.cancel(id)
        timers.removeAll { $0 == id }
    }

    // MARK: Engine bookkeeping

    internal var engineRef = WeakReference<TouchDispatcher>(nil)
    internal var engine: TouchDispatcher? { engineRef.object }
    internal var group: RecognizerGroup?
    internal var frameEpoch: UInt64 = 0
    internal var began = [Touch]()
    internal var moved = [Touch]()
    internal var ended = [Touch]()
    internal var cancelled = [Touch]()
    /// Order in which the recognizer engaged in its group (for deterministic iteration).
    internal var engagementOrder: UInt64 = 0

    internal func requestTransition(to next: GestureRecognizerState) {
        if let engine {
            engine.coordinator.request(self, to: next)
        } else {
            // Not receiving from a dispatcher: apply legal transitions directly.
            if storedState.canTransition(to: next, continuous: isContinuous) { storedState = next }
        }
    }

    /// Returns the recognizer to `.possible` (engine only).
    internal func performReset() {
        for id in timers { engine?.timerQueue.cancel(id) }
        timers.removeAll(keepingCapacity: true)
        storedState = .possible
        pendingState = nil
        trackedTouches.removeAll(keepingCapacity: true)
        lastCentroidInWindow = nil
        group = nil
        reset()
    }

    /// A description for logs: the name, or the class name.
    public var debugName: String { name ?? "recognizer" }
}
