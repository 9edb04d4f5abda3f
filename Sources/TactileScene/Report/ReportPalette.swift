/// The report's colours: one per recognizer state and one per touch.
///
/// States use a fixed scheme a reader learns once from the legend: grey while
/// `possible`, light then dark blue while in progress (`began`, `changed`),
/// green when recognized (`recognized` / `ended`), orange for `cancelled` and
/// red for `failed`. Touches cycle through eight distinct colours (ColorBrewer
/// "Dark2"), in the order they first touched down.
package enum ReportPalette {
    /// The fill colour of a recognizer state band.
    package static func color(of state: LoggedState) -> String {
        switch state {
        case .possible: return "#d4d4d4"
        case .began: return "#9ecae1"
        case .changed: return "#3182bd"
        case .ended, .recognized: return "#31a354"
        case .cancelled: return "#fd8d3c"
        case .failed: return "#de2d26"
        }
    }

    /// The states in legend order.
    package static let legendStates: [LoggedState] = [.possible, .began, .changed, .recognized, .ended, .cancelled, .failed]

    /// The touch colours, cycled by a touch's order of first appearance.
    package static let touchColors = ["#1b9e77", "#d95f02", "#7570b3", "#e7298a", "#66a61e", "#e6ab02", "#a6761d", "#666666"]

    /// The application colours, by the application's index in the scene
    /// (ColorBrewer "Paired", dark shades): routing marks take their owner's.
    package static let applicationColors = ["#6a3d9a", "#1f78b4", "#b15928", "#33a02c", "#e31a1c", "#ff7f00"]

    /// The colour of the `index`-th application of the scene (grey for an
    /// unknown one, `index` < 0).
    package static func applicationColor(_ index: Int) -> String {
        index < 0 ? "#555555" : applicationColors[index % applicationColors.count]
    }

    /// The colour of the `index`-th touch (0-based, in order of touch-down).
    package static func touchColor(_ index: Int) -> String {
        touchColors[((index % touchColors.count) + touchColors.count) % touchColors.count]
    }
}
