// Cited: seed-000 §7.2, L472–L492.
/// How a recognizer with several gesture definitions avoids definitions other
/// recognizers use.
public enum DefinitionConflictPolicy: Sendable, Equatable {
    /// Choose purely by the device state (L472, L474). The default.
    case none
    /// The chosen definition must not equal any definition — selected or not
    /// — of another recognizer of the actively involved views (L484–L486).
    case uniqueAmongActiveViewRecognizers
    /// As above, over every registered recognizer of every open application
    /// (L488).
    case uniqueAmongAllRecognizers
    /// The chosen definition must not equal a definition *selected* (earlier
    /// in the same pass) for another recognizer with two or more definitions
    /// (L490–L492).
    case uniqueAmongSelectedMultiDefinition
}
