import Tactile

extension RecognizerRegistry {
    /// The standard recognizer types of a scene file.
    public static let standard = RecognizerRegistry([])
}
