// Cited: seed-001 An7, An9–An12.
/// The animatable properties of a target. An enum, not a key path, so the core stays
/// Embedded-clean.
public enum AnimatableProperty: Hashable, Sendable {
    /// The affine transform (An1, An9). Values are `.transform`.
    case transform
    /// The frame; only its significant fields change (An10). Values are `.frame`.
    case frame
    /// The opacity, 0 transparent … 1 opaque (An11). Values are `.alpha`.
    case alpha
    /// A rotation angle in degrees (An12). Values are `.rotation`.
    case rotation
    /// A host-numbered scalar channel, e.g. a zoom scale settle. Values are `.scalar`.
    case scalar(channel: Int)
    /// A host-numbered point channel, e.g. a content-offset settle. Values are `.point`.
    case point(channel: Int)
}

/// One property of one target: the unit on which animations compete (R58).
public struct AnimationKey: Hashable, Sendable {
    /// The target.
    public var target: AnimationTargetID
    /// The property of the target.
    public var property: AnimatableProperty

    /// Creates a key.
    public init(_ target: AnimationTargetID, _ property: AnimatableProperty) {
        self.target = target
        self.property = property
    }
}

extension AnimatableProperty: SortKey {
    /// The case's place in declaration order, then the channel.
    func precedes(_ other: AnimatableProperty) -> Bool {
        let (a, b) = (order, other.order)
        return a.kind != b.kind ? a.kind < b.kind : a.channel < b.channel
    }

    private var order: (kind: Int, channel: Int) {
        switch self {
        case .transform: return (0, 0)
        case .frame: return (1, 0)
        case .alpha: return (2, 0)
        case .rotation: return (3, 0)
        case .scalar(let c): return (4, c)
        case .point(let c): return (5, c)
        }
    }
}

extension AnimationKey: SortKey {
    /// By target, then property.
    func precedes(_ other: AnimationKey) -> Bool {
        target != other.target ? target.precedes(other.target) : property.precedes(other.property)
    }
}
