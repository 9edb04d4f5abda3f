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
