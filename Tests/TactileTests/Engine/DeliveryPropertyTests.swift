import Testing
import PropertyBased
@testable import Tactile

// Property tests over random input streams, valid and invalid: random ids
// (with reuse), random phases, NaN and infinite coordinates, time going
// backwards, random view trees with random flags, views hidden / disabled /
// removed and windows removed mid-touch, host cancellations.
//
// Invariants: nothing traps; for each touch a view receives, exactly one
// began comes first and exactly one ended-or-cancelled comes last, with
// nothing after; a touch goes to one view only (its hit view); callbacks see
// consistent events; no touch stays live after its end or repair.

/// Records, per touch object, every callback any view received for it, and checks event consistency.
final class DeliveryChecker {
    var touches: [Touch] = []
    var calls: [[String]] = []          // parallel to `touches`: "view:method"
    var viewOf: [View?] = []
    var problems: [String] = []
    var lastTimestamp = -Double.infinity
    /// With recognizers on the path, views may get a touch's began or end late
    /// (delaysTouchesBegan / delaysTouchesEnded) or cancelled early
    /// (cancelsTouchesInView), so the touch's phase need not match the callback.
    var phasesMatchCallbacks = true

    func index(of t: Touch) -> Int {
        if let i = touches.firstIndex(where: { $0 === t }) { return i }
        touches.append(t); calls.append([]); viewOf.append(nil)
        return touches.count - 1
    }

    func record(_ view: View, _ method: String, _ set: TouchSet, _ event: TouchEvent) {
        if set.isEmpty { problems.append("\(method) with an empty set") }
        if event.timestamp < lastTimestamp { problems.append("event time went back") }
        lastTimestamp = event.timestamp
        let all = event.allTouches
        for (k, t) in all.enumerated() where all[(k + 1)...].contains(where: { $0 === t }) {
            problems.append("touch \(t.id) twice in allTouches")
        }
        for t in set {
            let i = index(of: t)
            calls[i].append("\(view.name ?? "?"):\(method)")
            if let v = viewOf[i], v !== view { problems.append("touch \(t.id) delivered to two views") }
            viewOf[i] = view
            if t.view !== view { problems.append("touch \(t.id) delivered to a view that is not its hit view") }
            if !t.locationInWindow.isFinite { problems.append("touch \(t.id) has a non-finite location") }
            if !all.contains(t) { problems.append("touch \(t.id) delivered but not in allTouches") }
            // Touches whose began/end a recognizer withheld reach the view in a later
            // frame, with their current phase and timestamp.
            guard phasesMatchCallbacks else { continue }
            if t.timestamp != event.timestamp { problems.append("touch \(t.id) timestamp differs from the event's") }
            let expected: TouchPhase = switch method {
            case "began": .began
            case "moved": .moved
            case "ended": .ended
            default: .cancelled
            }
            // A view's touchesBegan may come in the touch's first frame only (no recognizers delay it here).
            if t.phase != expected { problems.append("touch \(t.id) in \(method) has phase \(t.phase)") }
        }
    }

    /// Per-touch sequence check: began first (once), one terminal call last.
    func sequenceProblems(requireTerminal: Bool) -> [String] {
        var out: [String] = []
        for (i, seq) in calls.enumerated() {
            let methods = seq.map { $0.split(separator: ":").last.map(String.init) ?? "" }
            if methods.first != "began" { out.append("touch #\(i): first call \(methods.first ?? "none")") }
            if methods.filter({ $0 == "began" }).count != 1 { out.append("touch #\(i): \(methods)") }
            let terminals = methods.indices.filter { methods[$0] == "ended" || methods[$0] == "cancelled" }
            if terminals.count > 1 { out.append("touch #\(i): several terminal calls \(methods)") }
            if let last = terminals.last, last != methods.count - 1 { out.append("touch #\(i): calls after the end \(methods)") }
            if requireTerminal && terminals.isEmpty { out.append("touch #\(i): never ended \(methods)") }
        }
        return out
    }
}

final class CheckedView: View {
    let checker: DeliveryChecker
    init(_ name: String, frame: Rect, checker: DeliveryChecker) {
        self.checker = checker
        super.init(frame: frame)
        self.name = name
    }
    override func touchesBegan(_ t: TouchSet, with e: TouchEvent) { checker.record(self, "began", t, e) }
    override func touchesMoved(_ t: TouchSet, with e: TouchEvent) { checker.record(self, "moved", t, e) }
    override func touchesEnded(_ t: TouchSet, with e: TouchEvent) { checker.record(self, "ended", t, e) }
    override func touchesCancelled(_ t: TouchSet, with e: TouchEvent) { checker.record(self, "cancelled", t, e) }
}

final class CheckedWindow: Window {
    let checker: DeliveryChecker
    init(_ name: String, frame: Rect, checker: DeliveryChecker) {
        self.checker = checker
        super.init(frame: frame)
        self.name = name
    }
    override func touchesBegan(_ t: TouchSet, with e: TouchEvent) { checker.record(self, "began", t, e) }
    override func touchesMoved(_ t: TouchSet, with e: TouchEvent) { checker.record(self, "moved", t, e) }
    override func touchesEnded(_ t: TouchSet, with e: TouchEvent) { checker.record(self, "ended", t, e) }
    override func touchesCancelled(_ t: TouchSet, with e: TouchEvent) { checker.record(self, "cancelled", t, e) }
}

