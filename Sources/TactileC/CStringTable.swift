import TactileSceneCore

/// One C string per distinct name (view, recognizer and mode ids), made
/// once and kept while the table lives: structured records point at them
/// without copying a name per event.
///
/// In the shared library a record's subject is found per event among the
/// names used last, by their UTF-8 bytes (`hasSameUTF8`), before the
/// `NameMap`: its generic lookup is not specialised across modules there
/// (about 18,000 instructions per moved sample). An Embedded build is one
/// module, where the `NameMap` lookup is specialised and cheap, so it skips
/// the list (and tactile.wasm its code).
final class CStringTable {
    private var texts = NameMap<CText>()
    #if !hasFeature(Embedded)
    /// The most recently used names, newest last (at most `recentLimit`).
    private var recent: [(name: String, text: CText)] = []
    private let recentLimit = 32
    #endif

    /// The buffer holding `name`.
    func text(_ name: String) -> CText {
        #if !hasFeature(Embedded)
        var i = recent.count
        while i > 0 {
            i -= 1
            if recent[i].name.hasSameUTF8(as: name) { return recent[i].text }
        }
        #endif
        let t: CText
        if let known = texts[name] {
            t = known
        } else {
            t = CText(name)
            texts[name] = t
        }
        #if !hasFeature(Embedded)
        if recent.count == recentLimit { recent.removeFirst() }
        recent.append((name, t))
        #endif
        return t
    }
}
