/// The report's CSS, inlined in the document's `<style>`: system fonts only
/// (no web fonts), the state colours as classes, and the layout of a section
/// (timeline across, spatial panel and tables side by side below).
enum ReportStylesheet {
    /// The stylesheet text.
    static var css: String {
        var s = """
            :root { color-scheme: light; }
            body { margin: 0; padding: 20px 28px 40px; background: #fafafa; color: #1d1d1f;
              font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", Roboto, sans-serif; }
            h1 { font-size: 22px; margin: 0 0 4px; }
            h2 { font-size: 18px; margin: 0 0 2px; overflow-wrap: break-word; }
            h3 { font-size: 14px; margin: 14px 0 6px; }
            p.intro { margin: 0 0 12px; max-width: 1100px; color: #444; }
            .note { color: #777; font-weight: normal; }
            section { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 14px 16px 16px; margin: 18px 0; }
            .facts { color: #555; margin: 0 0 10px; }
            .panels { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
            .summary { flex: 1 1 420px; min-width: 0; max-width: 100%; overflow-x: auto; }
            .panel-title { font-weight: bold; margin: 10px 0 4px; }
            svg { display: block; }
            svg text { font-family: system-ui, -apple-system, "Segoe UI", "DejaVu Sans", Roboto, sans-serif; }
            .legend { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 8px 12px; }
            .legend-row { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 14px; margin: 4px 0; }
            .legend-title { font-weight: bold; min-width: 130px; }
            .legend-item { display: inline-flex; align-items: center; gap: 4px; }
            .legend-note { color: #666; font-size: 12px; flex-basis: 100%; }
            .swatch { display: inline-block; }
            .chip { display: inline-block; white-space: nowrap; padding: 0 6px; border-radius: 3px; font-size: 12px; line-height: 18px; color: #000; }
            .dot { display: inline-block; width: 10px; height: 10px; border-radius: 5px; vertical-align: baseline; }
            table { border-collapse: collapse; font-size: 13px; }
            th { text-align: left; color: #555; font-weight: 600; border-bottom: 1px solid #ccc; padding: 2px 10px 2px 0; }
            td { padding: 3px 10px 3px 0; border-bottom: 1px solid #eee; vertical-align: top; }
            td.id { font-weight: 600; white-space: nowrap; }
            td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
            details { margin-top: 14px; }
            summary { cursor: pointer; color: #333; }
            pre { font: 12px/1.4 "DejaVu Sans Mono", Menlo, Consolas, monospace; background: #f5f5f5; padding: 8px; overflow-x: auto; }
            .timeline .axis text { font-size: 11px; fill: #666; }
            .timeline .grid { stroke: #e4e4e4; stroke-width: 1; }
            .timeline .stripe { fill: #f6f7f9; }
            .timeline .heading { font-size: 13px; font-weight: bold; fill: #222; }
            .timeline .heading .note { font-weight: normal; fill: #777; font-size: 12px; }
            .timeline .note { fill: #999; font-size: 12px; }
            .timeline .rule { stroke: #ccc; stroke-width: 1; }
            .timeline .label { font-size: 12px; fill: #222; }
            .timeline .label .id { font-weight: 600; }
            .timeline .sub { fill: #888; font-size: 11px; }
            .timeline .band.inferred { opacity: 0.7; }
            .timeline .bandtext { font-size: 10px; pointer-events: none; }
            .timeline .track { opacity: 0.55; }
            .timeline .appheading { font-size: 12px; font-weight: 600; fill: #333; }
            .timeline .appheading .note { font-weight: normal; fill: #777; font-size: 11px; }
            .timeline .lanetext { font-size: 11px; }
            .timeline .modetext { font-weight: 600; }
            .timeline .route { stroke-width: 1.5; }
            .timeline .system { fill: #6a3d9a; stroke: #fff; stroke-width: 1; }
            .timeline .mode { fill: #d98c1f; stroke: #8a4f00; stroke-width: 1; }
            .timeline .definition { fill: #fff; stroke: #8a4f00; stroke-width: 1.2; }
            .timeline .modeline { stroke: #d98c1f; stroke-width: 1.2; stroke-dasharray: 5 4; }
            .tick { fill: #222; }
            .start { stroke: #fff; stroke-width: 1; }
            .end { fill: #fff; stroke-width: 2; }
            .cross { fill: none; stroke-width: 2.2; stroke-linecap: round; }
            .cb-moved { stroke-width: 1.4; }
            .cb-ended { stroke: #fff; stroke-width: 0.8; }
            .recognition { stroke: #111; stroke-width: 1.2; }
            .spatial .window { fill: #fff; stroke: #333; stroke-width: 1.5; }
            .spatial .view { stroke: #7b8798; stroke-width: 1; fill: #5b7bb4; fill-opacity: 0.07; }
            .spatial .view.hidden { stroke-dasharray: 4 3; fill-opacity: 0; }
            .spatial .view.media { stroke-dasharray: 1 3; stroke-width: 2; }
            .spatial .path { fill: none; stroke-width: 2.5; stroke-linejoin: round; stroke-linecap: round; opacity: 0.85; }
            .spatial .caption { font-size: 11px; fill: #555; }
            .spatial .viewlabel { font-size: 11px; fill: #4a5568; }
            .spatial .touchlabel { font-size: 11px; font-weight: bold; }
            .spatial .gesturelabel { font-size: 11px; font-weight: bold; fill: #111; paint-order: stroke; stroke: #fff; stroke-width: 3px; stroke-linejoin: round; }
            .spatial-pair { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; max-width: 100%; }
            .spatial { max-width: 100%; height: auto; }
            svg.timeline { width: 100%; height: auto; }
            .timeline-scroll { overflow-x: auto; max-width: 100%; }
            .timeline-scroll svg.timeline { min-width: 760px; }
            .tickband { fill: #222; }
            .tickcount { font-size: 9px; fill: #222; }
            .hatch { stroke: #5c0000; stroke-opacity: 0.45; stroke-width: 2; pointer-events: none; }
            .values .series { fill: none; stroke-width: 1.4; }
            .series-0 { stroke: #1f5fa8; } .series-1 { stroke: #b35900; } .series-2 { stroke: #2e7d32; } .series-3 { stroke: #6a3d9a; }
            .timeline .valuelabel { font-size: 10px; fill: #555; }
            .spatial .highlight { fill: none; stroke: #111; stroke-width: 1.2; stroke-dasharray: 5 3; }
            .spatial .leader { stroke: #555; stroke-width: 0.8; }
            td.ident { white-space: nowrap; }
            .panel { max-width: 100%; overflow-x: auto; }
            .panel > svg.timeline { min-width: 760px; }
            .spatial-pair > svg.spatial:nth-child(2) { min-width: 560px; }
            .panel.absent { margin: 8px 0 0; }
            .panel.absent .panel-title { display: inline; }
            .timeline .shown { opacity: 0.35; }
            .lane-label { font-size: 12px; font-weight: 600; fill: #222; }
            .lane-sub { font-size: 11px; fill: #666; }
            .tick-label { font-size: 11px; fill: #555; }

            """
        for state in ReportPalette.legendStates {
            let color = ReportPalette.color(of: state)
            s += ".st-\(state.rawValue) { fill: \(color); background: \(color); }\n"
        }
        for state in ReportPalette.legendStates where isDark(state) {
            s += ".chip.st-\(state.rawValue) { color: #fff; }\n"
            s += ".st-text-\(state.rawValue) { fill: #fff; }\n"
        }
        return s
    }

    /// States whose colour needs white text.
    static func isDark(_ s: LoggedState) -> Bool {
        switch s {
        case .changed, .ended, .recognized, .failed: return true
        case .possible, .began, .cancelled: return false
        }
    }
}
