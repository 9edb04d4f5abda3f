import Foundation

/// `tactile_session_describe`'s JSON: the window's size, every view's corners
/// in window points as the engine has them now (scroll offsets, zoom and
/// transforms applied), back to front, and the recognizers.
public struct SceneGeometry: Decodable, Sendable {
    public var window: [Double]
    public var views: [ViewGeometry]
    public var recognizers: [RecognizerInfo]

    public struct ViewGeometry: Decodable, Sendable {
        public var id: String
        /// 0 for a top-level view (or window), its parent's depth + 1 otherwise.
        public var depth: Int
        public var hidden: Bool
        /// Top left, top right, bottom right, bottom left, in window points.
        public var corners: [[Double]]

        public var quad: Quad {
            Quad(corners.map { Point2(x: $0.count > 0 ? $0[0] : 0, y: $0.count > 1 ? $0[1] : 0) })
        }
    }

    public struct RecognizerInfo: Decodable, Sendable {
        public var id: String
        public var type: String
        public var view: String
    }

    public init(window: [Double], views: [ViewGeometry], recognizers: [RecognizerInfo]) {
        self.window = window
        self.views = views
        self.recognizers = recognizers
    }

    public init(json: String) throws {
        self = try JSONDecoder().decode(SceneGeometry.self, from: Data(json.utf8))
    }

    public var width: Double { window.first ?? 0 }
    public var height: Double { window.count > 1 ? window[1] : 0 }

    /// Each view's parent in this description (nil for a top-level view): its
    /// nearest superview that is listed. The description lists the views the
    /// engine draws, depth first, but not scroll views (`tactile_session_describe`
    /// lists them apart, under `scrollViews`, which this host does not read), so the
    /// tree comes from the scene document.
    public func parents(in style: SceneStyle) -> [Int?] {
        var index: [String: Int] = [:]
        for (i, v) in views.enumerated() where index[v.id] == nil { index[v.id] = i }
        return views.map { v in style.ancestors(v.id).lazy.compactMap { index[$0] }.first }
    }
}
