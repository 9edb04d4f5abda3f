// Not in Embedded builds: see Scene/SceneGesture.swift.
#if !hasFeature(Embedded) && !TACTILE_NO_GESTURES
import Tactile
import TactileGestures

/// A recognizer a scene view's `"gestures"` compiled to.
package struct SceneGestureRecognizer {
    /// Its log id (`VIEW.gestureN.KIND`).
    package let id: String
    /// Its scene recognizer type (`tap`, `longPress`, `pan`, `pinch`, `rotation`).
    package let type: String
    /// The scene id of its view.
    package let view: String
    /// The recognizer.
    package let recognizer: GestureRecognizer
}

/// Attaches the scene views' `"gestures"` with TactileGestures and logs them
/// (docs/swiftui-gestures.md §4): each attachment `VIEW.gestureN` logs its
/// state (`began`, `changed`, `ended` / `recognized`, `cancelled`) and an action
/// per change with its value's fields; the recognizers it compiles to are
/// logged like scene recognizers, as `VIEW.gestureN.KIND` (`drag`, `magnify`, …).
enum SceneGestureAttacher {
    /// Attaches the gestures; returns the recognizers they compiled to with their log ids and scene types.
    static func attach(_ views: [View], scene: Scene, logger: RecognizerLogger, registry: RecognizerRegistry,
                       log: ReplayLog) -> [SceneGestureRecognizer] {
        var byID: [String: SceneView] = [:]
        for v in scene.allViews where !v.gestures.isEmpty { byID[v.id] = v }
        var compiled: [SceneGestureRecognizer] = []
        guard !byID.isEmpty else { return compiled }
        for view in views {
            guard let id = view.name, let sceneView = byID[id] else { continue }
            for (i, attachment) in sceneView.gestures.enumerated() {
                let name = "\(id).gesture\(i + 1)"
                let before = view.gestureRecognizers.count
                let recognizers = LeafList()
                let gesture = observed(build(attachment.gesture), name: name, recognizers: recognizers, log: log)
                let mask: TactileGestures.GestureMask
                switch attachment.including {
                case .all: mask = .all
                case .gesture: mask = .gesture
                case .subviews: mask = .subviews
                case .none: mask = .none
                }
                switch attachment.priority {
                case .normal: view.gesture(gesture, including: mask)
                case .high: view.highPriorityGesture(gesture, including: mask)
                case .simultaneous: view.simultaneousGesture(gesture, including: mask)
                }
                let leaves = Array(view.gestureRecognizers[before...])
                recognizers.hold(leaves)
                var used: [String: Int] = [:]
                for r in leaves {
                    let (kind, type) = leafKind(r)
                    used[kind, default: 0] += 1
                    let n = used[kind]!
                    let leafID = "\(name).\(kind)\(n > 1 ? "\(n)" : "")"
                    compiled.append(SceneGestureRecognizer(id: leafID, type: type, view: id, recognizer: r))
                    guard let k = registry.kind(for: type) else { continue }
                    logger.register(r, id: leafID, kind: k)
                }
            }
        }
        return compiled
    }

    /// The recognizers of one attachment (known once it is attached).
    /// Held weakly: the recognizers keep the gesture, whose closures keep this list.
    final class LeafList {
        private var references: [WeakReference<GestureRecognizer>] = []

        /// Takes the attachment's recognizers (once attached).
        func hold(_ recognizers: [GestureRecognizer]) {
            references = recognizers.map { WeakReference($0) }
        }

        /// Where the attachment is touched, read without allocating: the location (window) and
        /// touch count of its recognizer with the most touches; with none down, the first one's location.
        func touchedLocation() -> (location: Point, touches: Int) {
            var location = Point.zero, touches = 0
            var first: GestureRecognizer?
            for reference in references {
                guard let r = reference.object else { continue }
                if first == nil { first = r }
                if r.numberOfTouches > touches {
                    touches = r.numberOfTouches
                    location = r.location(in: nil)
                }
            }
            if touches == 0, let r = first { location = r.location(in: nil) }
            return (location, touches)
        }
    }

