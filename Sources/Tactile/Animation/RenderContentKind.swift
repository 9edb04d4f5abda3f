// Cited: seed-001 L7.
/// What a node draws, for compositing (R69): time-varying media (video, video plug-ins,
/// images being decoded …) is composited apart from the rest of the interface.
public enum RenderContentKind: Hashable, Sendable {
    /// Ordinary interface content (the seed: RGB, redrawn when it changes).
    case nonMedia
    /// Time-varying media; `preferredFramesPerSecond` is the host's hint (the
    /// seed: "substantially twenty to forty frames per second").
    case media(preferredFramesPerSecond: Int?)

    /// Whether this is media.
    package var isMedia: Bool {
        if case .media = self { return true }
        return false
    }
}