/// A random scene and input stream, decoded deterministically from numbers in 0…1.
struct RandomSession {
    let checker = DeliveryChecker()
    let dispatcher: TouchDispatcher
    var windows: [CheckedWindow] = []
    var views: [View] = []
    var time = 0.0
    var diagnostics = 0

    init(tree: [Double], policyBits: Int, recognizers: [Double] = []) {
        var policy = DispatchPolicy()
        policy.multiTouchFlagEnabled = policyBits & 1 == 0
        policy.exclusiveFlagEnabled = policyBits & 2 == 0
        policy.exclusivityScope = policyBits & 4 == 0 ? .display : .window
        policy.staleTouchTimeout = policyBits & 8 == 0 ? nil : 0.5
        policy.stationaryEpsilon = policyBits & 16 == 0 ? 0 : 2
        dispatcher = TouchDispatcher(policy: policy)
        let windowCount = policyBits & 32 == 0 ? 1 : 2
        for w in 0..<windowCount {
            let win = CheckedWindow("W\(w)", frame: Rect(Double(w) * 200, 0, 200, 200), checker: checker)
            windows.append(win)
            views.append(win)
            dispatcher.addWindow(win)
        }
        var i = 0
        var n = 0
        while i + 8 <= tree.count {
            let v = Array(tree[i..<i + 8])
            let parent = views[Int(v[0] * 1000) % views.count]
            let view = CheckedView("v\(n)", frame: Rect(v[1] * 150, v[2] * 150, 20 + v[3] * 120, 20 + v[4] * 120), checker: checker)
            if v[5] < 0.3 { view.transform = AffineTransform(rotationAngle: v[5] * 20) }
            else if v[5] < 0.4 { view.transform = AffineTransform(scaleX: 0.5 + v[6], y: 0.5 + v[7]) }
            view.isMultipleTouchEnabled = v[6] < 0.5
            view.isExclusiveTouch = v[7] < 0.2
            view.isHidden = v[6] > 0.95
            view.isUserInteractionEnabled = v[7] < 0.93
            view.alpha = v[5] > 0.97 ? 0.005 : 1
            parent.addSubview(view)
            views.append(view)
            i += 8; n += 1
        }
        // Standard recognizers on random views, with random delivery flags.
        var r = 0
        while r + 4 <= recognizers.count {
            let v = Array(recognizers[r..<r + 4])
            let g: GestureRecognizer = switch Int(v[0] * 4) {
            case 0: TapGestureRecognizer()
            case 1: PanGestureRecognizer()
            case 2: LongPressGestureRecognizer()
            default: SwipeGestureRecognizer()
            }
            g.cancelsTouchesInView = v[1] < 0.5
            g.delaysTouchesBegan = v[2] < 0.3
            g.delaysTouchesEnded = v[3] < 0.6
            views[Int(v[1] * 997) % views.count].addGestureRecognizer(g)
            checker.phasesMatchCallbacks = false
            r += 4
        }
        dispatcher.onDiagnostic = { [checker] d in
            if case .illegalTransition = d { checker.problems.append("unexpected \(d)") }
        }
    }

    func location(_ z: Double) -> Point {
        if z < 0.03 { return Point(.nan, 10) }
        if z > 0.98 { return Point(.infinity, -.infinity) }
        let width = Double(windows.count) * 200 + 40
        return Point(((z * 37).truncatingRemainder(dividingBy: 1)) * width - 20, ((z * 91).truncatingRemainder(dividingBy: 1)) * 240 - 20)
    }

    mutating func apply(_ v: [Double]) {
        let kind = v[0]
        let target = views[Int(v[1] * 997) % views.count]
        switch kind {
        case ..<0.72:
            var dt = v[1] * 0.3 - 0.04
            if v[1] > 0.985 { dt = .nan }
            time += dt.isNaN ? 0 : dt
            let count = 1 + Int(v[2] * 4)
            var samples: [TouchSample] = []
            for s in 0..<count {
                let a = v[3 + 3 * s], b = v[4 + 3 * s], c = v[5 + 3 * s]
                let phase = TouchPhase(rawValue: Int(b * 5)) ?? .ended
                let sampleTime: Double? = c > 0.9 ? time - c * 0.01 : nil
                samples.append(TouchSample(id: Int(a * 6), phase: phase, location: location(c), timestamp: sampleTime))
            }
            dispatcher.handle(InputFrame(timestamp: dt.isNaN ? .nan : time, samples: samples, listsAllContacts: v[15] < 0.15))
        case ..<0.76: dispatcher.cancelAllTouches()
        case ..<0.80:
            time += v[2] * 0.8
            dispatcher.advance(to: time)
        case ..<0.85: target.isHidden.toggle()
        case ..<0.88: target.isUserInteractionEnabled.toggle()
        case ..<0.91:
            if target is Window { break }
            if target.superview != nil { target.removeFromSuperview() }
            else { views[Int(v[2] * 997) % views.count].addSubview(target) }
        case ..<0.95:
            target.isMultipleTouchEnabled.toggle()
            if v[2] < 0.3 { target.isExclusiveTouch.toggle() }
        default:
            let w = windows[Int(v[2] * 997) % windows.count]
            if w.dispatcher == nil { dispatcher.addWindow(w) } else { dispatcher.removeWindow(w) }
        }
    }

