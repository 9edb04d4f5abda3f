/// SDL's touch ids and finger ids → the engine's contact ids (docs/sdl.md,
/// "Input"). A finger keeps its contact id while it is down; ids are not
/// reused within a session, so a trace names each contact once. The mouse's
/// finger and its mirrored twin get contact ids the same way.
public struct ContactMapper: Sendable {
    /// A contact's source: an SDL (touch device, finger) pair, or the mouse.
    public enum Source: Hashable, Sendable {
        case finger(touch: Int64, finger: Int64)
        case mouse
        case mirroredMouse
    }

    private var down: [Source: Int32] = [:]
    private var next: Int32 = 1

    public init() {}

    /// The contact id of a source going down (a new one each time).
    public mutating func begin(_ source: Source) -> Int32 {
        if let id = down[source] { return id }
        let id = next
        next = next == Int32.max ? 1 : next + 1
        down[source] = id
        return id
    }

    /// The contact id of a source that is down, if it is.
    public func current(_ source: Source) -> Int32? { down[source] }

    /// The contact id of a source going up; it is then free.
    public mutating func end(_ source: Source) -> Int32? { down.removeValue(forKey: source) }

    /// How many contacts are down.
    public var count: Int { down.count }
}
