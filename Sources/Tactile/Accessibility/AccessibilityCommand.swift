// Cited: seed-004 §2.2.
/// A navigation command: resolved against the stored orders and the current container's
/// context, never against where a gesture was made (R-X3).
public enum AccessibilityCommand: Hashable, Sendable {
    /// The next node in the current container; past the last, the adjacent container or a loop (R-N1, R-N3).
    case nextItem
    /// The previous node; before the first, the adjacent container or a loop (R-N2, R-N4).
    case previousItem
    /// The container's first node; repeated on it, the previous container's first node (R-N5).
    case firstItemInContainer
    /// The container's last node; repeated on it, the next container's *first* node (R-N6).
    case lastItemInContainer
    /// The first node of the first container (R-N7).
    case firstItemInFirstContainer
    /// The last node of the last container (R-N7).
    case lastItemInLastContainer
    /// The next container in container order, announced by its summary (R-K1, R-K3).
    case nextContainer
    /// The previous container in container order (R-K1).
    case previousContainer
    /// The first container in container order (R-K1).
    case firstContainer
    /// The last container in container order (R-K1).
    case lastContainer
    /// Select the current item (acts on the cursor, not on a location).
    case activate
}

extension AccessibilityCommand: CaseIterable {
    /// Every command, in declaration order.
    public static var allCases: [AccessibilityCommand] {
        [.nextItem, .previousItem, .firstItemInContainer, .lastItemInContainer, .firstItemInFirstContainer,
         .lastItemInLastContainer, .nextContainer, .previousContainer, .firstContainer, .lastContainer, .activate]
    }

    /// The command's name in traces and logs (`"nextContainer"`).
    package var traceName: String {
        switch self {
        case .nextItem: return "nextItem"
        case .previousItem: return "previousItem"
        case .firstItemInContainer: return "firstItemInContainer"
        case .lastItemInContainer: return "lastItemInContainer"
        case .firstItemInFirstContainer: return "firstItemInFirstContainer"
        case .lastItemInLastContainer: return "lastItemInLastContainer"
        case .nextContainer: return "nextContainer"
        case .previousContainer: return "previousContainer"
        case .firstContainer: return "firstContainer"
        case .lastContainer: return "lastContainer"
        case .activate: return "activate"
        }
    }

    /// Every trace name.
    package static var traceNames: [String] { allCases.map { $0.traceName } }

    /// The command with a trace name.
    package init?(traceName: String) {
        guard let c = Self.allCases.first(where: { $0.traceName.hasSameUTF8(as: traceName) }) else { return nil }
        self = c
    }
}
