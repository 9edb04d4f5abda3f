import TactileScene

/// The `--report FILE.html` output: one or more replays rendered by
/// `HTMLReport` into one self-contained HTML file, written atomically.
package enum ReportOutput {
    /// One replay for the report: the scene, the trace and the log.
    package typealias Section = ReportSection

    /// Renders report sections as one self-contained HTML document (`HTMLReport`).
    package static func render(_ sections: [Section]) -> String {
        HTMLReport.render(sections)
    }

    /// Writes the report atomically to `path` (nothing happens for a nil path).
    package static func write(_ sections: [Section], to path: String?) throws(CommandFailure) {
        guard let path else { return }
        try OutputFile.write(render(sections), to: path)
    }
}
