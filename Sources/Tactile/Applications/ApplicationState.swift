// Cited: seed-000 §2.1 "application internal state", L168–L170.
/// An application's internal state: which of its views is current, and what it needs to
/// resume. Cleared when the application closes (a closed application holds no state,
/// L80–L82).
package struct ApplicationState: Sendable, Equatable {
    /// The name of the application view currently displayed, if any (L168).
    package var currentViewName: String?
    /// Views to go back to, most recent last ("state queue", L170).
    package var backStack: [String] = []
    /// Resume and contextual information, as ordered key–value pairs (L170).
    package var resumeInformation: [ApplicationStateEntry] = []

    /// Creates an empty state.
    package init(currentViewName: String? = nil) { self.currentViewName = currentViewName }

    /// The resume value stored under `key`, if any (keys compare by their UTF-8 bytes).
    package func value(for key: String) -> String? {
        for e in resumeInformation where e.key.hasSameUTF8(as: key) { return e.value }
        return nil
    }

    /// Stores `value` under `key` (replacing an earlier value, keeping its position).
    package mutating func setValue(_ value: String, for key: String) {
        if let i = resumeInformation.firstIndex(where: { $0.key.hasSameUTF8(as: key) }) {
            resumeInformation[i].value = value
        } else {
            resumeInformation.append(ApplicationStateEntry(key: key, value: value))
        }
    }
}

/// One key–value pair of `ApplicationState.resumeInformation`.
package struct ApplicationStateEntry: Sendable, Equatable {
    /// The key.
    package var key: String
    /// The value.
    package var value: String
    /// Creates an entry.
    package init(key: String, value: String) { self.key = key; self.value = value }
}
