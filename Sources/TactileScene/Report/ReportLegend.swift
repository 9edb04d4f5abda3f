import Tactile

/// The legend at the top of the report: the state colours and every mark the
/// panels use, drawn with the same shapes (`TouchMarks`) and colours
/// (`ReportPalette`) as the panels themselves.
enum ReportLegend {
    /// The legend's HTML.
    static func render() -> String {
        var m = Markup()
        m.open("div", [("class", "legend")])
        m.raw("\n")
        m.open("div", [("class", "legend-row")])
        m.element("span", [("class", "legend-title")], content: "Recognizer states")
        for state in ReportPalette.legendStates {
            m.open("span", [("class", "legend-item")])
            m.element("span", [("class", "chip st-\(state.rawValue)")], content: state.rawValue)
            m.raw("</span>")
        }
        m.element("span", [("class", "legend-note")],
                  content: "recognized: a discrete gesture (tap, swipe…) succeeded; ended: a continuous one (pan, pinch…) finished. A final state is shown until the recognizer resets: once the touches of its sequence have lifted and no recognizer that shared them is still possible (one waiting for a second tap keeps the others in their final states).")
        m.close("div")
        let gray = "#444444"
        m.open("div", [("class", "legend-row")])
        m.element("span", [("class", "legend-title")], content: "Touches, gestures")
        item(&m, "touch-down") { TouchMarks.start(&$0, x: 9, y: 9, color: gray) }
        item(&m, "lift") { TouchMarks.end(&$0, .ended, x: 9, y: 9, color: gray) }
        item(&m, "cancel") { TouchMarks.end(&$0, .cancelled, x: 9, y: 9, color: gray) }
        item(&m, "gesture recognised here (picture)") { TouchMarks.recognition(&$0, x: 9, y: 9, state: .recognized, tooltip: nil) }
        item(&m, "actions fired (recognizer rows; a bar ×N where they crowd)") { $0.element("path", [("class", "tick"), ("d", "M9 13l-4 -8h8z")]) }
        m.close("div")
        m.open("div", [("class", "legend-row")])
        m.element("span", [("class", "legend-title")], content: "View callbacks")
        item(&m, "touchesBegan") { TouchMarks.callback(&$0, .began, x: 9, y: 9, color: gray, tooltip: nil) }
        item(&m, "touchesMoved") { TouchMarks.callback(&$0, .moved, x: 9, y: 9, color: gray, tooltip: nil) }
        item(&m, "touchesEnded") { TouchMarks.callback(&$0, .ended, x: 9, y: 9, color: gray, tooltip: nil) }
        item(&m, "touchesCancelled") { TouchMarks.callback(&$0, .cancelled, x: 9, y: 9, color: gray, tooltip: nil) }
        m.element("span", [("class", "legend-note")],
                  content: "Touch and callback marks take the colour of their touch. Hover over any mark for its time and values.")
        m.close("div")
        m.close("div")
        return m.text
    }

    static func item(_ m: inout Markup, _ label: String, _ draw: (inout Markup) -> Void) {
        m.open("span", [("class", "legend-item")])
        m.open("svg", [("class", "swatch"), ("width", "18"), ("height", "18"), ("viewBox", "0 0 18 18")])
        var inner = Markup()
        draw(&inner)
        m.raw(String(inner.text.filter { $0 != "\n" }))
        m.raw("</svg>")
        m.escaped(label)
        m.raw("</span>\n")
    }
}
