// Cited: seed-001 R49.
/// The scroll indicators' visibility: shown at touch-down, kept while the content
/// moves, faded from 1 to 0 over `fadeDuration` once the content is still with no
/// finger down.
package struct ScrollIndicatorFade: Hashable, Sendable {
    /// The opacity, 0…1.
    package private(set) var alpha: Double = 0
    /// The fade length in seconds (the seed's example 0.3 s).
    package var fadeDuration: Seconds
    /// Whether the fade is under way.
    package private(set) var isFading = false

    /// Creates hidden indicators.
    package init(fadeDuration: Seconds = 0.3) {
        self.fadeDuration = fadeDuration.isFinite ? max(fadeDuration, 0) : 0.3
    }

    /// Shows the indicators at full opacity and cancels a fade (touch-down, or motion).
    package mutating func show() {
        alpha = 1
        isFading = false
    }

    /// Starts fading visible indicators (lift without momentum, or momentum at rest).
    package mutating func beginFade() {
        guard alpha > 0 else { return }
        if fadeDuration == 0 { alpha = 0; isFading = false; return }
        isFading = true
    }

    /// Advances a fade by `elapsed` seconds.
    package mutating func advance(by elapsed: Seconds) {
        guard isFading, elapsed.isFinite, elapsed > 0 else { return }
        alpha = max(0, alpha - elapsed / fadeDuration)
        if alpha <= 1e-9 { alpha = 0; isFading = false }  // rounding must not add a tick
    }
}
