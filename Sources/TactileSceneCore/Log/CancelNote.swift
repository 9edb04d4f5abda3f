/// The one-line explanation a text timeline prints, once, under the first
/// `touches … cancelled` line that a recognition caused: why a view whose
/// finger lifted normally (a successful tap) sees `cancelled`, not `ended`.
package struct CancelNote {
    private var shown = false
    private var recognition: (t: Double, recognizer: String, began: Bool)?

    /// No note shown yet.
    package init() {}

    /// Looks at the next event; returns the note when `e` is the first
    /// cancel at the time a recognizer recognized or began.
    package mutating func note(after e: LogEvent) -> TextTimeline.Row? {
        switch e.kind {
        case .state(let s) where s.to == .recognized || s.to == .began:
            recognition = (e.t, s.recognizer, s.to == .began)
        case .touches(let ev) where ev.phase == .cancelled && !shown:
            guard let r = recognition, r.t == e.t else { return nil }
            shown = true
            let what = r.began ? "began" : "recognized"
            return TextTimeline.Row(time: "", kind: "note", subject: ev.view, details:
                "cancelled, not ended: \(r.recognizer) \(what); a recognizer that begins or recognizes a gesture cancels the touches of its view (cancelsTouchesInView), even after a normal lift")
        default: break
        }
        return nil
    }
}
