// Length (over 400 lines): a class's stored properties cannot move to an
// extension, and each public one here stands beside its storage; actions,
// the host link and failure-requirement checks are in their own files.

// Cited: seed-003; seed-000 §2–§5.
/// The base class of every gesture recognizer.
///
/// A recognizer is attached to exactly one view (seed-000 §2.2) and receives
/// the touches whose hit view is that view or one of its descendants *before*
/// the view does. Subclasses analyse touches in `touchesBegan/Moved/Ended/
/// Cancelled` and move `state` through the legal transitions listed on
/// `GestureRecognizerState`. The engine (`TouchDispatcher`) coordinates
/// recognizers: failure requirements, exclusivity, delegate decisions, what the
/// view receives (`cancelsTouchesInView`, `delaysTouchesBegan`,
/// `delaysTouchesEnded`), actions, and reset.
///
/// Exclusivity: the recognizer's stored state is reached only through this
/// module's code — internal properties, or public ones behind computed
/// accessors — in single loads and stores, never across a call that could
/// reach it again. Overlapping access is impossible by construction, so those
/// properties skip the runtime check (`@exclusivity(unchecked)`).
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

    /// The flags below, stored together (see the exclusivity note above).
    @exclusivity(unchecked) internal var options = RecognizerOptions()

    /// A name for logs and diagnostics.
    public var name: String?

    /// Continuous recognizers (pan, pinch, …) report began/changed/ended;
    /// discrete ones (tap, swipe) go straight to recognized. Subclasses override.
    open var isContinuous: Bool { false }

    /// Whether the recognizer receives touches (seed-003 `enabled`; seed-000
    /// §2.3 "receiving gesture recognizers"). Default true. Disabling it
    /// mid-gesture cancels a gesture in progress (`.began`/`.changed` →
    /// `.cancelled`) and fails one still `.possible` (including one waiting for
    /// a failure requirement); the change is processed at once. A disabled
    /// recognizer never holds touches back from its view.
    public var isEnabled: Bool {
        get { options.isEnabled }
        set {
            let wasEnabled = options.isEnabled
            options.isEnabled = newValue
            if wasEnabled && !newValue { host?.recognizerLeftPlay(self) }
        }
    }

    /// When the recognizer recognizes (`.recognized`, or `.began` for a
    /// continuous one), the touches of the gesture that the view already
    /// received get `touchesCancelled`, their later phases are not delivered,
    /// and touches the view has not received yet (held by `delaysTouchesBegan`)
    /// are discarded. When false, the view receives every touch of the sequence
    /// (seed-003 `cancelsTouchesInView`; seed-000 touch-cancellation flag §4.1.6).
    /// Default true.
    public var cancelsTouchesInView: Bool {
        get { options.cancelsTouchesInView }
        set { options.cancelsTouchesInView = newValue }
    }
    /// While this recognizer is `.possible`, `touchesBegan` for its touches is
    /// withheld from the view. If it fails, the view gets the touches then (with
    /// their current state, followed by `touchesMoved` when they have moved
    /// since touch-down); if it recognizes they are discarded, unless
    /// `cancelsTouchesInView` is false, in which case they are delivered too
    /// (seed-003 `delaysTouchesBegan`; seed-000 delay-touch-began flag §4.1.4).
    /// Default false.
    public var delaysTouchesBegan: Bool {
        get { options.delaysTouchesBegan }
        set { options.delaysTouchesBegan = newValue }
    }
    /// While this recognizer is `.possible` (deciding, or waiting for a failure
    /// requirement), `touchesEnded` for its touches is withheld from the view.
    /// If it fails the view gets `touchesEnded` then; if it recognizes the view
    /// gets `touchesCancelled` instead, unless `cancelsTouchesInView` is false,
    /// in which case it gets `touchesEnded` (seed-003 `delaysTouchesEnded`;
    /// seed-000 delay-touch-end flag §4.1.5). Default true.
    public var delaysTouchesEnded: Bool {
        get { options.delaysTouchesEnded }
        set { options.delaysTouchesEnded = newValue }
    }
    /// Seed-000 variant of the touch-cancellation flag (L266, S8): when true, a
    /// *failure* of this recognizer also cancels its touches in the view — a
    /// view that already received `touchesBegan` gets `touchesCancelled`, and a
    /// touch whose `touchesBegan` is still withheld reaches the view as
    /// `touchesCancelled` alone (the seed's "input sequence begin → cancelled").
    /// UIKit has no such behaviour, so the default is false.
    package var cancelsTouchesInViewOnFailure: Bool {
        get { options.cancelsTouchesInViewOnFailure }
        set { options.cancelsTouchesInViewOnFailure = newValue }
    }

    /// Seed-000 exclusivity flag (§4.1.1). When an exclusive recognizer
    /// recognizes, every other recognizer it can prevent fails; when a
    /// non-exclusive one recognizes, only exclusive ones fail. Default true,
    /// which is UIKit's behaviour.
    package var isExclusive: Bool {
        get { options.isExclusive }
        set { options.isExclusive = newValue }
    }

    /// Seed-000 exclusivity exception list (§4.1.2): recognizers this one never
    /// prevents (they may go on recognizing after it does).
    package var exclusivityExceptions: [GestureRecognizer] {
        get { exceptionRefs.compactMap { $0.object } }
        set { exceptionRefs = newValue.map { WeakReference($0) } }
    }
    private var exceptionRefs: [WeakReference<GestureRecognizer>] = []

    /// The delegate (held weakly).
    public var delegate: (any GestureRecognizerDelegate)? {
        get { delegateObject }
        set { delegateObject = newValue }
    }
    // Stored in place (not in a wrapper struct): a read is one weak load,
    // with no copy of the reference. Exclusivity: single loads and stores.
    #if hasFeature(Embedded)
    @exclusivity(unchecked) private unowned(unsafe) var delegateObject: (any GestureRecognizerDelegate)?
    #else
    @exclusivity(unchecked) private weak var delegateObject: (any GestureRecognizerDelegate)?
    #endif

    // MARK: Attachment

    /// The view. Not a weak reference: the view clears it when it lets the
    /// recognizer go (removal, or its own `deinit`), so it never dangles and
    /// views need no weak-reference side table. Exclusivity: single loads and
    /// stores by this class; unchecked, see the class note.
    @exclusivity(unchecked) private unowned(unsafe) var viewStorage: View?
    /// The view this recognizer is attached to (seed-000 L118: exactly one).
    /// Setting it attaches the recognizer, as `View.addGestureRecognizer(_:)`
    /// does (seed-003 `view`: "You attach … a gesture recognizer to a view by
    /// setting this property"); setting nil detaches it.
    public var view: View? {
        get { viewStorage }
        set {
            if let newValue { newValue.addGestureRecognizer(self) } else { viewStorage?.removeGestureRecognizer(self) }
        }
    }

    internal func attach(to view: View) {
        viewStorage = view
        options.isAttached = true
    }

    /// Removed from its view: the engine takes it out of play; with no
    /// engine (gone first, at teardown) it resets itself, letting its touches
    /// go (they and it hold each other; `TeardownLeakTests.swift`).
    internal func detachFromView() {
        if let host { host.recognizerLeftPlay(self) } else if !trackedTouches.isEmpty || storedState != .possible { performReset() }
        viewStorage = nil
        options.isAttached = false
    }

    /// The view was released while this recognizer is still alive elsewhere.
    internal func viewDidEnd() {
        viewStorage = nil
        options.isAttached = false
    }

    // MARK: State

    @exclusivity(unchecked) internal var storedState: GestureRecognizerState = .possible
    /// A recognition the subclass asked for while a failure requirement was unresolved (seed-000 R9).
    @exclusivity(unchecked) internal var pendingState: GestureRecognizerState?

    /// The current state (seed-003 `state`). Subclasses set it; illegal
    /// transitions (see `GestureRecognizerState`) are refused and reported to
    /// the dispatcher's diagnostics. A recognition requested while a recognizer
    /// this one requires to fail is still undecided leaves the state `.possible`
    /// until that one fails (then it recognizes) or recognizes (then it fails)
    /// (seed-000 R9–R11). A recognition can also be refused on the spot: the
    /// delegate's `gestureRecognizerShouldBegin` says no, or a recognized
    /// recognizer prevents it — the state is then `.failed`.
    public var state: GestureRecognizerState {
        get { storedState }
        set { requestTransition(to: newValue) }
    }

    /// Whether the recognizer has completed its gesture and waits for a failure
    /// requirement (it reads `.possible` meanwhile).
    package var isWaitingForFailureRequirements: Bool { pendingState != nil }

    // MARK: Failure requirements

    @exclusivity(unchecked) internal var failureRequirementRefs: [WeakReference<GestureRecognizer>] = []

    /// The recognizers that must fail before this one may recognize.
    package var failureRequirements: [GestureRecognizer] { failureRequirementRefs.compactMap { $0.object } }

    /// Makes this recognizer wait until `other` fails before it recognizes;
    /// if `other` recognizes, this one fails (seed-003, seed-000 wait-for list).
    /// Throws when the dependency would create a cycle.
    public func require(toFail other: GestureRecognizer) throws(FailureRequirementError) {
        try FailureRequirementGraph.addEdge(from: self, to: other)
    }

    /// Removes a failure requirement added with `require(toFail:)`.
    package func removeFailureRequirement(_ other: GestureRecognizer) {
        failureRequirementRefs.removeAll { $0.object == nil || $0.object === other }
    }

    // MARK: Actions

    @exclusivity(unchecked) internal var actions: [ActionEntry] = [] {
        didSet {
            let next: SoleClosure?
            if actions.count == 1, case .closure(let handler) = actions[0].kind { next = SoleClosure(handler) } else { next = nil }
            // A handler that changes the actions keeps running: its box is
            // kept until the dispatch that runs it is over.
            if actionDispatchDepth > 0, let running = soleClosureOwner { retiredClosures.append(running) }
            soleClosureOwner = next
            soleClosure = next.map { Unmanaged.passUnretained($0) }
        }
    }
    /// The handler when the only action is a closure (the usual case), so
    /// dispatching it copies no action entry and retains nothing; held by
    /// `soleClosureOwner`.
    @exclusivity(unchecked) internal var soleClosure: Unmanaged<SoleClosure>?
    @exclusivity(unchecked) internal var soleClosureOwner: SoleClosure?
    /// Sole-closure boxes replaced while an action ran (see `actions`).
    @exclusivity(unchecked) internal var retiredClosures: [SoleClosure] = []
    /// How many `performActions()` calls are running.
    @exclusivity(unchecked) internal var actionDispatchDepth = 0
    @exclusivity(unchecked) internal var nextActionToken = 0

    // MARK: Touches

    /// The live touches this recognizer is tracking, in touch-down order.
    @exclusivity(unchecked) package internal(set) var trackedTouches: [Touch] = []

    /// The touches of the current gesture.
    package var touches: TouchSet { TouchSet(trackedTouches) }

    /// The number of touches in the gesture (seed-003 `numberOfTouches`): the
    /// touches it tracks, in touch-down order. A touch that lifts or is
    /// cancelled still counts while the recognizer handles that change
    /// (`touchesEnded` / `touchesCancelled`) and no longer counts afterwards —
    /// so the actions of that step, such as the `.ended` action after the last
    /// lift, see 0, as in UIKit. Ignored touches (`ignore(_:for:)`) do not count.
    open var numberOfTouches: Int {
        if isHandlingTouches { return trackedTouches.count }
        var n = 0
        for t in trackedTouches where !t.phase.isTerminal { n += 1 }
        return n
    }

    /// Whether the engine is calling this recognizer's `touches…` methods now
    /// (its own, or its host's, for a hosted recognizer).
    internal var isHandlingTouches: Bool {
        // The usual link (live, no outer recognizer) is read without a retain.
        guard let link = unretainedLink else { return false }
        let (live, hasOuter, calling) = link._withUnsafeGuaranteedRef { ($0.isLive, $0.hasOuter, $0.isCallingRecognizers) }
        guard live else { return false }
        if hasOuter, let outer = hostLink?.outer { return outer.isHandlingTouches }
        return calling
    }

    /// The gesture's location: the centroid of its touches in `view`'s
    /// coordinates (`nil`: window coordinates). Once every touch has lifted it
    /// is the centroid at the last change. Subclasses (tap, swipe) override it
    /// to report where their gesture happened (seed-003 `locationInView`).
    open func location(in view: View?) -> Point {
        guard !trackedTouches.isEmpty else { return lastCentroidInWindow.map { self.mapFromWindow($0, to: view) } ?? .zero }
        return mapFromWindow(centroidInWindow(), to: view)
    }

    /// `location(in: nil)` and `numberOfTouches` as this class computes them,
    /// in one pass over the tracked touches (a host's log reads both for
    /// every action of a class that overrides neither).
    package final func baseWindowLocationAndTouchCount() -> (location: Point, touches: Int) {
        let n = trackedTouches.count
        guard n > 0 else { return (lastCentroidInWindow ?? .zero, 0) }
        let counted = isHandlingTouches
        var x = 0.0, y = 0.0, live = 0
        trackedTouches.withUnsafeBufferPointer { list in
            for t in list {
                let p = t.locationInWindow
                x += p.x; y += p.y
                if counted || !t.phase.isTerminal { live &+= 1 }
            }
        }
        let d = Double(n)
        return (Point(x: x / d, y: y / d), live)
    }

    /// The gesture's location in window coordinates (seed-003 `locationInView`
    /// with no view: "defaults to the current window").
    package func location() -> Point { location(in: nil) }

    /// The location of touch number `index` (`0..<numberOfTouches`, touch-down
    /// order, counted as `numberOfTouches` counts) in `view`'s coordinates (`nil`: window coordinates) (seed-003
    /// `locationOfTouch`). UIKit raises on a bad index; Tactile never traps on
    /// input, so an index out of range gives `.zero`. Subclasses whose
    /// `numberOfTouches` counts lifted touches (tap) override it to match.
    open func location(ofTouch index: Int, in view: View?) -> Point {
        var i = 0
        let counted = isHandlingTouches
        for t in trackedTouches where counted || !t.phase.isTerminal {
            if i == index { return t.location(in: view) }
            i += 1
        }
        return .zero
    }

    /// The location of touch number `index` in window coordinates (seed-003
    /// `locationOfTouch` with no view).
    package func location(ofTouch index: Int) -> Point { location(ofTouch: index, in: nil) }

    /// The centroid of the tracked touches in window coordinates.
    package func centroidInWindow() -> Point {
        var x = 0.0, y = 0.0
        let n = trackedTouches.count
        var i = 0
        while i < n {
            let p = trackedTouches[i].locationInWindow
            x += p.x; y += p.y
            i += 1
        }
        let d = Double(max(n, 1))
        return Point(x: x / d, y: y / d)
    }

    @exclusivity(unchecked) internal var lastCentroidInWindow: Point?

    /// Remembers the centroid (what `location(in:)` reports once every touch
    /// is gone) when the recognizer tracks a touch (engine, at each commit).
    @inline(__always)
    internal func recordCentroidIfTracking() {
        let n = trackedTouches.count
        if n == 1 {
            // `centroidInWindow()` of one touch, with the same arithmetic
            // (0 + x keeps the sign rule of the sum; x / 1 is exact), inline.
            let p = trackedTouches[0].locationInWindow
            lastCentroidInWindow = Point(x: (0.0 + p.x) / 1.0, y: (0.0 + p.y) / 1.0)
        } else if n > 1 {
            lastCentroidInWindow = centroidInWindow()
        }
    }

    /// Converts a window-space point to `view`'s coordinates (`nil`: unchanged).
    package func mapFromWindow(_ p: Point, to view: View?) -> Point {
        guard let view else { return p }
        return view.convert(p, from: self.view?.window)
    }

    /// Stops delivering `touch` to this recognizer for the rest of its life:
    /// it leaves `trackedTouches` (so `numberOfTouches` and `location(in:)`),
    /// the recognizer no longer holds it back from the view, and it is not
    /// cancelled in the view even when `cancelsTouchesInView` is true
    /// (seed-003 `ignoreTouch`). Meant to be called, not overridden.
    public func ignore(_ touch: Touch, for event: TouchEvent? = nil) {
        for i in touch.record.links.indices where touch.record.links[i].recognizer === self {
            touch.record.links[i].isIgnored = true
        }
        trackedTouches.removeAll { $0 === touch }
    }

    // MARK: Subclass hooks

    /// New touches for this recognizer.
    open func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {}
    /// Tracked touches moved.
    open func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {}
    /// The engine's cheap path for the steady state: what `touchesMoved`
    /// does when the recognizer is in progress, minus its `.changed`
    /// request — it follows the touches and returns whether it would request
    /// one (the engine then commits it). Called only when the engine decided,
    /// at touch-down, that it stands for `touchesMoved` (`hasQuietMove`,
    /// `RecognizerRecord.takesQuietMoves`).
    internal func quietMove() -> Bool { false }
    /// Whether `quietMove()` stands for `touchesMoved` in progress: a
    /// standard recognizer says so for its own class alone (a subclass may
    /// override `touchesMoved`).
    internal var hasQuietMove: Bool { false }
    /// Tracked touches lifted.
    open func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {}
    /// Tracked touches were cancelled (by the host, a repair, or a view that
    /// became unavailable). The default fails a possible gesture and cancels
    /// one in progress (seed-003 `touchesCancelled`).
    open func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        if state == .possible { state = .failed } else if state.isInProgress { state = .cancelled }
    }

    /// Clears per-gesture state (seed-003 `reset`). The engine calls it, with
    /// `state` already back to `.possible`, when the recognition attempt is
    /// over: the recognizer is in a terminal state and none of its touches is
    /// down (UIKit; with `RecognizerResetRule.whenSequenceEnds`, once its whole
    /// sequence is over; see docs/engine.md §7). Its pending timers are
    /// cancelled first, and it receives nothing more of touches still down.
    /// Overrides must call `super.reset()`.
    open func reset() {}

    /// Whether this recognizer, recognizing, may prevent `other` (seed-003
    /// `canPreventGestureRecognizer`: a class-wide rule). Default true.
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }
    /// Whether `other`, recognizing, may prevent this recognizer (seed-003
    /// `canBePreventedByGestureRecognizer`: a class-wide rule). Default true.
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }
    /// Whether this recognizer must wait for `other` to fail (seed-003
    /// `shouldRequireFailureOfGestureRecognizer`: a class-wide rule, asked
    /// whenever the two meet in a touch sequence). Default false.
    open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }
    /// Whether `other` must wait for this recognizer to fail (seed-003
    /// `shouldBeRequiredToFailByGestureRecognizer`: a class-wide rule). Default false.
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

    // MARK: Host

    /// The link to whatever feeds this recognizer its touches (see `RecognizerHost`).
    @exclusivity(unchecked) internal var hostLink: HostLink? {
        didSet { unretainedLink = hostLink.map { Unmanaged.passUnretained($0) } }
    }
    /// `hostLink` without reference counting, for the per-sample reads (time,
    /// quiet changes): `hostLink` holds the same object, so it never dangles.
    @exclusivity(unchecked) internal private(set) var unretainedLink: Unmanaged<HostLink>?
    internal var host: (any RecognizerHost)? {
        guard let link = hostLink, link.isLive else { return nil }
        return link.host
    }

    /// The engine's bookkeeping (see `RecognizerRecord`).
    @exclusivity(unchecked) internal var record = RecognizerRecord()

    @exclusivity(unchecked) internal var timers: [TimerID] = []

    /// Returns the recognizer to `.possible` (engine only).
    internal func performReset() {
        let host = self.host
        for id in timers { host?.cancelTimer(id) }
        timers.removeAll(keepingCapacity: true)
        storedState = .possible
        pendingState = nil
        trackedTouches.removeAll(keepingCapacity: true)
        lastCentroidInWindow = nil
        record.group = nil
        record.hasPreparedAction = false
        reset()
    }

    /// A description for logs: the name, or the class name.
    package var debugName: String { name ?? "recognizer" }
}
