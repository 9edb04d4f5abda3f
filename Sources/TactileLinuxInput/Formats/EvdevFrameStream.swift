import Tactile

/// Decodes a raw evdev byte stream (`struct input_event` records, a file or
/// pipe) into input frames chunk by chunk, in constant memory: the bytes,
/// events and diagnostics of a chunk are dropped once its frames are out, so
/// a recording of any length replays like a live device (`tactile replay
/// FILE.evdev`). Contacts still down at the end are cancelled by `finish()`.
public struct EvdevFrameStream {
    private var bytes = EvdevByteDecoder()
    private var touches: EvdevTouchDecoder

    /// A stream for a device described by `device` (axis ranges unknown for
    /// a bare byte stream: device units are window points) mapped onto a
    /// window of `windowSize`.
    public init(device: EvdevDeviceDescription = EvdevDeviceDescription(), windowSize: Size,
                options: TouchInputOptions = TouchInputOptions()) {
        touches = options.makeDecoder(device: device, windowSize: windowSize)
    }

    /// The bytes read so far.
    public var byteCount: Int { bytes.byteCount }
    /// The valid records decoded so far.
    public var eventCount: Int { bytes.eventCount }

    /// Decodes the next chunk of bytes; returns the frames it completes.
    public mutating func decode(_ chunk: some Sequence<UInt8>) -> [InputFrame] {
        let frames = touches.decode(bytes.decode(chunk))
        // Nothing reports repairs while streaming: drained so memory stays flat.
        _ = bytes.takeDiagnostics()
        _ = touches.takeDiagnostics()
        return frames
    }

    /// Ends the stream: the frames cancelling the contacts still down.
    public mutating func finish() -> [InputFrame] {
        bytes.finish()
        _ = bytes.takeDiagnostics()
        let frames = touches.finish()
        _ = touches.takeDiagnostics()
        return frames
    }

    /// Why the bytes are not an evdev stream once it ended (nil when they are):
    /// shorter than one record, or no valid record at all (the reader's wording).
    public var notAStreamReason: String? { Self.notAStreamReason(byteCount: bytes.byteCount, eventCount: bytes.eventCount) }

    static func notAStreamReason(byteCount: Int, eventCount: Int) -> String? {
        if byteCount < 24 {
            return "not an evdev event stream: \(byteCount) byte\(byteCount == 1 ? "" : "s"), shorter than one 24-byte input_event record"
        }
        if eventCount == 0 { return "not an evdev event stream: no valid 24-byte input_event record" }
        return nil
    }
}
