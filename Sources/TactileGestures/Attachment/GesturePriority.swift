/// How an attached gesture ranks against the other gestures of its view and
/// its subviews: the three ways SwiftUI attaches a gesture.
package enum GesturePriority {
    /// `gesture(_:including:)`: the view's own gestures and its subviews' compete as the engine decides.
    case normal
    /// `highPriorityGesture(_:including:)`: the others wait for it to fail.
    case high
    /// `simultaneousGesture(_:including:)`: it recognizes alongside them.
    case simultaneous
}
