import Testing
@testable import Tactile

@Test func smoke() {
    let w = Window(frame: Rect(0, 0, 100, 100))
    #expect(w.hitTest(Point(5, 5), with: nil) === w)
}
