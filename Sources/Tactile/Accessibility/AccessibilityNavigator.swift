// Cited: seed-004.
/// The screen-reader model without the input engine: it takes exploration points,
/// recognized gestures and commands, keeps the cursor, and reports feedback and
/// instructions.
///
/// * Exploration (`touchDown`/`touchMoved`/`touchEnded`): location-based; says
///   what is under the finger, only when that changes (R-T*), with boundary
///   alerts (R-B*); with `.direct` selection a touch selects instead (R-S1).
///   A drag changes target only past `configuration.explorationHysteresis`,
///   and never announces again the item that has kept the focus.
/// * Gestures and commands (`handle`, `perform`): location-independent (R-X3),
///   resolved against the current container's context (R-N*, R-K*, R-H*).
/// * Each input that produces feedback makes one `present` call, interrupting
///   speech in progress (R-F8).
///
/// The input layer built later on the engine feeds it points and recognized
/// flicks and taps; a host or a test can drive it directly.
public final class AccessibilityNavigator {
    /// The current snapshot.
    package private(set) var tree: AccessibilityTree
    /// Settings; changing them recomputes the hit map.
    package var configuration: AccessibilityConfiguration { didSet { refreshHitMap() } }
    /// The cursor.
    package private(set) var state = AccessibilityNavigationState()
    /// Original and enlarged hit areas in use.
    package private(set) var hitMap: EnlargedHitMap
    /// Accessibility mode (R-M1): while false every entry point does nothing and
    /// reports the input as not consumed, so the input layer passes it through.
    public var isEnabled = true

    private let output: any AccessibilityFeedbackOutput
    private let receiver: (any AccessibilityInstructionReceiver)?
    private var pending: [AccessibilityFeedback] = []
    private var exploration: Exploration?
    /// Containers whose items are enlarged under `.touchedContainer` scope.
    private var enlargedContainers: [AccessibilityID] = []

    private enum Target: Equatable {
        case nothing
        case item(AccessibilityID)
        case area(AccessibilityID)
    }

    private struct Exploration {
        var target: Target
        var container: AccessibilityID?
        /// The target's hit area (an item's enlarged or original frame, a container's frame).
        var region: Rect?
    }

    /// Creates a navigator over a tree.
    public init(tree: AccessibilityTree, configuration: AccessibilityConfiguration = AccessibilityConfiguration(),
                output: any AccessibilityFeedbackOutput, receiver: (any AccessibilityInstructionReceiver)? = nil) {
        self.tree = tree
        self.configuration = configuration
        self.output = output
        self.receiver = receiver
        hitMap = EnlargedHitMap(unenlarged: tree)
        refreshHitMap()
    }

    /// What a point selects with the hit map in use (no feedback, no state change).
    package func hit(at p: Point) -> AccessibilityHit { tree.hit(at: p, enlarged: hitMap) }

    /// The current container's context (R-X1).
    package var context: AccessibilityContainerContext? {
        guard let c = currentContainerIndex else { return nil }
        return AccessibilityContainerContext(
            container: tree.nodes[c].id, items: tree.sequences[c].map { tree.nodes[$0].id },
            lastPresented: state.lastPresented[tree.nodes[c].id],
            orderIndex: tree.containerIndices.firstIndex(of: c) ?? 0, frame: tree.nodes[c].frame)
    }

    /// Replaces the snapshot after a layout change (R-C2, R-E13), keeping the cursor (A29).
    ///
    /// A node still present keeps the cursor. A vanished node is replaced by the
    /// node now at its old position in its container's sequence (the last one if
    /// the sequence got shorter), or by no node. A vanished container leaves the
    /// cursor's container to the node's new parent. Memory of vanished nodes is dropped.
    /// A tree with the same content as the current one changes nothing and keeps
    /// the hit map (no enlargement is recomputed).
    package func updateTree(_ newTree: AccessibilityTree) {
        if newTree.hasSameContent(as: tree) { return }
        let old = tree
        tree = newTree
        var container = state.currentContainer.flatMap { newTree.contains($0) ? $0 : nil }
        var node = state.currentNode
        if let n = node, !newTree.contains(n) {
            node = nil
            if let c = container, let oldC = old.indexByID[c], let oldN = old.indexByID[n],
               let k = old.sequences[oldC].firstIndex(of: oldN) {
                let s = newTree.sequence(of: c)
                if !s.isEmpty { node = s[min(k, s.count - 1)] }
            }
        }
        if let n = node, container == nil || !newTree.sequence(of: container ?? n).contains(n) {
            container = newTree.parent(of: n)
        }
        state.currentContainer = container
        state.currentNode = node
        var memory = [AccessibilityID: AccessibilityID]()
        for (c, n) in state.lastPresented where newTree.sequence(of: c).contains(n) { memory[c] = n }
        state.lastPresented = memory
        enlargedContainers = enlargedContainers.filter { newTree.container($0) != nil }
        refreshHitMap()
    }

