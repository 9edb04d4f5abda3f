import Tactile

/// The scene's `"routing"` options (docs/formats.md, "Routing"): how
/// applications share touch sequences (seed-000 §6) and how each dispatcher
/// picks the recognizers of a touch (seed-000 §5.2–§5.3). Omitted options keep
/// the library defaults. Only `activeViewPolicy` and `recognizerFallback`
/// apply to a scene without applications.
package struct SceneRouting: Equatable, Sendable {
    /// `ApplicationRouter.method` (Method A/B, seed-000 §6.2–§6.3).
    package var method: SceneRoutingMethod?
    /// `ApplicationRouter.firstPortionPolicy` (seed-000 §6.5).
    package var firstPortionPolicy: SceneFirstPortionPolicy?
    /// `ApplicationRouter.activeApplicationPolicy` (seed-000 §5.2).
    package var activeApplicationPolicy: SceneActiveApplicationPolicy?
    /// `ApplicationRouter.levelFallback` (seed-000 §5.3 step 9, S19).
    package var levelFallback: SceneLevelFallback?
    /// `ApplicationRouter.definitionPolicy` (seed-000 §7.2).
    package var definitionPolicy: SceneDefinitionPolicy?
    /// `DispatchPolicy.activeViewPolicy` of every dispatcher (seed-000 §5.2).
    package var activeViewPolicy: SceneActiveViewPolicy?
    /// `DispatchPolicy.recognizerFallback` of every dispatcher (seed-000 S19).
    package var recognizerFallback: SceneRecognizerFallback?

    /// Creates routing options (all default).
    package init(method: SceneRoutingMethod? = nil, firstPortionPolicy: SceneFirstPortionPolicy? = nil,
                activeApplicationPolicy: SceneActiveApplicationPolicy? = nil, levelFallback: SceneLevelFallback? = nil,
                definitionPolicy: SceneDefinitionPolicy? = nil, activeViewPolicy: SceneActiveViewPolicy? = nil,
                recognizerFallback: SceneRecognizerFallback? = nil) {
        self.method = method
        self.firstPortionPolicy = firstPortionPolicy
        self.activeApplicationPolicy = activeApplicationPolicy
        self.levelFallback = levelFallback
        self.definitionPolicy = definitionPolicy
        self.activeViewPolicy = activeViewPolicy
        self.recognizerFallback = recognizerFallback
    }

    /// The dispatch policy every dispatcher of the scene uses.
    package var dispatchPolicy: DispatchPolicy {
        var p = DispatchPolicy()
        if let v = activeViewPolicy { p.activeViewPolicy = v.policy }
        if let v = recognizerFallback { p.recognizerFallback = v.fallback }
        return p
    }

    /// Whether any option that needs applications is set.
    package var usesApplicationOptions: Bool {
        method != nil || firstPortionPolicy != nil || activeApplicationPolicy != nil || levelFallback != nil
            || definitionPolicy != nil
    }
}

/// `"method"`: `ApplicationRoutingMethod`.
package enum SceneRoutingMethod: String, CaseIterable, Equatable, Sendable {
    /// Method A (and B with step B3): the first portion goes to every involved application (default).
    case concurrentFirstPortion
    /// Method B without B3: the displayed application waits for the decision.
    case deferredUntilDecided

    /// The core's value.
    package var method: ApplicationRoutingMethod {
        self == .concurrentFirstPortion ? .concurrentFirstPortion : .deferredUntilDecided
    }
}

/// `"firstPortionPolicy"`: `FirstPortionPolicy`.
package enum SceneFirstPortionPolicy: String, CaseIterable, Equatable, Sendable {
    /// A hidden application's recognizer recognized or began (default).
    case recognizedOrBegan
    /// Also: one is still possible after the touch-downs.
    case stillPossibleAfterTouchDowns

    /// The core's value.
    package var policy: FirstPortionPolicy {
        self == .recognizedOrBegan ? .recognizedOrBegan : .stillPossibleAfterTouchDowns
    }
}

/// `"activeApplicationPolicy"`: `ActiveApplicationPolicy`.
package enum SceneActiveApplicationPolicy: String, CaseIterable, Equatable, Sendable {
    /// The hit level and every open higher level (default).
    case hitLevelAndHigherLevels
    /// Only the hit level.
    case hitLevelOnly
    /// The hit level, its higher levels and every displayed application at the touch.
    case allContainingLocation

    /// The core's value.
    package var policy: ActiveApplicationPolicy {
        switch self {
        case .hitLevelAndHigherLevels: return .hitLevelAndHigherLevels
        case .hitLevelOnly: return .hitLevelOnly
        case .allContainingLocation: return .allContainingLocation
        }
    }
}

/// `"levelFallback"`: `LevelFallback`.
package enum SceneLevelFallback: String, CaseIterable, Equatable, Sendable {
    /// Nothing happens (default).
    case disregard
    /// The next higher level joins the sequence.
    case sendToHigherLevel

    /// The core's value.
    package var fallback: LevelFallback { self == .disregard ? .disregard : .sendToHigherLevel }
}

/// `"definitionPolicy"`: `DefinitionConflictPolicy`.
package enum SceneDefinitionPolicy: String, CaseIterable, Equatable, Sendable {
    /// By the operating mode only (default).
    case none
    /// Unique among every definition of the active views' other recognizers.
    case uniqueAmongActiveViewRecognizers
    /// Unique among every definition of every registered recognizer.
    case uniqueAmongAllRecognizers
    /// Unique among the definitions selected for other multi-definition recognizers.
    case uniqueAmongSelectedMultiDefinition

    /// The core's value.
    package var policy: DefinitionConflictPolicy {
        switch self {
        case .none: return .none
        case .uniqueAmongActiveViewRecognizers: return .uniqueAmongActiveViewRecognizers
        case .uniqueAmongAllRecognizers: return .uniqueAmongAllRecognizers
        case .uniqueAmongSelectedMultiDefinition: return .uniqueAmongSelectedMultiDefinition
        }
    }
}

/// `"activeViewPolicy"`: `ActiveViewPolicy`.
package enum SceneActiveViewPolicy: String, CaseIterable, Equatable, Sendable {
    /// The hit view and its ancestors (default).
    case hitViewAndAncestors
    /// Only the hit view.
    case hitViewOnly
    /// Every view containing the touch.
    case allContainingLocation

    /// The core's value.
    package var policy: ActiveViewPolicy {
        switch self {
        case .hitViewAndAncestors: return .hitViewAndAncestors
        case .hitViewOnly: return .hitViewOnly
        case .allContainingLocation: return .allContainingLocation
        }
    }
}

/// `"recognizerFallback"`: `RecognizerFallback`.
package enum SceneRecognizerFallback: String, CaseIterable, Equatable, Sendable {
    /// Nothing happens (default, UIKit).
    case disregard
    /// The nearest higher view with fresh recognizers gets the touch.
    case sendToHigherView

    /// The core's value.
    package var fallback: RecognizerFallback { self == .disregard ? .disregard : .sendToHigherView }
}
