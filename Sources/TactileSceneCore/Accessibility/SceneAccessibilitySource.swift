import Tactile

/// What a screen reader reads in a running scene (seed-004 R-C2, R-A4): the
/// views of the scene's window, or, in a scene with applications, the windows
/// of the applications displayed now.
extension ApplicationSceneRuntime {
    /// The root windows of the displayed applications, back to front: higher
    /// levels of the programmatic hierarchy first, since a touch goes to the
    /// deepest displayed application with a window under it (seed-000 L108).
    package var accessibilityWindows: [Window] {
        let shown = applications.filter { $0.isOpen && $0.isDisplayed }
        // Sorted as indices (depth, then the listed order): a build then holds one sort, for Int.
        let depths = shown.map { hierarchy.depth(of: $0) }
        var order = Array(shown.indices)
        order.stableSort { (depths[$0], $0) < (depths[$1], $1) }
        return order.map { shown[$0].rootWindow }
    }

    /// The screen reader in front of the router. The tree is rebuilt from the
    /// displayed applications' windows at each touch sequence the layer reads,
    /// and whenever another application comes to the foreground or closes, so a
    /// trace `command` line after an application switch reads the new one (A29:
    /// the cursor moves to what is there).
    func makeScreenReader(_ settings: SceneScreenReader) -> SceneScreenReaderSession {
        let me = WeakReference(self)
        let session = SceneScreenReaderSession(settings: settings, downstream: router,
                                               windows: { me.object?.accessibilityWindows ?? [] },
                                               device: device, log: log)
        let sessionRef = WeakReference(session)
        device.addObserver { change in
            switch change {
            case .foreground, .closed: sessionRef.object?.layer.layoutDidChange()
            default: break
            }
        }
        return session
    }
}

/// The accessibility tree and screen reader of either kind of running scene.
package enum SceneAccessibilitySource {
    /// The tree a screen reader sees in `runtime` now.
    package static func tree(of runtime: any SceneReplaying) -> AccessibilityTree {
        if let r = runtime as? ApplicationSceneRuntime {
            return ViewAccessibilitySnapshot(windows: r.accessibilityWindows).tree
        }
        if let r = runtime as? SceneRuntime { return ViewAccessibilitySnapshot(windows: [r.window]).tree }
        return AccessibilityTree(screen: .zero, roots: [])
    }

    /// The scene's screen reader, when it has `"screenReader"` settings.
    package static func screenReader(of runtime: any SceneReplaying) -> SceneScreenReaderSession? {
        if let r = runtime as? ApplicationSceneRuntime { return r.screenReader }
        return (runtime as? SceneRuntime)?.screenReader
    }
}
