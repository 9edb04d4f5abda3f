import Tactile

// The names of touch phases and logged states as JSON strings (quotes
// included), for writing a log or trace line without building a `String`.

extension TouchPhase {
    /// `"began"`, `"moved"`, … (`description`, quoted).
    package var quotedName: StaticString {
        switch self {
        case .began: return "\"began\""
        case .moved: return "\"moved\""
        case .stationary: return "\"stationary\""
        case .ended: return "\"ended\""
        case .cancelled: return "\"cancelled\""
        }
    }
}

extension TouchPhase {
    /// `, "phase": "moved", "x": ` — a trace line's touch from its phase to
    /// its x value, written with one copy.
    package var traceMembers: StaticString {
        switch self {
        case .began: return ", \"phase\": \"began\", \"x\": "
        case .moved: return ", \"phase\": \"moved\", \"x\": "
        case .stationary: return ", \"phase\": \"stationary\", \"x\": "
        case .ended: return ", \"phase\": \"ended\", \"x\": "
        case .cancelled: return ", \"phase\": \"cancelled\", \"x\": "
        }
    }
}

extension LoggedState {
    /// `"possible"`, `"began"`, … (`rawValue`, quoted).
    package var quotedName: StaticString {
        switch self {
        case .possible: return "\"possible\""
        case .began: return "\"began\""
        case .changed: return "\"changed\""
        case .ended: return "\"ended\""
        case .recognized: return "\"recognized\""
        case .cancelled: return "\"cancelled\""
        case .failed: return "\"failed\""
        }
    }
}
