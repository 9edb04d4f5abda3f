import Tactile

/// A scene's `"screenReader"` object (docs/formats.md; docs/accessibility.md):
/// the settings of the input modification layer a replay puts in front of the
/// dispatcher. The layer is on while the device mode is `accessibility` (the
/// scene's `mode` and trace `mode` lines).
///
/// `{"features": ["navigation", "boundaryAlerts"], "itemBoundary": "cross",
///   "explorationDelay": 0.1, "hysteresis": 4, "enlargement": 0.5, "zoomsToContainer": false,
///   "speech": {"rate": 0.5, "pitch": 1, "volume": 1, "language": "en-US", "voice": "en-us"}}`
package struct SceneScreenReader: Equatable, Sendable {
    /// `features`: which container behaviours are on (R-M2).
    package var features: [String] = ["navigation", "boundaryAlerts"]
    /// `itemBoundary`: `cross` or `wrap` (R-N12).
    package var itemBoundary = "cross"
    /// `explorationDelay` in seconds (seed-004 G6, D8).
    package var explorationDelay: Double = 0.1
    /// `hysteresis` in points: how far a dragging finger must go before its target changes.
    package var hysteresis: Double = 4
    /// `enlargement`: the factor of proportional enlargement (R-E6a), nil for none.
    package var enlargementFactor: Double?
    /// `zoomsToContainer` (R-K4).
    package var zoomsToContainer = false
    /// `speech` preferences (R-F4).
    package var speech = SpeechPreferences()

    /// The defaults.
    package init() {}

    package static let keys = ["features", "itemBoundary", "explorationDelay", "hysteresis", "enlargement", "zoomsToContainer", "speech"]

    /// The layer configuration these settings describe.
    package var configuration: ScreenReaderConfiguration {
        var c = ScreenReaderConfiguration()
        var f: ContainerFeatures = []
        if features.containsUTF8("navigation") { f.insert(.navigation) }
        if features.containsUTF8("boundaryAlerts") { f.insert(.boundaryAlerts) }
        c.accessibility.features = f
        c.accessibility.itemBoundary = "wrap" ~= PropertyKey(itemBoundary) ? .wrapWithinContainer : .crossToAdjacentContainer
        c.explorationDelay = explorationDelay
        c.accessibility.explorationHysteresis = ExplorationHysteresis(margin: hysteresis)
        c.accessibility.enlargement = enlargementFactor.map { EnlargementPolicy(amount: .proportionalToEmptySpace(factor: $0)) }
        c.accessibility.zoomsToContainer = zoomsToContainer
        c.accessibility.speech = speech
        return c
    }
}

extension SceneDocumentParse {
    /// Parses the scene's `"screenReader"` object.
    func sceneScreenReader(_ value: JSONValue, _ path: JSONPath) throws(FormatError) -> SceneScreenReader {
        var s = SceneScreenReader()
        for m in try reader.object(value, path) { try screenReaderProperty(m, path.appending(m.key), into: &s) }
        return s
    }

    /// Reads one member of the `"screenReader"` object into `s`.
    @inline(never)
    private func screenReaderProperty(_ m: JSONMember, _ p: JSONPath, into s: inout SceneScreenReader) throws(FormatError) {
        switch PropertyKey(m.key) {
        case "features":
            s.features = []
            for (i, f) in try reader.array(m.value, p).enumerated() {
                s.features.append(try oneOf(f, p.appending(i), "feature", ["navigation", "boundaryAlerts"]))
            }
        case "itemBoundary": s.itemBoundary = try oneOf(m.value, p, "item boundary", ["cross", "wrap"])
        case "explorationDelay":
            let d = try reader.number(m.value, p)
            guard d >= 0, d <= 10 else { throw reader.error(m.value, p, "explorationDelay must be between 0 and 10 seconds") }
            s.explorationDelay = d
        case "hysteresis":
            let h = try reader.number(m.value, p)
            guard h >= 0, h <= 100 else { throw reader.error(m.value, p, "hysteresis must be between 0 and 100 points") }
            s.hysteresis = h
        case "enlargement":
            let f = try reader.number(m.value, p)
            guard f >= 0, f <= 1 else { throw reader.error(m.value, p, "enlargement must be a factor between 0 and 1") }
            s.enlargementFactor = f
        case "zoomsToContainer": s.zoomsToContainer = try reader.bool(m.value, p)
        case "speech": s.speech = try speech(m.value, p)
        default:
            throw reader.unknownProperty(m, p, "screenReader property", expected: SceneScreenReader.keys.joined(separator: ", "))
        }
    }

    private func speech(_ value: JSONValue, _ path: JSONPath) throws(FormatError) -> SpeechPreferences {
        var sp = SpeechPreferences()
        for m in try reader.object(value, path) {
            let p = path.appending(m.key)
            switch PropertyKey(m.key) {
            case "rate", "pitch", "volume":
                let v = try reader.number(m.value, p)
                guard v >= 0, v <= 4 else { throw reader.error(m.value, p, "\(m.key) must be between 0 and 4") }
                if "rate" ~= PropertyKey(m.key) { sp.rate = v } else if "pitch" ~= PropertyKey(m.key) { sp.pitch = v } else { sp.volume = v }
            case "language": sp.language = try reader.string(m.value, p)
            case "voice": sp.voice = try reader.string(m.value, p)
            default:
                throw reader.unknownProperty(m, p, "speech property", expected: "rate, pitch, volume, language, voice")
            }
        }
        return sp
    }
}
