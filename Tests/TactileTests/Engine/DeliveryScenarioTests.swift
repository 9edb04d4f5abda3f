import Testing
@testable import Tactile

/// Seed-000 §8 S8–S10, S14–S17, S31, S32: what the hit view receives and
/// which views' recognizers take part.
@Suite struct DeliveryScenarioTests {
    private func liveTouch(_ h: EngineHarness) -> Touch? { h.dispatcher.activeTouches.first }

    /// seed-000 S8.
    @Test func verticalSwipeWithDelayTouchBeganAndTouchCancellation() {
        let h = EngineHarness()
        let swipe = h.add("swipe", .verticalSwipe, to: h.mapsView)
        swipe.delaysTouchesBegan = true
        swipe.cancelsTouchesInView = true
        swipe.cancelsTouchesInViewOnFailure = true  // the seed's touch-cancellation flag on failure (L266)
        h.down()
        let touch = liveTouch(h)
        #expect(swipe.seedRow == "P" && h.log.matching("maps").isEmpty && touch?.viewState == .notBegun)  // Beg
        h.delay()
        #expect(swipe.seedRow == "P" && h.log.matching("maps").isEmpty && touch?.viewState == .notBegun)  // still Beg
        h.move(dx: 30, dy: 0)  // does not fit the definition
        #expect(swipe.seedRow == "I")
        #expect(h.log.matching("maps") == ["maps cancelled [1]"] && touch?.viewState == .cancelled)  // Beg → Canc
        h.up()
        #expect(h.log.matching("maps") == ["maps cancelled [1]"])  // the lift is not germane any more
        #expect(!h.log.lines.contains("swipe!"))
    }

    /// seed-000 S8.
    @Test func uikitDefaultReleasesHeldBeganOnFailure() {
        // The same input with UIKit semantics (failure never cancels): the held
        // touchesBegan is delivered at the failure, with a follow-up touchesMoved.
        let h = EngineHarness()
        let swipe = h.add("swipe", .verticalSwipe, to: h.mapsView)
        swipe.delaysTouchesBegan = true
        h.down(); h.delay()
        #expect(h.log.matching("maps").isEmpty)
        h.move(dx: 30, dy: 0)
        #expect(h.log.matching("maps") == ["maps began [1]", "maps moved [1]"])
        h.up()
        #expect(h.log.matching("maps") == ["maps began [1]", "maps moved [1]", "maps ended [1]"])
    }

    /// seed-000 S9.
    @Test func verticalSwipeWithoutTouchCancellation() {
        let h = EngineHarness()
        let swipe = h.add("swipe", .verticalSwipe, to: h.mapsView)
        swipe.delaysTouchesBegan = true
        swipe.cancelsTouchesInView = false
        swipe.cancelsTouchesInViewOnFailure = false
        h.down()
        let touch = liveTouch(h)
        h.delay()
        #expect(touch?.viewState == .notBegun)
        h.move(dx: 30, dy: 0)
        // On failure the held down is released: Beg → Cont at that moment.
        #expect(touch?.viewState == .began)
        #expect(h.log.matching("maps") == ["maps began [1]", "maps moved [1]"])
        h.up()
        #expect(touch?.viewState == .ended)  // → End
        #expect(h.log.matching("maps").last == "maps ended [1]")
    }

    /// seed-000 S10.
    @Test func verticalSwipeSucceeds() {
        let h = EngineHarness()
        let swipe = h.add("swipe", .verticalSwipe, to: h.mapsView)
        swipe.delaysTouchesBegan = true
        var rows: [String] = []
        h.down(); let touch = liveTouch(h); rows.append(swipe.seedRow)
        h.delay(); rows.append(swipe.seedRow)
        h.move(dx: 0, dy: 40); rows.append(swipe.seedRow)
        h.up(); rows.append(swipe.seedRow)
        #expect(rows == ["P", "P", "P", "R"])
        // The hit view never receives the touch; its began is discarded.
        #expect(h.log.matching("maps").isEmpty)
        #expect(touch?.viewState == .discarded)
        #expect(h.log.lines.filter { $0 == "swipe!" }.count == 1)
    }

    /// seed-000 S14.
    @Test func hitViewAndActivelyInvolvedViews() {
        let h = EngineHarness()
        let hit = h.window.hitTest(EngineHarness.inMaps, with: nil)
        #expect(hit === h.mapsView)
        let chain: [View] = [h.mapsView, h.searchResultsPanel, h.outermost, h.window]
        func names(_ vs: [View]) -> [String] { vs.map { $0.name ?? "window" } }
        h.dispatcher.policy.activeViewPolicy = .hitViewAndAncestors
        #expect(names(h.dispatcher.activeViews(forHitView: h.mapsView, at: EngineHarness.inMaps)) == names(chain))
        h.dispatcher.policy.activeViewPolicy = .hitViewOnly
        #expect(names(h.dispatcher.activeViews(forHitView: h.mapsView, at: EngineHarness.inMaps)) == ["maps"])
        h.dispatcher.policy.activeViewPolicy = .allContainingLocation
        #expect(names(h.dispatcher.activeViews(forHitView: h.mapsView, at: EngineHarness.inMaps)) == names(chain))
        // Recognizers on views off the touch's path get nothing.
        h.dispatcher.policy.activeViewPolicy = .hitViewAndAncestors
        let onField = h.add("field", .tap, to: h.searchField)
        let onHome = h.add("home", .tap, to: h.homeRow)
        let onMaps = h.add("maps", .tap, to: h.mapsView)
        h.down(); h.up()
        #expect(onField.received.isEmpty && onHome.received.isEmpty)
        #expect(onMaps.received == ["down", "up"])
    }

