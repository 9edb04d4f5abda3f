import Tactile

/// How the report names a touch: the screen reader's own activation touch
/// (its synthesized id, `ScreenReaderConfiguration.synthesizedTouchID`) as
/// "the screen reader's tap", every other touch by its id.
enum ReaderTouchName {
    /// The id the screen reader gives the touch it synthesizes to activate an item.
    static let synthesizedID = ScreenReaderConfiguration().synthesizedTouchID

    /// `touch 3`, or `the screen reader's tap`.
    static func name(_ id: Int) -> String { id == synthesizedID ? "the screen reader's tap" : "touch \(id)" }

    /// A list of touch ids as the report shows it: `1, 2`, or `the screen reader's tap`.
    static func list(_ ids: [Int]) -> String {
        ids.map { $0 == synthesizedID ? "the screen reader's tap" : String($0) }.joined(separator: ", ")
    }

    /// The text log with the synthesized id named: `[1073741824]` → `[the screen reader's tap]`.
    static func log(_ text: String) -> String {
        text.replacing("[\(synthesizedID)]", with: "[the screen reader's tap]")
    }
}
