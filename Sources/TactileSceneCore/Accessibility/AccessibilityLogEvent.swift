import Tactile

/// What the screen reader did, as log events (docs/formats.md, "Log";
/// docs/accessibility.md): the JSON `kind` is the case name.
public enum AccessibilityLogEvent: Equatable, Sendable {
    /// The cursor moved: `{"kind": "focus", "container", "node"}` (null for none).
    case focus(container: String?, node: String?)
    /// Text was spoken: `{"kind": "speech", "text"}`.
    case speech(text: String)
    /// An earcon played: `{"kind": "earcon", "sound"}` (`leftContainer`, `endOfSequence`).
    case earcon(sound: String)
    /// The application was told to select an item: `{"kind": "select", "item", "point"}`.
    case select(item: String, point: Point)
    /// The application was asked to zoom to a container: `{"kind": "zoom", "container"}`.
    case zoom(container: String?)
    /// A gesture the screen reader recognized, or a trace `command` line:
    /// `{"kind": "command", "command", "gesture"}` (gesture null for a command line;
    /// command `passThrough` or null for a gesture that ran none).
    case command(command: String?, gesture: String?)

    /// The JSON `kind`.
    package var kindName: String {
        switch self {
        case .focus: return "focus"
        case .speech: return "speech"
        case .earcon: return "earcon"
        case .select: return "select"
        case .zoom: return "zoom"
        case .command: return "command"
        }
    }

    /// The JSON members after `"kind"`, starting with ", ".
    package var jsonMembers: String {
        func q(_ s: String?) -> String { s.map { quoted($0) } ?? "null" }
        switch self {
        case .focus(let c, let n): return ", \"container\": \(q(c)), \"node\": \(q(n))"
        case .speech(let text): return ", \"text\": \(q(text))"
        case .earcon(let sound): return ", \"sound\": \(q(sound))"
        case .select(let item, let p): return ", \"item\": \(q(item)), \"point\": \(LogValue.vector(p.x, p.y).json)"
        case .zoom(let c): return ", \"container\": \(q(c))"
        case .command(let c, let g): return ", \"command\": \(q(c)), \"gesture\": \(q(g))"
        }
    }

    /// The text timeline's subject and details.
    package var textColumns: (subject: String, details: String) {
        switch self {
        case .focus(let c, let n): return (n ?? "-", "in \(c ?? "-")")
        case .speech(let text): return ("\u{201C}\(text)\u{201D}", "")
        case .earcon(let sound): return (sound, "")
        case .select(let item, let p): return (item, "at \(LogValue.vector(p.x, p.y).text)")
        case .zoom(let c): return (c ?? "-", "")
        case .command(let c, let g): return (c ?? "-", g.map { "by \($0)" } ?? "trace command")
        }
    }
}

extension AccessibilityGesture {
    /// `flick left ×4`, `tap ×2 taps` … as logged.
    package var logName: String {
        switch kind {
        case .flick:
            // Named case by case: Embedded Swift (the WebAssembly module) cannot
            // print an enum value by reflection.
            let d: String
            switch direction {
            case .left?: d = "left"
            case .right?: d = "right"
            case .up?: d = "up"
            case .down?: d = "down"
            case nil: d = "?"
            }
            return fingerCount == 1 ? "flick \(d)" : "\(fingerCount)-finger flick \(d)"
        case .tap:
            let taps = tapCount == 1 ? "tap" : tapCount == 2 ? "double tap" : "\(tapCount)-tap"
            return fingerCount == 1 ? taps : "\(fingerCount)-finger \(taps)"
        }
    }
}
