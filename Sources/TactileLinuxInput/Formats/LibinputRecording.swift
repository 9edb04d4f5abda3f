import Yams

/// A `libinput record` YAML file (libinput-record(1), FILE FORMAT): one or more
/// devices, each with its evdev description (`name`, `codes`, `absinfo`,
/// `properties`) and its events (`events: [{evdev: [[sec, usec, type, code, value], …]}]`,
/// one list per `SYN_REPORT` frame, times relative to the recording's start).
///
/// Unknown keys are ignored, as the format requires (`hid`, `udev`, `quirks`,
/// `libinput` events, `system`, …). Errors name the file, the line, the YAML
/// path and the reason (`TouchRecordingError`).
public struct LibinputRecording: Sendable, Hashable {
    /// The format version (`version:`; 1 today).
    public var version: Int
    /// The recorded devices, in file order.
    public var devices: [EvdevRecording]

    /// Creates a recording.
    public init(version: Int = 1, devices: [EvdevRecording]) {
        self.version = version; self.devices = devices
    }

    /// Reads and parses a recording file.
    public static func load(path: String) throws(TouchRecordingError) -> LibinputRecording {
        try parse(RecordingFileReader.text(path: path), file: path)
    }

    /// Parses recording text; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws(TouchRecordingError) -> LibinputRecording {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw yamlError(error, file: file)
        } catch {
            throw TouchRecordingError(file: file, reason: "invalid YAML: \(error)")
        }
        guard let root else { throw TouchRecordingError(file: file, reason: "empty file: not a libinput recording") }
        return try Reader(file: file, textSize: text.utf8.count).recording(root)
    }

    /// The device `selector` picks, or an error naming the devices available.
    public func device(_ selector: DeviceSelector, file: String) throws(TouchRecordingError) -> EvdevRecording {
        guard let i = selector.select(from: devices) else {
            let names = devices.enumerated().map { "\($0.offset): \($0.element.device.name ?? "unnamed")" + ($0.element.device.node.map { " (\($0))" } ?? "") }
            let wanted = selector == .firstTouchDevice ? "touch device" : selector.description
            throw TouchRecordingError(file: file, reason: "no \(wanted) in the recording (devices: \(names.isEmpty ? "none" : names.joined(separator: ", ")))")
        }
        return devices[i]
    }

    private static func yamlError(_ error: YamlError, file: String) -> TouchRecordingError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            let ctx = context.map { " (\($0.text))" } ?? ""
            return TouchRecordingError(file: file, line: mark.line, reason: "invalid YAML: \(problem)\(ctx)")
        case let .duplicatedKeysInMapping(duplicates, context):
            return TouchRecordingError(file: file, line: context.mark.line,
                                       reason: "invalid YAML: duplicated key \(duplicates.sorted().joined(separator: ", "))")
        default:
            let text = "\(error)".split(separator: "\n").first.map(String.init) ?? "unreadable"
            return TouchRecordingError(file: file, reason: "invalid YAML: \(text)")
        }
    }

    /// Walks the YAML tree, keeping the path for errors.
    ///
    /// YAML aliases (`*name`) repeat an anchored node without repeating its
    /// text, so a small file can stand for millions of events (36 KB gave
    /// 4 M). Written out, every number takes at least two bytes (`0,`), so
    /// a file of `textSize` bytes holds at most `textSize / 2 + 1` numbers:
    /// the reader stops with an error as soon as it has read more, which
    /// bounds its work and memory by the file's size. `libinput record`
    /// never writes aliases.
    private final class Reader {
        let file: String
        let textSize: Int
        private var numbersLeft: Int

        init(file: String, textSize: Int) {
            self.file = file
            self.textSize = textSize
            numbersLeft = textSize / 2 + 1
        }

        func fail(_ node: Node?, _ path: String, _ reason: String) -> TouchRecordingError {
            TouchRecordingError(file: file, line: node?.mark?.line, path: path, reason: reason)
        }

        func mapping(_ node: Node, _ path: String) throws(TouchRecordingError) -> Node.Mapping {
            guard let m = node.mapping else { throw fail(node, path, "expected a mapping, got \(kind(node))") }
            return m
        }

        func sequence(_ node: Node, _ path: String) throws(TouchRecordingError) -> Node.Sequence {
            guard let s = node.sequence else { throw fail(node, path, "expected a list, got \(kind(node))") }
            return s
        }

        func integer(_ node: Node, _ path: String) throws(TouchRecordingError) -> Int {
            guard let scalar = node.scalar else { throw fail(node, path, "expected an integer, got \(kind(node))") }
            numbersLeft -= 1
            guard numbersLeft >= 0 else {
                throw fail(node, path, "YAML aliases expand the recording to more numbers than its \(textSize) bytes can hold written out (at most \(textSize / 2 + 1)); libinput record never writes aliases")
            }
            if let i = Int(scalar.string) ?? node.int { return i }
            throw fail(node, path, "expected an integer, got \"\(scalar.string)\"")
        }

        func integers(_ node: Node, _ path: String) throws(TouchRecordingError) -> [Int] {
            var out: [Int] = []
            for (i, item) in try sequence(node, path).enumerated() { out.append(try integer(item, "\(path)[\(i)]")) }
            return out
        }

        /// `events:` with nothing after it (a device that sent no events).
        func isNull(_ node: Node) -> Bool {
            guard let s = node.scalar, s.style == .plain else { return false }
            return ["", "~", "null", "Null", "NULL"].contains(s.string)
        }

        func kind(_ node: Node) -> String {
            switch node {
            case .scalar(let s): return s.string.isEmpty ? "nothing" : "\"\(s.string)\""
            case .mapping: return "a mapping"
            case .sequence: return "a list"
            case .alias: return "an alias"
            }
        }

        func recording(_ root: Node) throws(TouchRecordingError) -> LibinputRecording {
            guard let top = root.mapping else {
                throw fail(root, "", "not a libinput recording: expected a mapping with \"devices\" at the top level")
            }
            var version = 1
            if let v = top["version"] {
                version = try integer(v, "version")
                guard version == 1 else { throw fail(v, "version", "unsupported recording version \(version) (expected 1)") }
            }
            guard let devicesNode = top["devices"] else {
                throw fail(root, "", "not a libinput recording: no \"devices\" key")
            }
            var devices: [EvdevRecording] = []
            for (i, d) in try sequence(devicesNode, "devices").enumerated() {
                devices.append(try device(d, "devices[\(i)]"))
            }
            guard !devices.isEmpty else { throw fail(devicesNode, "devices", "the recording has no devices") }
            return LibinputRecording(version: version, devices: devices)
        }

        func device(_ node: Node, _ path: String) throws(TouchRecordingError) -> EvdevRecording {
            let m = try mapping(node, path)
            var description = EvdevDeviceDescription()
            if let n = m["node"] {
                guard let s = n.scalar?.string else { throw fail(n, "\(path).node", "expected a device path, got \(kind(n))") }
                description.node = s
            }
            if let evdev = m["evdev"] { try self.evdev(evdev, "\(path).evdev", into: &description) }
            var events: [EvdevEvent] = []
            if let eventsNode = m["events"], !isNull(eventsNode) {
                for (i, item) in try sequence(eventsNode, "\(path).events").enumerated() {
                    let itemPath = "\(path).events[\(i)]"
                    // Entries are dictionaries keyed by the kind of event sequence; only evdev is used.
                    guard let frame = try mapping(item, itemPath)["evdev"] else { continue }
                    for (j, e) in try sequence(frame, "\(itemPath).evdev").enumerated() {
                        events.append(try event(e, "\(itemPath).evdev[\(j)]"))
                    }
                }
            }
            return EvdevRecording(device: description, events: events)
        }

        func evdev(_ node: Node, _ path: String, into d: inout EvdevDeviceDescription) throws(TouchRecordingError) {
            let m = try mapping(node, path)
            if let n = m["name"] {
                guard let s = n.scalar?.string else { throw fail(n, "\(path).name", "expected a name, got \(kind(n))") }
                d.name = s
            }
            if let codes = m["codes"] {
                for (key, value) in try mapping(codes, "\(path).codes") {
                    let keyPath = "\(path).codes.\(key.scalar?.string ?? "?")"
                    let type = try integer(key, keyPath)
                    guard let t = UInt16(exactly: type) else { throw fail(key, keyPath, "event type \(type) is out of range") }
                    var set = Set<UInt16>()
                    for (i, c) in try integers(value, keyPath).enumerated() {
                        guard let code = UInt16(exactly: c) else { throw fail(value, "\(keyPath)[\(i)]", "event code \(c) is out of range") }
                        set.insert(code)
                    }
                    d.codes[t] = set
                }
            }
            if let absinfo = m["absinfo"] {
                for (key, value) in try mapping(absinfo, "\(path).absinfo") {
                    let keyPath = "\(path).absinfo.\(key.scalar?.string ?? "?")"
                    let code = try integer(key, keyPath)
                    guard let c = UInt16(exactly: code), c <= EvdevCode.ABS_MAX else {
                        throw fail(key, keyPath, "axis code \(code) is out of range (0 … \(EvdevCode.ABS_MAX))")
                    }
                    let values = try integers(value, keyPath)
                    guard values.count >= 2 else {
                        throw fail(value, keyPath, "expected [min, max, fuzz, flat, resolution], got \(values.count) item\(values.count == 1 ? "" : "s")")
                    }
                    guard values.allSatisfy({ Int32(exactly: $0) != nil }) else {
                        throw fail(value, keyPath, "axis values must fit in 32 bits")
                    }
                    func at(_ i: Int) -> Int32 { i < values.count ? Int32(values[i]) : 0 }
                    d.absoluteAxes[c] = AbsoluteAxisInfo(minimum: at(0), maximum: at(1), fuzz: at(2), flat: at(3), resolution: at(4))
                }
            }
            if let props = m["properties"] {
                d.properties = Set(try integers(props, "\(path).properties"))
            }
        }

        func event(_ node: Node, _ path: String) throws(TouchRecordingError) -> EvdevEvent {
            let v = try integers(node, path)
            guard v.count == 5 else {
                throw fail(node, path, "expected [sec, usec, type, code, value], got \(v.count) item\(v.count == 1 ? "" : "s")")
            }
            guard v[0] >= 0, v[1] >= 0, v[1] < 1_000_000 else {
                throw fail(node, path, "invalid time \(v[0]) s \(v[1]) µs (microseconds must be 0 … 999999)")
            }
            guard let type = UInt16(exactly: v[2]), type <= EvdevCode.EV_MAX else { throw fail(node, path, "invalid event type \(v[2])") }
            guard let code = UInt16(exactly: v[3]) else { throw fail(node, path, "invalid event code \(v[3])") }
            guard let value = Int32(exactly: v[4]) else { throw fail(node, path, "event value \(v[4]) does not fit in 32 bits") }
            return EvdevEvent(seconds: Int64(v[0]), microseconds: Int64(v[1]), type: type, code: code, value: value)
        }
    }
}