    private static func leafKind(_ r: GestureRecognizer) -> (String, String) {
        if r is LongPressLeafRecognizer { return ("longPress", "longPress") }
        if r is DragLeafRecognizer { return ("drag", "pan") }
        if r is MagnifyLeafRecognizer { return ("magnify", "pinch") }
        if r is RotateLeafRecognizer { return ("rotate", "rotation") }
        return ("tap", "tap")
    }

    /// The gesture, its value as log fields.
    private static func build(_ g: SceneGesture) -> AnyGesture<[LogField]> {
        switch g {
        case .tap(let count):
            return AnyGesture(TapGesture(count: count).map { [] })
        case .spatialTap(let count, let global):
            return AnyGesture(SpatialTapGesture(count: count, coordinateSpace: global ? .global : .local)
                .map { [LogField("location", .vector($0.location.x, $0.location.y))] })
        case .longPress(let duration, let distance):
            return AnyGesture(LongPressGesture(minimumDuration: duration, maximumDistance: distance)
                .map { [LogField("pressing", .string($0 ? "true" : "false"))] })
        case .drag(let distance, let global):
            return AnyGesture(DragGesture(minimumDistance: distance, coordinateSpace: global ? .global : .local).map {
                [LogField("translation", .vector($0.translation.width, $0.translation.height)),
                 LogField("dragLocation", .vector($0.location.x, $0.location.y))]
            })
        case .magnify(let delta):
            return AnyGesture(MagnifyGesture(minimumScaleDelta: delta).map { [LogField("magnification", .ratio($0.magnification))] })
        case .rotate(let degrees):
            return AnyGesture(RotateGesture(minimumAngleDelta: .degrees(degrees)).map { [LogField("rotation", .ratio($0.rotation.radians))] })
        case .simultaneously(let parts):
            return fold(parts) { a, b in AnyGesture(a.simultaneously(with: b).map { ($0.first ?? []) + ($0.second ?? []) }) }
        case .sequenced(let parts):
            return fold(parts) { a, b in
                AnyGesture(a.sequenced(before: b).map { v -> [LogField] in
                    switch v {
                    case .first(let x): return [LogField("stage", .string("first"))] + x
                    case .second(let x, let y): return [LogField("stage", .string("second"))] + x + (y ?? [])
                    }
                })
            }
        case .exclusively(let parts):
            return fold(parts) { a, b in
                AnyGesture(a.exclusively(before: b).map { v -> [LogField] in
                    switch v {
                    case .first(let x): return [LogField("winner", .string("first"))] + x
                    case .second(let y): return [LogField("winner", .string("second"))] + y
                    }
                })
            }
        }
    }

    private static func fold(_ parts: [SceneGesture],
                             _ combine: (AnyGesture<[LogField]>, AnyGesture<[LogField]>) -> AnyGesture<[LogField]>) -> AnyGesture<[LogField]> {
        var result = build(parts[0])
        for p in parts.dropFirst() { result = combine(result, build(p)) }
        return result
    }

    /// The gesture with its events logged as `name`'s states and actions.
    private static func observed(_ g: AnyGesture<[LogField]>, name: String, recognizers: LeafList,
                                 log: ReplayLog) -> AnyGesture<[LogField]> {
        var open = false
        func action(_ state: LoggedState, _ fields: [LogField]) {
            let (location, touches) = recognizers.touchedLocation()
            log.record(.action(.init(recognizer: name, state: state, location: location, touches: touches, fields: LogFields(fields))))
        }
        return AnyGesture(g.onEvent { event in
            switch event {
            case .changed(let fields):
                log.record(.state(.init(recognizer: name, from: open ? .changed : .possible, to: open ? .changed : .began)))
                action(open ? .changed : .began, fields)
                open = true
            case .ended(let fields):
                log.record(.state(.init(recognizer: name, from: open ? .changed : .possible, to: open ? .ended : .recognized)))
                action(open ? .ended : .recognized, fields)
                open = false
            case .cancelled:
                log.record(.state(.init(recognizer: name, from: .changed, to: .cancelled)))
                action(.cancelled, [])
                open = false
            case .failed:
                break
            }
        })
    }
}
#endif
