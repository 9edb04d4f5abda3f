import Tactile

/// One gesture attached to one view: where, how it ranks, which gestures its
/// mask leaves enabled, and its place among the view's attachments (SwiftUI
/// applies modifiers inside out: a later attachment is *outside* an earlier one).
package final class GestureAttachment {
    /// The view (held weakly: the view owns the recognizers, which own this).
    #if hasFeature(Embedded)
    package private(set) unowned(unsafe) var view: View?
    #else
    package private(set) weak var view: View?
    #endif
    /// `gesture`, `highPriorityGesture` or `simultaneousGesture`.
    package let priority: GesturePriority
    /// The `including:` mask.
    package let mask: GestureMask
    /// 1 for the view's first attachment, 2 for the next, …
    package let order: Int

    package init(view: View, priority: GesturePriority, mask: GestureMask, order: Int) {
        self.view = view
        self.priority = priority
        self.mask = mask
        self.order = order
    }

    /// The attachments on `view`, found through its recognizers.
    package static func attachments(on view: View) -> [GestureAttachment] {
        var found: [GestureAttachment] = []
        for r in view.gestureRecognizers {
            if let a = GestureLeafRelations.of(r)?.attachment, !found.contains(where: { $0 === a }) { found.append(a) }
        }
        return found
    }

    /// Whether this attachment's recognizers may take touches: its mask
    /// includes `.gesture`, and no attachment outside it — on an ancestor, or
    /// later on the same view — leaves `.subviews` out of its mask.
    package func isEnabledByMasks() -> Bool {
        guard mask.contains(.gesture), let own = view else { return false }
        var current: View? = own
        while let v = current {
            for other in GestureAttachment.attachments(on: v) where other !== self && !other.mask.contains(.subviews) {
                if v !== own || other.order > order { return false }
            }
            current = v.superview
        }
        return true
    }

    /// Whether `other` takes precedence, so this attachment's recognizers wait
    /// for its recognizers to fail: `other` is a high-priority gesture on this
    /// view or an ancestor, and this one is neither simultaneous nor a
    /// high-priority gesture on the same view.
    package func yields(to other: GestureAttachment) -> Bool {
        guard other !== self, other.priority == .high, priority != .simultaneous,
              let mine = view, let theirs = other.view else { return false }
        if theirs === mine { return priority != .high }
        return mine.isDescendant(of: theirs)
    }

    /// Whether this simultaneous attachment recognizes alongside `other`: a
    /// gesture of the same view or a subview.
    package func isSimultaneous(with other: GestureAttachment) -> Bool {
        guard priority == .simultaneous, let mine = view, let theirs = other.view else { return false }
        return theirs === mine || theirs.isDescendant(of: mine)
    }
}
