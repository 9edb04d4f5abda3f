import Testing
@testable import Tactile
import TactileTestSupport

/// A 400×800 window holding a scroll view (300×300 at the origin by default)
/// over tall content, a dispatcher, and the touch-script DSL (frames 1/60 s apart).
final class ScrollViewHarness: TouchScripting {
    let dispatcher = TouchDispatcher()
    let window = Window(frame: Rect(0, 0, 400, 800))
    let scroll: ScrollView
    let script: TouchScript

    init(frame: Rect = Rect(0, 0, 300, 300), content: Size = Size(300, 3000), scroll: ScrollView? = nil) {
        script = TouchScript(dispatcher, step: 1.0 / 60)
        self.scroll = scroll ?? ScrollView(frame: frame)
        self.scroll.contentSize = content
        window.isMultipleTouchEnabled = true
        window.addSubview(self.scroll)
        dispatcher.addWindow(window)
    }

    /// Plays every pending timer (frame-clock ticks included) to the end.
    func settle() { dispatcher.drainTimers() }
}
