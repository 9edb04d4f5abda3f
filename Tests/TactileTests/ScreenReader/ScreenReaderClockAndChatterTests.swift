import Testing
import PropertyBased
@testable import Tactile
import TactileTestSupport

// Issue 24, items 4 and 5: announcements on the engine's clock, and no
// chatter under a resting finger (docs/accessibility.md, interpretations 22,
// 27 and 28). The mail fixture of seed-004 §4.0 through a real layer.

/// Records each presentation with the layer's time at that moment.
final class TimedAccessibilityOutput: AccessibilityFeedbackOutput {
    weak var layer: InputModificationLayer?
    private(set) var lines: [(t: Seconds, text: String)] = []

    func present(_ feedback: [AccessibilityFeedback], preferences: SpeechPreferences, interrupt: Bool) {
        for f in feedback {
            switch f {
            case .speech(let s): lines.append((layer?.now ?? -1, s))
            case .earcon(let c): lines.append((layer?.now ?? -1, "earcon \(c)"))
            case .haptic, .braille: break
            }
        }
    }

    /// The texts since the last call.
    func take() -> [String] {
        defer { lines.removeAll() }
        return lines.map { $0.text }
    }
}

/// A layer over the e-mail fixture with a timed output, driven with explicit times.
final class TimedReader {
    let sink = RecordingSink()
    let output = TimedAccessibilityOutput()
    let layer: InputModificationLayer

    init(nodes: [AccessibilityNode] = AccessibilityFixtures.emailNodes(), configure: (inout ScreenReaderConfiguration) -> Void = { _ in }) {
        var c = ScreenReaderConfiguration()
        configure(&c)
        layer = InputModificationLayer(downstream: sink, tree: { AccessibilityTree(screen: AccessibilityFixtures.screen, roots: nodes) },
                                       configuration: c, output: output, receiver: nil)
        layer.isEnabledWithoutDevice = true
        output.layer = layer
    }

    func down(_ x: Double, _ y: Double, at t: Seconds, id: Int = 1) {
        layer.handle(InputFrame(timestamp: t, samples: [TouchSample(id: id, phase: .began, location: Point(x: x, y: y))]))
    }

    func move(_ x: Double, _ y: Double, at t: Seconds, id: Int = 1) {
        layer.handle(InputFrame(timestamp: t, samples: [TouchSample(id: id, phase: .moved, location: Point(x: x, y: y))]))
    }

    func up(_ x: Double, _ y: Double, at t: Seconds, id: Int = 1) {
        layer.handle(InputFrame(timestamp: t, samples: [TouchSample(id: id, phase: .ended, location: Point(x: x, y: y))]))
    }

    /// A finger resting at (x, y ± 0.3) from `t` for `duration`, 120 samples a second.
    func tremble(around x: Double, _ y: Double, from t: Seconds, for duration: Seconds, dx: Double = 0, dy: Double = 0.3) {
        var k = 1
        while Double(k) / 120 <= duration {
            let s = k % 2 == 0 ? 1.0 : -1.0
            move(x + s * dx, y + s * dy, at: t + Double(k) / 120)
            k += 1
        }
    }
}

@Suite struct ScreenReaderClockAndChatterTests {
    /// Issue 24 item 4: "a finger down at 0.3 s whose next input is at 2.0 s is
    /// announced when due, not at 2.0" — the exploration commit is a timer
    /// (seed-004 G6(b): "commit an exploration target only after the finger has
    /// been down for about 100–150 ms"; U17: "Speech should start within about
    /// 100 ms of touch-down").
    @Test func screenReader_heldFingerIsAnnouncedWhenTheExplorationDelayEndsNotAtTheNextInput() {
        let r = TimedReader()
        r.down(100, 30, at: 0.3)
        #expect(r.output.lines.isEmpty)
        r.move(100.2, 30, at: 2.0)
        #expect(r.output.lines.map { $0.text } == ["Mailboxes, Inbox"])
        #expect(abs((r.output.lines.first?.t ?? 0) - 0.4) < 1e-9)
        #expect(r.layer.now == 2.0)
    }

    /// Issue 24 item 4, `live`: "a resting finger hears its item without moving" —
    /// an idle `advance` (what `tactile live` calls while the device is quiet) fires the timer at its due time.
    @Test func screenReader_restingFingerHearsItsItemOnAnIdleAdvance() {
        let r = TimedReader()
        r.down(300, 60, at: 1.0)
        #expect(r.layer.nextTimerDueTime.map { abs($0 - 1.1) < 1e-9 } == true)
        r.layer.advance(to: 1.05)
        #expect(r.output.lines.isEmpty)
        r.layer.advance(to: 1.12)
        #expect(r.output.lines.map { $0.text } == ["Message header, To: me@me.com"])
        #expect(abs((r.output.lines.first?.t ?? 0) - 1.1) < 1e-9)
    }

