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

    /// Each view's parent index (nil for a top-level view): the nearest earlier
    /// view less deep, as the description lists a tree depth first (an
    /// application's windows are at depth 1, under no listed view).
    public func parents() -> [Int?] {
        var stack: [Int] = []
        var out: [Int?] = []
        for (i, v) in views.enumerated() {
            while let top = stack.last, views[top].depth >= v.depth { stack.removeLast() }
            out.append(stack.last)
            stack.append(i)
        }
        return out
    }
}
