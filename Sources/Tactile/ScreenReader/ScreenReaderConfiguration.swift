// Cited: seed-004 R-A4.
/// Settings of the input modification layer (design note §4.7.2, D7, D8).
public struct ScreenReaderConfiguration {
    /// The navigator's settings (features, bindings, enlargement, speech …).
    public var accessibility = AccessibilityConfiguration()
    /// The device operating mode in which the layer is on (R-M1).
    public var operatingMode: OperatingMode = .accessibility
    /// How long one finger must stay down before exploration commits to the
    /// point under it, so that a flick does not move the cursor to where it
    /// started (G6(b), D8). A shorter touch counts as a tap.
    package var explorationDelay: Seconds = 0.1
    /// Gestures the layer recognizes and hands to the application unchanged,
    /// frames and all (D7). A gesture both bound and listed here runs its
    /// command: the screen reader's bindings win. The default is the four
    /// 3-finger flicks, where the launcher's accessibility-mode gestures go.
    package var passThroughGestures: [AccessibilityGesture] = [
        .flick(.left, fingers: 3), .flick(.right, fingers: 3), .flick(.up, fingers: 3), .flick(.down, fingers: 3),
    ]
    /// Activation sends the application a tap at the item's activation point (A24, R-S1).
    package var synthesizesActivationTaps = true
    /// The touch id of synthesized taps (outside the ids a touch device reports).
    package var synthesizedTouchID = 1 << 30

    /// The defaults.
    public init() {}
}