    /// A lone tap explores when the double-tap window has passed (interpretation 22), at that time.
    @Test func screenReader_loneTapExploresWhenTheDoubleTapWindowEnds() {
        let r = TimedReader()
        r.down(100, 30, at: 0.3)
        r.up(100, 30, at: 0.34)
        r.layer.advance(to: 3)
        #expect(r.output.lines.map { $0.text } == ["Mailboxes, Inbox"])
        #expect(abs((r.output.lines.first?.t ?? 0) - 0.69) < 1e-9)
    }

    /// Issue 24 item 5: "0.3 pt of tremor on an item's edge repeats the same
    /// announcement 11 times in 0.4 s" — now once (seed-004 R-T8: "content is
    /// emitted only when the target changes").
    @Test func screenReader_tremorOnAnItemsEdgeAnnouncesItOnce() {
        let r = TimedReader()
        r.down(100, 59.8, at: 0)               // Inbox's bottom edge is y = 60
        r.layer.advance(to: 0.15)
        #expect(r.output.take() == ["Mailboxes, Inbox"])
        r.tremble(around: 100, 60, from: 0.15, for: 0.4)
        #expect(r.output.take().isEmpty)
        #expect(r.layer.navigator.state.currentNode == "Inbox")
    }

    /// Issue 24 item 5: "on a container boundary 19 boundary sounds" — now one per
    /// real container change (seed-004 R-B4: "at most one alert is emitted per
    /// change of the container under the finger").
    @Test func screenReader_tremorOnAContainerEdgeGivesOneBoundarySoundPerRealChange() {
        let r = TimedReader()
        r.down(255.8, 100, at: 0)             // Mailboxes | Message header edge at x = 256
        r.layer.advance(to: 0.15)
        #expect(r.output.take() == ["Mailboxes, 4 items"])
        r.tremble(around: 256, 100, from: 0.15, for: 0.4, dx: 0.3, dy: 0)
        #expect(r.output.take().isEmpty)
        r.move(262, 100, at: 0.6)             // 6 points into the header: a real change
        #expect(r.output.take() == ["earcon leftContainer", "Message header, 4 items"])
        r.tremble(around: 262, 100, from: 0.6, for: 0.2, dx: 0.3, dy: 0)
        #expect(r.output.take().isEmpty)
    }

    /// Issue 24 item 5: "on the invisible edge of an enlarged area the focus flips
    /// every 20 ms" — the focus stays until the finger is 4 points past the edge.
    @Test func screenReader_tremorOnTheEdgeBetweenEnlargedAreasKeepsTheFocus() {
        let r = TimedReader { $0.accessibility.enlargement = .halfEmptySpace }
        r.down(100, 67.8, at: 0)              // Inbox (16…60) and Drafts (76…120) meet at y = 68
        r.layer.advance(to: 0.15)
        #expect(r.output.take() == ["Mailboxes, Inbox"])
        var focus: [AccessibilityID?] = []
        var k = 1
        while Double(k) / 120 <= 0.4 {
            r.move(100, 68 + (k % 2 == 0 ? 0.3 : -0.3), at: 0.15 + Double(k) / 120)
            focus.append(r.layer.navigator.state.currentNode)
            k += 1
        }
        #expect(focus.allSatisfy { $0 == "Inbox" })
        #expect(r.output.take().isEmpty)
        r.move(100, 72.5, at: 0.6)
        #expect(r.output.take() == ["Drafts"])
    }

    /// The hysteresis value (interpretation 27): 4 points clear of the current
    /// target's area, or 4 points deep into a target lying on top of it.
    @Test func screenReader_targetChangesFourPointsPastTheEdge() {
        let r = TimedReader()
        r.down(100, 50, at: 0)                // Inbox: 16…60
        r.layer.advance(to: 0.15)
        #expect(r.output.take() == ["Mailboxes, Inbox"])
        r.move(100, 63.9, at: 0.2)            // 3.9 points below Inbox: still Inbox
        r.move(100, 64.1, at: 0.25)           // 4.1 points: Mailboxes' empty area, silent (R-T8)
        r.move(100, 79.9, at: 0.3)            // 3.9 points into Drafts (76…): not yet
        #expect(r.output.take().isEmpty)
        r.move(100, 80.1, at: 0.35)
        #expect(r.output.take() == ["Drafts"])
        #expect(r.layer.navigator.state.currentNode == "Drafts")
    }

