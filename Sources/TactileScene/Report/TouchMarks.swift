import Tactile

/// The small shapes the report uses for touches, shared by the timeline, the
/// spatial panel and the legend so they always look the same:
/// touch-down ●, lift ○, cancel ✕; view callbacks began ●, moved │, ended ■,
/// cancelled ✕, each in the colour of its (first) touch.
enum TouchMarks {
    /// A touch's start: a filled circle.
    static func start(_ m: inout Markup, x: Double, y: Double, color: String, tooltip: String? = nil) {
        m.element("circle", [("class", "start"), ("cx", ReportNumber.px(x)), ("cy", ReportNumber.px(y)), ("r", "4.5"), ("fill", color)],
                  tooltip: tooltip)
    }

    /// A touch's end: a hollow circle for a lift, a cross for a cancel, nothing
    /// when the touch is still down at the end of the trace.
    static func end(_ m: inout Markup, _ phase: TouchPhase?, x: Double, y: Double, color: String, tooltip: String? = nil) {
        switch phase {
        case .ended?:
            m.element("circle", [("class", "end"), ("cx", ReportNumber.px(x)), ("cy", ReportNumber.px(y)), ("r", "5"), ("stroke", color)],
                      tooltip: tooltip)
        case .cancelled?:
            cross(&m, x: x, y: y, color: color, tooltip: tooltip)
        default:
            break
        }
    }

    /// A view callback mark whose shape says which callback it is.
    static func callback(_ m: inout Markup, _ phase: TouchPhase, x: Double, y: Double, color: String, tooltip: String?) {
        let px = ReportNumber.px(x), py = ReportNumber.px(y)
        switch phase {
        case .began:
            m.element("circle", [("class", "cb-began"), ("cx", px), ("cy", py), ("r", "4.5"), ("fill", color)], tooltip: tooltip)
        case .moved, .stationary:
            m.element("line", [("class", "cb-moved"), ("x1", px), ("y1", ReportNumber.px(y - 5)), ("x2", px), ("y2", ReportNumber.px(y + 5)),
                               ("stroke", color)], tooltip: tooltip)
        case .ended:
            m.element("rect", [("class", "cb-ended"), ("x", ReportNumber.px(x - 4)), ("y", ReportNumber.px(y - 4)), ("width", "8"), ("height", "8"),
                               ("fill", color)], tooltip: tooltip)
        case .cancelled:
            cross(&m, x: x, y: y, color: color, tooltip: tooltip)
        }
    }

    /// A ✕ centred on (x, y).
    static func cross(_ m: inout Markup, x: Double, y: Double, color: String, tooltip: String?) {
        let d = "M\(ReportNumber.px(x - 4.5)) \(ReportNumber.px(y - 4.5))l9 9m0 -9l-9 9"
        m.element("path", [("class", "cross"), ("d", d), ("stroke", color)], tooltip: tooltip)
    }

    /// A recognition marker: a diamond centred on (x, y).
    static func recognition(_ m: inout Markup, x: Double, y: Double, state: LoggedState, tooltip: String?) {
        let d = "M\(ReportNumber.px(x)) \(ReportNumber.px(y - 8))l8 8l-8 8l-8 -8z"
        m.element("path", [("class", "recognition st-\(state.rawValue)"), ("d", d)], tooltip: tooltip)
    }
}
