extension Scene {
    /// The recognizers a scroll view brings with it, which the scene does not
    /// list: `VIEW.pan` (type "pan (scroll view)", on the scroll view) and,
    /// when it zooms (a zoom view and a maximum scale over the minimum),
    /// `VIEW.pinch` (type "pinch (zoom)", on the zoom view). The scene runtime
    /// logs their states under these ids; the report and the C interface's
    /// scene description list them after the scene's own recognizers.
    package var scrollViewRecognizers: [(id: String, type: String, view: String)] {
        var list: [(id: String, type: String, view: String)] = []
        for v in allViews {
            guard let s = v.scroll else { continue }
            list.append((v.id + ".pan", "pan (scroll view)", v.id))
            if let z = s.zoomView, (s.maximumZoomScale ?? 1) > (s.minimumZoomScale ?? 1) {
                list.append((v.id + ".pinch", "pinch (zoom)", z))
            }
        }
        return list
    }
}
