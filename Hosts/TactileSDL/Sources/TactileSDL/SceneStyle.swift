import Foundation

/// What the host draws for each view, read from the scene document itself
/// (the engine's description has geometry only): the view's frame size,
/// alpha, whether it is a scroll view (its content is clipped to it), its
/// accessibility label, and the kind of content drawn in it.
public struct SceneStyle: Sendable {
    public enum Content: Sendable, Equatable {
        /// A plain view: a fill and its id.
        case plain
        /// A photo: a pattern that shows zoom and paging (views named `photo…`, `media`, or a scroll view's zoom view).
        case photo
        /// A row of text: a title and two lines (a scroll view's direct children, or views with a label).
        case text(String)
    }

    public struct ViewStyle: Sendable {
        public var frame: [Double]
        public var alpha: Double
        public var hidden: Bool
        /// The parent's id (nil for a top-level view or an application's window).
        public var parent: String?
        /// A scroll view's `contentOffset` at the start.
        public var contentOffset: Point2
        /// A scroll view's `contentSize` (zero for other views).
        public var contentSize: Point2
        public var isScrollView: Bool
        public var label: String?
        public var content: Content
        public var isContainer: Bool
    }

    public private(set) var views: [String: ViewStyle] = [:]
    /// The views the scene's `"animations"` animate.
    public private(set) var animatedViews: Set<String> = []
    /// The scene's window size in points.
    public private(set) var windowSize: (width: Double, height: Double) = (390, 844)

    public init(sceneText: String) {
        guard let root = try? JSONSerialization.jsonObject(with: Data(sceneText.utf8)) as? [String: Any] else { return }
        if let w = root["window"] as? [String: Any] {
            windowSize = ((w["width"] as? NSNumber)?.doubleValue ?? 390, (w["height"] as? NSNumber)?.doubleValue ?? 844)
        }
        var zoomViews: Set<String> = []
        func collectZoom(_ list: [Any]?) {
            for case let v as [String: Any] in list ?? [] {
                if let zoom = (v["scroll"] as? [String: Any])?["zoom"] as? [String: Any], let id = zoom["view"] as? String {
                    zoomViews.insert(id)
                }
                collectZoom(v["children"] as? [Any])
            }
        }
        let tops = (root["views"] as? [Any] ?? []) +
            (root["applications"] as? [Any] ?? []).flatMap { (($0 as? [String: Any])?["windows"] as? [Any]) ?? [] }
        collectZoom(tops)
        func walk(_ list: [Any]?, inScroll: Bool, parent: String?) {
            for case let v as [String: Any] in list ?? [] {
                guard let id = v["id"] as? String else { continue }
                let children = v["children"] as? [Any] ?? []
                let a11y = v["accessibility"] as? [String: Any]
                let label = a11y?["label"] as? String
                let isScroll = v["scroll"] != nil
                let lower = id.lowercased()
                let content: Content
                if zoomViews.contains(id) || lower.hasPrefix("photo") || v["media"] != nil && (v["media"] as? Bool) != false {
                    content = .photo
                } else if children.isEmpty, let label, a11y?["element"] as? Bool == true {
                    content = .text(label)
                } else if children.isEmpty && inScroll && !isScroll {
                    content = .text(Self.rowTitle(id))
                } else {
                    content = .plain
                }
                let offset = ((v["scroll"] as? [String: Any])?["contentOffset"] as? [NSNumber])?.map(\.doubleValue) ?? [0, 0]
                let contentSize = ((v["scroll"] as? [String: Any])?["contentSize"] as? [NSNumber])?.map(\.doubleValue) ?? [0, 0]
                views[id] = ViewStyle(frame: (v["frame"] as? [NSNumber])?.map(\.doubleValue) ?? [],
                                      alpha: (v["alpha"] as? NSNumber)?.doubleValue ?? 1,
                                      hidden: v["hidden"] as? Bool ?? false, parent: parent,
                                      contentOffset: Point2(x: offset.first ?? 0, y: offset.count > 1 ? offset[1] : 0),
                                      contentSize: Point2(x: contentSize.first ?? 0, y: contentSize.count > 1 ? contentSize[1] : 0),
                                      isScrollView: isScroll, label: label, content: content,
                                      isContainer: !children.isEmpty)
                walk(children, inScroll: isScroll, parent: id)
            }
        }
        walk(tops, inScroll: false, parent: nil)
        for case let a as [String: Any] in root["animations"] as? [Any] ?? [] {
            if let v = a["view"] as? String { animatedViews.insert(v) }
        }
    }

    /// The ids of `id`'s superviews, nearest first.
    public func ancestors(_ id: String) -> [String] {
        var out: [String] = []
        var next = views[id]?.parent
        while let p = next, out.count < 256 {
            out.append(p)
            next = views[p]?.parent
        }
        return out
    }

    /// The frame's origin and size (zero when the scene has none).
    public func frame(_ id: String) -> (x: Double, y: Double, w: Double, h: Double) {
        guard let f = views[id]?.frame, f.count == 4 else { return (0, 0, 0, 0) }
        return (f[0], f[1], f[2], f[3])
    }

    /// A row's title: a mail subject chosen by the row's id, so rows differ.
    static func rowTitle(_ id: String) -> String {
        let subjects = ["Lunch on Friday?", "Build 1.4 is green", "Your order has shipped", "Photos from the trip",
                        "Re: pinch to zoom", "Weekly notes", "Invoice #2041", "Flight check-in open",
                        "Team offsite", "Re: scroll bounce"]
        return "\(id)  \(subjects[Int(SceneStyle.hash(id) % UInt64(subjects.count))])"
    }

    /// FNV-1a of `s`: colours and titles that depend on the id only.
    public static func hash(_ s: String) -> UInt64 {
        var h: UInt64 = 0xcbf29ce484222325
        for b in s.utf8 { h = (h ^ UInt64(b)) &* 0x100000001b3 }
        return h
    }

    /// The fill colour of view `id` (RGB): a soft colour chosen by its id; containers darker.
    public static func colour(_ id: String, container: Bool) -> (r: UInt8, g: UInt8, b: UInt8) {
        let h = Double(hash(id) % 360) / 360
        let (s, l) = container ? (0.35, 0.30) : (0.55, 0.72)
        func channel(_ n: Double) -> UInt8 {
            let k = (n + h * 12).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return UInt8(max(0, min(255, (l - a * max(-1, min(k - 3, 9 - k, 1))) * 255)))
        }
        return (channel(0), channel(8), channel(4))
    }
}