    // MARK: Exploration

    /// A finger touched down (R-T1…R-T5, R-B1…R-B3, R-E12, R-S1). Returns false when accessibility mode is off.
    @discardableResult
    public func touchDown(at p: Point) -> Bool {
        guard isEnabled else { return false }
        enlargeTouchedContainer(at: p)
        let h = tree.hitIndices(at: p, map: hitMap)
        if configuration.selectionStyle == .direct {
            exploration = nil
            if let i = h.item { select(i) }
            return true
        }
        explore(p, h, isDown: true)
        flush()
        return true
    }

    /// The finger moved: feedback only when the target changes (R-T8, R-B4).
    @discardableResult
    public func touchMoved(to p: Point) -> Bool {
        guard isEnabled else { return false }
        guard exploration != nil, configuration.selectionStyle == .exploreThenActivate else { return true }
        explore(p, tree.hitIndices(at: p, map: hitMap), isDown: false)
        flush()
        return true
    }

    /// The finger lifted or the touch was cancelled: the exploration ends.
    public func touchEnded() { exploration = nil }

    private func explore(_ p: Point, _ h: (item: Int?, container: Int?, enlarged: Bool), isDown: Bool) {
        let nodes = tree.nodes
        let target: Target = h.item.map { .item(nodes[$0].id) } ?? h.container.map { .area(nodes[$0].id) } ?? .nothing
        let under = h.container.map { nodes[$0].id }
        let region = (h.item ?? h.container).map { hitMap.frames[$0] }
        if !isDown, let e = exploration {
            if e.target == target { return }
            // A finger trembling on an edge keeps its target (docs/accessibility.md, exploration hysteresis).
            if !configuration.explorationHysteresis.allowsChange(at: p, from: e.region, to: region) { return }
        }
        let previousUnder = exploration?.container
        exploration = Exploration(target: target, container: under, region: region)
        // The item that kept the focus is not announced again (docs/accessibility.md): a
        // drag back onto it from its container's empty area says nothing.
        if !isDown, case .item(let id) = target, id == state.currentNode, under == state.currentContainer { return }
        let features = configuration.features
        if features.contains(.boundaryAlerts), let c = currentContainerIndex, !nodes[c].frame.contains(p),
           isDown || under != previousUnder {
            cue(.leftContainer)
        }
        switch target {
        case .nothing:
            break
        case .item:
            if let i = h.item { present(i, in: h.container) }
        case .area(let id):
            guard let c = h.container, isDown || id != state.currentContainer else { return }
            if !features.isEmpty { speak(summary(c)) }
            state.currentContainer = id
            state.currentNode = nil
            if configuration.remembersPositionPerContainer, let n = state.lastPresented[id],
               let ni = tree.indexByID[n], tree.sequences[c].contains(ni) {
                state.currentNode = n
            }
        }
    }

    // MARK: Gestures and commands

    /// Runs the command bound to a recognized gesture (R-X2). Returns false when
    /// the gesture is unbound or the mode is off, so the input layer can pass it on.
    @discardableResult
    public func handle(_ gesture: AccessibilityGesture) -> Bool {
        guard isEnabled, let command = configuration.bindings.command(for: gesture) else { return false }
        perform(command)
        return true
    }

