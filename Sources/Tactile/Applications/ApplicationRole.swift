// Cited: seed-000 §2.1, §6.1.
/// What an application is to the device.
public enum ApplicationRole: Sendable, Equatable {
    /// The application launcher ("springboard"): shows the home screen and
    /// owns the system gestures; usually a hidden, higher-priority application
    /// (seed-000 L378).
    case launcher
    /// An application integrated with the operating system and typically not
    /// removable by the user; may contain the launcher, settings and the
    /// accessibility module (seed-000 L384).
    case osApplication
    /// The settings application (seed-000 L384, L422).
    case settings
    /// Any other application, usually launched by the launcher (seed-000 L380).
    case ordinary

    /// Whether the application takes part in next/previous-application
    /// switching and the open-application icons (ordinary apps and settings).
    package var isSwitchable: Bool { self == .ordinary || self == .settings }
}