    private func recorders(_ h: EngineHarness) -> (DefinitionRecognizer, DefinitionRecognizer, DefinitionRecognizer) {
        let m = h.add("m", .tap, to: h.mapsView)
        let p = h.add("p", .tap, to: h.searchResultsPanel)
        let o = h.add("o", .tap, to: h.outermost)
        for r in [m, p, o] { r.isExclusive = false }
        return (m, p, o)
    }

    /// seed-000 S15.
    @Test func skipProperty() {
        let h = EngineHarness()
        let (m, p, o) = recorders(h)
        h.searchResultsPanel.recognizerDelivery = .skip
        h.down(); h.up()
        #expect(m.received == ["down", "up"] && o.received == ["down", "up"])
        #expect(p.received.isEmpty)
    }

    /// seed-000 S16.
    @Test func noHitSkipProperty() {
        do {  // (a) the flagged view is the hit view: it receives
            let h = EngineHarness()
            let (m, _, _) = recorders(h)
            h.mapsView.recognizerDelivery = .noHitSkip
            h.down(); h.up()
            #expect(m.received == ["down", "up"])
        }
        do {  // (b) an ancestor of the hit view: it does not
            let h = EngineHarness()
            let (m, p, o) = recorders(h)
            h.searchResultsPanel.recognizerDelivery = .noHitSkip
            h.down(); h.up()
            #expect(p.received.isEmpty && m.received == ["down", "up"] && o.received == ["down", "up"])
        }
        do {  // (c) touch in the panel itself: it is the hit view and receives
            let h = EngineHarness()
            let (m, p, _) = recorders(h)
            h.searchResultsPanel.recognizerDelivery = .noHitSkip
            h.down(at: EngineHarness.inPanel); h.up()
            #expect(p.received == ["down", "up"] && m.received.isEmpty)
        }
    }

    /// seed-000 S17.
    @Test func stopProperty() {
        let h = EngineHarness()
        let (m, p, o) = recorders(h)
        h.searchResultsPanel.recognizerDelivery = .stop
        h.down(); h.up()
        #expect(m.received == ["down", "up"])
        #expect(p.received.isEmpty && o.received.isEmpty)
    }

    /// seed-000 S31.
    @Test func delayTouchEndWithTouchCancellationOnSingleTap() throws {
        // UIKit defaults on both recognizers: the double tap's recognition cancels the touches.
        let h = EngineHarness()
        let doubleTap = h.add("doubleTap", .doubleTap, to: h.mapsView)
        let tap = h.add("tap", .tap, to: h.mapsView)
        tap.delaysTouchesEnded = true
        tap.cancelsTouchesInView = true
        try tap.require(toFail: doubleTap)
        h.down()
        #expect(h.log.matching("maps") == ["maps began [1]"])  // touch-began is not delayed
        h.delay(); h.up()
        #expect(h.log.matching("maps") == ["maps began [1]"])  // the first up is held while tap is undecided
        h.delay(); h.down(2); h.delay(); h.up(2)
        #expect(tap.seedRow == "I" && doubleTap.seedRow == "R")
        #expect(h.log.matching("maps") == ["maps began [1]", "maps began [2]", "maps cancelled [1, 2]"])
        #expect(!h.log.matching("maps").contains { $0.contains("ended") })  // never an unpaired single-tap end
    }

    /// seed-000 S31.
    @Test func singleTapFailureCancelsInSeedMode() throws {
        // The seed's reading: only the tap carries the flags; its failure sends the cancel.
        let h = EngineHarness()
        let doubleTap = h.add("doubleTap", .doubleTap, to: h.mapsView)
        doubleTap.cancelsTouchesInView = false
        doubleTap.delaysTouchesEnded = false
        let tap = h.add("tap", .tap, to: h.mapsView)
        tap.delaysTouchesEnded = true
        tap.cancelsTouchesInViewOnFailure = true
        try tap.require(toFail: doubleTap)
        h.down(); h.delay(); h.up()
        #expect(h.log.matching("maps") == ["maps began [1]"])
        h.delay(); h.down(2); h.delay(); h.up(2)
        let i = h.log.lines.firstIndex(of: "tap: possible→failed")
        let j = h.log.lines.firstIndex(of: "maps cancelled [1]")
        #expect(i != nil && j != nil && i! < j!)
        #expect(!h.log.matching("maps").contains("maps ended [1]"))
    }

    /// seed-000 S32.
    @Test func hitViewStaysFixedForTheTouch() {
        let h = EngineHarness()
        let onField = h.add("field", .scroll, to: h.searchField)
        let onMaps = h.add("maps", .scroll, to: h.mapsView)
        h.down()
        h.move(dx: 0, dy: EngineHarness.inSearchField.y - EngineHarness.inMaps.y)
        h.up()
        #expect(onField.received.isEmpty)
        #expect(onMaps.received == ["down", "move", "up"])
        #expect(h.log.matching("searchField").isEmpty)
        #expect(h.log.lines.contains("maps!"))
    }
}
