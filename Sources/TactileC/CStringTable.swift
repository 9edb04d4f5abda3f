import TactileSceneCore

/// One C string per distinct name (view, recognizer and mode ids), made
/// once and kept while the table lives: structured records point at them
/// without copying a name per event.
///
/// A record's subject is found per event, so the names used last are kept
/// in a short list searched first with `==` (which compares the two strings'
/// storage first: the ids the scene logger passes are the same `String`
/// every time); only a name not among them is looked up by its bytes.
final class CStringTable {
    private var texts = NameMap<CText>()
    /// The most recently used names, newest last (at most `recentLimit`).
    private var recent: [(name: String, text: CText)] = []
    private let recentLimit = 32

    /// The buffer holding `name`.
    func text(_ name: String) -> CText {
        var i = recent.count
        while i > 0 {
            i -= 1
            if recent[i].name == name { return recent[i].text }
        }
        let t: CText
        if let known = texts[name] {
            t = known
        } else {
            t = CText(name)
            texts[name] = t
        }
        if recent.count == recentLimit { recent.removeFirst() }
        recent.append((name, t))
        return t
    }
}
