import Testing
import PropertyBased
@testable import Tactile
import TactileTestSupport

/// The engine's cheap paths for common cases (a frame of one sample, one
/// finger, a quiet `.changed`, no view callbacks due — docs/architecture.md,
/// "Performance") must behave exactly like the general path. Each test runs
/// the same random configuration and input twice, with the cheap paths on
/// and off (`TouchDispatcher.usesFastPaths`), and compares everything
/// observable: transitions, actions with the recognizers' translation,
/// velocity, location and touch count, handler lifecycle, view callbacks
/// and diagnostics.
@Suite struct FastPathEquivalenceTests {
    /// Runs `config` and `stream` and returns the log.
    static func run(config: [Int], stream: [Int], fastPaths: Bool, observesTransitions: Bool = true) -> [String] {
        let h = EngineHarness()
        h.dispatcher.usesFastPaths = fastPaths
        // Without a transition observer a batched quiet change calls nobody
        // back (docs/architecture.md §4, quiet changes in a batch).
        if !observesTransitions { h.dispatcher.onRecognizerTransition = nil }
        var c = config.makeIterator()
        func next() -> Int { c.next() ?? 0 }
        let views: [View] = [h.mapsView, h.searchResultsPanel, h.outermost, h.searchField]
        var delegates: [ClosureDelegate] = []
        var recognizers: [GestureRecognizer] = []
        let n = 1 + next() % 5
        for k in 0..<n {
            let view = views[next() % views.count]
            let r: GestureRecognizer
            let kind = next() % 6
            switch kind {
            case 0: r = PanGestureRecognizer()
            case 1: r = TapGestureRecognizer()
            case 2: r = LongPressGestureRecognizer()
            case 3: r = PinchGestureRecognizer()
            case 4:
                let pan = PanGestureRecognizer()
                pan.minimumNumberOfTouches = 2
                r = pan
            default: r = h.add("d\(k)", .scroll, to: view, continuous: true)
            }
            r.name = "r\(k)"
            let f = next()
            r.cancelsTouchesInView = f & 1 != 0
            r.delaysTouchesBegan = f & 2 != 0
            r.delaysTouchesEnded = f & 4 != 0
            r.isExclusive = f & 8 != 0
            let d = ClosureDelegate()
            switch (f >> 4) % 4 {
            case 1: d.simultaneous = { _, _ in true }
            case 2: d.shouldReceive = { _, t in t.locationInWindow.x > 100 }
            case 3: d.requireFailureOf = { me, other in other.debugName < me.debugName }
            default: break
            }
            if (f >> 4) % 4 != 0 { r.delegate = d; delegates.append(d) }
            let log = h.log
            r.addAction { g in
                var line = "\(g.debugName)! \(g.state) n=\(g.numberOfTouches) at \(g.location(in: nil))"
                if let pan = g as? PanGestureRecognizer {
                    line += " t=\(pan.translation(in: nil)) v=\(pan.velocity(in: nil))"
                }
                if let pinch = g as? PinchGestureRecognizer { line += " s=\(pinch.scale)" }
                log.add(line)
            }
            if kind != 5 { view.addGestureRecognizer(r) }
            recognizers.append(r)
        }
        if next() % 3 == 0 { try? recognizers[next() % n].require(toFail: recognizers[next() % n]) }
        if next() % 4 == 0 { h.dispatcher.policy.staleTouchTimeout = 0.05 }

        var down: [Int: Point] = [:]
        var time = 0.0
        for s in stream {
            let id = 1 + (s / 7) % 3
            time += s % 11 == 0 ? 0.1 : 0.008
            var samples: [TouchSample] = []
            var listsAll = false
            var timestamp = time
            switch s % 10 {
            case 0:
                let p = Point(x: Double((s / 21) % 400), y: Double((s / 8400) % 800))
                samples = [TouchSample(id: id, phase: down[id] == nil ? .began : .moved, location: p)]
                down[id] = p
            case 1, 2, 3, 4:
                // Moves: the common case. Sometimes a still finger, sometimes a second listed touch.
                guard let p0 = down[id] else { continue }
                let still = s % 13 == 0
                let p = still ? p0 : p0 + Vector(dx: Double((s / 21) % 41 - 20), dy: Double((s / 861) % 41 - 20))
                down[id] = p
                samples = [TouchSample(id: id, phase: still ? .stationary : .moved, location: p)]
                // (The lowest other id: a dictionary's order differs between runs.)
                if s % 17 == 0, let other = down.keys.sorted().first(where: { $0 != id }), let q = down[other] {
                    samples.append(TouchSample(id: other, phase: .moved, location: q + Vector(dx: 1, dy: 0)))
                    down[other] = q + Vector(dx: 1, dy: 0)
                }
            case 5:
                guard let p = down[id] else { continue }
                samples = [TouchSample(id: id, phase: .ended, location: p)]
                down[id] = nil
            case 6:
                guard let p = down[id] else { continue }
                samples = [TouchSample(id: id, phase: .cancelled, location: p)]
                down[id] = nil
            case 7:
                // Repairs: a time going backwards, a NaN force, an unknown id, a complete frame.
                guard let p = down[id] else { continue }
                switch (s / 10) % 4 {
                case 0: timestamp = time - 1
                case 1: samples = [TouchSample(id: id, phase: .moved, location: p, force: .nan)]
                case 2: samples = [TouchSample(id: id + 10, phase: .moved, location: p)]
                default: listsAll = true
                }
                if samples.isEmpty { samples = [TouchSample(id: id, phase: .moved, location: p + Vector(dx: 3, dy: 0))] }
            case 8:
                h.dispatcher.advance(to: time)
                continue
            default:
                let r = recognizers[(s / 10) % n]
                r.isEnabled.toggle()
                continue
            }
            h.dispatcher.handle(InputFrame(timestamp: timestamp, samples: samples, listsAllContacts: listsAll))
        }
        for id in down.keys.sorted() {
            time += 0.008
            h.dispatcher.handle(InputFrame(timestamp: time, samples: [TouchSample(id: id, phase: .ended, location: down[id]!)]))
        }
        h.dispatcher.drainTimers()
        _ = delegates
        return h.log.lines + h.diagnostics.map { "diagnostic \($0)" }
    }

