/// Reads the text that `evtest /dev/input/eventN` prints (evtest 1.35): the
/// header (`Input device name: "…"`, `Event type 3 (EV_ABS)`,
/// `Event code 53 (ABS_MT_POSITION_X)` with `Value`/`Min`/`Max`/`Fuzz`/`Flat`/
/// `Resolution` lines, `Property type 1 (INPUT_PROP_DIRECT)`), then one line per
/// event:
///
///     Event: time 1700000000.123456, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 1218
///     Event: time 1700000000.123456, -------------- SYN_REPORT ------------
///     Event: time 1700000000.123456, ++++++++++++++ SYN_MT_REPORT ++++++++++++
///     Event: time 1700000000.123456, >>>>>>>>>>>>>> SYN_DROPPED <<<<<<<<<<<<
///
/// Numbers, not names, are used (names may be `?`). `MSC_SCAN`/`MSC_RAW` values
/// are hexadecimal, as evtest prints them. Header lines it does not know are
/// skipped (other evtest versions print more); a malformed `Event:` or axis
/// line is an error giving its line number.
public enum EvtestLog {
    /// Reads and parses an evtest log file.
    public static func load(path: String) throws(TouchRecordingError) -> EvdevRecording {
        try parse(RecordingFileReader.text(path: path), file: path)
    }

