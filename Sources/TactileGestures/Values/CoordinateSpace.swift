import Tactile

/// A resolved coordinate space (SwiftUI's `CoordinateSpace`) in which a
/// gesture reports its locations.
public enum CoordinateSpace: Hashable, Sendable {
    /// The window's coordinates.
    case global
    /// The coordinates of the view the gesture is attached to.
    case local
    /// The coordinates of the nearest view, the gesture's own or an ancestor,
    /// whose `name` is this (the window's if none is).
    case named(String)

    /// The view whose coordinates this space is, for a gesture on `view` (nil: the window's).
    package func resolve(for view: View?) -> View? {
        switch self {
        case .global: return nil
        case .local: return view
        case .named(let name):
            var current = view
            while let v = current {
                if v.name == name { return v }
                current = v.superview
            }
            return nil
        }
    }

    /// `point`, given in window coordinates, in this space for a gesture on `view`.
    package func point(_ point: Point, for view: View?) -> Point {
        guard let target = resolve(for: view) else { return point }
        return target.convert(point, from: target.window)
    }
}
