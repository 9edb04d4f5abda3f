/// Thumb rejection (seed-001 A13, R11, E22): a contact that lands on a scroll
/// view with `thumbDetectionEnabled` and that its `thumbClassifier` judges
/// inadvertent is ignored at touch-down, reported as `IgnoreReason.inadvertent`.

extension ScrollView {
    /// Makes `dispatcher` ask scroll views with thumb detection about each new
    /// contact (its `inadvertentContactFilter`). Another filter already
    /// installed is kept and asked first.
    package static func installThumbDetection(on dispatcher: TouchDispatcher) {
        if dispatcher.inadvertentContactFilter == nil {
            dispatcher.inadvertentContactFilter = { touch, view in ScrollView.isInadvertent(touch, hitView: view) }
        }
    }

    /// Whether `touch`, hit-tested to `hitView`, is inadvertent for the
    /// nearest enclosing scroll view with thumb detection on: its classifier
    /// sees the contact's major axis (twice `majorRadius`), its location and
    /// the window's bounds as the screen.
    package static func isInadvertent(_ touch: Touch, hitView: View) -> Bool {
        var v: View? = hitView
        while let cur = v {
            if let s = cur as? ScrollView, s.thumbDetectionEnabled {
                guard let radius = touch.majorRadius else { return false }
                let screen = touch.window?.bounds ?? Rect(x: 0, y: 0, width: 0, height: 0)
                return s.thumbClassifier.isInadvertent(majorAxis: 2 * radius, at: touch.locationInWindow, screen: screen)
            }
            v = cur.superview
        }
        return false
    }
}
