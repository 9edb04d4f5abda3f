import Tactile

/// The timeline's view rows: the responder callbacks each view received.
extension TimelinePanel {
    func viewRow(_ m: inout Markup, _ track: ViewTrack, _ scale: TimeScale, y: Double) {
        // Striped by its place among the rows shown (the views that received callbacks).
        let index = digest.views.filter { !$0.callbacks.isEmpty }.firstIndex { $0.id == track.id } ?? 0
        stripe(&m, index: index, y: y)
        let mid = y + Self.rowHeight / 2
        m.open("g", [("class", "view")])
        // A window names its application; nested views are indented under their parent.
        let indent = 8 + Double(min(track.depth, 8)) * 12
        let tooltip = "view " + track.id + (track.application.isEmpty ? "" : " of application \(track.application)")
        rowLabel(&m, (track.depth > 0 ? "└ " : "") + track.id, track.depth == 0 ? track.application : "",
                 x: indent, y: y, tooltip: tooltip)
        if track.callbacks.isEmpty {
            m.element("text", [("class", "note"), ("x", ReportNumber.px(Self.plotX0)), ("y", ReportNumber.px(mid + 4))],
                      content: "no callbacks")
        }
        // Moves first, so the rarer marks are drawn on top of them.
        for pass in 0..<2 {
            for c in track.callbacks where (c.phase == .moved) == (pass == 0) {
                let touchIndex = c.touches.first.flatMap { digest.touch(id: $0, at: c.t)?.index } ?? 0
                let tooltip = "\(track.id): touches\(Self.callbackName(c.phase)) [\(ReaderTouchName.list(c.touches))] at \(ReportNumber.ms(c.t)) ms"
                TouchMarks.callback(&m, c.phase, x: scale.x(c.t), y: mid, color: ReportPalette.touchColor(touchIndex), tooltip: tooltip)
            }
        }
        m.close("g")
    }

    static func callbackName(_ phase: TouchPhase) -> String {
        switch phase {
        case .began: return "Began"
        case .moved, .stationary: return "Moved"
        case .ended: return "Ended"
        case .cancelled: return "Cancelled"
        }
    }
}