    /// Live-touch invariants that hold between steps.
    func liveProblems() -> [String] {
        var out: [String] = []
        for t in dispatcher.activeTouches where t.phase.isTerminal { out.append("terminal touch \(t.id) still live") }
        let live = dispatcher.activeTouches
        for (k, t) in live.enumerated() where live[(k + 1)...].contains(where: { $0.id == t.id }) {
            out.append("two live touches with id \(t.id)")
        }
        // A recognizer's cancelsTouchesInView ends a touch for its view while the
        // touch stays down (UIKit); without recognizers a view's end is the touch's.
        for (i, t) in checker.touches.enumerated() where checker.phasesMatchCallbacks {
            let methods = checker.calls[i]
            if let last = methods.last, last.hasSuffix(":ended") || last.hasSuffix(":cancelled"),
               live.contains(where: { $0 === t }) {
                out.append("touch \(t.id) live after its end")
            }
        }
        return out
    }
}

let opGen = Gen.double(in: 0...1).array(of: 16...16)

@Test func delivery_propertyRandomStreamsKeepTouchSequencesWellFormed() async {
    await propertyCheck(count: 400, input: Gen.double(in: 0...1).array(of: 0...64), Gen.int(in: 0...63), opGen.array(of: 1...80)) { tree, bits, ops in
        var session = RandomSession(tree: tree, policyBits: bits)
        var problems: [String] = []
        for op in ops {
            session.apply(op)
            problems += session.liveProblems()
        }
        problems += session.checker.sequenceProblems(requireTerminal: false)
        // Ending everything leaves nothing live, and every delivered touch ended exactly once.
        session.dispatcher.cancelAllTouches()
        #expect(session.dispatcher.activeTouches.isEmpty)
        session.dispatcher.drainTimers()
        #expect(session.dispatcher.isIdle)
        problems += session.checker.sequenceProblems(requireTerminal: true)
        problems += session.checker.problems
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }
}

@Test func delivery_propertyValidStreamsNeedNoRepair() async {
    // Well-formed input: each contact begins, moves and lifts; ids are reused only after a lift.
    await propertyCheck(count: 300, input: Gen.double(in: 0...1).array(of: 0...48), opGen.array(of: 1...60)) { tree, ops in
        let session = RandomSession(tree: tree, policyBits: 0)
        var repairs: [DispatchDiagnostic] = []
        session.dispatcher.onDiagnostic = { d in if case .ignored = d {} else { repairs.append(d) } }
        var down: [Int: Point] = [:]
        var time = 0.0
        for op in ops {
            time += op[0] * 0.1
            let id = Int(op[1] * 5)
            let p = Point(op[2] * 200, op[3] * 200)
            let phase: TouchPhase = down[id] == nil ? .began : (op[4] < 0.3 ? .ended : (op[4] < 0.35 ? .cancelled : .moved))
            session.dispatcher.handle(InputFrame(timestamp: time, samples: [TouchSample(id: id, phase: phase, location: p)]))
            down[id] = phase.isTerminal ? nil : p
        }
        for (id, p) in down.sorted(by: { $0.key < $1.key }) {
            time += 0.01
            session.dispatcher.handle(InputFrame(timestamp: time, samples: [TouchSample(id: id, phase: .ended, location: p)]))
        }
        #expect(repairs.isEmpty, "\(repairs)")
        #expect(session.dispatcher.activeTouches.isEmpty && session.dispatcher.isIdle)
        #expect(session.checker.sequenceProblems(requireTerminal: true).isEmpty)
        #expect(session.checker.problems.isEmpty)
    }
}

@Test func delivery_propertyRandomStreamsWithRecognizersOnThePath() async {
    // Recognizers may delay or cancel what views get, never break a touch's sequence.
    await propertyCheck(count: 300, input: Gen.double(in: 0...1).array(of: 0...48), Gen.int(in: 0...63),
                        Gen.double(in: 0...1).array(of: 4...24), opGen.array(of: 1...60)) { tree, bits, recognizers, ops in
        var session = RandomSession(tree: tree, policyBits: bits, recognizers: recognizers)
        var problems: [String] = []
        for op in ops {
            session.apply(op)
            problems += session.liveProblems()
        }
        problems += session.checker.sequenceProblems(requireTerminal: false)
        session.dispatcher.cancelAllTouches()
        session.dispatcher.drainTimers()
        #expect(session.dispatcher.activeTouches.isEmpty)
        #expect(session.dispatcher.isIdle)
        problems += session.checker.sequenceProblems(requireTerminal: true)
        problems += session.checker.problems
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }
}
