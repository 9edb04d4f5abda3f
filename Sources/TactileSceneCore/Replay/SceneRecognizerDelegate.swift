import Tactile

/// The delegate a replay gives every scene recognizer: it implements the
/// scene's `simultaneousWith` lists (in both directions) and `shouldBegin: false`.
package final class SceneRecognizerDelegate: GestureRecognizerDelegate {
    /// Whether the recognizer may begin (`"shouldBegin"`).
    package var shouldBegin: Bool
    /// The partners by identity. Not weak references: a weak reference gives
    /// its object a side table, which makes every retain and release of it
    /// (the engine's and the log's, several per recognizer and moved sample)
    /// several times slower. The runtime removes a recognizer it forgets
    /// from every list (`forget`), so an identity never outlives its object here.
    @exclusivity(unchecked) private var partners: [ObjectIdentifier] = []

    /// Creates a delegate.
    package init(shouldBegin: Bool) { self.shouldBegin = shouldBegin }

    /// Allows simultaneous recognition with `other`.
    package func allowSimultaneous(with other: GestureRecognizer) {
        let id = ObjectIdentifier(other)
        if !partners.contains(id) { partners.append(id) }
    }

    /// Drops `other` from the partners (it is being removed from the scene).
    package func forget(_ other: ObjectIdentifier) { partners.removeAll { $0 == other } }

    /// The scene's `shouldBegin` (false: the recognizer fails instead of
    /// beginning; UIKit `gestureRecognizerShouldBegin`).
    package func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { shouldBegin }

    /// True for the recognizers the scene lists in `simultaneousWith` (either
    /// way round; UIKit `shouldRecognizeSimultaneouslyWith`).
    package func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        partners.contains(ObjectIdentifier(other))
    }
}
