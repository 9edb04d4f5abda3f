/// Why the dispatcher cancelled a touch on its own.
public enum UnavailabilityReason: Equatable, CustomStringConvertible {
    /// The hit view (or an ancestor) was removed from its window.
    case removedFromWindow
    /// The hit view (or an ancestor) was hidden.
    case hidden
    /// The hit view (or an ancestor) stopped accepting interaction.
    case interactionDisabled
    /// The window was removed from the dispatcher.
    case windowRemoved

    /// The reason in words, for logs.
    public var description: String {
        switch self {
        case .removedFromWindow: return "view removed from window"
        case .hidden: return "view hidden"
        case .interactionDisabled: return "view interaction disabled"
        case .windowRemoved: return "window removed"
        }
    }
}