    /// Runs a command against the current context, independently of any location (R-X3).
    public func perform(_ command: AccessibilityCommand) {
        guard isEnabled else { return }
        if command == .activate {
            if let n = state.currentNode.flatMap({ tree.indexByID[$0] }) { select(n) }
            return
        }
        guard configuration.features.contains(.navigation) else { return }  // R-M3
        let before = state.currentContainer
        switch command {
        case .nextItem: nextItem()
        case .previousItem: previousItem()
        case .firstItemInContainer: firstItemInContainer()
        case .lastItemInContainer: lastItemInContainer()
        case .firstItemInFirstContainer: land(on: tree.containerIndices.first, last: false)
        case .lastItemInLastContainer: land(on: tree.containerIndices.last, last: true)
        case .nextContainer:
            enter(currentContainerIndex.map { adjacent(to: $0, forward: true) } ?? tree.containerIndices.first)
        case .previousContainer:
            enter(currentContainerIndex.map { adjacent(to: $0, forward: false) } ?? tree.containerIndices.last)
        case .firstContainer: enter(tree.containerIndices.first)
        case .lastContainer: enter(tree.containerIndices.last)
        case .activate: break
        }
        if configuration.zoomsToContainer, state.currentContainer != before, let c = state.currentContainer {
            receiver?.receive(.zoomToContainer(c))
        }
        flush()
    }

    private var currentContainerIndex: Int? { state.currentContainer.flatMap { tree.indexByID[$0] } }

    /// The current container's sequence and the cursor's index in it.
    private func position(in c: Int) -> (s: [Int], k: Int?) {
        let s = tree.sequences[c]
        return (s, state.currentNode.flatMap { tree.indexByID[$0] }.flatMap { s.firstIndex(of: $0) })
    }

    private func nextItem() {
        guard let c = currentContainerIndex else { return land(on: tree.containerIndices.first, last: false) }  // R-N15
        let (s, k) = position(in: c)
        if s.isEmpty { return land(on: adjacent(to: c, forward: true), last: false) }  // R-N14
        guard let k else { return present(s[0], in: c) }  // R-N8
        if k + 1 < s.count { return present(s[k + 1], in: c) }  // R-N1
        if configuration.itemBoundary == .wrapWithinContainer { return present(s[0], in: c) }  // R-N3
        land(on: adjacent(to: c, forward: true), last: false)
    }

    private func previousItem() {
        guard let c = currentContainerIndex else { return land(on: tree.containerIndices.last, last: true) }
        let (s, k) = position(in: c)
        if s.isEmpty { return land(on: adjacent(to: c, forward: false), last: true) }
        guard let k else { return present(s[s.count - 1], in: c) }  // R-N8
        if k > 0 { return present(s[k - 1], in: c) }  // R-N2
        if configuration.itemBoundary == .wrapWithinContainer {  // R-N4
            return present(configuration.wrapPreviousTarget == .lastItem ? s[s.count - 1] : s[0], in: c)
        }
        land(on: adjacent(to: c, forward: false), last: true)
    }

    private func firstItemInContainer() {  // R-N5
        guard let c = currentContainerIndex else { return land(on: tree.containerIndices.first, last: false) }
        let (s, k) = position(in: c)
        if s.isEmpty { return speak(summary(c)) }
        if k != 0 { return present(s[0], in: c) }
        land(on: adjacent(to: c, forward: false), last: false)
    }

    private func lastItemInContainer() {  // R-N6: repeating "last" goes to the *first* node of the next container
        guard let c = currentContainerIndex else { return land(on: tree.containerIndices.last, last: true) }
        let (s, k) = position(in: c)
        if s.isEmpty { return speak(summary(c)) }
        if k != s.count - 1 { return present(s[s.count - 1], in: c) }
        land(on: adjacent(to: c, forward: true), last: false)
    }

    /// The adjacent container (§2.3), wrapping round with `.wrapAround` (R-N10).
    private func adjacent(to c: Int, forward: Bool) -> Int? {
        let t = forward ? tree.nextContainerIndex(after: c) : tree.previousContainerIndex(before: c)
        if t != nil || configuration.endOfSequence == .stayAndSignal { return t }
        return forward ? tree.containerIndices.first : tree.containerIndices.last
    }

