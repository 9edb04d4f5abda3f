/// Where the scene sits in the window (docs/sdl.md, "Input"): the scene's
/// window (in points) is scaled uniformly to fit the SDL window and centred
/// (letterboxed); on a HiDPI display the renderer's output has more pixels
/// than the window has coordinates (`pixelRatio`, output width ÷ window width).
public struct WindowMapping: Equatable, Sendable {
    /// The scene's window, in points.
    public var sceneWidth: Double, sceneHeight: Double
    /// The SDL window, in window coordinates (mouse coordinates).
    public var windowWidth: Double, windowHeight: Double
    /// Drawable pixels per window coordinate (1, or 2 on a HiDPI screen).
    public var pixelRatio: Double

    public init(sceneWidth: Double, sceneHeight: Double, windowWidth: Double, windowHeight: Double, pixelRatio: Double = 1) {
        self.sceneWidth = max(sceneWidth, 1)
        self.sceneHeight = max(sceneHeight, 1)
        self.windowWidth = max(windowWidth, 1)
        self.windowHeight = max(windowHeight, 1)
        self.pixelRatio = pixelRatio > 0 ? pixelRatio : 1
    }

    /// Window coordinates per scene point.
    public var scale: Double { min(windowWidth / sceneWidth, windowHeight / sceneHeight) }
    /// The scene's top left corner in window coordinates.
    public var offset: Point2 {
        Point2(x: (windowWidth - sceneWidth * scale) / 2, y: (windowHeight - sceneHeight * scale) / 2)
    }

    /// A mouse position (window coordinates) as a scene point.
    public func point(window p: Point2) -> Point2 {
        Point2(x: (p.x - offset.x) / scale, y: (p.y - offset.y) / scale)
    }

    /// A finger position (SDL's 0…1 across and down the window) as a scene point.
    public func point(normalizedX x: Double, y: Double) -> Point2 {
        point(window: Point2(x: x * windowWidth, y: y * windowHeight))
    }

    /// A scene point as SDL's normalised finger coordinates (for pushing events).
    public func normalized(_ p: Point2) -> Point2 {
        Point2(x: (p.x * scale + offset.x) / windowWidth, y: (p.y * scale + offset.y) / windowHeight)
    }

    /// A scene point in drawable pixels.
    public func pixel(_ p: Point2) -> Point2 {
        Point2(x: (p.x * scale + offset.x) * pixelRatio, y: (p.y * scale + offset.y) * pixelRatio)
    }

    /// Drawable pixels per scene point.
    public var pixelsPerPoint: Double { scale * pixelRatio }
}
