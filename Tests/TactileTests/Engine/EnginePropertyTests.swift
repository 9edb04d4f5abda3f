import Testing
import PropertyBased
@testable import Tactile
import TactileTestSupport

/// Property tests over random input streams and random recognizer
/// configurations (flags, exclusivity, require-to-fail edges, delegates,
/// enabling and disabling mid-stream).
@Suite struct EnginePropertyTests {
    /// Decodes a random configuration and stream, runs it to quiescence and
    /// returns every violation found (empty when all properties hold).
    static func violations(config: [Int], stream: [Int]) -> [String] {
        var problems: [String] = []
        let h = EngineHarness()
        var c = config.makeIterator()
        func next() -> Int { c.next() ?? 0 }
        let views: [View] = [h.mapsView, h.searchResultsPanel, h.outermost, h.searchField]
        let defs: [(EventDefinition, Bool)] = [(.tap, false), (.scroll, false), (.doubleTap, false), (.tripleTap, false),
                                               (.verticalSwipe, false), (.single, false), (.scroll, true)]
        var delegates: [ClosureDelegate] = []
        let n = 1 + next() % 6
        for k in 0..<n {
            let view = views[next() % views.count]
            let (def, continuous) = defs[next() % defs.count]
            let r = h.add("r\(k)", def, to: view, continuous: continuous)
            let f = next()
            r.cancelsTouchesInView = f & 1 != 0
            r.delaysTouchesBegan = f & 2 != 0
            r.delaysTouchesEnded = f & 4 != 0
            r.isExclusive = f & 8 != 0
            r.cancelsTouchesInViewOnFailure = f & 16 != 0
            let d = ClosureDelegate()
            switch (f >> 5) % 6 {
            case 1: d.simultaneous = { _, _ in true }
            case 2: d.shouldBegin = { _ in false }
            case 3: d.shouldReceive = { _, t in t.locationInWindow.x > 100 }
            case 4: d.requireFailureOf = { me, other in other.debugName < me.debugName }
            case 5: d.requiredToFailBy = { me, other in other.debugName > me.debugName }
            default: break
            }
            if (f >> 5) % 6 != 0 { r.delegate = d; delegates.append(d) }
        }
        let rs = h.recognizers
        let edges = next() % 4
        for _ in 0..<edges {
            let a = rs[next() % n], b = rs[next() % n]
            try? a.require(toFail: b)
        }
        for r in rs where !r.exclusivityExceptions.isEmpty || next() % 3 == 0 {
            r.exclusivityExceptions = [rs[next() % n]]
        }

        h.dispatcher.onRecognizerTransition = { [previous = h.dispatcher.onRecognizerTransition] r, from, to in
            previous?(r, from, to)
            if !from.canTransition(to: to, continuous: r.isContinuous) {
                problems.append("illegal transition \(r.debugName) \(from)→\(to)")
            }
        }

        var down: [Int: Point] = [:]
        for s in stream {
            let id = 1 + (s / 7) % 3
            switch s % 6 {
            case 0:
                let p = Point(x: Double((s / 21) % 400), y: Double((s / 8400) % 800))
                down[id] = p
                h.down(id, at: p)
            case 1 where down[id] != nil:
                let dx = Double((s / 21) % 41 - 20), dy = Double((s / 861) % 41 - 20)
                down[id] = down[id]! + Vector(dx: dx, dy: dy)
                h.move(id, dx: dx, dy: dy)
            case 2 where down[id] != nil: h.up(id); down[id] = nil
            case 3: h.delay()
            case 4 where down[id] != nil: h.cancel(id); down[id] = nil
            case 5:
                let r = rs[(s / 6) % n]
                r.isEnabled.toggle()
            default: break
            }
        }
        for id in down.keys.sorted() { h.up(id) }
        for r in rs { r.isEnabled = true }
        h.settle()

        // Quiescence: no touch down, no timer pending, every recognizer possible.
        if !h.dispatcher.isIdle { problems.append("dispatcher not idle") }
        for r in rs where r.state != .possible { problems.append("\(r.debugName) left in \(r.state)") }
        // Every touch that reached a view ends there with exactly one ended or cancelled.
        for v in [h.outermost, h.searchResultsPanel, h.mapsView, h.searchField, h.clearContentsIcon, h.homeRow] + h.homeIcons {
            for (serial, calls) in v.perTouch.sorted(by: { $0.key < $1.key }) {
                let terminals = calls.filter { $0 == "ended" || $0 == "cancelled" }
                let ok = terminals.count == 1 && (calls.last == "ended" || calls.last == "cancelled")
                    && calls.filter({ $0 == "began" }).count <= 1
                    && (calls.first == "began" || calls == ["cancelled"])
                if !ok { problems.append("\(v.name ?? "?") touch \(serial): \(calls)") }
            }
        }
        _ = delegates
        return problems
    }

    @Test func randomStreamsAndConfigurationsKeepTheEngineInvariants() async {
        await propertyCheck(count: 300,
                            input: Gen.int(in: 0...1_000_000).array(of: 0...30), Gen.int(in: 0...10_000_000).array(of: 0...40)) { config, stream in
            let problems = Self.violations(config: config, stream: stream)
            #expect(problems.isEmpty, "\(problems)")
        }
    }

    @Test func longStreamsWithManyTouches() async {
        await propertyCheck(count: 60,
                            input: Gen.int(in: 0...1_000_000).array(of: 10...30), Gen.int(in: 0...10_000_000).array(of: 100...200)) { config, stream in
            let problems = Self.violations(config: config, stream: stream)
            #expect(problems.isEmpty, "\(problems)")
        }
    }

    @Test func knownTrickyStreams() {
        // Down, delay, up with a waiting tap and held ends; a disable mid-hold.
        #expect(Self.violations(config: [3, 0, 0, 31, 0, 2, 7, 1, 0, 3], stream: [0, 3, 2, 3, 0, 5, 3, 2]).isEmpty)
        #expect(Self.violations(config: [], stream: []).isEmpty)
    }
}