    /// Lands on a container's first or last node (R-N9); with no container, signals the end (R-N10).
    private func land(on t: Int?, last: Bool) {
        guard let t else { return cue(.endOfSequence) }
        let s = tree.sequences[t]
        guard let node = last ? s.last : s.first else {
            speak(summary(t))
            state.currentContainer = tree.nodes[t].id
            state.currentNode = nil
            return
        }
        present(node, in: t)
    }

    /// Makes a container current by a container command (R-K1, R-K3); none signals the end (R-K6).
    private func enter(_ t: Int?) {
        guard let t else { return cue(.endOfSequence) }
        switch configuration.containerEntry {
        case .firstItemOnly:
            land(on: t, last: false)
        case .summaryOnly, .summaryAndFirstItem:
            speak(summary(t))
            state.currentContainer = tree.nodes[t].id
            state.currentNode = nil
            if configuration.containerEntry == .summaryAndFirstItem, let first = tree.sequences[t].first {
                present(first, in: t)
            }
        }
    }

    // MARK: Presenting

    /// Presents a node in a container: its content, prefixed with the container's
    /// title when the container changed (R-F7); updates the cursor and memory (R-N11).
    private func present(_ n: Int, in c: Int?) {
        let nodes = tree.nodes
        var text = content(of: n)
        let cid = c.map { nodes[$0].id }
        if let c, cid != state.currentContainer, !configuration.features.isEmpty {
            text = formatter.prefixed(text, containerTitle: nodes[c].container?.title ?? "")
        }
        speak(text)
        state.currentContainer = cid
        state.currentNode = nodes[n].id
        if let cid { state.lastPresented[cid] = nodes[n].id }
    }

    private var formatter: AnnouncementFormatter {
        AnnouncementFormatter(phrasebook: configuration.phrasebook, speaksHints: configuration.speaksHints)
    }

    private func content(of n: Int) -> String {
        if let item = tree.nodes[n].item { return formatter.content(of: item) }
        return summary(n)
    }

    private func summary(_ c: Int) -> String {
        guard let container = tree.nodes[c].container else { return "" }
        return formatter.summary(of: container, itemCount: tree.nodes[c].children.count)
    }

    private func speak(_ text: String) {
        let channels = configuration.channels
        if channels.contains(.speech) { pending.append(.speech(text)) }
        if channels.contains(.braille) { pending.append(.braille(BrailleTranslator.cells(for: text))) }
    }

    private func cue(_ c: AccessibilityCue) {
        let channels = configuration.channels
        if channels.contains(.earcons) { pending.append(.earcon(c)) }
        if channels.contains(.haptics) { pending.append(.haptic(c)) }
    }

    private func flush() {
        guard !pending.isEmpty else { return }
        output.present(pending, preferences: configuration.speech, interrupt: true)
        pending.removeAll(keepingCapacity: true)
    }

    /// Sends `.select` for a selectable item at its activation point (R-S1, R-S5, R-S6).
    private func select(_ n: Int) {
        guard let item = tree.nodes[n].item, item.isSelectable else { return }
        receiver?.receive(.select(item.id, activationPoint: item.accessibilityActivationPoint))
    }

    // MARK: Enlargement

    private func refreshHitMap() {
        guard let policy = configuration.enlargement else {
            hitMap = EnlargedHitMap(unenlarged: tree)
            return
        }
        switch policy.scope {
        case .allItems:
            hitMap = HitTargetEnlarger.enlarge(tree, policy: policy, windows: configuration.windows)
        case .touchedContainer:
            hitMap = HitTargetEnlarger.enlarge(tree, policy: policy, windows: configuration.windows,
                                               within: enlargedContainers)
        }
    }

    /// Under `.touchedContainer` scope, enlarges the touched container's items
    /// before the touch is hit-tested (R-E11, R-E12).
    private func enlargeTouchedContainer(at p: Point) {
        guard case .touchedContainer(let revertOthers)? = configuration.enlargement?.scope,
              let c = tree.hitIndices(at: p, map: hitMap).container else { return }
        let id = tree.nodes[c].id
        guard !enlargedContainers.contains(id) else { return }
        if revertOthers { enlargedContainers = [id] } else { enlargedContainers.append(id) }
        refreshHitMap()
    }
}
