/// Names a cross-process synchronisation session (the seed's
/// `processSynchID`, Y2, Y7–Y8). The seed's integer 0 means "no session";
/// `init?(processSynchID:)` maps it to nil.
public struct SyncID: Hashable, Sendable, CustomStringConvertible {
    /// The session number.
    public var rawValue: Int

    /// Creates an identifier.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// The seed's convention: a non-zero number is a session, 0 is none.
    package init?(processSynchID: Int) {
        guard processSynchID != 0 else { return nil }
        rawValue = processSynchID
    }

    /// `sync` and the number, for logs.
    public var description: String { "sync \(rawValue)" }
}
