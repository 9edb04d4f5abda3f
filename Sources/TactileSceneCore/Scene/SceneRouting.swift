import Tactile

/// The scene's `"routing"` options (docs/formats.md, "Routing"): how
/// applications share touch sequences (seed-000 §6) and how each dispatcher
/// picks the recognizers of a touch (seed-000 §5.2–§5.3). Omitted options keep
/// the library defaults. Only `activeViewPolicy` and `recognizerFallback`
/// apply to a scene without applications.
package struct SceneRouting: Equatable, Sendable {
    /// `ApplicationRouter.method` (Method A/B, seed-000 §6.2–§6.3).
    package var method: ApplicationRoutingMethod?
    /// `ApplicationRouter.firstPortionPolicy` (seed-000 §6.5).
    package var firstPortionPolicy: FirstPortionPolicy?
    /// `ApplicationRouter.activeApplicationPolicy` (seed-000 §5.2).
    package var activeApplicationPolicy: ActiveApplicationPolicy?
    /// `ApplicationRouter.levelFallback` (seed-000 §5.3 step 9, S19).
    package var levelFallback: LevelFallback?
    /// `ApplicationRouter.definitionPolicy` (seed-000 §7.2).
    package var definitionPolicy: DefinitionConflictPolicy?
    /// `DispatchPolicy.activeViewPolicy` of every dispatcher (seed-000 §5.2).
    package var activeViewPolicy: ActiveViewPolicy?
    /// `DispatchPolicy.recognizerFallback` of every dispatcher (seed-000 S19).
    package var recognizerFallback: RecognizerFallback?

    /// Creates routing options (all default).
    package init(method: ApplicationRoutingMethod? = nil, firstPortionPolicy: FirstPortionPolicy? = nil,
                 activeApplicationPolicy: ActiveApplicationPolicy? = nil, levelFallback: LevelFallback? = nil,
                 definitionPolicy: DefinitionConflictPolicy? = nil, activeViewPolicy: ActiveViewPolicy? = nil,
                 recognizerFallback: RecognizerFallback? = nil) {
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
        if let v = activeViewPolicy { p.activeViewPolicy = v }
        if let v = recognizerFallback { p.recognizerFallback = v }
        return p
    }

    /// Whether any option that needs applications is set.
    package var usesApplicationOptions: Bool {
        method != nil || firstPortionPolicy != nil || activeApplicationPolicy != nil || levelFallback != nil
            || definitionPolicy != nil
    }
}

// The routing options' names (`"routing"`; the first name is the default).

extension ApplicationRoutingMethod: SceneNamed {
    /// `"method"`.
    package static let sceneNames: [(name: String, value: Self)] =
        [("concurrentFirstPortion", .concurrentFirstPortion), ("deferredUntilDecided", .deferredUntilDecided)]
}

extension FirstPortionPolicy: SceneNamed {
    /// `"firstPortionPolicy"` (of the routing and of an application).
    package static let sceneNames: [(name: String, value: Self)] =
        [("recognizedOrBegan", .recognizedOrBegan), ("stillPossibleAfterTouchDowns", .stillPossibleAfterTouchDowns)]
}

extension ActiveApplicationPolicy: SceneNamed {
    /// `"activeApplicationPolicy"`.
    package static let sceneNames: [(name: String, value: Self)] = [
        ("hitLevelAndHigherLevels", .hitLevelAndHigherLevels), ("hitLevelOnly", .hitLevelOnly),
        ("allContainingLocation", .allContainingLocation),
    ]
}

extension LevelFallback: SceneNamed {
    /// `"levelFallback"`.
    package static let sceneNames: [(name: String, value: Self)] =
        [("disregard", .disregard), ("sendToHigherLevel", .sendToHigherLevel)]
}

extension DefinitionConflictPolicy: SceneNamed {
    /// `"definitionPolicy"`.
    package static let sceneNames: [(name: String, value: Self)] = [
        ("none", .none), ("uniqueAmongActiveViewRecognizers", .uniqueAmongActiveViewRecognizers),
        ("uniqueAmongAllRecognizers", .uniqueAmongAllRecognizers),
        ("uniqueAmongSelectedMultiDefinition", .uniqueAmongSelectedMultiDefinition),
    ]
}

extension ActiveViewPolicy: SceneNamed {
    /// `"activeViewPolicy"`.
    package static let sceneNames: [(name: String, value: Self)] = [
        ("hitViewAndAncestors", .hitViewAndAncestors), ("hitViewOnly", .hitViewOnly),
        ("allContainingLocation", .allContainingLocation),
    ]
}

extension RecognizerFallback: SceneNamed {
    /// `"recognizerFallback"`.
    package static let sceneNames: [(name: String, value: Self)] =
        [("disregard", .disregard), ("sendToHigherView", .sendToHigherView)]
}
