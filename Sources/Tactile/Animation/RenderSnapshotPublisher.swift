// Cited: seed-001 [00119].
/// Told before a node leaves the drawn picture (R67).
package protocol RenderRemovalObserver: AnyObject {
    /// `id` is about to be removed; `current` is still the snapshot that shows it.
    func willRemove(_ id: AnimationTargetID, from current: RenderSnapshot)
    /// `snapshot` is now the one drawn.
    func didPublish(_ snapshot: RenderSnapshot)
}

extension RenderRemovalObserver {
    /// Does nothing.
    package func didPublish(_ snapshot: RenderSnapshot) {}
}

/// Holds the snapshot the host draws and replaces it (R67 ordering): every
/// node that the new snapshot drops is announced with `willRemove` — parents
/// before their descendants, in drawing order — while `current` still shows
/// it; only then does `current` change, followed by `didPublish`.
package final class RenderSnapshotPublisher {
    /// The snapshot to draw.
    package private(set) var current: RenderSnapshot
    /// Told about removals and publications (held strongly).
    package var observer: (any RenderRemovalObserver)?

    /// Creates a publisher showing `initial`.
    package init(initial: RenderSnapshot = RenderSnapshot(nodes: [])) { current = initial }

    /// The ids drawn in `old` and not in `new`, parents first.
    package static func removals(from old: RenderSnapshot, to new: RenderSnapshot) -> [AnimationTargetID] {
        var kept = Set<AnimationTargetID>()
        for e in new.entries { kept.insert(e.id) }
        return old.entries.compactMap { kept.contains($0.id) ? nil : $0.id }
    }

    /// Announces the removals, then makes `snapshot` current.
    package func publish(_ snapshot: RenderSnapshot) {
        if let observer {
            for id in Self.removals(from: current, to: snapshot) { observer.willRemove(id, from: current) }
        }
        current = snapshot
        observer?.didPublish(snapshot)
    }
}
