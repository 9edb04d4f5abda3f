import Foundation

/// Reads an input device's description from sysfs
/// (`/sys/class/input/eventN/device/{name,capabilities/*,properties}`), without ioctls.
/// Capability files hold hexadecimal bitmasks in 64-bit words, most significant word first.
enum SysfsInputDevice {
    /// The description for `eventName` (`"event5"`) under `root` (`"/sys"`), or `nil` when sysfs has no such device.
    static func description(eventName: String, root: String) -> EvdevDeviceDescription? {
        let dir = "\(root)/class/input/\(eventName)/device"
        guard let ev = read("\(dir)/capabilities/ev") else { return nil }
        var d = EvdevDeviceDescription()
        d.name = read("\(dir)/name")
        for type in bits(ev) {
            guard let t = UInt16(exactly: type) else { continue }
            let file: String?
            switch t {
            case EvdevCode.EV_KEY: file = "key"
            case EvdevCode.EV_REL: file = "rel"
            case EvdevCode.EV_ABS: file = "abs"
            case EvdevCode.EV_MSC: file = "msc"
            default: file = nil
            }
            let codes = file.flatMap { read("\(dir)/capabilities/\($0)") }.map(bits) ?? []
            d.codes[t] = Set(codes.compactMap { UInt16(exactly: $0) })
        }
        if let props = read("\(dir)/properties") { d.properties = Set(bits(props)) }
        return d
    }

    /// The set bit numbers of a sysfs bitmask (`"260800000000003"`, `"1 0 ffff"`).
    static func bits(_ mask: String) -> [Int] {
        var out: [Int] = []
        let words = mask.split(whereSeparator: { $0 == " " || $0 == "\n" }).reversed()
        for (i, word) in words.enumerated() {
            guard let value = UInt64(word, radix: 16) else { continue }
            for bit in 0..<64 where value & (1 << UInt64(bit)) != 0 { out.append(i * 64 + bit) }
        }
        return out.sorted()
    }

    private static func read(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path), let s = String(data: data, encoding: .utf8) else { return nil }
        return s.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