    /// Parses evtest output; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws(TouchRecordingError) -> EvdevRecording {
        var device = EvdevDeviceDescription()
        var events: [EvdevEvent] = []
        var currentType: UInt16?
        var currentCode: UInt16?
        var sawHeader = false
        var lineNumber = 0
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline }) {
            lineNumber += 1
            let line = rawLine.trimmingWhitespace()
            func fail(_ reason: String) -> TouchRecordingError {
                TouchRecordingError(file: file, line: lineNumber, reason: reason)
            }
            if line.hasPrefix("Event: time") {
                events.append(try event(line, fail: fail))
            } else if line.hasPrefix("Input device name:") {
                sawHeader = true
                var name = line.dropFirst("Input device name:".count).trimmingWhitespace()
                if name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") { name = name.dropFirst().dropLast() }
                device.name = String(name)
            } else if line.hasPrefix("Input driver version") || line.hasPrefix("Input device ID:") || line == "Supported events:" {
                sawHeader = true
            } else if line == "Properties:" {
                device.properties = device.properties ?? []
            } else if line.hasPrefix("Property type ") {
                guard let n = leadingInteger(line.dropFirst("Property type ".count)) else { throw fail("expected a property number: \(line)") }
                device.properties = (device.properties ?? []).union([n])
            } else if line.hasPrefix("Event type ") {
                guard let n = leadingInteger(line.dropFirst("Event type ".count)), let t = UInt16(exactly: n) else {
                    throw fail("expected an event type number: \(line)")
                }
                currentType = t; currentCode = nil
                if device.codes[t] == nil { device.codes[t] = [] }
            } else if line.hasPrefix("Event code ") {
                guard let n = leadingInteger(line.dropFirst("Event code ".count)), let c = UInt16(exactly: n) else {
                    throw fail("expected an event code number: \(line)")
                }
                guard let t = currentType else { throw fail("\"Event code\" before any \"Event type\"") }
                device.codes[t, default: []].insert(c)
                currentCode = c
            } else if let (key, value) = axisLine(line) {
                guard let value else { throw fail("expected an integer after \"\(key)\": \(line)") }
                guard currentType == EvdevCode.EV_ABS, let code = currentCode else { continue }
                guard let v = Int32(exactly: value) else { throw fail("\(key) \(value) does not fit in 32 bits") }
                var axis = device.absoluteAxes[code] ?? AbsoluteAxisInfo(minimum: 0, maximum: 0)
                switch key {
                case "Min": axis.minimum = v
                case "Max": axis.maximum = v
                case "Fuzz": axis.fuzz = v
                case "Flat": axis.flat = v
                case "Resolution": axis.resolution = v
                default: break   // Value: the axis's state when evtest started
                }
                device.absoluteAxes[code] = axis
            }
        }
        guard sawHeader || !events.isEmpty else {
            throw TouchRecordingError(file: file, reason: "not an evtest log: no \"Input device name\" header and no \"Event: time\" lines")
        }
        return EvdevRecording(device: device, events: events)
    }

    /// `Event: time S.U, …` → an event.
    private static func event(_ line: Substring, fail: (String) -> TouchRecordingError) throws(TouchRecordingError) -> EvdevEvent {
        let body = line.dropFirst("Event: time".count).trimmingWhitespace()
        guard let comma = body.firstIndex(of: ",") else { throw fail("expected \"Event: time SECONDS.MICROSECONDS, …\": \(line)") }
        let timeText = body[..<comma]
        let rest = body[body.index(after: comma)...].trimmingWhitespace()
        let parts = timeText.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count >= 1, parts[1].count <= 9,
              let sec = parts[0].isEmpty ? 0 : Int64(parts[0]), sec >= 0,
              let fraction = Int64(parts[1]), fraction >= 0, parts[1].allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw fail("invalid time \"\(timeText)\" (expected SECONDS.MICROSECONDS)")
        }
        var usec = fraction
        var digits = parts[1].count
        while digits < 6 { usec *= 10; digits += 1 }
        while digits > 6 { usec /= 10; digits -= 1 }

        if !rest.hasPrefix("type") {
            let code: UInt16
            if rest.contains("SYN_REPORT") || rest.contains("Report Sync") { code = EvdevCode.SYN_REPORT }
            else if rest.contains("SYN_MT_REPORT") { code = EvdevCode.SYN_MT_REPORT }
            else if rest.contains("SYN_DROPPED") { code = EvdevCode.SYN_DROPPED }
            else if rest.contains("SYN_CONFIG") || rest.contains("Config Sync") { code = EvdevCode.SYN_CONFIG }
            else { throw fail("unknown event \"\(rest)\" (expected \"type …, code …, value …\" or a SYN_ marker)") }
            return EvdevEvent(seconds: sec, microseconds: usec, type: EvdevCode.EV_SYN, code: code, value: 0)
        }
        // type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 1218
        let fields = rest.split(separator: ",").map { $0.trimmingWhitespace() }
        guard fields.count >= 3, fields[0].hasPrefix("type "), fields[1].hasPrefix("code "), fields[2].hasPrefix("value ") else {
            throw fail("expected \"type T (NAME), code C (NAME), value V\": \(rest)")
        }
        guard let t = leadingInteger(fields[0].dropFirst(5)), let type = UInt16(exactly: t), type <= EvdevCode.EV_MAX else {
            throw fail("invalid event type in \"\(fields[0])\"")
        }
        guard let c = leadingInteger(fields[1].dropFirst(5)), let code = UInt16(exactly: c) else {
            throw fail("invalid event code in \"\(fields[1])\"")
        }
        let valueText = fields[2].dropFirst(6).trimmingWhitespace()
        // evtest prints MSC_RAW (3) and MSC_SCAN (4) values in hexadecimal.
        let isHex = type == EvdevCode.EV_MSC && (code == 3 || code == 4)
        guard let v = isHex ? Int64(valueText, radix: 16) : Int64(valueText),
              let value = Int32(exactly: v) ?? (isHex ? UInt32(exactly: v).map { Int32(bitPattern: $0) } : nil) else {
            throw fail("invalid value \"\(valueText)\"")
        }
        return EvdevEvent(seconds: sec, microseconds: usec, type: type, code: code, value: value)
    }

    /// `Min        0` → ("Min", 0); `Min  x` → ("Min", nil); other lines → nil.
    private static func axisLine(_ line: Substring) -> (String, Int?)? {
        for key in ["Value", "Min", "Max", "Fuzz", "Flat", "Resolution"] where line.hasPrefix(key) {
            let rest = line.dropFirst(key.count)
            guard rest.first == " " || rest.first == "\t" else { continue }
            return (key, Int(rest.trimmingWhitespace()))
        }
        return nil
    }

    /// The integer at the start of `text` (`"53 (ABS_MT_POSITION_X)"` → 53).
    private static func leadingInteger(_ text: Substring) -> Int? {
        let digits = text.trimmingWhitespace().prefix { $0 == "-" || ($0.isASCII && $0.isNumber) }
        return Int(digits)
    }
}

extension Substring {
    /// The text without leading and trailing spaces, tabs and carriage returns.
    func trimmingWhitespace() -> Substring {
        var s = self
        while let f = s.first, f == " " || f == "\t" || f == "\r" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s.removeLast() }
        return s
    }
}
