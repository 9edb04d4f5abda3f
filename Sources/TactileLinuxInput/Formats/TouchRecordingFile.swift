/// Reads any Linux touch recording Tactile understands, choosing the reader
/// from the content: `libinput record` YAML, `evtest` text, or a raw evdev byte
/// stream (`struct input_event` records, e.g. `cat /dev/input/event5 > touch.evdev`).
public enum TouchRecordingFile {
    /// The recording formats.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// `libinput record` YAML.
        case libinputRecord = "libinput"
        /// `evtest` text output.
        case evtest
        /// Raw 64-bit `struct input_event` records.
        case evdevBytes = "evdev"
    }

    /// The largest recording read whole: 64 MB (docs/formats.md, "Size
    /// limits"). `libinput record` YAML and evtest logs are parsed whole; a
    /// raw evdev stream can be decoded as it is read instead (`EvdevFrameStream`).
    public static let maximumFileSize = 64 << 20

    /// The error for a recording larger than `maximumFileSize`.
    package static var tooLargeReason: String {
        "larger than \(maximumFileSize >> 20) MB, the most a recording read whole may hold (docs/formats.md, \"Size limits\")"
    }

    /// Guesses a file's format from its name and first bytes. A `.evdev`
    /// name means raw evdev records, `.yml`/`.yaml` a libinput recording.
    /// Otherwise the first 4 KB decide, read as text even when a byte is not
    /// (so a text file with one bad byte is still reported as that text
    /// format, with the bad byte's line): `Event: time` or an `Input driver
    /// version` / `Input device name` line means evtest; a `# libinput
    /// record`, `version:`, `ndevices:` or `devices:` line means YAML; failing
    /// those, a NUL byte or invalid UTF-8 means raw evdev records, and other
    /// text is taken as YAML.
    public static func detectFormat(_ bytes: [UInt8], path: String? = nil) -> Format {
        if let path {
            if path.hasSuffix(".evdev") { return .evdevBytes }
            if path.hasSuffix(".yml") || path.hasSuffix(".yaml") { return .libinputRecord }
        }
        let head = Array(bytes.prefix(4096))
        let text = String(decoding: head, as: UTF8.self)
        for line in text.split(whereSeparator: { $0.isNewline }).prefix(200) {
            let l = line.trimmingWhitespace()
            if l.hasPrefix("Event: time") || l.hasPrefix("Input driver version") || l.hasPrefix("Input device name:") { return .evtest }
            if l.hasPrefix("# libinput record") || l.hasPrefix("version:") || l.hasPrefix("ndevices:") || l.hasPrefix("devices:") {
                return .libinputRecord
            }
        }
        if head.contains(0) { return .evdevBytes }
        // A cut in the middle of a multi-byte character is still text.
        guard String(validating: head, as: UTF8.self) != nil || String(validating: head.dropLast(3), as: UTF8.self) != nil else {
            return .evdevBytes
        }
        return .libinputRecord
    }

    /// Loads the recording at `path` and returns the device `device` selects
    /// (only libinput recordings hold several devices). A raw byte stream has no
    /// device description unless `rawDevice` gives one (axis ranges unknown:
    /// device units are window points).
    public static func load(path: String, format: Format? = nil, device: DeviceSelector = .firstTouchDevice,
                            rawDevice: EvdevDeviceDescription? = nil) throws(TouchRecordingError) -> EvdevRecording {
        try load(bytes: RecordingFileReader.bytes(path: path), path: path, format: format, device: device, rawDevice: rawDevice)
    }

    /// Reads a recording already in memory (a pipe, which cannot be read
    /// twice); `path` names it in errors and picks the format by name.
    public static func load(bytes: [UInt8], path: String, format: Format? = nil, device: DeviceSelector = .firstTouchDevice,
                            rawDevice: EvdevDeviceDescription? = nil) throws(TouchRecordingError) -> EvdevRecording {
        if bytes.isEmpty { throw TouchRecordingError(file: path, reason: "empty file") }
        switch format ?? detectFormat(bytes, path: path) {
        case .libinputRecord:
            let text = try RecordingFileReader.text(bytes, file: path)
            return try LibinputRecording.parse(text, file: path).device(device, file: path)
        case .evtest:
            return try EvtestLog.parse(RecordingFileReader.text(bytes, file: path), file: path)
        case .evdevBytes:
            var decoder = EvdevByteDecoder()
            let events = decoder.decode(bytes)
            decoder.finish()
            if let reason = EvdevFrameStream.notAStreamReason(byteCount: bytes.count, eventCount: events.count) {
                throw TouchRecordingError(file: path, reason: reason)
            }
            var description = rawDevice ?? EvdevDeviceDescription()
            if description.node == nil { description.node = path }
            return EvdevRecording(device: description, events: events, readDiagnostics: decoder.diagnostics)
        }
    }
}