    @Test func randomStreamsBehaveAlikeWithAndWithoutTheCheapPaths() async {
        await propertyCheck(count: 300,
                            input: Gen.int(in: 0...1_000_000).array(of: 0...20), Gen.int(in: 0...10_000_000).array(of: 0...80)) { config, stream in
            let fast = Self.run(config: config, stream: stream, fastPaths: true)
            let general = Self.run(config: config, stream: stream, fastPaths: false)
            #expect(fast == general, "\(config) \(stream): \(Self.firstDifference(fast, general))")
        }
    }

    /// The same without a transition observer: the batched quiet changes
    /// then call nothing back, and only actions, lifecycle and view
    /// callbacks show their order.
    @Test func randomStreamsBehaveAlikeWithoutATransitionObserver() async {
        await propertyCheck(count: 150,
                            input: Gen.int(in: 0...1_000_000).array(of: 0...20), Gen.int(in: 0...10_000_000).array(of: 0...80)) { config, stream in
            let fast = Self.run(config: config, stream: stream, fastPaths: true, observesTransitions: false)
            let general = Self.run(config: config, stream: stream, fastPaths: false, observesTransitions: false)
            #expect(fast == general, "\(config) \(stream): \(Self.firstDifference(fast, general))")
        }
    }

    /// The first line where two logs differ, with its neighbours.
    static func firstDifference(_ a: [String], _ b: [String]) -> String {
        var i = 0
        while i < a.count && i < b.count && a[i] == b[i] { i += 1 }
        let lo = max(0, i - 3)
        return "at \(i): fast \(Array(a[lo..<min(a.count, i + 2)])) general \(Array(b[lo..<min(b.count, i + 2)]))"
    }

    /// A long one-finger drag on a pan (the s1 scenario's shape): the cheap
    /// paths carry nearly every frame, and the log must not differ.
    @Test func oneFingerDragBehavesAlike() {
        // Finger 1 down in mapsView (100, 200), then 200 moves of finger 1, then its lift.
        var stream = [1_682_100]
        var s = 1
        while stream.count < 201 {
            s += 1
            if (1...4).contains(s % 10) && (s / 7) % 3 == 0 && s % 13 != 0 && s % 17 != 0 && s % 11 != 0 { stream.append(s) }
        }
        stream.append(5)
        // A pan on mapsView; the same with flags; a pan beside a tap; two simultaneous pans.
        for config in [[0, 0, 0, 0, 0], [0, 0, 0, 7, 0], [1, 0, 0, 0, 1, 1, 0, 0], [1, 0, 0, 16, 2, 0, 16, 0]] {
            let fast = Self.run(config: config, stream: stream, fastPaths: true)
            #expect(fast == Self.run(config: config, stream: stream, fastPaths: false))
            #expect(fast.contains(where: { $0.contains("! changed") }))
            let unobserved = Self.run(config: config, stream: stream, fastPaths: true, observesTransitions: false)
            #expect(unobserved == Self.run(config: config, stream: stream, fastPaths: false, observesTransitions: false))
            #expect(unobserved.contains(where: { $0.contains("! changed") }))
        }
    }
}
