// Cited: docs/formats.md "The HTML report".
/// The HTML report of one or more replays.
///
/// The result is one self-contained HTML5 document: inline CSS and SVG, no
/// scripts, no fonts, images or other files fetched from anywhere. Every
/// string from a scene, trace or title is escaped. It is a pure function of
/// its input: no clock, no randomness, fixed number formatting, so the same
/// sections always give byte-identical HTML.
///
/// Per replay it shows a timeline (touch tracks, recognizer states as bands
/// with action ticks, view callbacks) and a spatial panel (views, touch paths,
/// recognition points), with tables and the full event log. Details of every
/// mark are in `<title>` tooltips, which browsers show on hover without script.
public enum HTMLReport {
    /// The whole document for `sections`.
    public static func render(_ sections: [ReportSection]) -> String {
        var m = Markup()
        m.raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        m.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        m.element("title", [], content: sections.count == 1 ? "Tactile replay: \(sections[0].title)" : "Tactile replay report")
        m.raw("<style>\n" + ReportStylesheet.css + "</style>\n</head>\n<body>\n")
        m.element("h1", [], content: "Tactile replay report")
        m.element("p", [("class", "intro")], content: """
            Each section replays a touch trace through a scene. The timeline shows, against time in milliseconds, \
            when each finger was down, what state each gesture recognizer was in (and when its actions fired), \
            and which touch callbacks each view received. The picture below it shows the scene's views in window \
            coordinates, the path of every touch and where each gesture was recognised. Hover over any mark for details.
            """)
        m.raw(ReportLegend.render())
        if sections.isEmpty { m.element("p", [("class", "note")], content: "No replays.") }
        for (i, section) in sections.enumerated() {
            m.raw(render(section, number: i + 1))
        }
        m.raw("</body>\n</html>\n")
        return m.text
    }

    /// One replay's `<section>`. Every section has its panels in the same
    /// order and, where present, the same sizes — timeline, animations,
    /// scrolling, screen reader, the spatial pair (the whole window beside a
    /// detail view), then the tables. The panels with nothing to show (and the
    /// routing table of a scene without applications) are named together on
    /// one line, "Not in this replay: …".
    static func render(_ section: ReportSection, number: Int) -> String {
        let digest = ReplayDigest(section)
        var m = Markup()
        m.open("section", [("id", "replay-\(number)")])
        m.raw("\n")
        m.element("h2", [], content: section.title)
        m.element("p", [("class", "facts")], content: facts(digest))
        var never: [String] = []
        panel(&m, "timeline", "<div class=\"panel-title\">Timeline</div>\n<div class=\"timeline-scroll\">" + TimelinePanel(digest).render() + "</div>\n",
              absent: "", into: &never)
        var absent: [String] = []
        panel(&m, "animations", AnimationPanel(digest).render(), absent: "animations", into: &absent)
        panel(&m, "scrolling", ScrollLanePanel(digest: digest).render(), absent: "scrolling", into: &absent)
        panel(&m, "screen-reader", AccessibilityPanel(section).render(), absent: "screen reader", into: &absent)
        if !section.scene.hasApplications { absent.append("applications (every touch goes to its window)") }
        if !absent.isEmpty {
            m.open("div", [("class", "panel absent"), ("data-panel", "absent")])
            m.element("span", [("class", "panel-title")], content: "Not in this replay:")
            m.element("span", [("class", "note")], content: " " + absent.joined(separator: " · "))
            m.raw("</div>\n")
        }
        m.open("div", [("class", "panels")])
        m.raw("\n<div class=\"panel\" data-panel=\"spatial\">\n")
        var spatialTitle = "Where it happened (window coordinates)"
        if section.scene.hasApplications {
            spatialTitle = digest.displayedApplications.isEmpty ? "Where it happened (screen coordinates; no application displayed)"
                : "Where it happened (screen coordinates; the windows of " + digest.displayedApplications.joined(separator: ", then ") + ")"
        }
        m.element("div", [("class", "panel-title")], content: spatialTitle)
        // The whole window small, beside a detail view: zoomed to the touches
        // when they cover a small part of it, else the whole window again.
        let region = SpatialPanel.activityRegion(digest)
        m.raw("<div class=\"spatial-pair\">\n")
        m.raw(SpatialPanel(digest, maxWidth: 200, maxHeight: 440, highlight: region, labelsMarks: false, fixedSize: true).render())
        m.raw(SpatialPanel(digest, maxWidth: 760, maxHeight: 520, region: region, fixedSize: true).render())
        m.raw("</div>\n</div>\n")
        m.raw(SectionSummary(digest: digest).render())
        m.close("div")
        m.close("section")
        return m.text
    }

    /// A panel in a `div` naming it (`data-panel`), or — when `body` is
    /// empty — nothing, its name `absent` added to `names`.
    static func panel(_ m: inout Markup, _ name: String, _ body: String, absent: String, into names: inout [String]) {
        guard !body.isEmpty else { return names.append(absent) }
        m.open("div", [("class", "panel"), ("data-panel", name)])
        m.raw("\n" + body)
        m.raw("</div>\n")
    }

    /// `2 touches · 3 recognizers · 4 views · 0–512.3 ms · 57 events`.
    static func facts(_ d: ReplayDigest) -> String {
        func count(_ n: Int, _ noun: String, _ plural: String) -> String { "\(n) \(n == 1 ? noun : plural)" }
        var parts: [String] = []
        let applications = d.section.scene.applications.count
        if applications > 0 { parts.append(count(applications, "application", "applications")) }
        parts += [count(d.touches.count, "touch", "touches"),
                  count(d.recognizers.count, "recognizer", "recognizers"), count(d.views.count, "view", "views"),
                  "\(ReportNumber.ms(d.start))–\(ReportNumber.ms(d.end)) ms",
                  count(d.section.events.count, "event", "events")]
        if !d.routing.routes.isEmpty { parts.append(count(d.routing.routes.count, "routed sequence", "routed sequences")) }
        return parts.joined(separator: " · ")
    }
}
