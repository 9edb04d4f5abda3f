// Cited: seed-004 R-M2.
/// Which container behaviours are on: the seed's three modes are
/// `[.navigation,.boundaryAlerts]`-subsets `[.navigation]`, `[.boundaryAlerts]` and
/// `[]`.
package struct ContainerFeatures: OptionSet, Hashable, Sendable {
    /// The bit set.
    public let rawValue: UInt8
    /// Creates features from bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Moving between containers and between items in containers.
    public static let navigation = ContainerFeatures(rawValue: 1)
    /// Alerting the user when exploration leaves the current container.
    public static let boundaryAlerts = ContainerFeatures(rawValue: 2)
}

/// What `nextItem`/`previousItem` do at a container's edge (R-N3, R-N4, R-N12).
package enum ItemBoundaryBehavior: Hashable, Sendable {
    /// Continue into the adjacent container.
    case crossToAdjacentContainer
    /// Loop within the container.
    case wrapWithinContainer
}

/// Where `previousItem` lands when looping from the first item (R-N4, spec A7).
package enum WrapPreviousTarget: Hashable, Sendable {
    /// The last item (recommended).
    case lastItem
    /// The first item, the literal text of L102.
    case firstItem
}

/// What happens past the first or last container (R-N10, R-K6).
package enum EndOfSequenceBehavior: Hashable, Sendable {
    /// Stay and signal `.endOfSequence`.
    case stayAndSignal
    /// Go round to the other end.
    case wrapAround
}

/// What a container command presents (R-K3).
package enum ContainerEntryAnnouncement: Hashable, Sendable {
    /// The container summary; the cursor is on no node.
    case summaryOnly
    /// The summary, then the first node.
    case summaryAndFirstItem
    /// The first node with the container prefix (the summary when empty).
    case firstItemOnly
}

/// How touches select items (R-S4).
package enum AccessibilitySelectionStyle: Hashable, Sendable {
    /// The screen-reader flow: touches describe, `activate` selects the current item.
    case exploreThenActivate
    /// A touch selects the item under it (enlarged areas as bigger targets), silently.
    case direct
}

/// The navigator's settings; the defaults are the spec's §2.7.
public struct AccessibilityConfiguration {
    /// Which container behaviours are on (R-M2).
    package var features: ContainerFeatures = [.navigation, .boundaryAlerts]
    /// Cross or loop at a container's edge (R-N12).
    package var itemBoundary: ItemBoundaryBehavior = .crossToAdjacentContainer
    /// Where looping back from the first item lands (A7).
    package var wrapPreviousTarget: WrapPreviousTarget = .lastItem
    /// What happens past the first or last container (R-N10).
    package var endOfSequence: EndOfSequenceBehavior = .stayAndSignal
    /// What container commands present (R-K3).
    package var containerEntry: ContainerEntryAnnouncement = .summaryOnly
    /// Touching a container's empty area puts the cursor back on the node last presented there (R-T3).
    package var remembersPositionPerContainer = true
    /// Whether item hints are spoken (R-F6).
    package var speaksHints = true
    /// How touches select items (R-S4).
    package var selectionStyle: AccessibilitySelectionStyle = .exploreThenActivate
    /// Enlarged hit areas, independent of the container features (R-M5); nil is off.
    public var enlargement: EnlargementPolicy?
    /// The displayed windows for `EnlargementGate.windowFraction`; empty means the screen.
    public var windows: [Rect] = []
    /// The gesture → command table (R-X2).
    package var bindings: AccessibilityGestureBindings = .standard
    /// Passed with every presentation (R-F4).
    public var speech = SpeechPreferences()
    /// The feedback channels in use (R-F3).
    package var channels: AccessibilityFeedbackChannels = [.speech, .earcons]
    /// Send `.zoomToContainer` when a command changes the current container (R-K4).
    package var zoomsToContainer = false
    /// How far a dragging finger must go before its target changes, so that a
    /// finger resting on an edge does not chatter (4 points: about
    /// 0.7 mm at 163 points per inch, more than a resting finger's tremor and
    /// the touch panel's noise, less than a quarter of a 44-point target).
    package var explorationHysteresis = ExplorationHysteresis(margin: 4)
    /// The words of announcements, matching `speech.language`.
    public var phrasebook: any AccessibilityPhrasebook = EnglishPhrasebook()

    /// The defaults.
    public init() {}
}
