// Cited: seed-000 §7.2, algorithm `[I]`.
/// Selects among recognizers' gesture definitions from the device state.
///
/// For each multi-definition recognizer, in the given order (view order,
/// then attachment order): the candidates are the definition the operating
/// mode asks for, then the default; the first candidate that does not
/// conflict under the policy is selected; when every candidate conflicts, the
/// default is kept (the seed is silent; L486's example keeps the
/// normal-mode gesture).
package enum DefinitionSelector {
    /// Runs one selection pass.
    /// - Parameters:
    ///   - ordered: the bindings of the actively involved views' recognizers,
    ///     in processing order.
    ///   - everyBinding: every registered binding of every open application
    ///     (for `.uniqueAmongAllRecognizers`).
    ///   - mode: the device's operating mode, which picks each recognizer's candidate.
    ///   - policy: which candidates count as conflicting.
    package static func select(_ ordered: [RecognizerDefinitions], allBindings everyBinding: [RecognizerDefinitions],
                              mode: OperatingMode, policy: DefinitionConflictPolicy) {
        var selectedThisPass: [(RecognizerDefinitions, GestureSignature)] = []
        for b in ordered where b.isMultiDefinition {
            guard let fallback = b.defaultDefinition else { continue }
            var candidates: [GestureDefinition] = []
            if let p = b.preferredDefinition(for: mode) { candidates.append(p) }
            if !candidates.contains(fallback) { candidates.append(fallback) }
            var choice = fallback
            for c in candidates where !conflicts(c.signature, of: b, ordered: ordered, all: everyBinding,
                                                  selected: selectedThisPass, policy: policy) {
                choice = c
                break
            }
            b.select(choice)
            selectedThisPass.append((b, choice.signature))
        }
    }

    private static func conflicts(_ s: GestureSignature, of b: RecognizerDefinitions, ordered: [RecognizerDefinitions],
                                  all: [RecognizerDefinitions], selected: [(RecognizerDefinitions, GestureSignature)],
                                  policy: DefinitionConflictPolicy) -> Bool {
        switch policy {
        case .none:
            return false
        case .uniqueAmongActiveViewRecognizers:
            return ordered.contains { $0 !== b && $0.hasDefinition(with: s) }
        case .uniqueAmongAllRecognizers:
            return all.contains { $0 !== b && $0.hasDefinition(with: s) }
        case .uniqueAmongSelectedMultiDefinition:
            return selected.contains { $0.0 !== b && $0.1 == s }
        }
    }
}
