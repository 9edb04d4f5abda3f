import Tactile

/// The delegate a replay gives every scene recognizer: it implements the
/// scene's `simultaneousWith` lists (in both directions) and `shouldBegin: false`.
package final class SceneRecognizerDelegate: GestureRecognizerDelegate {
    /// Whether the recognizer may begin (`"shouldBegin"`).
    package var shouldBegin: Bool
    private var partners: [WeakReference<GestureRecognizer>] = []

    /// Creates a delegate.
    package init(shouldBegin: Bool) { self.shouldBegin = shouldBegin }

    /// Allows simultaneous recognition with `other`.
    package func allowSimultaneous(with other: GestureRecognizer) {
        if !partners.contains(where: { $0.object === other }) { partners.append(WeakReference(other)) }
    }

    /// The recognizers this one may recognize with.
    package var simultaneousPartners: [GestureRecognizer] { partners.compactMap { $0.object } }

    /// The scene's `shouldBegin` (false: the recognizer fails instead of
    /// beginning; UIKit `gestureRecognizerShouldBegin`).
    package func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { shouldBegin }

    /// True for the recognizers the scene lists in `simultaneousWith` (either
    /// way round; UIKit `shouldRecognizeSimultaneouslyWith`).
    package func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        partners.contains { $0.object === other }
    }
}