    /// Interpretation 28: back onto the focused item from its container's empty area, nothing is said.
    @Test func screenReader_focusedItemIsNotAnnouncedAgainWhenTheFingerComesBack() {
        let r = TimedReader()
        r.down(100, 40, at: 0)
        r.layer.advance(to: 0.15)
        #expect(r.output.take() == ["Mailboxes, Inbox"])
        r.move(100, 68, at: 0.2)              // the empty area between Inbox and Drafts
        r.move(100, 40, at: 0.3)              // back on Inbox
        #expect(r.output.take().isEmpty)
        r.up(100, 40, at: 0.4)
        r.down(100, 40, at: 1)                // a new touch-down speaks it again (R-T8)
        r.layer.advance(to: 1.2)
        #expect(r.output.take() == ["Inbox"])
    }

    /// Hysteresis 0 is the seed's literal behaviour: every crossing counts (the empty area is silent).
    @Test func screenReader_hysteresisZeroChangesTargetAtTheEdge() {
        let r = TimedReader { $0.accessibility.explorationHysteresis = ExplorationHysteresis(margin: 0) }
        r.down(100, 50, at: 0)
        r.layer.advance(to: 0.15)
        _ = r.output.take()
        r.move(100, 76.5, at: 0.2)
        #expect(r.output.take() == ["Drafts"])
    }

    /// Issue 24 item 9: "a property test that the screen reader never speaks the
    /// focused item twice while focus is unchanged" — random one-finger drags
    /// with tremor and jumps over the mail screen, with and without enlarged
    /// areas and hysteresis.
    @Test func screenReader_neverSpeaksTheFocusedItemTwiceWhileFocusIsUnchanged() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...1_000_000).array(of: 20...200)) { values in
            let enlarged = values[0] % 2 == 0
            let margin = Double(values[1] % 3) * 2   // 0, 2 or 4 points
            let r = TimedReader { c in
                if enlarged { c.accessibility.enlargement = .halfEmptySpace }
                c.accessibility.explorationHysteresis = ExplorationHysteresis(margin: margin)
            }
            let formatter = AnnouncementFormatter(phrasebook: EnglishPhrasebook(), speaksHints: true)
            var p = Point(x: Double(values[2] % 1024), y: Double(values[3] % 768))
            var t: Seconds = 0
            r.down(p.x, p.y, at: t)
            t += 0.15
            r.layer.advance(to: t)
            _ = r.output.take()
            for v in values.dropFirst(4) {
                let before = r.layer.navigator.state.currentNode
                switch v % 10 {
                case 0: p = Point(x: Double(v / 10 % 1024), y: Double(v / 10_000 % 768))   // a jump
                case 1, 2, 3: p = Point(x: p.x + Double(v / 10 % 41) - 20, y: p.y + Double(v / 1000 % 41) - 20)
                default: p = Point(x: p.x + Double(v / 10 % 7 - 3) * 0.2, y: p.y + Double(v / 100 % 7 - 3) * 0.2)   // tremor
                }
                t += 1.0 / 120
                r.move(p.x, p.y, at: t)
                let spoken = r.output.take()
                guard let focused = before, r.layer.navigator.state.currentNode == focused,
                      let item = r.layer.navigator.tree.item(focused) else { continue }
                let content = formatter.content(of: item)
                #expect(!spoken.contains { $0 == content || $0.hasSuffix(", " + content) },
                        "spoke the focused item \(focused) again at \(p)")
            }
        }
    }
}

@Suite struct ExplorationHysteresisTests {
    /// Leaving a target's area needs `margin` points; entering a target on top of it, `margin` deep.
    @Test func hysteresis_leavingNeedsTheMarginAndEnteringAnInnerTargetNeedsTheDepth() {
        let h = ExplorationHysteresis(margin: 4)
        let item = Rect(16, 16, 224, 44), container = Rect(0, 0, 256, 704)
        #expect(!h.allowsChange(at: Point(x: 100, y: 63), from: item, to: container))
        #expect(h.allowsChange(at: Point(x: 100, y: 64), from: item, to: container))
        #expect(!h.allowsChange(at: Point(x: 100, y: 19), from: container, to: item))
        #expect(h.allowsChange(at: Point(x: 100, y: 20), from: container, to: item))
        #expect(h.allowsChange(at: Point(x: 92, y: 17), from: container, to: Rect(90, 16, 4, 4)))   // a quarter of a small side
        #expect(h.allowsChange(at: Point(x: 100, y: 61), from: nil, to: item))      // nothing under the finger is not sticky
        #expect(!h.allowsChange(at: Point(x: 100, y: 62), from: item, to: nil))
        #expect(ExplorationHysteresis(margin: 0).allowsChange(at: Point(x: 100, y: 60), from: item, to: container))
        #expect(ExplorationHysteresis(margin: .nan).allowsChange(at: Point(x: 100, y: 60), from: item, to: container))
    }
}
