import TactileSceneCore

/// One C string per distinct name (view, recognizer and mode ids), made
/// once and kept while the table lives: structured records point at them
/// without copying a name per event.
final class CStringTable {
    private var texts = NameMap<CText>()

    /// The buffer holding `name`.
    func text(_ name: String) -> CText {
        if let t = texts[name] { return t }
        let t = CText(name)
        texts[name] = t
        return t
    }
}
