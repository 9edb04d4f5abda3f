import Foundation

/// The touch devices sysfs lists (`tactile record --list`): every
/// `/sys/class/input/eventN` whose capabilities announce touches.
package enum TouchDeviceList {
    /// One touch device.
    package struct Entry: Equatable, Sendable {
        /// The device node (`/dev/input/event7`).
        package var node: String
        /// The name the kernel reports, if any.
        package var name: String?
        /// `touchscreen` or `touchpad`.
        package var kind: String
        /// The touch reporting protocol (`a`, `b` or `single`).
        package var touchProtocol: String
    }

    /// The touch devices under `sysfsRoot` (`/sys`), ordered by event number;
    /// empty when sysfs lists none (or is not mounted).
    package static func touchDevices(sysfsRoot: String = "/sys") -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "\(sysfsRoot)/class/input")) ?? []
        let events = names.compactMap { name -> (Int, String)? in
            guard name.hasPrefix("event"), let n = Int(name.dropFirst(5)) else { return nil }
            return (n, name)
        }.sorted { $0.0 < $1.0 }
        return events.compactMap { _, name in
            guard let d = SysfsInputDevice.description(eventName: name, root: sysfsRoot),
                  let proto = d.announcedTouchProtocol else { return nil }
            return Entry(node: "/dev/input/\(name)", name: d.name, kind: d.touchKind == .indirect ? "touchpad" : "touchscreen",
                         touchProtocol: proto.rawValue)
        }
    }
}
