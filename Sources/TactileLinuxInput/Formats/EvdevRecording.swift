import Tactile

/// One device's recorded evdev stream with what is known about the device: the
/// common result of the `libinput record`, `evtest` and raw byte-stream readers.
public struct EvdevRecording: Sendable, Hashable {
    /// The device (name, node, capabilities, axis ranges).
    public var device: EvdevDeviceDescription
    /// The events in recorded order.
    public var events: [EvdevEvent]
    /// What the reader skipped or repaired (raw byte streams only).
    public var readDiagnostics: [EvdevDiagnostic]

    /// Creates a recording.
    public init(device: EvdevDeviceDescription, events: [EvdevEvent], readDiagnostics: [EvdevDiagnostic] = []) {
        self.device = device; self.events = events; self.readDiagnostics = readDiagnostics
    }

    /// Decodes the recording into input frames for a window of `windowSize`
    /// (the device's axis ranges map onto the window; see `DeviceAxisMapping`).
    /// Contacts still down at the end are cancelled. The diagnostics are the
    /// reader's followed by the decoder's.
    public func frames(windowSize: Size, options: TouchInputOptions = TouchInputOptions())
        -> (frames: [InputFrame], diagnostics: [EvdevDiagnostic]) {
        var decoder = options.makeDecoder(device: device, windowSize: windowSize)
        let frames = decoder.decode(events) + decoder.finish()
        return (frames, readDiagnostics + decoder.diagnostics)
    }
}
