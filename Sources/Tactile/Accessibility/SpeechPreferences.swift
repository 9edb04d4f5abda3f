// Cited: seed-004 R-F4: "volume language voice quality tone and speaking speed".
/// How speech is presented.
///
/// Passed unchanged with every presentation; the speech engine applies them.
public struct SpeechPreferences: Hashable, Sendable {
    /// Loudness, 0…1.
    package var volume: Double
    /// BCP 47 language tag; also the phrasebook's language.
    package var language: String
    /// A voice name, or nil for the engine's default.
    package var voice: String?
    /// Pitch multiplier (tone), 1 is normal.
    package var pitch: Double
    /// Speaking speed, 0 (slowest) … 1 (fastest), 0.5 normal (UIKit's `AVSpeechUtteranceDefaultSpeechRate`).
    package var rate: Double

    /// Creates preferences.
    public init(volume: Double = 1, language: String = "en-US", voice: String? = nil, pitch: Double = 1, rate: Double = 0.5) {
        self.volume = volume
        self.language = language
        self.voice = voice
        self.pitch = pitch
        self.rate = rate
    }
}
