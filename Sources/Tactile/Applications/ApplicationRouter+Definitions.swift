/// Gesture definitions of the router (seed-000 §7.2): which definitions the
/// device state selects for a sequence, and the recognizers they configure.

extension ApplicationRouter {
    func selectDefinitions(involved: [Application], at point: Point) {
        var ordered: [RecognizerDefinitions] = []
        for app in involved {
            guard !app.definitionBindings.isEmpty, let hit = app.hitView(at: point) else { continue }
            for v in app.dispatcher.activeViews(forHitView: hit, at: point) {
                for r in v.gestureRecognizers {
                    if let b = app.definitions(of: r), !ordered.contains(where: { $0 === b }) { ordered.append(b) }
                }
            }
        }
        DefinitionSelector.select(ordered, allBindings: allOpenBindings(), mode: device.operatingMode,
                                  policy: definitionPolicy)
    }

    func allOpenBindings() -> [RecognizerDefinitions] {
        var all: [RecognizerDefinitions] = []
        for app in hierarchy.applications where app.isOpen { all.append(contentsOf: app.definitionBindings) }
        return all
    }

    /// Re-selects every registered definition from the current device state
    /// (all registered recognizers count as actively involved; the next
    /// sequence re-selects against its own active views). Called when the
    /// device state changes while no sequence is in progress; during a
    /// sequence the selection stays fixed (seed-000 §7.2 timing).
    package func reselectDefinitions() {
        guard sequence == nil else { return }
        var ordered: [RecognizerDefinitions] = []
        var chain: [Application] = []
        if let f = device.foregroundApplication { chain = hierarchy.chain(from: f) }
        for app in hierarchy.applications where !chain.contains(where: { $0 === app }) { chain.append(app) }
        for app in chain where app.isOpen { ordered.append(contentsOf: app.definitionBindings) }
        DefinitionSelector.select(ordered, allBindings: allOpenBindings(), mode: device.operatingMode,
                                  policy: definitionPolicy)
    }

    func deviceStateDidChange(_ change: DeviceStateChange) {
        switch change {
        case .operatingMode, .setting: reselectDefinitions()
        case .opened, .foreground, .closed: break
        }
    }
}

/// One involved application of a routed sequence.
internal final class Participant {
    let app: Application
    /// Frames delivered while undecided.
    var deliveries = 0
    /// The number of the last sequence frame this application handled.
    var lastFrame = 0
    /// Recognizers that received the sequence, in the order noticed.
    var engaged: [GestureRecognizer] = []
    /// Engaged recognizers that failed or were cancelled.
    var failed: [GestureRecognizer] = []
    /// The first recognizer that recognized the portion so far.
    var claim: GestureRecognizer?
    /// Dropped out (null operation) or lost.
    var isOut = false

    init(_ app: Application) { self.app = app }

    var hasNoRemainingRecognizer: Bool {
        engaged.allSatisfy { r in failed.contains(where: { $0 === r }) }
    }
}

/// The router's book of one touch sequence.
internal final class RoutedSequence {
    let index: Int
    let hitLevel: Application
    /// Highest level first; the hit level last.
    var participants: [Participant] = []
    var owner: Application?
    /// Host ids down now, and every id seen in the sequence.
    var downIDs: [Int] = []
    var seenIDs: [Int] = []
    var sawNonBegan = false
    /// Frames of the sequence so far.
    var frameNumber = 0
    /// Frames delivered while undecided.
    var buffered: [InputFrame] = []

    init(index: Int, hitLevel: Application) { self.index = index; self.hitLevel = hitLevel }

    func track(_ frame: InputFrame) {
        for s in frame.samples {
            switch s.phase {
            case .began:
                if s.location.isFinite && !downIDs.contains(s.id) { downIDs.append(s.id) }
                if !seenIDs.contains(s.id) { seenIDs.append(s.id) }
            case .ended, .cancelled:
                downIDs.removeEach { $0 == s.id }
            case .moved, .stationary:
                break
            }
        }
        if frame.listsAllContacts {
            downIDs.removeEach { id in !frame.samples.contains { $0.id == id && !$0.phase.isTerminal } }
        }
    }

    /// Whether `r` tracks a touch of this sequence.
    func involves(_ r: GestureRecognizer) -> Bool {
        r.trackedTouches.contains { t in seenIDs.contains(t.id) }
    }
}
